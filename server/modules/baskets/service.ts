import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MAX_BASKETS,
  DEFAULT_TOLERANCE_BP,
  type Basket,
  type BasketCreate,
  type Baskets,
  type BasketStock,
  type BasketStockInput,
  type BasketUpdate,
  type Investment,
  type Weighting,
} from '../../../src/features/baskets/model/contract';
import { driftOf } from '../../../src/features/baskets/model/drift';
import { fitCategoryOf } from '../../../src/features/baskets/model/fit';
import { minimumInvestment } from '../../../src/features/baskets/model/minimum-investment';
import { customWeightProblem, weightsFor } from '../../../src/features/baskets/model/weights';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import { xirr } from '../../../src/features/portfolio/model/xirr';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { latestTradeDate } from '../orders/market';
import { latestRiskProfileOf } from '../risk-profile/service';
import { nextSipDate } from './sip-dates';
import { calibrationFor } from '../calibration/service';
import {
  calibratedCompositesOf,
  requireBasketStocks,
  stockFactsOf,
  volatilityOf,
  type StockFacts,
} from './market';
import {
  basketCount,
  basketRows,
  goalsOfBaskets,
  investmentsOf,
  legsOf,
  lockOwner,
  ownBasket,
  replaceStocks,
  sipMonthsOf,
  sipsOf,
  stocksOf,
} from './store';
import { baskets, type BasketRow, type InvestmentRow, type LegRow } from './tables';
import { basketHoldingsOf, legCost } from './valuation';

// Baskets (issue 13, Deliver 4, 6 and 8): an investor's named mixes of stocks with target
// weights the server works out, and each basket's value, returns, drift and SIP. Only the
// investor sees or changes their baskets; anyone else's is 404.

export const today = () => new Date().toISOString().slice(0, 10);

/** The archive's market day (its latest close), the day prices and orders are of. */
export const marketDayOf = async (orm: Orm) => (await latestTradeDate(orm)) ?? today();

// ---------------------------------------------------------------------------------------------
// Answers

/** A group's status: complete when every order went through, failed when none did. */
export function groupStatus(legs: readonly LegRow[]): Investment['status'] {
  const done = legs.filter((leg) => leg.status === 'COMPLETE').length;
  if (legs.length > 0 && done === legs.length) return 'complete';
  return done === 0 ? 'failed' : 'partial';
}

export function investmentAnswer(
  row: InvestmentRow,
  legs: readonly LegRow[],
  nameOf: (symbol: string) => string | undefined,
): Investment {
  return {
    investmentId: row.investmentId,
    basketId: row.basketId,
    kind: row.kind,
    goalId: row.goalId,
    amount: row.amount,
    marketDate: row.marketDate,
    status: groupStatus(legs),
    spent: legs.reduce((sum, leg) => sum + legCost(leg), 0),
    orders: legs.map((leg) => ({
      symbol: leg.symbol,
      name: nameOf(leg.symbol) ?? leg.symbol,
      side: leg.side,
      quantity: leg.quantity,
      price: leg.price,
      value: leg.quantity * leg.price,
      charges: leg.charges,
      orderId: leg.orderId,
      status: leg.status,
      message: leg.message,
      attempts: leg.attempts,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

const minimums = new Map<string, number>();

/**
 * The least amount that buys the basket (minimumInvestment() at today's prices) with the buy
 * orders' charges on `day` on top, rounded up to the rupee: investing it buys every stock.
 * Remembered per day and mix.
 */
export function minimumOf(
  stocks: readonly { symbol: string; weightBp: number; price: number; lotSize: number }[],
  toleranceBp: number,
  day: string,
): number {
  const priced = stocks.filter((stock) => stock.weightBp > 0 && stock.price > 0);
  if (priced.length === 0) return 0;
  const key = `${day}|${toleranceBp}|${priced.map((s) => `${s.symbol}:${s.weightBp}:${s.price}:${s.lotSize}`).join(',')}`;
  const known = minimums.get(key);
  if (known !== undefined) return known;
  const { amount, quantities } = minimumInvestment(priced, toleranceBp);
  const charges = quantities.reduce((sum, quantity, index) => {
    const value = quantity * priced[index]!.price;
    return (
      sum +
      (value > 0
        ? chargesFor({ side: 'BUY', valuePaise: value, date: day, dpCharge: false }).total
        : 0)
    );
  }, 0);
  const withCharges = Math.ceil((amount + charges) / 100) * 100;
  if (minimums.size >= 1_000) minimums.clear();
  minimums.set(key, withCharges);
  return withCharges;
}

/** A stock of the basket as valued today: its target, what the basket holds and the price. */
export interface ValuedStock {
  symbol: string;
  instrumentId: number;
  name: string;
  sector: string;
  weightBp: number;
  quantity: number;
  price: number;
  lotSize: number;
}

/**
 * The basket's stocks with what it holds of each: its own stocks in order, then any it still
 * holds but no longer names (a stock taken out by an edit), at a target of 0 % so that a
 * rebalance sells it.
 */
export function valuedStocks(
  stocks: readonly { symbol: string; instrumentId: number; weightBp: number }[],
  held: ReadonlyMap<string, number> | undefined,
  facts: ReadonlyMap<string, StockFacts>,
): ValuedStock[] {
  const valued = (symbol: string, instrumentId: number, weightBp: number): ValuedStock => {
    const fact = facts.get(symbol);
    return {
      symbol,
      instrumentId: fact?.instrumentId ?? instrumentId,
      name: fact?.name ?? symbol,
      sector: fact?.sector ?? 'Other',
      weightBp,
      quantity: held?.get(symbol) ?? 0,
      price: fact?.close ?? 0,
      lotSize: fact?.lotSize ?? 1,
    };
  };
  const own = stocks.map((stock) => valued(stock.symbol, stock.instrumentId, stock.weightBp));
  const named = new Set(stocks.map((stock) => stock.symbol));
  const leftover = [...(held ?? new Map<string, number>())]
    .filter(([symbol, quantity]) => quantity > 0 && !named.has(symbol))
    .map(([symbol]) => valued(symbol, facts.get(symbol)?.instrumentId ?? 0, 0));
  return [...own, ...leftover];
}

/** Every basket of the investor's among `rows`, as answered. */
export async function basketAnswers(
  orm: Orm,
  sub: string,
  rows: readonly BasketRow[],
): Promise<Basket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.basketId);
  const stocks = await stocksOf(orm, ids);
  const groups = await investmentsOf(orm, ids);
  const legs = await legsOf(
    orm,
    [...groups.values()].flat().map((group) => group.investmentId),
  );
  const held = await basketHoldingsOf(orm, sub);
  const symbols = new Set<string>();
  for (const list of stocks.values()) for (const stock of list) symbols.add(stock.symbol);
  for (const list of legs.values()) for (const leg of list) symbols.add(leg.symbol);
  for (const basket of held.values()) for (const symbol of basket.keys()) symbols.add(symbol);
  const facts = await stockFactsOf(orm, [...symbols]);
  const asOf = await marketDayOf(orm);
  const sips = await sipsOf(orm, ids);
  const taken = await sipMonthsOf(orm, ids);
  const goals = await goalsOfBaskets(orm, sub, ids);
  const nameOf = (symbol: string) => facts.get(symbol)?.name;
  const answers: Basket[] = [];
  for (const row of rows) {
    const list = valuedStocks(stocks.get(row.basketId) ?? [], held.get(row.basketId), facts);
    const drift = driftOf(list, row.toleranceBp);
    const own = groups.get(row.basketId) ?? [];
    const ownLegs = own.flatMap((group) =>
      (legs.get(group.investmentId) ?? []).map((leg) => ({ leg, date: group.marketDate })),
    );
    const invested = ownLegs.reduce((sum, { leg }) => sum + legCost(leg), 0);
    // Money in is negative to the investor, today's worth positive (XIRR's signs).
    const flows = ownLegs
      .filter(({ leg }) => leg.status === 'COMPLETE')
      .map(({ leg, date }) => ({ date, amountPaise: -legCost(leg) }));
    const bought = ownLegs.some(({ leg }) => leg.status === 'COMPLETE' && leg.side === 'BUY');
    flows.push({ date: asOf, amountPaise: drift.value });
    const targets = list.filter((stock) => stock.weightBp > 0);
    const volatility = await volatilityOf(orm, targets, asOf);
    const sip = sips.get(row.basketId);
    const goal = goals.get(row.basketId);
    const stockAnswers: BasketStock[] = list.map((stock, index) => ({
      symbol: stock.symbol,
      name: stock.name,
      sector: stock.sector,
      weightBp: stock.weightBp,
      price: stock.price,
      quantity: stock.quantity,
      value: stock.quantity * stock.price,
      actualWeightBp: drift.actualWeightsBp[index] ?? 0,
      driftBp: drift.driftsBp[index] ?? 0,
    }));
    // A yearly rate of less than a year's flows would be an annualised short-term return, which
    // SEBI's advertisement code does not allow to be shown: null until the first buy is a year old.
    const first = flows.reduce((min, flow) => (flow.date < min ? flow.date : min), asOf);
    const yearOld = Date.parse(asOf) - Date.parse(first) >= 365 * 86_400_000;
    const rate = bought && yearOld ? xirr(flows) : null;
    answers.push({
      basketId: row.basketId,
      name: row.name,
      weighting: row.weighting,
      themeId: row.themeId,
      toleranceBp: row.toleranceBp,
      goalId: goal?.goalId ?? null,
      goalName: goal?.name ?? null,
      asOf,
      stocks: stockAnswers,
      value: drift.value,
      invested,
      gain: drift.value - invested,
      xirr: rate !== null && Number.isFinite(rate) ? rate : null,
      minimumInvestment: minimumOf(targets, row.toleranceBp, asOf),
      maxDriftBp: drift.maxDriftBp,
      needsRebalance: drift.needsRebalance,
      volatility,
      fitCategory: fitCategoryOf(volatility),
      sip: sip
        ? {
            amount: sip.amount,
            day: sip.day,
            active: sip.active,
            nextDate: nextSipDate(sip, asOf, taken.get(row.basketId) ?? new Set()),
          }
        : null,
      investments: own.map((group) =>
        investmentAnswer(group, legs.get(group.investmentId) ?? [], nameOf),
      ),
      demo: row.demo,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return answers;
}

export async function basketAnswer(orm: Orm, sub: string, row: BasketRow): Promise<Basket> {
  const [answer] = await basketAnswers(orm, sub, [row]);
  return answer!;
}

/** GET /api/investor/baskets. */
export async function basketsOf(orm: Orm, sub: string): Promise<Baskets> {
  const profile = await latestRiskProfileOf(orm, sub);
  return {
    baskets: await basketAnswers(orm, sub, await basketRows(orm, sub)),
    riskCategory: profile?.category ?? null,
    limit: MAX_BASKETS,
  };
}

/** GET /api/investor/baskets/{basketId}. */
export async function oneBasket(orm: Orm, sub: string, basketId: string): Promise<Basket> {
  return basketAnswer(orm, sub, await ownBasket(orm, sub, basketId));
}

// ---------------------------------------------------------------------------------------------
// Writes

const bodyError = (status: 400 | 409 | 422, code: string, errors: FieldError[]) =>
  new ApiError(status, code, errors[0]!.detail, {}, errors);

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

/** Each stock once; custom weights that make 100 %; otherwise 400 naming the field. */
function checkStocks(weighting: Weighting, stocks: readonly BasketStockInput[]): void {
  const seen = new Map<string, number>();
  const twice: FieldError[] = [];
  stocks.forEach((stock, index) => {
    if (seen.has(stock.symbol)) {
      twice.push(
        fieldError(`stocks.${index}.symbol`, `${stock.symbol} is in the basket twice: keep one`),
      );
    }
    seen.set(stock.symbol, index);
  });
  if (twice.length > 0) throw bodyError(400, 'invalid_body', twice);
  if (weighting !== 'custom') return;
  const problem = customWeightProblem(stocks.map((stock) => stock.weightBp));
  if (problem) throw bodyError(400, 'invalid_body', [fieldError('stocks', problem)]);
}

/**
 * The target weights of the basket's stocks, worked out from `weighting` on today's data; the
 * "factor score" weights from the composites calibrated as the owner's adviser set them
 * (GET /api/calibration; the default, equal weights and k = 1, without one).
 */
async function targetStocks(
  tx: Orm,
  sub: string,
  weighting: Weighting,
  stocks: readonly BasketStockInput[],
): Promise<{ symbol: string; instrumentId: number; weightBp: number }[]> {
  checkStocks(weighting, stocks);
  const facts = await requireBasketStocks(
    tx,
    stocks.map((stock) => stock.symbol),
  );
  const factOf = (symbol: string) => facts.get(symbol)!;
  const composites =
    weighting === 'factor'
      ? await calibratedCompositesOf(
          tx,
          stocks.map((stock) => factOf(stock.symbol).instrumentId),
          await calibrationFor(tx, sub),
        )
      : new Map<number, number | null>();
  const weights = weightsFor(
    weighting,
    stocks.map((stock) => {
      const fact = factOf(stock.symbol);
      return {
        symbol: stock.symbol,
        marketCap: fact.marketCap,
        composite: composites.get(fact.instrumentId) ?? null,
        ...(stock.weightBp !== undefined && { weightBp: stock.weightBp }),
      };
    }),
  );
  return stocks.map((stock, index) => ({
    symbol: stock.symbol,
    instrumentId: factOf(stock.symbol).instrumentId,
    weightBp: weights[index]!,
  }));
}

/** POST /api/investor/baskets. */
export async function createBasket(
  tx: Orm,
  sub: string,
  body: BasketCreate,
  now: Date,
): Promise<Basket> {
  await lockOwner(tx, sub);
  if ((await basketCount(tx, sub)) >= MAX_BASKETS) {
    throw new ApiError(
      409,
      'basket_limit',
      `You have ${MAX_BASKETS} baskets, the most there can be: delete one to make another`,
    );
  }
  const basketId = body.id ?? randomUUID();
  const [taken] = await tx
    .select({ id: baskets.basketId })
    .from(baskets)
    .where(eq(baskets.basketId, basketId));
  if (taken) throw new ApiError(409, 'basket_exists', 'A basket with this id exists already');
  const stocks = await targetStocks(tx, sub, body.weighting, body.stocks);
  const [row] = await tx
    .insert(baskets)
    .values({
      basketId,
      investorSub: sub,
      name: body.name,
      weighting: body.weighting,
      themeId: body.themeId ?? null,
      toleranceBp: body.toleranceBp ?? DEFAULT_TOLERANCE_BP,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await replaceStocks(tx, basketId, stocks);
  return basketAnswer(tx, sub, row!);
}

/** PUT /api/investor/baskets/{basketId}: the whole basket as it should be. */
export async function updateBasket(
  tx: Orm,
  sub: string,
  basketId: string,
  body: BasketUpdate,
  now: Date,
): Promise<Basket> {
  const before = await ownBasket(tx, sub, basketId, true);
  // Weights worked out from the market (market cap, factor scores) are the targets the investor
  // bought to: a rename, or the same stocks and weighting sent again, keeps them rather than
  // moving them to today's figures. New stocks, another weighting or custom weights set them anew.
  const held = (await stocksOf(tx, [basketId])).get(basketId) ?? [];
  const same =
    body.weighting !== 'custom' &&
    body.weighting === before.weighting &&
    held.length === body.stocks.length &&
    held.every((stock, index) => stock.symbol === body.stocks[index]!.symbol);
  if (!same) {
    const stocks = await targetStocks(tx, sub, body.weighting, body.stocks);
    await replaceStocks(tx, basketId, stocks);
  }
  const [row] = await tx
    .update(baskets)
    .set({
      name: body.name,
      weighting: body.weighting,
      toleranceBp: body.toleranceBp ?? before.toleranceBp,
      updatedAt: now,
    })
    .where(eq(baskets.basketId, basketId))
    .returning();
  return basketAnswer(tx, sub, row!);
}

/** DELETE: the basket and its records go; the shares it bought stay in the account. */
export async function deleteBasket(tx: Orm, sub: string, basketId: string): Promise<string> {
  const row = await ownBasket(tx, sub, basketId, true);
  await tx.delete(baskets).where(eq(baskets.basketId, basketId));
  return row.name;
}
