import type { UniverseEntry } from '../schemas/responses';
import type { ArchiveSnapshot } from './snapshot';

// The compact instrument list the app searches offline (issue 12, search in the app bar). Built
// once per snapshot: the snapshot itself is replaced when the data-update time changes.
const built = new WeakMap<ArchiveSnapshot, UniverseEntry[]>();

/** Listed instruments, largest market capitalisation first; rank 1 is the largest. */
export function universeOf(snapshot: ArchiveSnapshot): UniverseEntry[] {
  const cached = built.get(snapshot);
  if (cached) return cached;
  const listed = snapshot.instruments
    .filter((instrument) => instrument.status !== 'delisted')
    .sort(
      (a, b) =>
        (b.quote?.marketCap ?? -1) - (a.quote?.marketCap ?? -1) ||
        (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
    );
  const entries = listed.map((instrument, index): UniverseEntry => ({
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    name: instrument.name,
    isin: instrument.isin,
    sector: instrument.sector,
    industry: instrument.industry,
    rank: index + 1,
  }));
  built.set(snapshot, entries);
  return entries;
}
