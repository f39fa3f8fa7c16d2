import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { dataStatus } from '../db/schema';

export interface DataStatus {
  countrycode: string;
  /** ISO 8601, UTC. */
  updatedatetime: string;
}

/** The archive's last data update for a country; undefined when the country is not tracked. */
export async function getDataStatus(
  orm: Orm,
  countrycode: string,
): Promise<DataStatus | undefined> {
  const [row] = await orm.select().from(dataStatus).where(eq(dataStatus.countrycode, countrycode));
  return row && { countrycode: row.countrycode, updatedatetime: row.updatedatetime.toISOString() };
}
