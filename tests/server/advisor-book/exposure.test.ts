import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Orm } from '../../../server/db/database';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { latestTradeDate } from '../../../server/modules/orders/market';
import { seedDemoHoldings } from '../../../server/modules/portfolio/demo-holdings';
import { holdingsSchema } from '../../../src/features/portfolio/model/contract';
import {
  EXPOSURE_MOVERS,
  exposureMoversSchema,
  type ExposureMovers,
} from '../../../src/features/market/model/exposure-contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// GET /api/advisor/exposure/movers (issue 15, Deliver 1): the caller's own clients' holdings in
// the latest day's biggest movers. investor@ and sunita@ are advisor@'s clients, neha@ is
// advisor2@'s: neha@'s holdings never show in advisor@'s answer and the other way round.

const PATH = '/api/advisor/exposure/movers';
const ME = 'advisor@example.com';
const OTHER = 'advisor2@example.com';
const INVESTOR = demoSubOf('investor@example.com');
const SUNITA = demoSubOf('sunita@example.com');
const NEHA = demoSubOf('neha@example.com');

let world: DemoWorld;
let symbols: string[] = [];

/** The largest stocks of the small archive, bought 30 sessions ago by the demo clients. */
async function seedHoldings(db: Database): Promise<void> {
  const rows = await db.orm
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')))
    .orderBy(desc(latestQuotes.marketCap))
    .limit(14);
  symbols = rows.map((row) => row.symbol);
  const latest = (await latestTradeDate(db.orm))!;
  const buy = (sub: string, list: string[]) =>
    db.orm.transaction((tx: Orm) => seedDemoHoldings(tx, sub, latest, list));
  // Shared: symbols[0]; investor@ alone: 1..5; sunita@ alone: 6..8; neha@ alone: 9..13.
  await buy(INVESTOR, [symbols[0]!, ...symbols.slice(1, 6)]);
  await buy(SUNITA, [symbols[0]!, ...symbols.slice(6, 9)]);
  await buy(NEHA, [symbols[0]!, ...symbols.slice(9, 14)]);
}

beforeAll(async () => {
  world = await startDemoWorld(SMALL, [seedBrokerDemo, seedHoldings]);
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const movers = async (email: typeof ME | typeof OTHER): Promise<ExposureMovers> =>
  exposureMoversSchema.parse(await json(await world.app.call('GET', PATH, as(email)), 200));

const holdingsOf = async (email: string) =>
  holdingsSchema.parse(
    await json(
      await world.app.call('GET', '/api/investor/holdings', as(email as 'investor@example.com')),
      200,
    ),
  );

describe('GET /api/advisor/exposure/movers', () => {
  it('ranks the stocks the caller’s clients hold by |change %| with who holds them', async () => {
    const answer = await movers(ME);
    expect(answer.clientsCounted).toBe(2);
    expect(answer.clientsSkipped).toBeGreaterThan(0);
    expect(answer.movers.length).toBeGreaterThan(0);
    expect(answer.movers.length).toBeLessThanOrEqual(EXPOSURE_MOVERS);
    const changes = answer.movers.map((mover) => Math.abs(mover.changePercent));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    const held = [...(await holdingsOf('investor@example.com')).items].map((item) => ({
      ...item,
      investorId: INVESTOR,
    }));
    const sunita = (await holdingsOf('sunita@example.com')).items.map((item) => ({
      ...item,
      investorId: SUNITA,
    }));
    for (const mover of answer.movers) {
      const holders = [...held, ...sunita].filter((item) => item.symbol === mover.symbol);
      expect(mover.clients, mover.symbol).toBe(holders.length);
      expect(mover.holders.map((holder) => holder.investorId).sort()).toEqual(
        holders.map((holder) => holder.investorId).sort(),
      );
      expect(mover.value).toBe(holders.reduce((sum, item) => sum + item.value, 0));
      expect(mover.dayChange).toBe(holders.reduce((sum, item) => sum + item.dayChange, 0));
      expect(mover.changePercent).toBeCloseTo(holders[0]!.dayChangePercent!, 2);
    }
    // The stock both clients hold lists both, the larger holding first.
    const shared = answer.movers.find((mover) => mover.symbol === symbols[0]);
    if (shared) {
      expect(shared.clients).toBe(2);
      expect(shared.holders[0]!.value).toBeGreaterThanOrEqual(shared.holders[1]!.value);
    }
  });

  it('never shows another adviser’s client or holdings', async () => {
    const mine = await movers(ME);
    const everyone = mine.movers.flatMap((mover) => mover.holders.map((h) => h.investorId));
    expect(everyone).not.toContain(NEHA);
    const nehaOnly = symbols.slice(9, 14);
    expect(mine.movers.filter((mover) => nehaOnly.includes(mover.symbol))).toEqual([]);

    const theirs = await movers(OTHER);
    expect(theirs.clientsCounted).toBe(1);
    const theirHolders = theirs.movers.flatMap((mover) => mover.holders.map((h) => h.investorId));
    expect(new Set(theirHolders)).toEqual(new Set(theirHolders.length ? [NEHA] : []));
    const mineOnly = symbols.slice(1, 9);
    expect(theirs.movers.filter((mover) => mineOnly.includes(mover.symbol))).toEqual([]);
  });

  it('refuses an investor’s token (403) and no token (401)', async () => {
    await expectErrorBody(await world.app.call('GET', PATH, as('investor@example.com')), 403);
    expect((await world.app.call('GET', PATH)).status).toBe(401);
  });
});
