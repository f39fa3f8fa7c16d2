import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { dividendTdsPaise } from '../../../src/features/portfolio/model/dividend-tds';
import { financialYearOf } from '../../../src/features/portfolio/model/financial-year';
import type { Database, Orm } from '../../db/database';
import { corporateActions } from '../../db/schema';
import { latestTradeDate } from '../orders/market';
import { paperAccounts } from '../broker/tables';
import { lockCash, moveCash } from '../orders/account';
import { positionsOf, tradesOf } from '../orders/ledger';
import { paperCashEntries } from '../orders/tables';

/**
 * Credits one investor's dividends due up to the archive's last day that are not credited yet:
 * the shares held before the ex-date (T+1 settlement makes the record date the ex-date) × the
 * dividend per share, with TDS (s.194) as its own entry. Returns how many were credited.
 */
export async function creditDividends(
  tx: Orm,
  investorSub: string,
  upTo: string,
  demo = false,
): Promise<number> {
  if ((await lockCash(tx, investorSub)) === null) return 0;
  const trades = await tradesOf(tx, investorSub);
  const first = trades[0]?.tradeDate;
  if (!first) return 0;
  const ids = [...new Set(trades.map((trade) => trade.instrumentId))];
  const due = await tx
    .select()
    .from(corporateActions)
    .where(
      and(
        inArray(corporateActions.instrumentId, ids),
        eq(corporateActions.kind, 'dividend'),
        gte(corporateActions.exDate, first),
        lte(corporateActions.exDate, upTo),
      ),
    )
    .orderBy(asc(corporateActions.exDate));
  if (due.length === 0) return 0;
  const credited = await tx
    .select({
      instrumentId: paperCashEntries.instrumentId,
      exDate: paperCashEntries.exDate,
      amount: paperCashEntries.amountPaise,
    })
    .from(paperCashEntries)
    .where(
      and(eq(paperCashEntries.investorSub, investorSub), eq(paperCashEntries.kind, 'dividend')),
    );
  const done = new Set(credited.map((row) => `${row.instrumentId}:${row.exDate}`));
  let count = 0;
  for (const action of due) {
    if (done.has(`${action.instrumentId}:${action.exDate}`) || !action.dividend) continue;
    const held = (await positionsOf(tx, investorSub, { until: action.exDate, trades })).get(
      action.instrumentId,
    );
    if (!held || held.quantity <= 0) continue;
    const amount = held.quantity * action.dividend;
    const fy = financialYearOf(action.exDate);
    const paidBefore = credited
      .filter(
        (row) =>
          row.instrumentId === action.instrumentId &&
          row.exDate !== null &&
          financialYearOf(row.exDate) === fy,
      )
      .reduce((sum, row) => sum + row.amount, 0);
    const tds = dividendTdsPaise(fy, paidBefore, amount);
    const at = new Date(`${action.exDate}T12:30:00+05:30`);
    const base = {
      entryDate: action.exDate,
      at,
      instrumentId: action.instrumentId,
      exDate: action.exDate,
      demo,
    };
    await moveCash(tx, investorSub, {
      ...base,
      kind: 'dividend',
      amountPaise: amount,
      description: `Dividend on ${held.quantity} ${held.symbol}: ${rupees(action.dividend)} a share`,
    });
    if (tds > 0) {
      await moveCash(tx, investorSub, {
        ...base,
        kind: 'tds',
        amountPaise: -tds,
        description: `TDS 10 % on the ${held.symbol} dividend (over the yearly threshold)`,
      });
    }
    credited.push({ instrumentId: action.instrumentId, exDate: action.exDate, amount });
    count += 1;
  }
  return count;
}

/** The data.updated job's dividend run: every paper account, each in its own transaction. */
export async function creditDueDividends(db: Database): Promise<number> {
  const upTo = await latestTradeDate(db.orm);
  if (!upTo) return 0;
  const accounts = await db.orm.select({ sub: paperAccounts.investorSub }).from(paperAccounts);
  let total = 0;
  for (const { sub } of accounts) {
    total += await db.orm.transaction((tx: Orm) => creditDividends(tx, sub, upTo));
  }
  return total;
}
