import { asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  companyFacts,
  corporateActions,
  indexConstituents,
  marketIndices,
  quarterlyFundamentals,
} from '../../db/schema';
import { ApiError } from '../../errors';
import type { Fundamentals, InstrumentDetail, Quote } from '../schemas/responses';
import { toSummary } from './search';
import { symbolKey, type ArchiveSnapshot, type Instrument } from './snapshot';

export function findInstrument(
  snapshot: ArchiveSnapshot,
  exchange: string,
  symbol: string,
): Instrument {
  const instrument = snapshot.bySymbol.get(symbolKey(exchange, symbol));
  if (!instrument) {
    throw new ApiError(
      404,
      'unknown_symbol',
      `The archive has no instrument ${symbol} on ${exchange}`,
    );
  }
  return instrument;
}

export async function instrumentDetail(
  orm: Orm,
  instrument: Instrument,
): Promise<InstrumentDetail> {
  const [facts] = await orm
    .select()
    .from(companyFacts)
    .where(eq(companyFacts.instrumentId, instrument.id));
  const actions = await orm
    .select()
    .from(corporateActions)
    .where(eq(corporateActions.instrumentId, instrument.id))
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.kind));
  const indices = await orm
    .select({ code: marketIndices.code, name: marketIndices.name, kind: marketIndices.kind })
    .from(indexConstituents)
    .innerJoin(marketIndices, eq(marketIndices.id, indexConstituents.indexId))
    .where(eq(indexConstituents.instrumentId, instrument.id))
    .orderBy(asc(marketIndices.kind), asc(marketIndices.code));
  return {
    ...toSummary(instrument),
    lotSize: instrument.lotSize,
    listingDate: instrument.listingDate,
    status: instrument.status,
    facts: facts
      ? {
          incorporationYear: facts.incorporationYear,
          headquartersCity: facts.headquartersCity,
          headquartersState: facts.headquartersState,
          employeesBand: facts.employeesBand,
          marketCapBand: facts.marketCapBand,
          promoterGroup: facts.promoterGroup,
          description: facts.description,
        }
      : null,
    indices,
    quote: instrument.quote,
    corporateActions: actions.map((a) => ({
      exDate: a.exDate,
      kind: a.kind,
      sharesBefore: a.sharesBefore,
      sharesAfter: a.sharesAfter,
      dividend: a.dividend,
      priceFactor: a.priceFactor,
    })),
  };
}

/** The latest `quarters`, oldest first. */
export async function fundamentals(
  orm: Orm,
  instrument: Instrument,
  quarters: number,
): Promise<Fundamentals> {
  const rows = await orm
    .select()
    .from(quarterlyFundamentals)
    .where(eq(quarterlyFundamentals.instrumentId, instrument.id))
    .orderBy(desc(quarterlyFundamentals.periodEnd))
    .limit(quarters);
  return {
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    quarters: rows.reverse().map(({ instrumentId: _id, isDemo: _demo, ...quarter }) => quarter),
  };
}

/** Quotes in the order asked, and the symbols the archive does not know. */
export function quotesFor(snapshot: ArchiveSnapshot, exchange: string, symbols: readonly string[]) {
  const quotes: Quote[] = [];
  const unknown: string[] = [];
  for (const symbol of symbols) {
    const quote = snapshot.bySymbol.get(symbolKey(exchange, symbol))?.quote;
    if (quote) quotes.push(quote);
    else unknown.push(symbol);
  }
  return { quotes, unknown };
}
