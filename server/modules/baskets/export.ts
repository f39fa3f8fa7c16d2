import type { Orm } from '../../db/database';
import { basketRows, investmentsOf, legsOf, sipMonthsOf, sipsOf, stocksOf } from './store';

/**
 * The investor's baskets as stored, for "Export all my data" (server/modules/account/export.ts):
 * each with its stocks and target weights, its SIP and the months it was taken, and every group
 * of orders with each order. Money in paise, weights in basis points.
 */
export async function basketsExportOf(orm: Orm, sub: string) {
  const rows = await basketRows(orm, sub);
  const ids = rows.map((row) => row.basketId);
  const stocks = await stocksOf(orm, ids);
  const sips = await sipsOf(orm, ids);
  const months = await sipMonthsOf(orm, ids);
  const groups = await investmentsOf(orm, ids);
  const legs = await legsOf(
    orm,
    [...groups.values()].flat().map((group) => group.investmentId),
  );
  return rows.map(({ investorSub: _, ...basket }) => {
    const { basketId: _sip, ...sip } = sips.get(basket.basketId) ?? { basketId: null };
    const monthsTaken = [...(months.get(basket.basketId) ?? [])].sort();
    return {
      ...basket,
      stocks: (stocks.get(basket.basketId) ?? []).map(({ basketId: _id, ...stock }) => stock),
      sip: 'amount' in sip ? { ...sip, monthsTaken } : null,
      investments: (groups.get(basket.basketId) ?? []).map(
        ({ investorSub: _sub, basketId: _id, ...group }) => ({
          ...group,
          orders: (legs.get(group.investmentId) ?? []).map(
            ({ investmentId: _group, ...leg }) => leg,
          ),
        }),
      ),
    };
  });
}
