import { Badge, Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { CacheStatus } from '@/cache/protocol';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { QueryState } from '@/ui/query-state';
import { useInvestor } from '../api/get-investor';
import { useClientNotes } from '../api/get-client-notes';
import { TRACK_TEXT, type InvestorProfile } from '../model';
import { NoteForm } from './note-form';

function Notes({ investorId }: { investorId: string }) {
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

/** One client: who they are, where they are in onboarding, and the adviser's notes. */
export function ClientDetails({ investorId }: { investorId: string }) {
  return (
    <QueryState query={useInvestor(investorId)} loadingHeight="40">
      {({ data, cache, cachedAt }) => (
        <Client investorId={investorId} investor={data} cache={cache} cachedAt={cachedAt} />
      )}
    </QueryState>
  );
}

function Client({
  investorId,
  investor,
  cache,
  cachedAt,
}: {
  investorId: string;
  investor: InvestorProfile;
  cache: CacheStatus | null;
  cachedAt: Date | null;
}) {
  const name = investor.name ?? investor.email ?? 'This client';
  return (
    <Stack gap={5}>
      <Card.Root variant="outline">
        <Card.Body gap={1}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <Heading as="h2" size="lg">
            {name}
          </Heading>
          <Text color="fg.muted">
            {[investor.email, investor.phone].filter(Boolean).join(' · ')}
          </Text>
          <Badge
            alignSelf="start"
            colorPalette={investor.track === 'UPFACTIVE' ? 'green' : 'orange'}
          >
            {TRACK_TEXT[investor.track] ?? investor.track}
          </Badge>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            Notes
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Visible to you; {name} sees in their account activity that you added a note.
          </Text>
        </Card.Header>
        <Card.Body gap={5}>
          <NoteForm investorId={investorId} investorName={name} />
          <Notes investorId={investorId} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
