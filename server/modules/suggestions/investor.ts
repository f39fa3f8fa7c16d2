import type {
  Accept,
  AdvisorSuggestion,
  Decline,
  Suggestion,
  SuggestionList,
} from '../../../src/features/suggestions/model/contract';
import { orderKey } from '../../../src/features/suggestions/model/contract';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { checkAsOf } from '../baskets/invest';
import { marketDayOf } from '../baskets/service';
import { addNotification } from '../notifications/store';
import { lockPaperAccount } from '../orders/account';
import { placeMarketLeg } from '../orders/market-leg';
import { chargesOf, freeQuantity, portfolioValue, salesTax } from './plan';
import {
  accountsOf,
  advisorSuggestionRows,
  callsById,
  investorSuggestion,
  investorSuggestions,
  modelNames,
  namesOf,
  ordersOfSuggestions,
  quotesOf,
  type Account,
  type AdvisorFilter,
  type Quote,
} from './store';
import {
  suggestionOrders,
  suggestions,
  type SuggestionOrderRow,
  type SuggestionRow,
} from './tables';
import { eq } from 'drizzle-orm';

// The investor's side of suggestions (issue 16, Deliver 4): each one priced at the latest close
// with its charges, the tax of its sells and its effect on the portfolio; accepting places its
// orders once, as one group, through the paper order engine; declining tells the adviser why.
// And the adviser's list of what they sent, with each answer.

interface Priced {
  quotes: Map<number, Quote>;
  account: Account;
  value: number;
  day: string;
}

function answerOf(
  row: SuggestionRow,
  priced: Priced,
  legs: readonly SuggestionOrderRow[] | undefined,
  extra: {
    adviserName: string;
    call: Suggestion['call'];
    model: Suggestion['model'];
  },
): Suggestion {
  const { quotes, account, value, day } = priced;
  const lines = row.orders.map((order) => {
    const quote = quotes.get(order.instrumentId);
    const price = quote?.close ?? order.price;
    const amount = order.quantity * price;
    return {
      symbol: order.symbol,
      name: quote?.name ?? order.symbol,
      side: order.side,
      quantity: order.quantity,
      price,
      value: amount,
      charges: chargesOf(order.side, amount, day),
      tax: 0,
      maxQuantity:
        order.side === 'SELL'
          ? Math.min(order.quantity, freeQuantity(account, order.instrumentId))
          : order.quantity,
      instrumentId: order.instrumentId,
    };
  });
  const taxes = salesTax(account, lines, day);
  lines.forEach((line, index) => {
    line.tax = taxes[index] ?? 0;
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const buy = sum((line) => (line.side === 'BUY' ? line.value : 0));
  const sell = sum((line) => (line.side === 'SELL' ? line.value : 0));
  const charges = sum((line) => line.charges);
  const cashChange = sell - buy - charges;
  const after = value - charges;
  const touched = [...new Set(lines.map((line) => line.instrumentId))];
  const rows = touched.map((id) => {
    const quote = quotes.get(id);
    const price = quote?.close ?? 0;
    const held = account.held.get(id)?.quantity ?? 0;
    const moved = lines
      .filter((line) => line.instrumentId === id)
      .reduce((q, line) => q + (line.side === 'BUY' ? line.quantity : -line.quantity), 0);
    return {
      symbol: quote?.symbol ?? '',
      name: quote?.name ?? '',
      beforeBp: value > 0 ? Math.round((held * price * 10_000) / value) : 0,
      afterBp: after > 0 ? Math.round(((held + moved) * price * 10_000) / after) : 0,
    };
  });
  return {
    suggestionId: row.suggestionId,
    kind: row.kind,
    title: row.title,
    message: row.message,
    adviserName: extra.adviserName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    call: extra.call,
    model: extra.model,
    orders: lines.map(({ instrumentId: _id, ...line }) => line),
    totals: { buy, sell, charges, tax: sum((line) => line.tax), cashChange },
    effect: {
      portfolioValue: value,
      cashBefore: account.cash,
      cashAfter: account.cash + cashChange,
      rows,
    },
    result: legs
      ? legs.map((leg) => ({
          symbol: leg.symbol,
          side: leg.side,
          quantity: leg.quantity,
          status: leg.status,
          orderId: leg.orderId,
          message: leg.message,
          price: leg.price,
          charges: leg.charges,
        }))
      : null,
    demo: row.demo,
  };
}

/** The answers of the investor's suggestions, priced now. */
async function answersOf(
  orm: Orm,
  sub: string,
  rows: readonly SuggestionRow[],
): Promise<{ answers: Suggestion[]; day: string }> {
  const day = await marketDayOf(orm);
  const account = (await accountsOf(orm, [sub])).get(sub)!;
  const calls = await callsById(
    orm,
    rows.flatMap((row) => (row.callId ? [row.callId] : [])),
  );
  const ids = new Set<number>(account.held.keys());
  for (const row of rows) for (const order of row.orders) ids.add(order.instrumentId);
  for (const call of calls.values()) ids.add(call.instrumentId);
  const quotes = await quotesOf(orm, [...ids]);
  const value = portfolioValue(account, quotes);
  const [advisers, models, legs] = await Promise.all([
    namesOf(
      orm,
      rows.map((row) => row.advisorSub),
    ),
    modelNames(
      orm,
      rows.flatMap((row) => (row.modelId ? [row.modelId] : [])),
    ),
    ordersOfSuggestions(
      orm,
      rows.filter((row) => row.status === 'accepted').map((row) => row.suggestionId),
    ),
  ]);
  const priced = { quotes, account, value, day };
  const answers = rows.map((row) => {
    const call = row.callId ? calls.get(row.callId) : undefined;
    return answerOf(
      row,
      priced,
      row.status === 'accepted' ? (legs.get(row.suggestionId) ?? []) : undefined,
      {
        adviserName: advisers.get(row.advisorSub) ?? 'Your adviser',
        call: call
          ? {
              symbol: call.symbol,
              name: quotes.get(call.instrumentId)?.name ?? call.symbol,
              action: call.action,
              entryPrice: call.entryPrice,
              targetPrice: call.targetPrice,
              stopLoss: call.stopLoss,
              horizonDate: call.horizonDate,
              rationale: call.rationale,
              status: call.status,
            }
          : null,
        model:
          row.modelId && row.modelVersion !== null
            ? {
                modelId: row.modelId,
                name: models.get(row.modelId) ?? '',
                version: row.modelVersion,
              }
            : null,
      },
    );
  });
  return { answers, day };
}

/** GET /api/investor/suggestions: the caller's own, newest first. */
export async function investorSuggestionList(orm: Orm, sub: string): Promise<SuggestionList> {
  const rows = await investorSuggestions(orm, sub);
  // Nothing to price: no account or quotes to read, only the market day.
  if (rows.length === 0) return { suggestions: [], asOf: await marketDayOf(orm), pending: 0 };
  const { answers, day } = await answersOf(orm, sub, rows);
  return {
    suggestions: answers,
    asOf: day,
    pending: rows.filter((row) => row.status === 'pending').length,
  };
}

async function oneAnswer(orm: Orm, sub: string, row: SuggestionRow): Promise<Suggestion> {
  return (await answersOf(orm, sub, [row])).answers[0]!;
}

const notFound = () => new ApiError(404, 'not_found', 'No such suggestion in your account');

function answered(row: SuggestionRow): ApiError {
  const when = row.respondedAt ? ` on ${row.respondedAt.toISOString().slice(0, 10)}` : '';
  const detail =
    row.status === 'declined'
      ? `You declined this suggestion${when}: it cannot be accepted now. Ask your adviser to send it again if you have changed your mind.`
      : row.status === 'superseded'
        ? `Your adviser replaced this suggestion with a newer one${when}: look at the newer one instead.`
        : `You accepted this suggestion${when}: it cannot be declined now.`;
  return new ApiError(409, `suggestion_${row.status}`, detail);
}

/** The adviser's notice of the investor's answer. */
async function tellAdviser(
  tx: Orm,
  row: SuggestionRow,
  investor: Profile,
  words: string,
  now: Date,
) {
  await addNotification(tx, {
    recipientSub: row.advisorSub,
    kind: 'suggestion-answer',
    title: `${investor.name ?? 'A client'} ${words}: ${row.title}`,
    body:
      row.status === 'declined' && row.declineReason
        ? `Their reason: ${row.declineReason}`
        : 'See your suggestions list for the details.',
    link: row.callId ? '/advisor/targetstocks' : '/advisor/baskets',
    at: now,
  });
}

/**
 * POST .../accept: places the planned orders (lowered where asked) once, as one group, sells
 * first; accepting an accepted suggestion answers it again and places nothing. The suggestion's
 * row lock makes two accepts at once take turns: the second finds it accepted.
 */
export async function acceptSuggestion(
  tx: Orm,
  investor: Profile,
  suggestionId: string,
  body: Accept,
  now: Date,
): Promise<Suggestion> {
  const row = await investorSuggestion(tx, investor.sub, suggestionId, true);
  if (!row) throw notFound();
  if (row.status === 'accepted') return oneAnswer(tx, investor.sub, row);
  if (row.status !== 'pending') throw answered(row);
  await lockPaperAccount(tx, investor.sub);
  const day = await marketDayOf(tx);
  checkAsOf(body.asOf, day);
  const account = (await accountsOf(tx, [investor.sub])).get(investor.sub)!;
  const asked = body.quantities ?? {};
  const keys = new Set(row.orders.map(orderKey));
  const errors: FieldError[] = [];
  for (const key of Object.keys(asked)) {
    if (!keys.has(key)) {
      errors.push({
        in: 'body',
        field: `quantities.${key}`,
        pointer: `#/quantities/${key}`,
        detail: `This suggestion has no order ${key.replace(':', ' ')}`,
      });
    }
  }
  const legs = row.orders.flatMap((order) => {
    const key = orderKey(order);
    const quantity = asked[key] ?? order.quantity;
    const field = {
      in: 'body' as const,
      field: `quantities.${key}`,
      pointer: `#/quantities/${key}`,
    };
    if (quantity > order.quantity) {
      errors.push({
        ...field,
        detail: `${order.side === 'BUY' ? 'Buy' : 'Sell'} ${order.symbol}: at most ${order.quantity} shares, as suggested`,
      });
    } else if (order.side === 'SELL' && quantity > freeQuantity(account, order.instrumentId)) {
      const free = freeQuantity(account, order.instrumentId);
      errors.push({
        ...field,
        detail: `Sell ${order.symbol}: you hold ${free} shares free to sell, not ${quantity}`,
      });
    }
    return quantity > 0 ? [{ ...order, quantity }] : [];
  });
  if (errors.length > 0) {
    throw new ApiError(
      422,
      'invalid_quantities',
      errors.map((error) => error.detail).join('; '),
      {},
      errors,
    );
  }
  if (row.orders.length > 0 && legs.length === 0) {
    throw new ApiError(
      422,
      'nothing_to_place',
      'Every order is at zero shares: keep at least one, or decline the suggestion instead.',
    );
  }
  for (const leg of legs) {
    const outcome = await placeMarketLeg(tx, investor.sub, leg, now);
    await tx.insert(suggestionOrders).values({
      suggestionId,
      symbol: leg.symbol,
      side: leg.side,
      instrumentId: leg.instrumentId,
      quantity: leg.quantity,
      price: outcome.price,
      orderId: outcome.orderId,
      status: outcome.status,
      message: outcome.message,
      charges: outcome.charges,
      updatedAt: now,
    });
  }
  const [updated] = await tx
    .update(suggestions)
    .set({ status: 'accepted', respondedAt: now })
    .where(eq(suggestions.suggestionId, suggestionId))
    .returning();
  await tellAdviser(tx, updated!, investor, 'accepted', now);
  return oneAnswer(tx, investor.sub, updated!);
}

/** POST .../decline, with an optional reason the adviser sees; declining again answers the same. */
export async function declineSuggestion(
  tx: Orm,
  investor: Profile,
  suggestionId: string,
  body: Decline,
  now: Date,
): Promise<Suggestion> {
  const row = await investorSuggestion(tx, investor.sub, suggestionId, true);
  if (!row) throw notFound();
  if (row.status === 'declined') return oneAnswer(tx, investor.sub, row);
  if (row.status !== 'pending') throw answered(row);
  const [updated] = await tx
    .update(suggestions)
    .set({ status: 'declined', respondedAt: now, declineReason: body.reason || null })
    .where(eq(suggestions.suggestionId, suggestionId))
    .returning();
  await tellAdviser(tx, updated!, investor, 'declined', now);
  return oneAnswer(tx, investor.sub, updated!);
}

/** GET /api/advisor/suggestions: what the adviser sent, newest first, with each answer. */
export async function advisorSuggestionList(
  orm: Orm,
  advisorSub: string,
  filter: AdvisorFilter,
): Promise<{ suggestions: AdvisorSuggestion[] }> {
  const rows = await advisorSuggestionRows(orm, advisorSub, filter);
  const legs = await ordersOfSuggestions(
    orm,
    rows
      .filter((row) => row.suggestion.status === 'accepted')
      .map((row) => row.suggestion.suggestionId),
  );
  return {
    suggestions: rows.map(({ suggestion: row, investorName, investorEmail, outcome }) => ({
      suggestionId: row.suggestionId,
      investorId: row.investorSub,
      investorName: investorName ?? investorEmail ?? row.investorSub,
      kind: row.kind,
      title: row.title,
      callId: row.callId,
      modelId: row.modelId,
      modelVersion: row.modelVersion,
      status: row.status,
      outcome: outcome === 'overridden' ? 'overridden' : 'passed',
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      declineReason: row.declineReason,
      filled: (legs.get(row.suggestionId) ?? []).filter((leg) => leg.status === 'COMPLETE').length,
      planned: row.orders.length,
    })),
  };
}
