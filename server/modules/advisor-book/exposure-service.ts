import type {
  ExposureHolder,
  ExposureMover,
  ExposureMovers,
} from '../../../src/features/market/model/exposure-contract';
import { EXPOSURE_MOVERS } from '../../../src/features/market/model/exposure-contract';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import { symbolKey } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { accountState } from '../portfolio/account-state';
import { clientAccounts } from './exposure-store';

interface Tally {
  mover: Omit<ExposureMover, 'clients' | 'holders'>;
  holders: ExposureHolder[];
}

const bySize = (a: ExposureHolder, b: ExposureHolder) =>
  b.value - a.value || (a.investorId < b.investorId ? -1 : 1);

/**
 * The adviser's clients' exposure to the latest trading day's biggest moves (issue 15,
 * Deliver 1): every stock one of the adviser's own clients holds in their paper account that
 * traded on the latest day, with who holds it, the value held and today's change in rupees; the
 * EXPOSURE_MOVERS with the largest |change %|. Clients without a paper account are skipped.
 * Each client's holdings come from the portfolio's cached account state.
 */
export async function exposureMovers(
  orm: Orm,
  advisorSub: string,
  snapshot: ArchiveSnapshot,
): Promise<ExposureMovers> {
  const clients = await clientAccounts(orm, advisorSub);
  const counted = clients.filter((client) => client.hasAccount);
  const date = snapshot.overview?.date ?? null;
  const stocks = new Map<string, Tally>();
  for (const client of counted) {
    const state = await accountState(orm, client.sub, snapshot);
    for (const item of state.holdings.items) {
      const quote = snapshot.bySymbol.get(symbolKey(item.exchange, item.symbol))?.quote;
      if (!quote || quote.date !== date || quote.changePercent === null || item.quantity <= 0) {
        continue;
      }
      const key = symbolKey(item.exchange, item.symbol);
      const tally = stocks.get(key) ?? {
        mover: {
          exchange: item.exchange,
          symbol: item.symbol,
          name: item.name,
          close: quote.close,
          changePercent: quote.changePercent,
          value: 0,
          dayChange: 0,
        },
        holders: [],
      };
      tally.mover.value += item.value;
      tally.mover.dayChange += item.dayChange;
      tally.holders.push({
        investorId: client.sub,
        name: client.name,
        quantity: item.quantity,
        value: item.value,
        dayChange: item.dayChange,
      });
      stocks.set(key, tally);
    }
  }
  const movers = [...stocks.values()]
    .sort(
      (a, b) =>
        Math.abs(b.mover.changePercent) - Math.abs(a.mover.changePercent) ||
        b.mover.value - a.mover.value ||
        (a.mover.symbol < b.mover.symbol ? -1 : 1),
    )
    .slice(0, EXPOSURE_MOVERS)
    .map(({ mover, holders }) => ({
      ...mover,
      clients: holders.length,
      holders: holders.sort(bySize),
    }));
  return {
    date,
    updatedatetime: snapshot.meta.updatedatetime,
    demo: snapshot.meta.demo,
    clientsCounted: counted.length,
    clientsSkipped: clients.length - counted.length,
    movers,
  };
}
