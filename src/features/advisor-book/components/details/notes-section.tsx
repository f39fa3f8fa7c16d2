import { Box, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { QueryState } from '@/ui/query-state';
import { useClientNotes } from '../../api/get-client-notes';
import { NoteForm } from '../note-form';
import { Section } from './section';

/** The adviser's notes on the client, newest first (a note typed offline waits in the outbox). */
export function Notes({ investorId }: { investorId: string }) {
  return (
    <QueryState query={useClientNotes(investorId)} loadingHeight="20">
      {({ data: body, cache, cachedAt }) => (
        <Stack gap={2}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          {body.notes.length === 0 ? (
            <Text color="fg.muted">No notes yet.</Text>
          ) : (
            <Box as="ul" listStyleType="none" data-testid="client-notes">
              {body.notes.map((note) => (
                <Box
                  as="li"
                  key={note.noteId}
                  py={3}
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <Text whiteSpace="pre-wrap">{note.text}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {note.author.name ?? 'You'} ·{' '}
                    <time dateTime={note.createdAt}>
                      {formatIndianDateTime(new Date(note.createdAt))}
                    </time>
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** The notes with the form to add one. */
export function NotesSection({ investorId, name }: { investorId: string; name: string }) {
  return (
    <Section
      id="details-notes"
      title="Notes"
      hint={`Visible to you; ${name} sees in their account activity that you added a note.`}
    >
      <NoteForm investorId={investorId} investorName={name} />
      <Notes investorId={investorId} />
    </Section>
  );
}
