import { randomUUID } from 'node:crypto';
import type { Investment, RebalancePreview } from '../../../src/features/baskets/model/contract';
import { driftOf } from '../../../src/features/baskets/model/drift';
import { rebalanceOrders } from '../../../src/features/baskets/model/rebalance';
import {
  capitalGainsReport,
  gainLine,
  type GainsInput,
} from '../../../src/features/portfolio/model/capital-gains';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import type { Lot } from '../../../src/features/portfolio/model/fifo';
import {
  financialYearOf,
  financialYearStart,
} from '../../../src/features/portfolio/model/financial-year';
import { mulDivRound } from '../../../src/features/portfolio/model/money';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { lockPaperAccount } from '../orders/account';
import { positionsOf } from '../orders/ledger';
import { checkAsOf, groupAnswer, placeLegs, type LegPlan } from './invest';
import { stockFactsOf } from './market';
import { marketDayOf, valuedStocks } from './service';
import { ownBasket, stocksOf } from './store';
import { basketInvestments } from './tables';
import { basketHoldingsOf } from './valuation';

// Rebalancing a basket (issue 13, Deliver 8): when a stock's actual weight strays beyond the
// tolerance, the orders that bring the basket back (model/rebalance.ts: sells of what is over
// first, buys of what is under with the proceeds), with the gain each sale realises and its
// tax, from the account's own FIFO lots (src/features/portfolio/model/fifo.ts), shown before the
// investor confirms.

/** s.112A (and this app's tax report) start with FY 2018-19. */
const FIRST_TAXED_FY_START = 2018;

const sellCharges = (value: number, day: string) =>
  chargesFor({ side: 'SELL', valuePaise: value, date: day, dpCharge: true });
const buyCharges = (value: number, day: string) =>
  chargesFor({ side: 'BUY', valuePaise: value, date: day, dpCharge: false });

/**
 * The FIFO matches of selling `quantity` at `price` on `day` out of `lots` (oldest first; the
 * lots are consumed), the sale's expenses (its charges less STT, s.48) spread by quantity the
 * way src/features/portfolio/model/fifo.ts does.
 */
function matchSale(
  lots: Lot[],
  quantity: number,
  price: number,
  expenses: number,
  day: string,
): GainsInput[] {
  const matches: GainsInput[] = [];
  let left = quantity;
  let charges = expenses;
  while (left > 0 && lots.length > 0) {
    const lot = lots[0]!;
    const take = Math.min(lot.quantity, left);
    const cost =
      take === lot.quantity ? lot.costPaise : mulDivRound(lot.costPaise, take, lot.quantity);
    const share = take === left ? charges : mulDivRound(charges, take, left);
    matches.push({
      symbol: '',
      sellTradeId: 'rebalance-preview',
      buyTradeId: lot.tradeId,
      quantity: take,
      acquired: lot.acquired,
      sold: day,
      costPaise: cost,
      proceedsPaise: take * price,
      sellChargesPaise: share,
      origin: lot.origin,
    });
    charges -= share;
    left -= take;
    if (take === lot.quantity) lots.shift();
    else lots[0] = { ...lot, quantity: lot.quantity - take, costPaise: lot.costPaise - cost };
  }
  return matches;
}

interface Planned {
  preview: RebalancePreview;
  legs: LegPlan[];
}

/** The rebalance of the basket on today's prices, with each sale's gain and tax. */
async function planRebalance(orm: Orm, sub: string, basketId: string): Promise<Planned> {
  const basket = await ownBasket(orm, sub, basketId);
  const asOf = await marketDayOf(orm);
  const rows = (await stocksOf(orm, [basketId])).get(basketId) ?? [];
  const held = (await basketHoldingsOf(orm, sub)).get(basketId);
  const symbols = [...new Set([...rows.map((row) => row.symbol), ...(held?.keys() ?? [])])];
  const facts = await stockFactsOf(orm, symbols);
  // Only what has a price can be valued and traded.
  const stocks = valuedStocks(rows, held, facts).filter((stock) => stock.price > 0);
  const drift = driftOf(stocks, basket.toleranceBp);
  const orders = drift.needsRebalance
    ? rebalanceOrders(stocks, basket.toleranceBp, {
        cost: (side, value) =>
          (side === 'BUY' ? buyCharges(value, asOf) : sellCharges(value, asOf)).total,
      })
    : [];

  const positions = await positionsOf(orm, sub);
  const lotsOf = new Map<string, Lot[]>();
  const fy = financialYearOf(asOf);
  const taxed = financialYearStart(fy) >= FIRST_TAXED_FY_START;
  const year: GainsInput[] = [];
  for (const position of positions.values()) {
    if (position.exchange === 'NSE')
      lotsOf.set(
        position.symbol,
        position.lots.map((lot) => ({ ...lot })),
      );
    for (const match of position.matches) {
      if (financialYearOf(match.sold) === fy) year.push({ ...match, symbol: position.symbol });
    }
  }
  const taxOf = () => (taxed ? capitalGainsReport(year, fy).totals.taxPaise.total : 0);
  let taxBefore = taxOf();

  const bySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
  const lines: RebalancePreview['orders'] = [];
  const legs: LegPlan[] = [];
  orders.forEach((order, position) => {
    const stock = bySymbol.get(order.symbol)!;
    const value = order.quantity * stock.price;
    const charges = order.side === 'SELL' ? sellCharges(value, asOf) : buyCharges(value, asOf);
    let realisedGain = 0;
    let tax = 0;
    let term: 'short' | 'long' | 'mixed' | null = null;
    if (order.side === 'SELL') {
      const matches = matchSale(
        lotsOf.get(order.symbol) ?? [],
        order.quantity,
        stock.price,
        charges.total - charges.stt,
        asOf,
      ).map((match) => ({ ...match, symbol: order.symbol }));
      const gains = matches.map(gainLine);
      realisedGain = gains.reduce((sum, line) => sum + line.gainPaise, 0);
      const terms = new Set(gains.map((line) => line.term));
      term = terms.size === 0 ? null : terms.size > 1 ? 'mixed' : [...terms][0]!;
      year.push(...matches);
      const taxAfter = taxOf();
      tax = taxAfter - taxBefore;
      taxBefore = taxAfter;
    }
    lines.push({
      symbol: order.symbol,
      name: stock.name,
      side: order.side,
      quantity: order.quantity,
      price: stock.price,
      value,
      charges: charges.total,
      realisedGain,
      tax,
      term,
    });
    legs.push({
      symbol: order.symbol,
      instrumentId: stock.instrumentId,
      side: order.side,
      quantity: order.quantity,
      price: stock.price,
      position,
    });
  });
  const sum = (pick: (line: RebalancePreview['orders'][number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    preview: {
      asOf,
      withinTolerance: !drift.needsRebalance,
      orders: lines,
      totals: {
        sells: sum((line) => (line.side === 'SELL' ? line.value : 0)),
        buys: sum((line) => (line.side === 'BUY' ? line.value : 0)),
        charges: sum((line) => line.charges),
        realisedGain: sum((line) => line.realisedGain),
        tax: sum((line) => line.tax),
      },
    },
    legs,
  };
}

/** GET .../rebalance. */
export async function rebalancePreview(
  orm: Orm,
  sub: string,
  basketId: string,
): Promise<RebalancePreview> {
  return (await planRebalance(orm, sub, basketId)).preview;
}

/** POST .../rebalance: the sells, then the buys, as one group (kind 'rebalance'). */
export async function rebalanceBasket(
  tx: Orm,
  sub: string,
  basketId: string,
  asOf: string,
  now: Date,
): Promise<Investment> {
  await ownBasket(tx, sub, basketId, true);
  await lockPaperAccount(tx, sub);
  checkAsOf(asOf, await marketDayOf(tx));
  const { legs } = await planRebalance(tx, sub, basketId);
  if (legs.length === 0) {
    throw new ApiError(
      409,
      'nothing_to_rebalance',
      'Every stock of the basket is within its tolerance: there is nothing to rebalance',
    );
  }
  const investmentId = randomUUID();
  await tx.insert(basketInvestments).values({
    investmentId,
    basketId,
    investorSub: sub,
    kind: 'rebalance',
    goalId: null,
    amount: 0,
    marketDate: asOf,
    createdAt: now,
    updatedAt: now,
  });
  await placeLegs(tx, sub, investmentId, legs, now);
  return groupAnswer(tx, investmentId);
}
