import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { paperAccounts } from '../broker/tables';

export interface ClientAccount {
  sub: string;
  name: string | null;
  /** false: no paper account, nothing held to look at. */
  hasAccount: boolean;
}

/** The adviser's own clients, by name, and whether each has a paper account. */
export async function clientAccounts(orm: Orm, advisorSub: string): Promise<ClientAccount[]> {
  const rows = await orm
    .select({
      sub: userProfiles.sub,
      name: userProfiles.name,
      account: paperAccounts.investorSub,
    })
    .from(userProfiles)
    .leftJoin(paperAccounts, eq(paperAccounts.investorSub, userProfiles.sub))
    .where(eq(userProfiles.advisorSub, advisorSub))
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
  return rows.map((row) => ({ sub: row.sub, name: row.name, hasAccount: row.account !== null }));
}
