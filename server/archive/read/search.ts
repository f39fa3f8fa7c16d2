import type { InstrumentSummary } from '../schemas/responses';
import type { ArchiveSnapshot, Instrument } from './snapshot';

export const toSummary = (i: Instrument): InstrumentSummary => ({
  exchange: i.exchange,
  symbol: i.symbol,
  name: i.name,
  isin: i.isin,
  series: i.series,
  sector: i.sector,
  industry: i.industry,
});

/**
 * How well an instrument matches what a person has typed so far (lower is better): the exact
 * symbol or ISIN, then symbols starting with it, names starting with it, a word of the name
 * starting with it, and from three characters on, the text anywhere in the symbol or name.
 */
export function matchRank(instrument: Instrument, query: string): number | undefined {
  if (instrument.symbol === query) return 0;
  if (instrument.isin === query) return 1;
  if (instrument.symbol.startsWith(query)) return 2;
  if (instrument.upperName.startsWith(query)) return 3;
  if (instrument.nameWords.some((word) => word.startsWith(query))) return 4;
  if (
    query.length >= 3 &&
    (instrument.symbol.includes(query) || instrument.upperName.includes(query))
  ) {
    return 5;
  }
  return undefined;
}

/** Typeahead: best match first; among equals, the larger company (then the symbol) first. */
export function searchInstruments(
  snapshot: ArchiveSnapshot,
  text: string,
  limit: number,
  exchange?: 'NSE' | 'BSE',
): InstrumentSummary[] {
  const query = text.trim().toUpperCase();
  const hits: Array<{ instrument: Instrument; rank: number }> = [];
  for (const instrument of snapshot.instruments) {
    if (exchange && instrument.exchange !== exchange) continue;
    const rank = matchRank(instrument, query);
    if (rank !== undefined) hits.push({ instrument, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      (b.instrument.quote?.marketCap ?? 0) - (a.instrument.quote?.marketCap ?? 0) ||
      (a.instrument.symbol < b.instrument.symbol ? -1 : 1),
  );
  return hits.slice(0, limit).map(({ instrument }) => toSummary(instrument));
}
