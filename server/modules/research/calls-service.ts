import {
  addDays,
  directionalReturn,
  priceRuleBreaks,
  priceRuleText,
  roundPercent,
} from '../../../src/features/research/model/call-close';
import {
  DEFAULT_ALLOCATION_BP,
  type CallList,
  type CreateCall,
  type ResearchCall,
} from '../../../src/features/research/model/contract';
import { trackRecord } from '../../../src/features/research/model/track-record';
import { formatRupees } from '../../../src/ui/format-money';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { stockFactsOf } from '../baskets/market';
import { suggestionCountsByCall } from '../suggestions/service';
import {
  callIdTaken,
  callRows,
  insertCall,
  latestMarketDay,
  niftyLevels,
  niftyOn,
  ownCall,
  quotesOf,
  shareFactorsSince,
} from './calls-store';
import type { ResearchCallRow } from './tables';

// Research calls (issue 16, Deliver 1): made by an adviser at the latest close (the server reads
// it; the adviser does not type it), checked against the price rule of their action, listed with
// their return to date beside NIFTY 50's over the same days, and closed by the data-update job
// (calls-close-job.ts). Another adviser's call is 404.

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field}`,
  detail,
});

function unprocessable(code: string, errors: FieldError[]): ApiError {
  const detail = errors.map((error) => error.detail).join('; ');
  return new ApiError(422, code, detail, {}, errors);
}

/** Makes the call at the stock's latest close; 422 naming the field the rules refuse. */
export async function createCall(
  tx: Orm,
  advisorSub: string,
  body: CreateCall,
  now: Date,
): Promise<ResearchCall> {
  const stock = (await stockFactsOf(tx, [body.symbol])).get(body.symbol);
  const refusal = !stock
    ? `The market data has no NSE stock ${body.symbol}`
    : stock.status !== 'active'
      ? `${body.symbol} is ${stock.status}: choose a stock that trades`
      : stock.close === null || stock.date === null
        ? `${body.symbol} has no price yet`
        : null;
  if (refusal || !stock || stock.close === null || stock.date === null) {
    throw unprocessable('unknown_symbol', [fieldError('symbol', refusal ?? 'Choose a stock')]);
  }
  const close = stock.close;
  const breaks = priceRuleBreaks(body, close);
  if (breaks.length > 0) {
    throw unprocessable(
      'price_rule',
      breaks.map((rule) =>
        fieldError(rule.field, priceRuleText(body.action, rule, formatRupees(close))),
      ),
    );
  }
  if (await callIdTaken(tx, body.callId)) {
    throw new ApiError(409, 'id_taken', 'A call with this id exists already');
  }
  const row = await insertCall(tx, {
    callId: body.callId,
    advisorSub,
    instrumentId: stock.instrumentId,
    symbol: stock.symbol,
    action: body.action,
    entryPrice: close,
    entryDate: stock.date,
    niftyEntry: await niftyOn(tx, stock.date),
    targetPrice: body.targetPrice,
    stopLoss: body.stopLoss,
    horizonDays: body.horizonDays,
    horizonDate: addDays(stock.date, body.horizonDays),
    rationale: body.rationale,
    categories: body.categories,
    allocationBp: body.action === 'buy' ? (body.allocationBp ?? DEFAULT_ALLOCATION_BP) : 0,
    createdAt: now,
    status: 'open',
    demo: false,
  });
  const [answer] = await callAnswers(tx, advisorSub, [row]);
  return answer!;
}

/** Each row as the API answers it: its prices, return to date, NIFTY 50's, sent and accepted. */
export async function callAnswers(
  orm: Orm,
  advisorSub: string,
  rows: readonly ResearchCallRow[],
): Promise<ResearchCall[]> {
  if (rows.length === 0) return [];
  const quotes = await quotesOf(
    orm,
    rows.map((row) => row.instrumentId),
  );
  const factors = await shareFactorsSince(orm, rows);
  const earliest = rows.reduce((min, row) => (row.entryDate < min ? row.entryDate : min), '9');
  const levels = await niftyLevels(orm, earliest);
  const niftyAt = (day: string | null): number | null => {
    if (day === null) return levels.at(-1)?.level ?? null;
    let found: number | null = null;
    for (const level of levels) {
      if (level.date > day) break;
      found = level.level;
    }
    return found;
  };
  const counts = await suggestionCountsByCall(
    orm,
    advisorSub,
    rows.map((row) => row.callId),
  );
  return rows.map((row) => {
    const quote = quotes.get(row.instrumentId);
    const factor = factors.get(row.callId) ?? 1;
    const lastPrice =
      row.closePrice ??
      (quote?.close === null || quote?.close === undefined
        ? null
        : Math.round(quote.close / factor));
    const niftyEnd = niftyAt(row.closedOn);
    const niftyMove =
      row.niftyEntry === null || niftyEnd === null
        ? null
        : directionalReturn(row.action, row.niftyEntry, niftyEnd);
    const count = counts.get(row.callId);
    return {
      callId: row.callId,
      symbol: row.symbol,
      name: quote?.name ?? row.symbol,
      action: row.action,
      entryPrice: row.entryPrice,
      entryDate: row.entryDate,
      targetPrice: row.targetPrice,
      stopLoss: row.stopLoss,
      horizonDays: row.horizonDays,
      horizonDate: row.horizonDate,
      rationale: row.rationale,
      categories: row.categories,
      allocationBp: row.allocationBp,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      closedOn: row.closedOn,
      closePrice: row.closePrice,
      lastPrice,
      returnPercent: roundPercent(
        lastPrice === null ? null : directionalReturn(row.action, row.entryPrice, lastPrice),
      ),
      niftyReturnPercent: roundPercent(niftyMove),
      sent: count?.sent ?? 0,
      accepted: count?.accepted ?? 0,
      demo: row.demo,
    };
  });
}

export async function callsOf(orm: Orm, advisorSub: string): Promise<CallList> {
  const calls = await callAnswers(orm, advisorSub, await callRows(orm, advisorSub));
  return { calls, record: trackRecord(calls), asOf: await latestMarketDay(orm) };
}

export async function callOf(orm: Orm, advisorSub: string, callId: string): Promise<ResearchCall> {
  const [answer] = await callAnswers(orm, advisorSub, [await ownCall(orm, advisorSub, callId)]);
  return answer!;
}
