import type { SavedStrategy, StrategyParams } from './contract';
import { BASE_LABELS, describeParams } from './describe-params';
import { scanStrategyParams, STRATEGY_LIBRARY } from './library';

// What strategies/{SelectedStrategies} names (issue 14, Deliver 3 and 5): a library strategy by
// its id ('momentum'), one of the user's saved strategies by its uuid, or one of the user's
// saved scans used as an entry rule (`scan-<scan uuid>`).

export const SCAN_PREFIX = 'scan-';

export const scanRouteId = (scanId: string): string => `${SCAN_PREFIX}${scanId}`;

export type SourceKind = 'library' | 'saved' | 'scan';

export interface StrategySource {
  /** The id in the address. */
  routeId: string;
  kind: SourceKind;
  name: string;
  summary: string;
  /** The rules in plain words. */
  rules: string[];
  params: StrategyParams;
  /** The saved strategy's id (for "Save changes"); null for the library and scans. */
  savedId: string | null;
  /** Saved on this device and not yet sent. */
  waiting: boolean;
}

/** The fields of a saved scan this needs (GET /api/scans). */
export interface ScanLike {
  id: string;
  name: string;
  expression: string;
}

export type Lookup<T> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ok'; items: readonly T[] };

export type SourceLookup =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'missing' }
  | { status: 'ok'; source: StrategySource };

export const libraryEntry = (routeId: string) =>
  STRATEGY_LIBRARY.find((entry) => entry.id === routeId) ?? null;

export function savedSource(strategy: SavedStrategy, waiting = false): StrategySource {
  return {
    routeId: strategy.id,
    kind: 'saved',
    name: strategy.name,
    summary: `Your strategy, based on ${BASE_LABELS[strategy.params.base].toLowerCase()}.`,
    rules: describeParams(strategy.params),
    params: strategy.params,
    savedId: strategy.id,
    waiting,
  };
}

export function scanSource(scan: ScanLike): StrategySource {
  const params = scanStrategyParams(scan.expression);
  return {
    routeId: scanRouteId(scan.id),
    kind: 'scan',
    name: scan.name,
    summary: `Your saved scan as a strategy: it buys the stocks the scan finds.`,
    rules: describeParams(params),
    params,
    savedId: null,
    waiting: false,
  };
}

/** The strategy an address names, once the lists it may be in have loaded. */
export function resolveSource(
  routeId: string,
  saved: Lookup<SavedStrategy & { waiting?: boolean }>,
  scans: Lookup<ScanLike>,
): SourceLookup {
  const entry = libraryEntry(routeId);
  if (entry) {
    return {
      status: 'ok',
      source: {
        routeId,
        kind: 'library',
        name: entry.name,
        summary: entry.summary,
        rules: entry.rules,
        params: entry.params,
        savedId: null,
        waiting: false,
      },
    };
  }
  const isScan = routeId.startsWith(SCAN_PREFIX);
  const list = isScan ? scans : saved;
  if (list.status !== 'ok') return list;
  if (isScan) {
    const scanId = routeId.slice(SCAN_PREFIX.length);
    const scan = scans.status === 'ok' ? scans.items.find((item) => item.id === scanId) : null;
    return scan ? { status: 'ok', source: scanSource(scan) } : { status: 'missing' };
  }
  const strategy =
    saved.status === 'ok' ? saved.items.find((item) => item.id === routeId) : undefined;
  return strategy
    ? { status: 'ok', source: savedSource(strategy, strategy.waiting ?? false) }
    : { status: 'missing' };
}
