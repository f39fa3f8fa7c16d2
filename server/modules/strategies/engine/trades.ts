// The trades list of a backtest (issue 14): each buy opens a lot; a sale closes lots oldest
// first (FIFO), and a lot partly sold splits into a closed trade of the quantity sold and an
// open remainder, so every row of the list has one entry and at most one exit. Charges are
// shared in proportion to quantity, in whole paise, the last share taking the remainder.

export type ExitReason = 'rebalance' | 'stopLoss' | 'exitRule';

export interface Lot {
  quantity: number;
  entryIndex: number;
  /** Paise per share, slippage included. */
  entryPrice: number;
  /** Buy charges not yet given to a closed trade, paise. */
  buyCosts: number;
}

export interface Position {
  stock: number;
  quantity: number;
  lots: Lot[];
  /** Latest known price, paise per share (the last close, or open on a trading morning). */
  mark: number;
}

export interface TradeRecord {
  stock: number;
  quantity: number;
  entryIndex: number;
  entryPrice: number;
  exitIndex: number | null;
  exitPrice: number | null;
  /** Both legs' charges, paise. */
  costs: number;
  /** Paise after costs; null while open. */
  profit: number | null;
  reason: ExitReason | 'open';
}

/** `part` of `total` charges for `quantity` of `outOf`, rounded. */
const share = (total: number, quantity: number, outOf: number): number =>
  outOf <= 0 ? 0 : Math.round((total * quantity) / outOf);

/** Adds a lot to a position (created when absent). */
export function openLot(
  positions: Map<number, Position>,
  stock: number,
  lot: Lot,
  mark: number,
): void {
  const position = positions.get(stock) ?? { stock, quantity: 0, lots: [], mark };
  position.lots.push(lot);
  position.quantity += lot.quantity;
  position.mark = mark;
  positions.set(stock, position);
}

/** Sells `quantity` of a position oldest lot first; returns the closed trades. */
export function closeQuantity(
  positions: Map<number, Position>,
  stock: number,
  sale: { quantity: number; index: number; price: number; costs: number; reason: ExitReason },
): TradeRecord[] {
  const position = positions.get(stock);
  if (!position) return [];
  const closed: TradeRecord[] = [];
  let left = Math.min(sale.quantity, position.quantity);
  const sold = left;
  let sellCostsLeft = sale.costs;
  while (left > 0 && position.lots.length > 0) {
    const lot = position.lots[0]!;
    const quantity = Math.min(left, lot.quantity);
    const buyCosts = share(lot.buyCosts, quantity, lot.quantity);
    const sellCosts = left === quantity ? sellCostsLeft : share(sale.costs, quantity, sold);
    sellCostsLeft -= sellCosts;
    const costs = buyCosts + sellCosts;
    closed.push({
      stock,
      quantity,
      entryIndex: lot.entryIndex,
      entryPrice: lot.entryPrice,
      exitIndex: sale.index,
      exitPrice: sale.price,
      costs,
      profit: quantity * (sale.price - lot.entryPrice) - costs,
      reason: sale.reason,
    });
    lot.quantity -= quantity;
    lot.buyCosts -= buyCosts;
    if (lot.quantity === 0) position.lots.shift();
    left -= quantity;
  }
  position.quantity -= sold;
  if (position.quantity === 0) positions.delete(stock);
  return closed;
}

/** The lots still held, as open trades. */
export function openTrades(positions: Map<number, Position>): TradeRecord[] {
  const out: TradeRecord[] = [];
  for (const position of positions.values()) {
    for (const lot of position.lots) {
      out.push({
        stock: position.stock,
        quantity: lot.quantity,
        entryIndex: lot.entryIndex,
        entryPrice: lot.entryPrice,
        exitIndex: null,
        exitPrice: null,
        costs: lot.buyCosts,
        profit: null,
        reason: 'open',
      });
    }
  }
  return out;
}

/** Quantity-weighted buy price of a position, paise per share. */
export function averageEntryPrice(position: Position): number {
  let paid = 0;
  for (const lot of position.lots) paid += lot.quantity * lot.entryPrice;
  return position.quantity > 0 ? paid / position.quantity : 0;
}
