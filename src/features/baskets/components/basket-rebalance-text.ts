import { formatRupees, formatSignedRupees } from '@/ui/format-money';
import type { Basket, RebalancePreview } from '../model/contract';
import { bpText } from './basket-summary-text';

// The rebalance step's words and sums, pure so they are tested as tables.

export const TERM_TEXT: Readonly<Record<'short' | 'long' | 'mixed', string>> = {
  short: 'short term',
  long: 'long term',
  mixed: 'short and long term',
};

type Order = RebalancePreview['orders'][number];

/** Sells before buys (the buys spend the sells' proceeds), each side in the server's order. */
export const sortedRebalanceOrders = (orders: readonly Order[]): Order[] => [
  ...orders.filter((order) => order.side === 'SELL'),
  ...orders.filter((order) => order.side === 'BUY'),
];

/** Cash the rebalance leaves in the account: sells less buys less charges (negative: it uses cash). */
export const rebalanceCash = (totals: RebalancePreview['totals']): number =>
  totals.sells - totals.buys - totals.charges;

/** Why a rebalance is (or is not) due, from the basket's drift and tolerance. */
export function driftStatusText(
  basket: Pick<Basket, 'stocks' | 'toleranceBp' | 'maxDriftBp' | 'needsRebalance'>,
): string {
  const over = basket.stocks.filter((stock) => Math.abs(stock.driftBp) > basket.toleranceBp).length;
  const tolerance = bpText(basket.toleranceBp);
  if (basket.needsRebalance) {
    const stocks = over === 1 ? '1 stock has' : `${over} stocks have`;
    return `${stocks} drifted more than ${tolerance} from ${over === 1 ? 'its' : 'their'} target (the most by ${bpText(basket.maxDriftBp)}): a rebalance brings the basket back to its weights.`;
  }
  return `Every stock is within ${tolerance} of its target (the most drift is ${bpText(basket.maxDriftBp)}): no rebalance is due.`;
}

/** The preview in one sentence, said before the confirm button. */
export function rebalanceSummary(preview: RebalancePreview): string {
  const sells = preview.orders.filter((order) => order.side === 'SELL').length;
  const buys = preview.orders.length - sells;
  const { totals } = preview;
  const tax =
    totals.tax > 0
      ? `realising ${formatSignedRupees(totals.realisedGain)} with ${formatRupees(totals.tax)} tax`
      : totals.realisedGain < 0
        ? `realising a loss of ${formatRupees(-totals.realisedGain)}, with no tax`
        : 'with no tax to pay';
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `${count(sells, 'sell')} of ${formatRupees(totals.sells)} and ${count(buys, 'buy')} of ${formatRupees(totals.buys)}, ${tax}.`;
}
