import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { archiveSnapshots, dataStatus, instruments, latestQuotes } from '../../db/schema';
import { toQuote } from '../market-summary';
import type { Meta, Overview, Quote } from '../schemas/responses';

export interface ArchiveVersion {
  /** ISO 8601: the data-update time of IND (spec 7, dailydatacheck). */
  updatedatetime: string;
  demo: boolean;
}

export interface Instrument {
  id: number;
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  isin: string;
  series: string;
  sector: string;
  industry: string;
  lotSize: number;
  listingDate: string | null;
  status: 'active' | 'suspended' | 'delisted';
  quote: Quote | null;
  /** For search: capitals, and the start of each word of the name. */
  upperName: string;
  nameWords: string[];
}

/** What most archive answers are made of, loaded once per data-update time. */
export interface ArchiveSnapshot {
  version: ArchiveVersion;
  meta: Meta;
  instruments: Instrument[];
  bySymbol: Map<string, Instrument>;
  overview: Overview | null;
}

export const DEMO_LABEL = 'Local demo data';

export const symbolKey = (exchange: string, symbol: string) => `${exchange}:${symbol}`;

export async function readVersion(orm: Orm): Promise<ArchiveVersion> {
  const [row] = await orm
    .select({
      updatedatetime: dataStatus.updatedatetime,
      demo: sql<boolean>`EXISTS (SELECT 1 FROM archive_demo)`,
    })
    .from(dataStatus)
    .where(eq(dataStatus.countrycode, 'IND'));
  return {
    updatedatetime: (row?.updatedatetime ?? new Date(0)).toISOString(),
    demo: row?.demo ?? false,
  };
}

export async function loadSnapshot(orm: Orm, version: ArchiveVersion): Promise<ArchiveSnapshot> {
  const rows = await orm
    .select({ instrument: instruments, quote: latestQuotes })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .orderBy(instruments.symbol);
  const list = rows.map(({ instrument: i, quote: q }): Instrument => ({
    id: i.id,
    exchange: i.exchange,
    symbol: i.symbol,
    name: i.name,
    isin: i.isin,
    series: i.series,
    sector: i.sector,
    industry: i.industry,
    lotSize: i.lotSize,
    listingDate: i.listingDate,
    status: i.status,
    quote:
      q &&
      toQuote({ ...q, exchange: i.exchange, symbol: i.symbol, name: i.name, industry: i.industry }),
    upperName: i.name.toUpperCase(),
    nameWords: i.name
      .toUpperCase()
      .split(/[\s.,()&/-]+/)
      .filter(Boolean),
  }));
  const [stored] = await orm
    .select({ body: archiveSnapshots.body })
    .from(archiveSnapshots)
    .where(eq(archiveSnapshots.name, 'overview'));
  return {
    version,
    meta: {
      demo: version.demo,
      label: version.demo ? DEMO_LABEL : null,
      updatedatetime: version.updatedatetime,
    },
    instruments: list,
    bySymbol: new Map(list.map((item) => [symbolKey(item.exchange, item.symbol), item])),
    overview: (stored?.body as Overview | undefined) ?? null,
  };
}
