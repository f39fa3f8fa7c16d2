import { Badge, Box, Card, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import type { CacheStatus } from '@/cache/protocol';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useOwnInvestors } from '../api/get-own-investors';
import { TRACK_TEXT, type InvestorSummary } from '../model';

/** The adviser's clients, each opening its details. */
export function ClientList() {
  return (
    <QueryState query={useOwnInvestors()} loadingHeight="32">
      {({ data, cache, cachedAt }) => <Clients body={data} cache={cache} cachedAt={cachedAt} />}
    </QueryState>
  );
}

function Clients({
  body,
  cache,
  cachedAt,
}: {
  body: { investors: InvestorSummary[] };
  cache: CacheStatus | null;
  cachedAt: Date | null;
}) {
  if (body.investors.length === 0) {
    return (
      <ScreenEmptyState
        title="No clients yet"
        description="Investors who choose you as their adviser appear here."
      />
    );
  }
  return (
    <Stack gap={3}>
      <AsOf cache={cache} cachedAt={cachedAt} />
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gap={3}
        gridTemplateColumns={{ md: '1fr 1fr' }}
      >
        {body.investors.map((investor) => (
          <li key={investor.id}>
            <Card.Root asChild size="sm" variant="outline" _hover={{ bg: 'bg.muted' }}>
              <Link to="/advisor/investordetails" search={{ investor: investor.id }}>
                <Card.Body>
                  <Text fontWeight="semibold">{investor.name ?? investor.email ?? 'Unnamed'}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {investor.email ?? investor.phone ?? ''}
                  </Text>
                  <Badge
                    mt={2}
                    alignSelf="start"
                    colorPalette={investor.track === 'UPFACTIVE' ? 'green' : 'orange'}
                  >
                    {TRACK_TEXT[investor.track] ?? investor.track}
                  </Badge>
                </Card.Body>
              </Link>
            </Card.Root>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
