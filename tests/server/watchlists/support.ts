import { archiveReader } from '../../../server/archive/read/reader';
import { seedWatchlistsDemo } from '../../../server/modules/watchlists/demo-seed';
import { SMALL } from '../archive/support';
import { startDemoWorld, type DemoWorld } from '../support/demo-world';

// One server for a watchlists test file: the demo profiles, an archive of more than 100 stocks
// (so a list can be filled to its limit with real ones), and the watchlists demo seed.

export interface WatchlistsWorld extends DemoWorld {
  /** Active NSE stocks with a quote, by symbol. */
  symbols: string[];
}

export async function startWatchlistsWorld(): Promise<WatchlistsWorld> {
  const { app, db } = await startDemoWorld({ ...SMALL, symbols: 110, days: 30 }, [
    seedWatchlistsDemo,
  ]);
  const snapshot = await archiveReader(db).snapshot();
  const symbols = snapshot.instruments
    .filter((item) => item.exchange === 'NSE' && item.status === 'active' && item.quote)
    .map((item) => item.symbol)
    .sort();
  return { app, db, symbols };
}

export { as, json, write } from '../support/demo-world';

export interface ListAnswer {
  id: string;
  name: string;
  demo: boolean;
  items: Array<{ exchange: string; symbol: string; name: string }>;
}

export const symbolsOf = (list: ListAnswer) => list.items.map((item) => item.symbol);

export const stock = (symbol: string) => ({ exchange: 'NSE', symbol });
