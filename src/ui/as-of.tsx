import { Text } from '@chakra-ui/react';
import type { CacheStatus } from '@/cache/protocol';
import { formatIndianDateTime } from './format-date-time';
import { useOffline } from './use-offline';

interface AsOfProps {
  /** Where the data came from (ApiResult.cache). */
  cache: CacheStatus | null;
  /** When it was stored (ApiResult.cachedAt). */
  cachedAt: Date | null;
}

/** Whether a screen should say how old its data is: saved data shown because the network is away. */
export const showsAsOf = (cache: CacheStatus | null, cachedAt: Date | null, offline: boolean) =>
  cachedAt !== null && (cache === 'stale' || (cache === 'hit' && offline));

/** "Saved data, as of 12 Jan 2026, 3:45 pm IST" under data served from the cache while offline. */
export function AsOf({ cache, cachedAt }: AsOfProps) {
  const offline = useOffline();
  if (!cachedAt || !showsAsOf(cache, cachedAt, offline)) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="as-of">
      Saved data, as of{' '}
      <time dateTime={cachedAt.toISOString()}>{formatIndianDateTime(cachedAt)}</time>
    </Text>
  );
}
