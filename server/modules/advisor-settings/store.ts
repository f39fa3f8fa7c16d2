import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PRACTICE,
  type SettingsValues,
} from '../../../src/features/advisor-settings/model/contract';
import {
  adviserChoicesWithDefaults,
  isAdviserTopic,
} from '../../../src/features/advisor-settings/model/notification-topics';
import type { Orm } from '../../db/database';
import { appSettings, userProfiles } from '../../db/schema';
import { MAINTENANCE_KEY } from '../../services/settings';
import { advisorSettings, type AdvisorSettingsRow } from './tables';

// The adviser's practice settings: name and SEBI registration on user_profiles, the rest on
// advisor_settings (no row: the defaults). The only file here that touches tables.

export interface StoredSettings {
  name: string | null;
  sebiReg: string | null;
  isAdmin: boolean;
  row: AdvisorSettingsRow | undefined;
}

export async function readSettings(orm: Orm, sub: string): Promise<StoredSettings> {
  const [profile] = await orm
    .select({
      name: userProfiles.name,
      sebiReg: userProfiles.sebiReg,
      isAdmin: userProfiles.isAdmin,
    })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub));
  const [row] = await orm.select().from(advisorSettings).where(eq(advisorSettings.advisorSub, sub));
  return {
    name: profile?.name ?? null,
    sebiReg: profile?.sebiReg ?? null,
    isAdmin: profile?.isAdmin ?? false,
    row,
  };
}

/**
 * One transaction (the write route's): the SEBI registration on the profile, then the settings
 * row. The name is not written here: the profile takes it from the sign-in token on every call
 * (profileFromToken), so the screen changes it on the sign-in account first.
 */
export async function writeSettings(tx: Orm, sub: string, values: SettingsValues): Promise<void> {
  const { profile, defaults, notifications } = values;
  await tx
    .update(userProfiles)
    .set({ sebiReg: profile.sebiReg, updatedAt: sql`now()` })
    .where(eq(userProfiles.sub, sub));
  const set = {
    practiceName: profile.practiceName,
    sebiValidUntil: profile.sebiValidUntil,
    contactEmail: profile.contactEmail,
    contactPhone: profile.contactPhone,
    officeAddress: profile.officeAddress,
    defaultDriftBandBp: defaults.driftBandBp,
    reviewPeriodMonths: defaults.reviewPeriodMonths,
    idleCashThresholdPaise: defaults.idleCashThresholdPaise,
    notifications,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(advisorSettings)
    .values({ advisorSub: sub, ...set })
    .onConflictDoUpdate({ target: advisorSettings.advisorSub, set });
}

/** A new model portfolio's band when the request gives none: the adviser's default. */
export async function defaultDriftBandOf(orm: Orm, sub: string): Promise<number> {
  const [row] = await orm
    .select({ bp: advisorSettings.defaultDriftBandBp })
    .from(advisorSettings)
    .where(eq(advisorSettings.advisorSub, sub));
  return row?.bp ?? DEFAULT_PRACTICE.driftBandBp;
}

/**
 * Whether an in-app notice of `kind` should reach `sub`: false only when the recipient is an
 * adviser who switched the topic off. Kinds that are not adviser topics are always delivered.
 */
export async function wantsInAppNotice(orm: Orm, sub: string, kind: string): Promise<boolean> {
  if (!isAdviserTopic(kind)) return true;
  const [row] = await orm
    .select({ notifications: advisorSettings.notifications })
    .from(advisorSettings)
    .where(eq(advisorSettings.advisorSub, sub));
  return row ? adviserChoicesWithDefaults(row.notifications)[kind].inApp : true;
}

// Maintenance: UNDER_MAINTENANCE (server/services/settings.ts) and, when the admin set an end,
// MAINTENANCE_UNTIL written in the same statement-time (`now()` of one transaction). The end
// counts only while both rows carry the same updated_at: any later switch (the app or `npm run
// maintenance`) changes UNDER_MAINTENANCE's time and so cancels it.

export const MAINTENANCE_UNTIL_KEY = 'MAINTENANCE_UNTIL';

export async function writeMaintenanceUntil(tx: Orm, until: string | null): Promise<void> {
  if (until === null) {
    await tx.delete(appSettings).where(eq(appSettings.key, MAINTENANCE_UNTIL_KEY));
    return;
  }
  await tx
    .insert(appSettings)
    .values({ key: MAINTENANCE_UNTIL_KEY, value: until })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: until, updatedAt: sql`now()` } });
}

/** The automatic end that still holds, or null. */
export async function maintenanceUntil(orm: Orm): Promise<string | null> {
  const rows = await orm
    .select({ key: appSettings.key, value: appSettings.value, at: appSettings.updatedAt })
    .from(appSettings)
    .where(sql`${appSettings.key} IN (${MAINTENANCE_KEY}, ${MAINTENANCE_UNTIL_KEY})`);
  const flag = rows.find((row) => row.key === MAINTENANCE_KEY);
  const until = rows.find((row) => row.key === MAINTENANCE_UNTIL_KEY);
  if (!flag || !until || flag.value.trim() !== '1') return null;
  return flag.at.getTime() === until.at.getTime() ? until.value : null;
}

/** The scheduled end: switches off only if `until` is still the end that holds. */
export async function endMaintenanceIfDue(tx: Orm, until: string): Promise<boolean> {
  await tx
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, MAINTENANCE_KEY))
    .for('update');
  if ((await maintenanceUntil(tx)) !== until) return false;
  await tx
    .update(appSettings)
    .set({ value: '0', updatedAt: sql`now()` })
    .where(eq(appSettings.key, MAINTENANCE_KEY));
  await writeMaintenanceUntil(tx, null);
  return true;
}
