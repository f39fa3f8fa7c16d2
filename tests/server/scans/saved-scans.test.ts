import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { appJobRegistry } from '../../../server/jobs/app-jobs';
import type { JobContext } from '../../../server/jobs/registry';
import { dataUpdated } from '../../../server/jobs/topics';
import { createLogger } from '../../../server/logger';
import { demoScanId } from '../../../server/modules/scans/demo-seed';
import { rerunSavedScans } from '../../../server/modules/scans/jobs';
import { savedScans } from '../../../server/modules/scans/tables';
import {
  savedScanListSchema,
  savedScanSchema,
  scanProblemSchema,
  type SavedScan,
} from '../../../src/features/scans/model/contract';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { as, json, scan, startScansWorld, write, type ScansWorld } from './support';

// Saved scans over HTTP on the real server and database (issue 14, Deliver 2): each user's own
// list through the write path (replayable, checked, owned), each save run at once, and the
// data.updated job that runs them again, sets the new matches and tells the user in the app.

let world: ScansWorld;
const ME = 'investor@example.com';
const OTHER = 'neha@example.com';
const ADVISER = 'advisor@example.com';

beforeAll(async () => {
  world = await startScansWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const list = async (email: Parameters<typeof as>[0] = ME) =>
  savedScanListSchema.parse(await json(await world.app.call('GET', '/api/scans', as(email)), 200))
    .scans;

const create = async (
  name: string,
  expression: string,
  email: Parameters<typeof as>[0] = ME,
): Promise<SavedScan> =>
  savedScanSchema.parse(
    await json(
      await write(world.app, email, 'POST', '/api/scans', { id: randomUUID(), name, expression }),
      201,
    ),
  );

interface Inbox {
  items: Array<{ kind: string; title: string; body: string; link: string | null; demo: boolean }>;
}
const inbox = async (email: Parameters<typeof as>[0] = ME) =>
  json<Inbox>(await world.app.call('GET', '/api/notifications', as(email)), 200);

describe('saving a scan', () => {
  it('stores it as canonical text with its run at the latest close', async () => {
    const saved = await create('Cheap and profitable', 'pe<25 and roe>8');
    expect(saved.expression).toBe('pe < 25 AND roe > 8');
    const now = await scan(world.app, saved.expression);
    expect(saved.lastRun).toEqual({
      date: now.date,
      asOf: now.asOf,
      count: now.rows.length,
      symbols: now.rows.map((row) => row.symbol),
    });
    expect(saved.newSymbols).toEqual([]);
    expect((await list()).map((s) => s.id)).toContain(saved.id);
  });

  it('answers a replay with the same key from the first answer, and refuses a taken name', async () => {
    const body = { id: randomUUID(), name: 'Replayed', expression: 'close > 100' };
    const key = randomUUID();
    const first = await json(await write(world.app, ME, 'POST', '/api/scans', body, key), 201);
    const again = await write(world.app, ME, 'POST', '/api/scans', body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again, 201)).toEqual(first);
    const taken = await write(world.app, ME, 'POST', '/api/scans', {
      ...body,
      id: randomUUID(),
      name: 'REPLAYED',
    });
    await expectErrorBody(taken, 409, 'name_taken');
  });

  it('refuses a scan that is not valid with 400 invalid_scan and where it is wrong', async () => {
    const response = await write(world.app, ME, 'POST', '/api/scans', {
      id: randomUUID(),
      name: 'Typo',
      expression: 'roe > 15 AND dividend_yeild > 2',
    });
    const problem = scanProblemSchema.parse(await expectErrorBody(response, 400, 'invalid_scan'));
    expect(problem.position).toMatchObject({ offset: 13, column: 14, line: 1 });
    expect(problem.suggestion).toBe('dividend_yield');
    expect((await list()).map((s) => s.name)).not.toContain('Typo');
  });

  it('is open to advisers too, each seeing only their own', async () => {
    const mine = await create('Adviser’s momentum', 'close > sma(close, 50)', ADVISER);
    expect((await list(ADVISER)).map((s) => s.id)).toContain(mine.id);
    expect((await list(ME)).map((s) => s.id)).not.toContain(mine.id);
  });
});

describe('changing a saved scan', () => {
  it('renames, runs a changed scan again, clears the new matches when seen, and deletes', async () => {
    const saved = await create('To change', 'close > 100');
    const path = `/api/scans/${saved.id}`;
    const renamed = savedScanSchema.parse(
      await json(
        await write(world.app, ME, 'PUT', path, { name: 'Changed', expression: 'close > 100' }),
        200,
      ),
    );
    expect(renamed).toMatchObject({ name: 'Changed', lastRun: saved.lastRun });
    const changed = savedScanSchema.parse(
      await json(
        await write(world.app, ME, 'PUT', path, { name: 'Changed', expression: 'close > 1500' }),
        200,
      ),
    );
    expect(changed.expression).toBe('close > 1500');
    expect(changed.lastRun?.count).toBe((await scan(world.app, 'close > 1500')).rows.length);
    await world.db.orm
      .update(savedScans)
      .set({ newSymbols: ['X'] })
      .where(eq(savedScans.id, saved.id));
    const seen = await json<SavedScan>(await write(world.app, ME, 'POST', `${path}/seen`), 200);
    expect(seen.newSymbols).toEqual([]);
    expect(await json(await write(world.app, ME, 'DELETE', path), 200)).toEqual({ deleted: true });
    expect((await list()).map((s) => s.id)).not.toContain(saved.id);
    await expectErrorBody(await write(world.app, ME, 'DELETE', path), 404, 'not_found');
  });

  it("is 404 for another user's scan, whatever they try", async () => {
    const saved = await create('Mine only', 'close > 50');
    const path = `/api/scans/${saved.id}`;
    const body = { name: 'Taken over', expression: 'close > 1' };
    await expectErrorBody(await write(world.app, OTHER, 'PUT', path, body), 404, 'not_found');
    await expectErrorBody(await write(world.app, OTHER, 'POST', `${path}/seen`), 404, 'not_found');
    await expectErrorBody(await write(world.app, OTHER, 'DELETE', path), 404, 'not_found');
    await expectErrorBody(await write(world.app, ADVISER, 'DELETE', path), 404, 'not_found');
    expect((await list(OTHER)).map((s) => s.id)).not.toContain(saved.id);
    expect((await list()).find((s) => s.id === saved.id)?.name).toBe('Mine only');
  });
});

describe('after a data update', () => {
  it('runs each saved scan again, sets the new matches and tells the user once', async () => {
    const saved = await create('Above a hundred', 'close > 100');
    const matched = saved.lastRun!.symbols;
    expect(matched.length).toBeGreaterThan(3);
    // The run before this data update did not have three of today's matches.
    const previous = {
      ...saved.lastRun!,
      asOf: '2026-06-29T12:30:00.000Z',
      symbols: matched.slice(3),
      count: matched.length - 3,
    };
    await world.db.orm
      .update(savedScans)
      .set({ lastRun: previous })
      .where(eq(savedScans.id, saved.id));
    const before = (await inbox()).items.length;

    const [subscription] = appJobRegistry()
      .subscriptions(dataUpdated.name)
      .filter((s) => s.name === 'saved-scans');
    expect(subscription).toBeDefined();
    const context = {
      job: {
        id: '1',
        topic: dataUpdated.name,
        subscriber: 'saved-scans',
        attempt: 1,
        maxAttempts: 5,
      },
      db: world.db,
      logger: createLogger('silent'),
      signal: new AbortController().signal,
    } satisfies JobContext;
    const payload = {
      countrycode: 'IND',
      updatedatetime: saved.lastRun!.asOf,
      source: 'demo',
      tradeDates: [],
    };
    await subscription!.handle(payload, context);

    const after = (await list()).find((s) => s.id === saved.id)!;
    expect(after.newSymbols).toEqual(matched.slice(0, 3));
    expect(after.lastRun).toEqual(saved.lastRun);
    const notes = (await inbox()).items.slice(0, (await inbox()).items.length - before);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'scan-matches',
      title: "3 new stocks match 'Above a hundred'",
      link: '/investor/scans',
      demo: false,
    });
    expect(notes[0]!.body).toContain(matched.slice(0, 3).join(', '));

    // Run again on the same data (a retry, or a second worker): nothing more is told.
    const report = await rerunSavedScans(world.db, { now: new Date() });
    expect(report.ran).toBe(0);
    expect((await inbox()).items.length - before).toBe(1);
    const seen = await json<SavedScan>(
      await write(world.app, ME, 'POST', `/api/scans/${saved.id}/seen`),
      200,
    );
    expect(seen.newSymbols).toEqual([]);
  });

  it('leads an adviser’s notification to the adviser’s scans screen', async () => {
    const saved = await create('Adviser’s large list', 'close > 100', ADVISER);
    await world.db.orm
      .update(savedScans)
      .set({
        lastRun: { ...saved.lastRun!, asOf: '2026-06-29T12:30:00.000Z', symbols: [], count: 0 },
      })
      .where(eq(savedScans.id, saved.id));
    await rerunSavedScans(world.db, { now: new Date() });
    const [note] = (await inbox(ADVISER)).items;
    expect(note).toMatchObject({ kind: 'scan-matches', link: '/advisor/scans' });
    expect(note!.title).toBe(`${saved.lastRun!.count} new stocks match 'Adviser’s large list'`);
  });
});

describe('the demo seed', () => {
  it('gives investor@ and advisor@ two prebuilt scans each, run on the last two days', async () => {
    for (const email of [ME, ADVISER] as const) {
      const sub = demoSubOf(email);
      const ids = [demoScanId(sub, 0), demoScanId(sub, 1)];
      const seeded = (await list(email)).filter((s) => ids.includes(s.id));
      expect(seeded).toHaveLength(2);
      for (const saved of seeded) {
        const now = await scan(world.app, saved.expression);
        expect(saved.lastRun?.symbols, saved.name).toEqual(now.rows.map((row) => row.symbol));
      }
    }
    // Where a seeded scan has new matches, its notification says so (marked demo).
    const [row] = await world.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(savedScans)
      .where(sql`${savedScans.demo} AND cardinality(${savedScans.newSymbols}) > 0`);
    const notes = [...(await inbox(ME)).items, ...(await inbox(ADVISER)).items].filter(
      (note) => note.kind === 'scan-matches' && note.demo,
    );
    expect(notes).toHaveLength(row?.n ?? -1);
    expect(notes.length).toBeGreaterThan(0);
  });
});
