import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { financialStrength } from '../../../src/features/stocks/model/financial-strength';
import type { Orm } from '../../db/database';
import { corporateActions, quarterlyFundamentals } from '../../db/schema';
import type { FinancialStrengthResponse } from '../schemas/strength-response';
import type { Instrument } from './snapshot';

/** Two trailing years and the quarter before them (Piotroski's opening assets). */
const QUARTERS = 9;

/**
 * The financial strength view from the stored quarters and the latest quote's market
 * capitalisation, computed by the page's own pure model.
 */
export async function financialStrengthOf(
  orm: Orm,
  instrument: Instrument,
): Promise<FinancialStrengthResponse> {
  const rows = await orm
    .select()
    .from(quarterlyFundamentals)
    .where(eq(quarterlyFundamentals.instrumentId, instrument.id))
    .orderBy(desc(quarterlyFundamentals.periodEnd))
    .limit(QUARTERS);
  const latest = rows[0]?.periodEnd;
  const yearBefore = rows[4]?.periodEnd;
  let shareFactor = 1;
  if (latest && yearBefore) {
    const actions = await orm
      .select({ before: corporateActions.sharesBefore, after: corporateActions.sharesAfter })
      .from(corporateActions)
      .where(
        and(
          eq(corporateActions.instrumentId, instrument.id),
          inArray(corporateActions.kind, ['split', 'bonus']),
          gt(corporateActions.exDate, yearBefore),
          lte(corporateActions.exDate, latest),
        ),
      );
    shareFactor = actions.reduce((product, a) => (product * a.after) / a.before, 1);
  }
  const marketCap = instrument.quote?.marketCap ?? null;
  const strength = financialStrength({
    sector: instrument.sector,
    industry: instrument.industry,
    quarters: rows,
    marketCap,
    shareFactor,
  });
  return { exchange: instrument.exchange, symbol: instrument.symbol, marketCap, ...strength };
}
