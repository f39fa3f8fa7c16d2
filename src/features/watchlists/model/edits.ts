import { ALERT_KINDS } from './alerts';
import type { PriceAlert, Watchlist } from './contract';
import { EXCHANGES, moveItem, sameStock, withItem, withoutItem, type StockRef } from './rules';

/**
 * Watchlist and alert edits as this device shows them before the server has them: applied at
 * once (optimistic), and again over the last saved lists after a reload while the outbox still
 * holds them (offline). Each edit is idempotent — applying it to lists that have it already
 * changes nothing — so an edit may be applied both to the query's data and from the outbox.
 */

export type WatchlistEdit =
  | { kind: 'create'; id: string; name: string; items?: StockRef[] }
  | { kind: 'update'; id: string; name?: string; items?: StockRef[] }
  | { kind: 'delete'; id: string }
  | { kind: 'add'; id: string; stock: StockRef; name?: string }
  | { kind: 'remove'; id: string; stock: StockRef };

export type AlertEdit =
  { kind: 'create-alert'; alert: PriceAlert } | { kind: 'delete-alert'; id: string };

type Item = Watchlist['items'][number];

function itemsFrom(stocks: readonly StockRef[], before: readonly Item[], at: string): Item[] {
  return stocks.map(
    (stock) =>
      before.find((item) => sameStock(item, stock)) ?? {
        ...stock,
        name: stock.symbol,
        addedAt: at,
      },
  );
}

/** The lists with `edit` applied; `at` stamps what it creates (ISO time). */
export function applyEdit(
  lists: readonly Watchlist[],
  edit: WatchlistEdit,
  at: string,
): Watchlist[] {
  switch (edit.kind) {
    case 'create': {
      if (lists.some((list) => list.id === edit.id)) return [...lists];
      const position = Math.max(-1, ...lists.map((list) => list.position)) + 1;
      const items = itemsFrom(edit.items ?? [], [], at);
      return [
        ...lists,
        {
          id: edit.id,
          name: edit.name,
          position,
          demo: false,
          createdAt: at,
          updatedAt: at,
          items,
        },
      ];
    }
    case 'delete':
      return lists.filter((list) => list.id !== edit.id);
    default:
      return lists.map((list) => (list.id === edit.id ? changed(list, edit, at) : list));
  }
}

function changed(
  list: Watchlist,
  edit: Exclude<WatchlistEdit, { kind: 'create' | 'delete' }>,
  at: string,
): Watchlist {
  if (edit.kind === 'update') {
    return {
      ...list,
      ...(edit.name !== undefined && { name: edit.name }),
      ...(edit.items !== undefined && { items: itemsFrom(edit.items, list.items, at) }),
    };
  }
  if (edit.kind === 'add') {
    const item = { ...edit.stock, name: edit.name ?? edit.stock.symbol, addedAt: at };
    return { ...list, items: withItem(list.items, item) };
  }
  return { ...list, items: withoutItem(list.items, edit.stock) };
}

export const applyEdits = (
  lists: readonly Watchlist[],
  edits: ReadonlyArray<{ edit: WatchlistEdit; at: string }>,
): Watchlist[] =>
  edits.reduce<Watchlist[]>((all, { edit, at }) => applyEdit(all, edit, at), [...lists]);

/** The reorder a keyboard or drag asks for, as the whole list a PUT states (replay-safe). */
export const reorderEdit = (list: Watchlist, from: number, to: number): WatchlistEdit => ({
  kind: 'update',
  id: list.id,
  items: moveItem(list.items, from, to).map(({ exchange, symbol }) => ({ exchange, symbol })),
});

export function applyAlertEdit(alerts: readonly PriceAlert[], edit: AlertEdit): PriceAlert[] {
  if (edit.kind === 'delete-alert') return alerts.filter((alert) => alert.id !== edit.id);
  if (alerts.some((alert) => alert.id === edit.alert.id)) return [...alerts];
  return [...alerts, edit.alert];
}

/** A write as the outbox keeps it: what it changes is read back from its method, path and body. */
export interface KeptWrite {
  method: string;
  path: string;
  body?: unknown;
  createdAt: number;
}

const LIST_PATH =
  /^\/investor\/watchlists(?:\/([0-9a-f-]{36}))?(?:\/items(?:\/([A-Z]+)\/([^/]+))?)?$/i;
const ALERT_PATH = /^\/investor\/alerts(?:\/([0-9a-f-]{36}))?$/i;

const isExchange = (value: unknown): value is StockRef['exchange'] =>
  (EXCHANGES as readonly unknown[]).includes(value);

function stockOf(value: unknown): StockRef | null {
  const { exchange, symbol } = (value ?? {}) as Record<string, unknown>;
  return isExchange(exchange) && typeof symbol === 'string'
    ? { exchange, symbol: symbol.toUpperCase() }
    : null;
}

const stocksOf = (value: unknown): StockRef[] | undefined =>
  Array.isArray(value) ? value.map(stockOf).filter((s): s is StockRef => s !== null) : undefined;

/** The watchlist edit a kept write makes, or null for any other write. */
export function watchlistEditOf(write: KeptWrite): WatchlistEdit | null {
  const match = LIST_PATH.exec(write.path);
  if (!match) return null;
  const [, id, exchange, symbol] = match;
  const body = (write.body ?? {}) as Record<string, unknown>;
  const isItems = write.path.includes('/items');
  if (
    write.method === 'POST' &&
    !id &&
    typeof body.id === 'string' &&
    typeof body.name === 'string'
  ) {
    return { kind: 'create', id: body.id, name: body.name, items: stocksOf(body.items) ?? [] };
  }
  if (!id) return null;
  if (write.method === 'PUT' && !isItems) {
    return {
      kind: 'update',
      id,
      ...(typeof body.name === 'string' && { name: body.name }),
      ...(body.items !== undefined && { items: stocksOf(body.items) ?? [] }),
    };
  }
  if (write.method === 'DELETE' && !isItems) return { kind: 'delete', id };
  if (write.method === 'POST' && isItems) {
    const stock = stockOf(body);
    return stock ? { kind: 'add', id, stock } : null;
  }
  if (write.method === 'DELETE' && exchange && symbol) {
    const stock = stockOf({ exchange: exchange.toUpperCase(), symbol: decodeURIComponent(symbol) });
    return stock ? { kind: 'remove', id, stock } : null;
  }
  return null;
}

/**
 * The alert a kept write sets (shown armed until the server says how it stands) or the one it
 * deletes, or null for any other write.
 */
export function alertEditOf(write: KeptWrite): AlertEdit | null {
  const match = ALERT_PATH.exec(write.path);
  if (!match) return null;
  if (write.method === 'DELETE' && match[1]) return { kind: 'delete-alert', id: match[1] };
  const body = (write.body ?? {}) as Record<string, unknown>;
  const stock = stockOf(body);
  const kind = ALERT_KINDS.find((known) => known === body.kind);
  if (write.method !== 'POST' || match[1] || !stock || !kind) return null;
  if (typeof body.id !== 'string' || typeof body.threshold !== 'number') return null;
  return {
    kind: 'create-alert',
    alert: {
      id: body.id,
      ...stock,
      name: stock.symbol,
      kind,
      threshold: body.threshold,
      state: 'armed',
      lastDate: null,
      lastClose: null,
      createdAt: new Date(write.createdAt).toISOString(),
      firedAt: null,
      fireCount: 0,
      demo: false,
    },
  };
}
