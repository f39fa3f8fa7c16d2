import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useClientActivity } from '../../api/get-client-activity';
import { Section } from './section';
import { When } from './when';

/**
 * The adviser's own audited actions on this client (notes, KYC decisions, risk overrides ...),
 * newest first, a page at a time. The client sees the same entries in their account settings.
 */
export function ActivitySection({ investorId, name }: { investorId: string; name: string }) {
  const query = useClientActivity(investorId);
  return (
    <Section
      id="details-activity"
      title="Your actions on this client"
      hint={`From the audit log; ${name} sees these in their account settings.`}
    >
      {query.isPending ? (
        <Skeleton h="16" borderRadius="l3" />
      ) : query.isError ? (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap={2}>
          <AsOf
            cache={query.data.pages[0]?.cache ?? null}
            cachedAt={query.data.pages[0]?.cachedAt ?? null}
          />
          {query.data.pages[0]?.data.entries.length === 0 ? (
            <Text color="fg.muted">Nothing recorded yet.</Text>
          ) : (
            <Box as="ol" listStyleType="none" fontSize="sm" aria-label="Your actions, newest first">
              {query.data.pages.flatMap((page) =>
                page.data.entries.map((entry) => (
                  <Box
                    as="li"
                    key={entry.id}
                    py={1.5}
                    borderBottomWidth="1px"
                    _last={{ borderBottomWidth: 0 }}
                  >
                    <Text as="span" fontWeight="medium">
                      {entry.action}
                    </Text>
                    <Text as="span" color="fg.muted">
                      {' · '}
                      <When at={entry.at} />
                    </Text>
                  </Box>
                )),
              )}
            </Box>
          )}
          {query.hasNextPage ? (
            <Button
              alignSelf="start"
              size="sm"
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Show older
            </Button>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
