import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useMarkScanSeen } from '../api/saved-scan-seen';
import { useDeleteSavedScan } from '../api/saved-scan-delete';
import { useSavedScansView } from '../hooks/use-saved-scans-view';
import type { SavedScan } from '../model/contract';
import { SavedScanCard } from './saved-scan-card';

// My scans (issue 14, Deliver 2): the user's saved scans, each run again after every data
// update, with "N new" when stocks match that did not before, until marked seen.

interface SavedScansProps {
  onOpen: (scan: SavedScan) => void;
  onBuild: () => void;
}

export function SavedScans({ onOpen, onBuild }: SavedScansProps) {
  const { query, scans, unsentIds } = useSavedScansView();
  const seen = useMarkScanSeen();
  const remove = useDeleteSavedScan();
  if (query.isPending) return <Skeleton h="40" borderRadius="l3" />;
  if (!scans) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (scans.length === 0) {
    return (
      <ScreenEmptyState
        title="No saved scans yet"
        description="Save a scan and it runs again after every data update; we tell you when new stocks match."
      >
        <Button colorPalette="purple" onClick={onBuild}>
          Build a scan
        </Button>
      </ScreenEmptyState>
    );
  }
  const unsent = scans.filter((scan) => unsentIds.has(scan.id)).length;
  return (
    <Stack gap={3}>
      {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
      {unsent > 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you are
          back online.
        </Text>
      ) : null}
      <Box as="ul" listStyleType="none" display="grid" gap={3} aria-label="Your saved scans">
        {scans.map((scan) => (
          <Box as="li" key={scan.id}>
            <SavedScanCard
              scan={scan}
              unsent={unsentIds.has(scan.id)}
              onOpen={() => onOpen(scan)}
              onSeen={() => seen.mutate(scan)}
              onDelete={() => remove.mutate(scan)}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
