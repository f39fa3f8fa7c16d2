import { and, eq, inArray, or } from 'drizzle-orm';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import {
  parseTradebook,
  type TradebookProblem,
  type TradebookRow,
} from '../../../src/features/portfolio/model/tradebook-csv';
import type { Orm } from '../../db/database';
import { instruments } from '../../db/schema';
import { ApiError, type FieldError } from '../../errors';
import { lockPaperAccount, moveCash } from '../orders/account';
import { touch } from '../orders/engine';
import { istDay } from '../orders/funds';
import { shareActionsFor, tradesOf } from '../orders/ledger';
import { paperTrades } from '../orders/tables';

export interface TradebookImport {
  imported: number;
  buys: number;
  sells: number;
  symbols: number;
  from: string;
  to: string;
}

const tradeIdOf = (row: TradebookRow) => `import-${row.exchange}-${row.tradeId}`;

const refuse = (problems: readonly TradebookProblem[]): never => {
  const errors: FieldError[] = problems.slice(0, 200).map((problem) => ({
    in: 'body',
    field: `lines.${problem.line}${problem.column ? `.${problem.column}` : ''}`,
    pointer: `#/lines/${problem.line}${problem.column ? `/${problem.column}` : ''}`,
    detail: `Line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.detail}`,
  }));
  const count = new Set(problems.map((problem) => problem.line)).size;
  throw new ApiError(
    422,
    'tradebook_invalid',
    `${count} ${count === 1 ? 'line has a problem' : 'lines have problems'}; nothing was imported. Fix them and import the file again.`,
    {},
    errors,
  );
};

/** The archive's stock of each row: by exchange and symbol, else by ISIN (a BSE row's NSE twin). */
async function resolve(tx: Orm, rows: readonly TradebookRow[]) {
  const symbols = [...new Set(rows.map((row) => row.symbol))];
  const isins = [...new Set(rows.map((row) => row.isin).filter(Boolean))];
  const all = await tx
    .select({
      id: instruments.id,
      exchange: instruments.exchange,
      symbol: instruments.symbol,
      isin: instruments.isin,
    })
    .from(instruments)
    .where(
      or(inArray(instruments.symbol, [...symbols, '']), inArray(instruments.isin, [...isins, ''])),
    );
  return (row: TradebookRow) =>
    all.find((item) => item.exchange === row.exchange && item.symbol === row.symbol) ??
    all.find((item) => item.isin === row.isin && item.exchange === 'NSE');
}

/**
 * Checks that no sale sells more than was held before it, the account's own trades and the
 * file's together, with splits and bonuses applied on their ex-dates.
 */
async function oversold(
  tx: Orm,
  investorSub: string,
  rows: ReadonlyArray<TradebookRow & { instrumentId: number }>,
): Promise<TradebookProblem[]> {
  const existing = await tradesOf(tx, investorSub);
  const ids = [...new Set(rows.map((row) => row.instrumentId))];
  const first = [
    ...rows.map((row) => row.tradeDate),
    ...existing.map((trade) => trade.tradeDate),
  ].sort()[0];
  const actions = first ? await shareActionsFor(tx, ids, first) : [];
  type Move = { date: string; instrumentId: number; signed: number; line: number | null };
  const moves: Move[] = [
    ...existing
      .filter((trade) => ids.includes(trade.instrumentId))
      .map((trade) => ({
        date: trade.tradeDate,
        instrumentId: trade.instrumentId,
        signed: trade.side === 'BUY' ? trade.quantity : -trade.quantity,
        line: null,
      })),
    ...rows.map((row) => ({
      date: row.tradeDate,
      instrumentId: row.instrumentId,
      signed: row.side === 'BUY' ? row.quantity : -row.quantity,
      line: row.line,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || b.signed - a.signed);
  const held = new Map<number, number>();
  const problems: TradebookProblem[] = [];
  let actionAt = 0;
  for (const move of moves) {
    for (; actionAt < actions.length && actions[actionAt]!.exDate <= move.date; actionAt += 1) {
      const action = actions[actionAt]!;
      const quantity = held.get(action.instrumentId) ?? 0;
      held.set(
        action.instrumentId,
        Math.floor((quantity * action.sharesAfter) / action.sharesBefore),
      );
    }
    const after = (held.get(move.instrumentId) ?? 0) + move.signed;
    if (after < 0 && move.line !== null) {
      problems.push({
        line: move.line,
        column: 'quantity',
        detail: 'Sells more shares than were held on that day',
      });
    }
    held.set(move.instrumentId, Math.max(0, after));
  }
  return problems;
}

/**
 * POST /api/investor/tradebook: a Zerodha Console tradebook into the paper account, whole or not
 * at all. Each trade is booked with its contract note for its date; the money for a buy comes in
 * as a deposit on its date (the investor paid it from outside), a sale's proceeds stay in cash.
 */
export async function importTradebook(
  tx: Orm,
  investorSub: string,
  bytes: Uint8Array,
  now: Date,
): Promise<TradebookImport> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse([
      { line: 1, column: '', detail: 'The file is not UTF-8 text (export it as CSV)' },
    ]);
  }
  const { rows, problems } = parseTradebook(text, istDay(now));
  if (rows.length === 0 && problems.length === 0) {
    refuse([{ line: 1, column: '', detail: 'The file has no trades' }]);
  }
  await lockPaperAccount(tx, investorSub);
  const find = await resolve(tx, rows);
  const already = new Set(
    (
      await tx
        .select({ id: paperTrades.tradeId })
        .from(paperTrades)
        .where(
          and(
            eq(paperTrades.investorSub, investorSub),
            inArray(paperTrades.tradeId, rows.length ? rows.map(tradeIdOf) : ['']),
          ),
        )
    ).map((row) => row.id),
  );
  const resolved: Array<TradebookRow & { instrumentId: number; symbolHere: string }> = [];
  for (const row of rows) {
    const instrument = find(row);
    if (!instrument)
      problems.push({
        line: row.line,
        column: 'symbol',
        detail: `${row.symbol} is not in the market data`,
      });
    else if (already.has(tradeIdOf(row)))
      problems.push({ line: row.line, column: 'trade_id', detail: 'Already imported' });
    else resolved.push({ ...row, instrumentId: instrument.id, symbolHere: instrument.symbol });
  }
  if (problems.length === 0) problems.push(...(await oversold(tx, investorSub, resolved)));
  if (problems.length > 0) refuse(problems.sort((a, b) => a.line - b.line));
  const soldOn = new Set<string>();
  for (const row of [...resolved].sort(
    (a, b) => a.tradeDate.localeCompare(b.tradeDate) || a.line - b.line,
  )) {
    const value = row.quantity * row.pricePaise;
    const dayKey = `${row.instrumentId}:${row.tradeDate}`;
    const charges = chargesFor({
      side: row.side,
      valuePaise: value,
      date: row.tradeDate,
      dpCharge: row.side === 'SELL' && !soldOn.has(dayKey),
    });
    if (row.side === 'SELL') soldOn.add(dayKey);
    const tradeId = tradeIdOf(row);
    const at = new Date(`${row.tradeDate}T15:30:00+05:30`);
    await tx.insert(paperTrades).values({
      tradeId,
      investorSub,
      exchange: 'NSE',
      symbol: row.symbolHere,
      instrumentId: row.instrumentId,
      side: row.side,
      quantity: row.quantity,
      pricePaise: row.pricePaise,
      tradeDate: row.tradeDate,
      executedAt: at,
      charges,
      chargesPaise: charges.total,
      sttPaise: charges.stt,
      simulated: false,
      source: 'import',
    });
    const base = { entryDate: row.tradeDate, at, tradeId };
    if (row.side === 'BUY') {
      await moveCash(tx, investorSub, {
        ...base,
        kind: 'deposit',
        amountPaise: value + charges.total,
        description: `Money for the imported buy of ${row.quantity} ${row.symbolHere}`,
      });
      await moveCash(tx, investorSub, {
        ...base,
        kind: 'buy',
        amountPaise: -(value + charges.total),
        description: `Bought ${row.quantity} ${row.symbolHere} (imported)`,
      });
    } else {
      await moveCash(tx, investorSub, {
        ...base,
        kind: 'sell',
        amountPaise: value - charges.total,
        description: `Sold ${row.quantity} ${row.symbolHere} (imported)`,
      });
    }
  }
  await touch(tx, investorSub, now);
  const dates = resolved.map((row) => row.tradeDate).sort();
  return {
    imported: resolved.length,
    buys: resolved.filter((row) => row.side === 'BUY').length,
    sells: resolved.filter((row) => row.side === 'SELL').length,
    symbols: new Set(resolved.map((row) => row.instrumentId)).size,
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
  };
}
