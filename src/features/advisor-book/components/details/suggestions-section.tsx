import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { DetailsSuggestion } from '../../model/details-contract';
import { Section } from './section';
import { When } from './when';

const STATUS: Record<DetailsSuggestion['status'], { label: string; palette: string }> = {
  pending: { label: 'Awaiting answer', palette: 'orange' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
  superseded: { label: 'Superseded', palette: 'gray' },
};

/** What the adviser sent the client and what became of it. */
export function SuggestionsSection({ suggestions }: { suggestions: DetailsSuggestion[] }) {
  return (
    <Section id="details-suggestions" title="Suggestions and outcomes">
      {suggestions.length === 0 ? (
        <Text color="fg.muted">You have not sent this client a suggestion yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={3}>
          {suggestions.map((row) => {
            const status = STATUS[row.status];
            return (
              <li key={row.suggestionId}>
                <HStack justify="space-between" align="start" gap={2}>
                  <Text fontWeight="medium">{row.title}</Text>
                  <Badge colorPalette={status.palette} flexShrink={0}>
                    {status.label}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Sent <When at={row.createdAt} />
                  {row.suitability === 'overridden' ? ' · over the suitability check' : ''}
                  {row.status === 'accepted'
                    ? ` · ${row.filled} of ${row.planned} orders filled`
                    : ''}
                </Text>
                {row.declineReason ? (
                  <Text fontSize="sm" fontStyle="italic">
                    “{row.declineReason}”
                  </Text>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
