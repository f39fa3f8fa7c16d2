import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { yearBefore } from './aggregate';
import type { Instrument } from './snapshot';

// The ratios of the stock table (issue 13, stock selection) from the stored quarters and
// corporate actions, for every stock at once: two queries, whatever the number of stocks.
// P/E, P/B, ROE and debt to equity follow the peers view (server/archive/read/peers.ts): the
// trailing twelve months are the last four quarters announced by the day, all ending within 18
// months of it; equity and debt are the latest quarter's.

export interface CompanyFigures {
  pe: number | null;
  pb: number | null;
  /** Percent. */
  roe: number | null;
  debtToEquity: number | null;
  /** Percent: dividends with an ex-date in the last 12 months, split-adjusted, / latest close. */
  dividendYield: number | null;
  /** Net profit above zero in each of the last three four-quarter periods (12 quarters known). */
  profitableThreeYears: boolean;
}

const QUARTERS_OF_TTM = 4;
const QUARTERS_OF_THREE_YEARS = 12;

// PGlite and node-postgres under drizzle both answer { rows }.
export async function rowsOf<Row>(orm: Orm, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await orm.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** An int[] parameter as one text: a list of hundreds of ids stays one bound value. */
export const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const ratio = (top: number, bottom: number): number | null =>
  bottom > 0 ? Math.round((top / bottom) * 100) / 100 : null;

interface Quarter {
  periodEnd: string;
  netProfit: number;
  equity: number;
  totalDebt: number;
}

/** Each stock's quarters announced by `day` and ending in the last 42 months, latest first. */
async function quartersOf(
  orm: Orm,
  ids: readonly number[],
  day: string,
): Promise<Map<number, Quarter[]>> {
  // One text per stock: several times faster to read on PGlite than a row per quarter.
  const rows = await rowsOf<{ id: number; quarters: string }>(
    orm,
    sql`SELECT instrument_id AS id,
               string_agg(concat_ws('|', period_end, net_profit, equity, total_debt), ';'
                          ORDER BY period_end DESC) AS quarters
          FROM quarterly_fundamentals
         WHERE instrument_id = ANY(${idArray(ids)}::int[]) AND announced_on <= ${day}::date
           AND period_end >= ${monthsBefore(day, 42)}::date
         GROUP BY instrument_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      row.quarters.split(';').map((text) => {
        const [periodEnd = '', netProfit, equity, totalDebt] = text.split('|');
        return {
          periodEnd,
          netProfit: Number(netProfit),
          equity: Number(equity),
          totalDebt: Number(totalDebt),
        };
      }),
    ]),
  );
}

/** Dividends per share of today's shares with an ex-date in the year up to `day`. */
async function dividendsOf(
  orm: Orm,
  ids: readonly number[],
  day: string,
): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; kind: string; dividend: number | null; factor: number }>(
    orm,
    sql`SELECT instrument_id AS id, kind, dividend, price_factor AS factor
          FROM corporate_actions
         WHERE instrument_id = ANY(${idArray(ids)}::int[])
           AND ex_date >= ${yearBefore(day)}::date AND ex_date <= ${day}::date
         ORDER BY instrument_id, ex_date DESC, kind`,
  );
  const result = new Map<number, number>();
  let current = -1;
  // Latest first: a dividend paid before a split or bonus is per old share; scale it down.
  let splitFactor = 1;
  for (const row of rows) {
    const id = Number(row.id);
    if (id !== current) {
      current = id;
      splitFactor = 1;
    }
    if (row.kind === 'dividend') {
      result.set(id, (result.get(id) ?? 0) + Number(row.dividend ?? 0) * splitFactor);
    } else {
      splitFactor *= Number(row.factor);
    }
  }
  return result;
}

/** The ratios of each stock on `day` (the day of its latest close). */
export async function companyFigures(
  orm: Orm,
  stocks: readonly Instrument[],
  day: string,
): Promise<Map<number, CompanyFigures>> {
  const ids = stocks.map((stock) => stock.id);
  if (ids.length === 0) return new Map();
  const quarters = await quartersOf(orm, ids, day);
  const dividends = await dividendsOf(orm, ids, day);
  const ttmSince = monthsBefore(day, 18);
  const result = new Map<number, CompanyFigures>();
  for (const stock of stocks) {
    const list = quarters.get(stock.id) ?? [];
    const cap = stock.quote?.marketCap ?? null;
    const close = stock.quote?.close ?? null;
    const latest = list[0];
    const fourth = list[QUARTERS_OF_TTM - 1];
    const ttm =
      latest && fourth && fourth.periodEnd >= ttmSince
        ? list.slice(0, QUARTERS_OF_TTM).reduce((sum, q) => sum + q.netProfit, 0)
        : null;
    const yearly = [0, 1, 2].map((year) =>
      list
        .slice(year * QUARTERS_OF_TTM, (year + 1) * QUARTERS_OF_TTM)
        .reduce((sum, q) => sum + q.netProfit, 0),
    );
    const dividend = dividends.get(stock.id) ?? 0;
    result.set(stock.id, {
      // A loss makes P/E meaningless rather than negative: null, shown as "–".
      pe: cap !== null && ttm !== null && ttm > 0 ? ratio(cap, ttm) : null,
      pb: cap !== null && ttm !== null && latest ? ratio(cap, latest.equity) : null,
      roe: ttm !== null && latest ? ratio(ttm * 100, latest.equity) : null,
      debtToEquity: ttm !== null && latest ? ratio(latest.totalDebt, latest.equity) : null,
      dividendYield: close !== null && close > 0 ? ratio(dividend * 100, close) : null,
      profitableThreeYears:
        list.length >= QUARTERS_OF_THREE_YEARS && yearly.every((profit) => profit > 0),
    });
  }
  return result;
}
