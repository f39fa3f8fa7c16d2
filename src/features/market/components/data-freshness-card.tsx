import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useDailyDataCheck } from '../api/get-daily-data-check';

const parseTime = (value: string): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * When the market data was last updated (the archive's data check), with the states every data
 * screen has: loading, a retryable error when nothing is saved, and "as of" when the answer is
 * saved data shown offline.
 */
export function DataFreshnessCard() {
  const query = useDailyDataCheck();
  return (
    <Card.Root size="sm" variant="outline" data-testid="data-freshness">
      <Card.Body>
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            Market data last updated
          </Text>
          {query.isPending ? (
            <Skeleton height="6" width="56" aria-label="Loading" />
          ) : query.isError ? (
            <DataError
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <>
              <Text fontWeight="semibold" textStyle="lg">
                {formatUpdate(query.data.data.updatedatetime)}
              </Text>
              <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function formatUpdate(value: string): string {
  const date = parseTime(value);
  return date ? formatIndianDateTime(date) : value;
}
