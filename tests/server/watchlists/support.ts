import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { archiveReader } from '../../../server/archive/read/reader';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedWatchlistsDemo } from '../../../server/modules/watchlists/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';

// One server for a watchlists test file: the demo profiles, an archive of more than 100 stocks
// (so a list can be filled to its limit with real ones), and the watchlists demo seed.

export interface WatchlistsWorld {
  app: GatewayApp;
  db: Database;
  /** Active NSE stocks with a quote, by symbol. */
  symbols: string[];
}

export async function startWatchlistsWorld(): Promise<WatchlistsWorld> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, { ...SMALL, symbols: 110, days: 30 });
        await seedWatchlistsDemo(opened);
      },
    ],
  });
  const snapshot = await archiveReader(db!).snapshot();
  const symbols = snapshot.instruments
    .filter((item) => item.exchange === 'NSE' && item.status === 'active' && item.quote)
    .map((item) => item.symbol)
    .sort();
  return { app, db: db!, symbols };
}

export const as = (email: DemoEmail) => ({ token: tokenOf(email) });

export async function json<T = Record<string, unknown>>(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export interface ListAnswer {
  id: string;
  name: string;
  demo: boolean;
  items: Array<{ exchange: string; symbol: string; name: string }>;
}

export const symbolsOf = (list: ListAnswer) => list.items.map((item) => item.symbol);

export const write = (
  app: GatewayApp,
  email: DemoEmail,
  method: string,
  path: string,
  body?: unknown,
  key: string = randomUUID(),
) => app.call(method, path, { ...as(email), key, ...(body !== undefined && { body }) });

export const stock = (symbol: string) => ({ exchange: 'NSE', symbol });
