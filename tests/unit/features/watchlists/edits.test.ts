import { describe, expect, it } from 'vitest';
import type { PriceAlert, Watchlist } from '@/features/watchlists/model/contract';
import {
  alertEditOf,
  applyAlertEdit,
  applyEdit,
  applyEdits,
  reorderEdit,
  watchlistEditOf,
  type WatchlistEdit,
} from '@/features/watchlists/model/edits';

// Edits shown before the server has them (issue 12, Deliver 10: edits work offline): each is
// idempotent, so applying it over lists that have it already — the server's answer after it
// landed, or the optimistic copy — changes nothing; and each is read back from the outbox's kept
// write, so a reload offline shows it.

const AT = '2026-01-15T10:00:00.000Z';
const ID = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const NEW_ID = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
const item = (symbol: string) => ({
  exchange: 'NSE' as const,
  symbol,
  name: `${symbol} Ltd`,
  addedAt: AT,
});
const list = (over: Partial<Watchlist> = {}): Watchlist => ({
  id: ID,
  name: 'Long-term ideas',
  position: 0,
  demo: false,
  createdAt: AT,
  updatedAt: AT,
  items: [item('INFY'), item('TCS'), item('ITC')],
  ...over,
});
const symbols = (lists: Watchlist[], id = ID) =>
  lists.find((l) => l.id === id)?.items.map((i) => i.symbol);
const nse = (symbol: string) => ({ exchange: 'NSE' as const, symbol });

describe('applyEdit, twice = once', () => {
  it.each<[string, WatchlistEdit, string[] | undefined, number]>([
    [
      'create',
      { kind: 'create', id: NEW_ID, name: 'Banks', items: [nse('SBIN')] },
      ['INFY', 'TCS', 'ITC'],
      2,
    ],
    ['rename', { kind: 'update', id: ID, name: 'Core' }, ['INFY', 'TCS', 'ITC'], 1],
    [
      'reorder',
      { kind: 'update', id: ID, items: [nse('ITC'), nse('INFY'), nse('TCS')] },
      ['ITC', 'INFY', 'TCS'],
      1,
    ],
    ['add', { kind: 'add', id: ID, stock: nse('SBIN') }, ['INFY', 'TCS', 'ITC', 'SBIN'], 1],
    ['add one there', { kind: 'add', id: ID, stock: nse('TCS') }, ['INFY', 'TCS', 'ITC'], 1],
    ['remove', { kind: 'remove', id: ID, stock: nse('TCS') }, ['INFY', 'ITC'], 1],
    ['delete', { kind: 'delete', id: ID }, undefined, 0],
    [
      'an edit of a list not here',
      { kind: 'add', id: NEW_ID, stock: nse('SBIN') },
      ['INFY', 'TCS', 'ITC'],
      1,
    ],
  ])('%s', (_case, edit, expected, count) => {
    const once = applyEdit([list()], edit, AT);
    expect(symbols(once)).toEqual(expected);
    expect(once).toHaveLength(count);
    expect(applyEdit(once, edit, AT)).toEqual(once);
  });

  it('keeps a stock’s name and added time through a reorder; new ones show their symbol', () => {
    const [after] = applyEdit(
      [list()],
      { kind: 'update', id: ID, items: [nse('TCS'), nse('SBIN')] },
      'later',
    );
    expect(after!.items).toEqual([item('TCS'), { ...nse('SBIN'), name: 'SBIN', addedAt: 'later' }]);
  });

  it('applies a queue in order: create, add to it, reorder it', () => {
    const lists = applyEdits(
      [list()],
      [
        { edit: { kind: 'create', id: NEW_ID, name: 'Banks' }, at: AT },
        { edit: { kind: 'add', id: NEW_ID, stock: nse('SBIN') }, at: AT },
        { edit: { kind: 'add', id: NEW_ID, stock: nse('HDFCBANK') }, at: AT },
        { edit: { kind: 'update', id: NEW_ID, items: [nse('HDFCBANK'), nse('SBIN')] }, at: AT },
      ],
    );
    expect(symbols(lists, NEW_ID)).toEqual(['HDFCBANK', 'SBIN']);
    expect(lists[1]).toMatchObject({ name: 'Banks', position: 1 });
  });

  it('states a keyboard or drag move as the whole new order', () => {
    expect(reorderEdit(list(), 2, 0)).toEqual({
      kind: 'update',
      id: ID,
      items: [nse('ITC'), nse('INFY'), nse('TCS')],
    });
  });
});

describe('watchlistEditOf: an outbox write read back', () => {
  const base = `/investor/watchlists`;
  it.each<[string, string, string, unknown, WatchlistEdit | null]>([
    [
      'create',
      'POST',
      base,
      { id: NEW_ID, name: 'Banks' },
      { kind: 'create', id: NEW_ID, name: 'Banks', items: [] },
    ],
    [
      'create without an id (not shown: no id to edit it by)',
      'POST',
      base,
      { name: 'Banks' },
      null,
    ],
    ['rename', 'PUT', `${base}/${ID}`, { name: 'Core' }, { kind: 'update', id: ID, name: 'Core' }],
    [
      'reorder',
      'PUT',
      `${base}/${ID}`,
      { items: [nse('TCS')] },
      { kind: 'update', id: ID, items: [nse('TCS')] },
    ],
    ['delete', 'DELETE', `${base}/${ID}`, undefined, { kind: 'delete', id: ID }],
    [
      'add',
      'POST',
      `${base}/${ID}/items`,
      { exchange: 'NSE', symbol: 'sbin' },
      { kind: 'add', id: ID, stock: nse('SBIN') },
    ],
    [
      'remove',
      'DELETE',
      `${base}/${ID}/items/NSE/M%26M`,
      undefined,
      { kind: 'remove', id: ID, stock: nse('M&M') },
    ],
    ['another feature’s write', 'POST', '/investor/orders', { symbol: 'INFY' }, null],
    [
      'a body that is not a stock',
      'POST',
      `${base}/${ID}/items`,
      { exchange: 'LSE', symbol: 'X' },
      null,
    ],
  ])('%s', (_case, method, path, body, expected) => {
    expect(watchlistEditOf({ method, path, body, createdAt: 0 })).toEqual(expected);
  });
});

describe('alert edits', () => {
  const alert: PriceAlert = {
    id: ID,
    exchange: 'NSE',
    symbol: 'INFY',
    name: 'INFY',
    kind: 'above',
    threshold: 160_000,
    state: 'armed',
    lastDate: null,
    lastClose: null,
    createdAt: '1970-01-01T00:00:00.000Z',
    firedAt: null,
    fireCount: 0,
    demo: false,
  };

  it('reads a kept alert back, shown armed until the server answers', () => {
    const body = { id: ID, exchange: 'NSE', symbol: 'INFY', kind: 'above', threshold: 160_000 };
    expect(alertEditOf({ method: 'POST', path: '/investor/alerts', body, createdAt: 0 })).toEqual({
      kind: 'create-alert',
      alert,
    });
    expect(alertEditOf({ method: 'DELETE', path: `/investor/alerts/${ID}`, createdAt: 0 })).toEqual(
      {
        kind: 'delete-alert',
        id: ID,
      },
    );
    expect(
      alertEditOf({ method: 'POST', path: '/investor/alerts', body: { id: ID }, createdAt: 0 }),
    ).toBeNull();
  });

  it('applies each once', () => {
    const made = applyAlertEdit([], { kind: 'create-alert', alert });
    expect(applyAlertEdit(made, { kind: 'create-alert', alert })).toEqual([alert]);
    expect(applyAlertEdit(made, { kind: 'delete-alert', id: ID })).toEqual([]);
  });
});
