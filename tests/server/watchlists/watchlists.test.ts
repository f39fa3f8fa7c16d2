import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { demoWatchlistId } from '../../../server/modules/watchlists/demo-seed';
import { MAX_ITEMS, MAX_LISTS } from '../../../src/features/watchlists/model/rules';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  as,
  json,
  startWatchlistsWorld,
  stock,
  symbolsOf,
  write,
  type ListAnswer,
  type WatchlistsWorld,
} from './support';

// Watchlists over HTTP on the real server and database (issue 12, Deliver 10 and "Tests"): the
// limits, names, ownership (another investor's list is not found), validation answered 4xx,
// never 500, and writes that an outbox can replay: the same key, or the same edit sent again.

let world: WatchlistsWorld;

beforeAll(async () => {
  world = await startWatchlistsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const BASE = '/api/investor/watchlists';
const listsOf = async (email: 'investor@example.com' | 'broker@example.com' | 'neha@example.com') =>
  (
    await json<{ lists: ListAnswer[]; limits: { lists: number; items: number } }>(
      await world.app.call('GET', BASE, as(email)),
      200,
    )
  ).lists;
const create = (email: Parameters<typeof write>[1], body: unknown, key?: string) =>
  write(world.app, email, 'POST', BASE, body, key);

describe('the demo seed', () => {
  it('gives investor@ two labelled lists of real stocks, and neha@ one', async () => {
    const lists = await listsOf('investor@example.com');
    expect(lists.map((list) => [list.name, list.demo])).toEqual([
      ['Long-term ideas', true],
      ['Banks to watch', true],
    ]);
    expect(lists.every((list) => list.items.length > 0)).toBe(true);
    expect(lists[0]!.id).toBe(demoWatchlistId(demoSubOf('investor@example.com'), 0));
    expect((await listsOf('neha@example.com')).map((list) => list.name)).toEqual(['Favourites']);
  });
});

describe('limits and names', () => {
  it(`starts up to ${MAX_LISTS} lists, then refuses the next with 409`, async () => {
    for (let n = 1; n <= MAX_LISTS; n += 1) {
      await json(await create('broker@example.com', { name: `List ${n}` }), 201);
    }
    const refused = await expectErrorBody(
      await create('broker@example.com', { name: 'One more' }),
      409,
      'watchlist_limit',
    );
    expect(refused.detail).toMatch(/10 lists/);
    const lists = await listsOf('broker@example.com');
    expect(lists).toHaveLength(MAX_LISTS);
    for (const list of lists.slice(2)) {
      await json(await write(world.app, 'broker@example.com', 'DELETE', `${BASE}/${list.id}`), 200);
    }
  });

  it.each([
    ['the same name in another case', 'list 1'],
    ['the same name with extra spaces', '  List   1 '],
  ])('refuses %s with 409 naming the field', async (_case, name) => {
    const problem = await expectErrorBody(
      await create('broker@example.com', { name }),
      409,
      'name_taken',
    );
    expect(problem.errors?.[0]).toMatchObject({ field: 'name' });
  });

  it('lets two investors use the same name, and a rename keep its own name in another case', async () => {
    await json(await create('neha@example.com', { name: 'List 1' }), 201);
    const [first] = await listsOf('broker@example.com');
    const renamed = await json<ListAnswer>(
      await write(world.app, 'broker@example.com', 'PUT', `${BASE}/${first!.id}`, {
        name: 'LIST 1',
      }),
      200,
    );
    expect(renamed.name).toBe('LIST 1');
  });

  it(`holds ${MAX_ITEMS} stocks a list and refuses the next with 409`, async () => {
    const { symbols } = world;
    expect(symbols.length).toBeGreaterThan(MAX_ITEMS);
    const full = await json<ListAnswer>(
      await create('broker@example.com', {
        name: 'Everything',
        items: symbols.slice(0, MAX_ITEMS).map(stock),
      }),
      201,
    );
    expect(full.items).toHaveLength(MAX_ITEMS);
    const path = `${BASE}/${full.id}/items`;
    await expectErrorBody(
      await write(world.app, 'broker@example.com', 'POST', path, stock(symbols[MAX_ITEMS]!)),
      409,
      'list_full',
    );
    // One already there is not one more.
    await json(await write(world.app, 'broker@example.com', 'POST', path, stock(symbols[0]!)), 201);
    await expectErrorBody(
      await write(world.app, 'broker@example.com', 'PUT', `${BASE}/${full.id}`, {
        items: symbols.slice(0, MAX_ITEMS + 1).map(stock),
      }),
      400,
    );
    await json(await write(world.app, 'broker@example.com', 'DELETE', `${BASE}/${full.id}`), 200);
  });
});

describe('stocks in a list', () => {
  let list: ListAnswer;
  beforeAll(async () => {
    list = await json<ListAnswer>(await create('broker@example.com', { name: 'Stocks' }), 201);
  });
  const items = (id = list.id) => `${BASE}/${id}/items`;

  it('adds at the end, with the archive’s name; adding again changes nothing', async () => {
    const [a, b] = world.symbols;
    await json(await write(world.app, 'broker@example.com', 'POST', items(), stock(a!)), 201);
    const answer = await json<ListAnswer>(
      await write(world.app, 'broker@example.com', 'POST', items(), {
        exchange: 'NSE',
        symbol: b!.toLowerCase(),
      }),
      201,
    );
    expect(symbolsOf(answer)).toEqual([a, b]);
    expect(answer.items[0]!.name).not.toBe(a);
    const again = await json<ListAnswer>(
      await write(world.app, 'broker@example.com', 'POST', items(), stock(a!)),
      201,
    );
    expect(symbolsOf(again)).toEqual([a, b]);
  });

  it('refuses a stock the market data does not know with 422 naming it', async () => {
    const problem = await expectErrorBody(
      await write(world.app, 'broker@example.com', 'POST', items(), stock('NOSUCHCO')),
      422,
      'unknown_symbol',
    );
    expect(problem.detail).toContain('NOSUCHCO');
    const [a] = world.symbols;
    const inList = await expectErrorBody(
      await write(world.app, 'broker@example.com', 'PUT', `${BASE}/${list.id}`, {
        items: [stock(a!), stock('NOSUCHCO')],
      }),
      422,
      'unknown_symbol',
    );
    expect(inList.errors?.[0]).toMatchObject({ field: 'items.1.symbol' });
  });

  it('removes a stock; removing it again answers the list as it is', async () => {
    const [a, b] = world.symbols;
    const path = `${items()}/NSE/${a}`;
    expect(
      symbolsOf(await json(await write(world.app, 'broker@example.com', 'DELETE', path), 200)),
    ).toEqual([b]);
    expect(
      symbolsOf(await json(await write(world.app, 'broker@example.com', 'DELETE', path), 200)),
    ).toEqual([b]);
  });

  it('replays an offline queue (add, then reorder) to the same list, whatever was answered before', async () => {
    const [, b, c, d] = world.symbols;
    const queue = [
      { method: 'POST', path: items(), body: stock(c!), key: randomUUID() },
      { method: 'POST', path: items(), body: stock(d!), key: randomUUID() },
      // Moved d to the top: the reorder states the whole list.
      {
        method: 'PUT',
        path: `${BASE}/${list.id}`,
        body: { items: [d, b, c].map((s) => stock(s!)) },
        key: randomUUID(),
      },
    ];
    const expected = [d, b, c];
    for (const edit of queue) {
      await write(world.app, 'broker@example.com', edit.method, edit.path, edit.body, edit.key);
    }
    // The answers were lost: the outbox sends each again with its key.
    for (const edit of queue) {
      const again = await write(
        world.app,
        'broker@example.com',
        edit.method,
        edit.path,
        edit.body,
        edit.key,
      );
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    }
    // Another device sent the same edits again under new keys: still the same list.
    for (const edit of queue) {
      await write(world.app, 'broker@example.com', edit.method, edit.path, edit.body);
    }
    const [, , mine] = await listsOf('broker@example.com');
    expect(mine?.id).toBe(list.id);
    expect(symbolsOf(mine!)).toEqual(expected);
  });

  it('keeps a client-made id, so edits made offline before the list synced apply to it', async () => {
    const id = randomUUID();
    const made = await json<ListAnswer>(
      await create('broker@example.com', { id, name: 'Made offline' }),
      201,
    );
    expect(made.id).toBe(id);
    await json(
      await write(world.app, 'broker@example.com', 'POST', items(id), stock(world.symbols[5]!)),
      201,
    );
    await expectErrorBody(
      await create('broker@example.com', { id, name: 'Another' }),
      409,
      'watchlist_exists',
    );
    await json(await write(world.app, 'broker@example.com', 'DELETE', `${BASE}/${id}`), 200);
  });
});

describe('ownership and roles', () => {
  const nehasList = () => demoWatchlistId(demoSubOf('neha@example.com'), 0);

  it.each([
    ['PUT', '', { name: 'Mine now' }],
    ['DELETE', '', undefined],
    ['POST', '/items', { exchange: 'NSE', symbol: 'INFY' }],
    ['DELETE', '/items/NSE/INFY', undefined],
  ])(
    'answers %s of another investor’s list%s with 404 and changes nothing',
    async (method, tail, body) => {
      const before = await listsOf('neha@example.com');
      await expectErrorBody(
        await write(
          world.app,
          'investor@example.com',
          method,
          `${BASE}/${nehasList()}${tail}`,
          body,
        ),
        404,
        'not_found',
      );
      expect(await listsOf('neha@example.com')).toEqual(before);
    },
  );

  it('answers a list that does not exist with 404', async () => {
    await expectErrorBody(
      await write(world.app, 'investor@example.com', 'PUT', `${BASE}/${randomUUID()}`, {
        name: 'x',
      }),
      404,
      'not_found',
    );
  });

  it('refuses advisers (403) and the frozen investor (403)', async () => {
    await expectErrorBody(
      await world.app.call('GET', BASE, as('advisor@example.com')),
      403,
      'forbidden',
    );
    await expectErrorBody(
      await world.app.call('GET', BASE, as('frozen@example.com')),
      403,
      'account_frozen',
    );
  });
});

describe('validation: a bad request is a 4xx, never a 500', () => {
  const id = () => demoWatchlistId(demoSubOf('investor@example.com'), 1);
  it.each<[string, string, () => string, unknown, number]>([
    ['no name', 'POST', () => BASE, {}, 400],
    ['an empty name', 'POST', () => BASE, { name: '   ' }, 400],
    ['a name of 41 characters', 'POST', () => BASE, { name: 'x'.repeat(41) }, 400],
    ['a name that is a number', 'POST', () => BASE, { name: 42 }, 400],
    ['an unknown field', 'POST', () => BASE, { name: 'ok', colour: 'red' }, 400],
    ['an id that is not a UUID', 'POST', () => BASE, { id: 'abc', name: 'ok' }, 400],
    ['items that are not a list', 'PUT', () => `${BASE}/${id()}`, { items: 'INFY' }, 400],
    [
      'a stock without an exchange',
      'PUT',
      () => `${BASE}/${id()}`,
      { items: [{ symbol: 'INFY' }] },
      400,
    ],
    [
      'an exchange that is not NSE or BSE',
      'POST',
      () => `${BASE}/${id()}/items`,
      { exchange: 'NYSE', symbol: 'IBM' },
      400,
    ],
    [
      'a symbol with spaces',
      'POST',
      () => `${BASE}/${id()}/items`,
      { exchange: 'NSE', symbol: 'IN FY' },
      400,
    ],
    ['a list id that is not a UUID', 'PUT', () => `${BASE}/not-a-uuid`, { name: 'x' }, 400],
    [
      'a bad exchange in the path',
      'DELETE',
      () => `${BASE}/${id()}/items/LSE/INFY`,
      undefined,
      400,
    ],
    ['a body that is not JSON', 'POST', () => BASE, '{"name":', 400],
  ])('%s: %s → %i', async (_case, method, path, body, status) => {
    const response =
      typeof body === 'string'
        ? await world.app.call(method, path(), { ...as('investor@example.com'), rawBody: body })
        : await write(world.app, 'investor@example.com', method, path(), body);
    const problem = await expectErrorBody(response, status);
    expect(problem.detail.length).toBeGreaterThan(0);
  });
});
