import { inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { Person } from './views';

// The owner of a lead and the assignee of a task as the contract names them ({ id, name }): one
// read of user_profiles for every sub a list needs, never one per row.

export type People = ReadonlyMap<string, Person>;

export async function peopleOf(orm: Orm, subs: Iterable<string>): Promise<People> {
  const wanted = [...new Set(subs)];
  if (wanted.length === 0) return new Map();
  const rows = await orm
    .select({ id: userProfiles.sub, name: userProfiles.name })
    .from(userProfiles)
    .where(inArray(userProfiles.sub, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The person of `sub`; an account gone since (erased) still shows its id. */
export const personIn = (people: People, sub: string): Person =>
  people.get(sub) ?? { id: sub, name: null };
