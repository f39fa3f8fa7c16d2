import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { paperOrders } from '../../../server/modules/orders/tables';
import type { Basket, Investment } from '../../../src/features/baskets/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail, GatewayApp } from '../support/gateway-app';

// One server for a baskets test file: the demo profiles, a small archive (20 NSE stocks, 60
// days to 2026-06-30), the paper accounts of investor@ and neha@ (₹10,00,000 each) and the
// baskets demo seed.

export interface BasketsWorld extends DemoWorld {
  /** Active NSE stocks with a price between ₹50 and ₹5,000, by symbol. */
  symbols: string[];
  /** Every active NSE stock with its latest close (paise), dearest first. */
  priced: Array<{ symbol: string; close: number }>;
}

export async function startBasketsWorld(): Promise<BasketsWorld> {
  const { app, db } = await startDemoWorld(SMALL, [seedBrokerDemo, seedBasketsDemo]);
  const rows = await db.orm
    .select({ symbol: instruments.symbol, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')));
  const symbols = rows
    .filter((row) => row.close >= 50_00 && row.close <= 5_000_00)
    .map((row) => row.symbol)
    .sort();
  const priced = rows.toSorted((a, b) => b.close - a.close || a.symbol.localeCompare(b.symbol));
  return { app, db, symbols, priced };
}

export { as, json, write } from '../support/demo-world';

export const read = (app: GatewayApp, email: DemoEmail, path: string) =>
  app.call('GET', path, as(email));

/** Makes a basket of these stocks (equal weights unless told) and answers it. */
export async function makeBasket(
  app: GatewayApp,
  email: DemoEmail,
  symbols: readonly string[],
  over: Record<string, unknown> = {},
): Promise<Basket> {
  return json<Basket>(
    await write(app, email, 'POST', '/api/investor/baskets', {
      name: `Basket ${randomUUID().slice(0, 8)}`,
      weighting: 'equal',
      stocks: symbols.map((symbol) => ({ symbol })),
      ...over,
    }),
    201,
  );
}

export async function invest(
  app: GatewayApp,
  email: DemoEmail,
  basketId: string,
  body: Record<string, unknown>,
  key?: string,
): Promise<Investment> {
  return json<Investment>(
    await write(app, email, 'POST', `/api/investor/baskets/${basketId}/invest`, body, key),
    201,
  );
}

/** How many paper orders the investor has (every order the engine ever placed for them). */
export async function paperOrderCount(db: Database, email: DemoEmail): Promise<number> {
  const [row] = await db.orm
    .select({ n: count() })
    .from(paperOrders)
    .where(eq(paperOrders.investorSub, demoSubOf(email)));
  return row?.n ?? 0;
}

export const funds = async (app: GatewayApp, email: DemoEmail) =>
  json<{ available: number; cash: number }>(await read(app, email, '/api/investor/funds'), 200);
