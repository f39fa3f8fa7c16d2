// Holdings of one symbol as FIFO lots. Demat shares are matched first in, first out (CBDT
// Circular 768 of 24 June 1998). Corporate actions apply on their dates; splits and bonuses
// change quantity and per-share cost, never total cost (issue text). Bonus shares follow the
// tax rule (Income-tax Act s.55(2)(aa)): cost nil and held from the date of allotment, so they
// are a new lot at the back of the queue.
// Cost pieces are integer paise and always sum exactly to what they were cut from: each piece
// is the remaining amount × (piece quantity / remaining quantity), rounded half up, and the last
// piece takes whatever remains.

import { assertIsoDate } from './financial-year';
import { assertNonNegative, mulDivRound, safeMultiply } from './money';

export interface TradeEvent {
  kind: 'BUY' | 'SELL';
  date: string;
  tradeId: string;
  quantity: number;
  pricePaise: number;
  /** Charges deductible for tax: everything except STT (s.48 proviso). */
  chargesPaise: number;
  sttPaise: number;
}

export interface CorporateActionEvent {
  kind: 'SPLIT' | 'BONUS';
  date: string;
  /** 1:5 split = 1 → 5; 1:1 bonus (one new per one held) = 1 → 2. */
  sharesBefore: number;
  sharesAfter: number;
}

export type LedgerEvent = TradeEvent | CorporateActionEvent;

const isTrade = (e: LedgerEvent): e is TradeEvent => e.kind === 'BUY' || e.kind === 'SELL';

export interface Lot {
  /** The buy's trade id; `bonus:<date>` for a bonus lot. */
  tradeId: string;
  /** The date the holding period starts. */
  acquired: string;
  quantity: number;
  /** Total cost of the remaining quantity, including allowable buy charges. */
  costPaise: number;
  /** Original trade price per share, for display (0 for bonus shares). */
  pricePaise: number;
  origin: 'BUY' | 'BONUS';
}

export interface Match {
  sellTradeId: string;
  buyTradeId: string;
  quantity: number;
  acquired: string;
  sold: string;
  costPaise: number;
  /** Sale value of these shares (quantity × sell price). */
  proceedsPaise: number;
  /** Allowable transfer expenses, pro rata by quantity; STT excluded. */
  sellChargesPaise: number;
  origin: 'BUY' | 'BONUS';
}

export interface FifoResult {
  /** Open lots, oldest first. */
  lots: Lot[];
  matches: Match[];
  /** Shares sold beyond what was held (only imported data can cause it). */
  shortfall: number;
}

const positive = (n: number, what: string): number => {
  if (assertNonNegative(n, what) === 0) throw new RangeError(`${what} must be positive`);
  return n;
};

/** Cuts `quantity` out of (total, totalQuantity): the piece of total, pro rata, rounded. */
const piece = (total: number, quantity: number, totalQuantity: number): number =>
  quantity === totalQuantity ? total : mulDivRound(total, quantity, totalQuantity);

function sell(lots: Lot[], e: TradeEvent, matches: Match[]): number {
  let toMatch = e.quantity;
  let charges = e.chargesPaise;
  while (toMatch > 0 && lots.length > 0) {
    const lot = lots[0] as Lot;
    const quantity = Math.min(lot.quantity, toMatch);
    const costPaise = piece(lot.costPaise, quantity, lot.quantity);
    const sellChargesPaise = piece(charges, quantity, toMatch);
    matches.push({
      sellTradeId: e.tradeId,
      buyTradeId: lot.tradeId,
      quantity,
      acquired: lot.acquired,
      sold: e.date,
      costPaise,
      proceedsPaise: safeMultiply(quantity, e.pricePaise, 'proceeds'),
      sellChargesPaise,
      origin: lot.origin,
    });
    charges -= sellChargesPaise;
    toMatch -= quantity;
    if (quantity === lot.quantity) lots.shift();
    else
      lots[0] = { ...lot, quantity: lot.quantity - quantity, costPaise: lot.costPaise - costPaise };
  }
  return toMatch;
}

/**
 * Split or consolidation: the holding's new quantity is floor(held × after / before), the
 * depository's credit (fractional entitlements are dropped; the company settles them in cash).
 * Each lot gets floor(its quantity × after / before) and the units lost to flooring per lot go
 * to the lots with the largest fractions, oldest first, so the lots add up to the holding. Cost
 * and acquisition date stay; a lot left with no shares hands its cost to the next open lot (the
 * previous one when it is the last), so total cost never changes while anything is held (a
 * consolidation that leaves no whole share empties the holding; its cash is outside this engine).
 */
function split(lots: Lot[], before: number, after: number): Lot[] {
  const held = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const scaled = lots.map((lot) => safeMultiply(lot.quantity, after, 'split quantity'));
  const quantities = scaled.map((q) => Math.floor(q / before));
  let spare = Math.floor(safeMultiply(held, after, 'split quantity') / before);
  spare -= quantities.reduce((sum, q) => sum + q, 0);
  const byFraction = scaled
    .map((q, index) => ({ index, fraction: q % before }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction.slice(0, spare))
    quantities[index] = (quantities[index] ?? 0) + 1;

  const result = lots.map((lot, i) => ({ ...lot, quantity: quantities[i] ?? 0 }));
  const open = result.filter((lot) => lot.quantity > 0);
  result.forEach((lot, i) => {
    if (lot.quantity > 0 || lot.costPaise === 0) return;
    const heir = result.slice(i + 1).find((l) => l.quantity > 0) ?? open.at(-1);
    if (heir) heir.costPaise += lot.costPaise;
  });
  return open;
}

function bonus(lots: Lot[], date: string, before: number, after: number): Lot[] {
  if (after <= before) throw new RangeError('a bonus must add shares');
  const held = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const quantity = Math.floor(safeMultiply(held, after - before, 'bonus quantity') / before);
  if (quantity === 0) return lots;
  const lot: Lot = {
    tradeId: `bonus:${date}`,
    acquired: date,
    quantity,
    costPaise: 0,
    pricePaise: 0,
    origin: 'BONUS',
  };
  return [...lots, lot];
}

const buyLot = (e: TradeEvent): Lot => ({
  tradeId: e.tradeId,
  acquired: e.date,
  quantity: e.quantity,
  costPaise: safeMultiply(e.quantity, e.pricePaise, 'cost') + e.chargesPaise,
  pricePaise: e.pricePaise,
  origin: 'BUY',
});

/** Runs the events in the given order (the caller sorts: by date, corporate actions first). */
export function runFifo(events: readonly LedgerEvent[]): FifoResult {
  let lots: Lot[] = [];
  const matches: Match[] = [];
  let shortfall = 0;
  for (const e of events) {
    assertIsoDate(e.date, `${e.kind} date`);
    if (isTrade(e)) {
      positive(e.quantity, 'quantity');
      assertNonNegative(e.pricePaise, 'pricePaise');
      assertNonNegative(e.chargesPaise, 'chargesPaise');
      assertNonNegative(e.sttPaise, 'sttPaise');
      if (e.kind === 'SELL') shortfall += sell(lots, e, matches);
      else lots.push(buyLot(e));
    } else {
      positive(e.sharesBefore, 'sharesBefore');
      positive(e.sharesAfter, 'sharesAfter');
      if (e.kind === 'SPLIT') lots = split(lots, e.sharesBefore, e.sharesAfter);
      else lots = bonus(lots, e.date, e.sharesBefore, e.sharesAfter);
    }
  }
  return { lots, matches, shortfall };
}

/** Average cost per share of the open lots, rounded half up; 0 when nothing is held. */
export function averagePricePaise(lots: readonly Lot[]): number {
  const quantity = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const cost = lots.reduce((sum, lot) => sum + lot.costPaise, 0);
  return quantity === 0 ? 0 : mulDivRound(cost, 1, quantity);
}
