import { promisifyRequest, type UseStore } from 'idb-keyval';

/** Safari drops IndexedDB connections of background tabs; the next transaction then throws these. */
const CONNECTION_LOST = new Set(['InvalidStateError', 'UnknownError', 'TransactionInactiveError']);

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : '';

export const isConnectionLost = (error: unknown): boolean => CONNECTION_LOST.has(errorName(error));

export const isQuotaError = (error: unknown): boolean =>
  ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'].includes(errorName(error));

/**
 * An idb-keyval store that reconnects. idb-keyval's own createStore keeps its first connection
 * forever, so once the browser closes it (Safari for background tabs, storage cleared, another
 * tab deleting the database) every later call fails. Here a closed connection is forgotten and
 * the call is tried once more on a new one. Nothing is opened until the first call.
 */
export function createReconnectingStore(
  dbName: string,
  storeName: string,
  factory: () => IDBFactory = () => indexedDB,
): UseStore {
  let connection: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    const request = factory().open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request).then((db) => {
      const forget = () => {
        if (connection === opened) connection = null;
      };
      db.onclose = forget;
      db.onversionchange = () => {
        db.close();
        forget();
      };
      return db;
    });
    opened.catch(() => {
      if (connection === opened) connection = null;
    });
    return opened;
  };

  const run = async <T>(
    mode: IDBTransactionMode,
    callback: (store: IDBObjectStore) => T | PromiseLike<T>,
  ): Promise<T> => {
    connection ??= open();
    const db = await connection;
    return callback(db.transaction(storeName, mode).objectStore(storeName));
  };

  return async (mode, callback) => {
    try {
      return await run(mode, callback);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      connection = null;
      return run(mode, callback);
    }
  };
}
