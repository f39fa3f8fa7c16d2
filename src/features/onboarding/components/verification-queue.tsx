import { Box, Card, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useKycQueue } from '../api/kyc-queue';
import { formatIndianDate, waitingFor } from '../model/kyc-dates';

/** The adviser's investors whose KYC awaits review, oldest first, each opening its review. */
export function VerificationQueue() {
  return (
    <QueryState query={useKycQueue()} loadingHeight="40">
      {({ data, cache, cachedAt }) =>
        data.items.length === 0 ? (
          <ScreenEmptyState
            title="Nothing to review"
            description="When one of your investors submits their KYC, it appears here, oldest first."
          />
        ) : (
          <Stack gap={3}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <Box as="ul" listStyleType="none" display="grid" gap={3} data-testid="kyc-queue">
              {data.items.map((item) => (
                <li key={item.investorId}>
                  <Card.Root asChild size="sm" variant="outline" _hover={{ bg: 'bg.muted' }}>
                    <Link to="/advisor/invstverification" search={{ investor: item.investorId }}>
                      <Card.Body
                        display="flex"
                        flexDirection={{ base: 'column', md: 'row' }}
                        justifyContent="space-between"
                        gap={1}
                      >
                        <Box>
                          <Text fontWeight="semibold">{item.name ?? item.email ?? 'Unnamed'}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {item.email ?? ''}
                          </Text>
                        </Box>
                        <Box textAlign={{ md: 'end' }}>
                          <Text fontSize="sm">Waiting {waitingFor(item.submittedAt)}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            Submitted {formatIndianDate(item.submittedAt)}
                          </Text>
                        </Box>
                      </Card.Body>
                    </Link>
                  </Card.Root>
                </li>
              ))}
            </Box>
          </Stack>
        )
      }
    </QueryState>
  );
}
