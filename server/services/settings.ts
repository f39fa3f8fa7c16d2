import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appSettings } from '../db/schema';

export const MAINTENANCE_KEY = 'UNDER_MAINTENANCE';

export type MaintenanceFlag = 0 | 1;

/** Spec 4: the value 1 sends every route to the maintenance page; anything else reads as 0. */
export async function getMaintenance(orm: Orm): Promise<MaintenanceFlag> {
  const [row] = await orm
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MAINTENANCE_KEY));
  return row?.value.trim() === '1' ? 1 : 0;
}

export async function setMaintenance(orm: Orm, flag: MaintenanceFlag): Promise<MaintenanceFlag> {
  await orm
    .insert(appSettings)
    .values({ key: MAINTENANCE_KEY, value: String(flag) })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: String(flag), updatedAt: sql`now()` },
    });
  return flag;
}
