import { useQuery } from '@tanstack/react-query';
import { savedScansQueryOptions } from '../api/saved-scans-get';
import type { ListedStrategy } from '../model/pending-strategies';
import {
  libraryEntry,
  resolveSource,
  SCAN_PREFIX,
  type Lookup,
  type ScanLike,
  type SourceLookup,
} from '../model/strategy-source';
import { useSavedStrategiesView } from './use-saved-strategies-view';

// The strategy an address names: the library's at once, a saved strategy or a saved scan once
// its list has loaded (the saved answer offline; a strategy saved on this device and not yet
// sent opens too).

export function useStrategySource(routeId: string): { lookup: SourceLookup; retry: () => void } {
  const inLibrary = libraryEntry(routeId) !== null;
  const isScan = routeId.startsWith(SCAN_PREFIX);
  const saved = useSavedStrategiesView();
  const scans = useQuery({ ...savedScansQueryOptions(), enabled: isScan });
  const retry = () => {
    if (saved.query.isError) void saved.query.refetch();
    if (scans.isError) void scans.refetch();
  };
  if (inLibrary) {
    return { lookup: resolveSource(routeId, { status: 'pending' }, { status: 'pending' }), retry };
  }
  const savedLookup: Lookup<ListedStrategy> = saved.query.data
    ? { status: 'ok', items: saved.strategies ?? [] }
    : saved.query.isError
      ? saved.strategies?.some((strategy) => strategy.id === routeId)
        ? { status: 'ok', items: saved.strategies }
        : { status: 'error', error: saved.query.error }
      : { status: 'pending' };
  const scanLookup: Lookup<ScanLike> = scans.data
    ? { status: 'ok', items: scans.data.data.scans }
    : scans.isError
      ? { status: 'error', error: scans.error }
      : { status: 'pending' };
  return { lookup: resolveSource(routeId, savedLookup, scanLookup), retry };
}
