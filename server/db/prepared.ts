import type { Orm } from './database';

/**
 * A query built and prepared once per database (or transaction) handle, for the few that run on
 * every request: drizzle then skips building the SQL, and the database re-uses its plan.
 */
export function preparedPerDatabase<T>(build: (orm: Orm) => T): (orm: Orm) => T {
  const prepared = new WeakMap<Orm, T>();
  return (orm) => {
    let query = prepared.get(orm);
    if (query === undefined) {
      query = build(orm);
      prepared.set(orm, query);
    }
    return query;
  };
}
