import {
  DEFAULT_PRACTICE,
  indiaToday,
  MAINTENANCE_MAX_HOURS,
  registrationStatus,
  settingsRulesSchema,
  type AdvisorSettings,
  type MaintenanceRequest,
  type MaintenanceState,
  type SettingsInput,
  type SettingsValues,
} from '../../../src/features/advisor-settings/model/contract';
import { adviserChoicesWithDefaults } from '../../../src/features/advisor-settings/model/notification-topics';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { getMaintenance, setMaintenance } from '../../services/settings';
import { scheduleMaintenanceEnd } from './maintenance-job';
import { maintenanceUntil, readSettings, writeMaintenanceUntil, writeSettings } from './store';

// The adviser's practice settings and the admin's maintenance switch (issue 15, Deliver 6).

export const MAINTENANCE_OFF_COMMAND = 'npm run maintenance -- off';

export async function settingsOf(orm: Orm, sub: string, now: Date): Promise<AdvisorSettings> {
  const { name, sebiReg, isAdmin, row } = await readSettings(orm, sub);
  const sebiValidUntil = row?.sebiValidUntil ?? null;
  return {
    profile: {
      name,
      sebiReg,
      sebiValidUntil,
      practiceName: row?.practiceName ?? null,
      contactEmail: row?.contactEmail ?? null,
      contactPhone: row?.contactPhone ?? null,
      officeAddress: row?.officeAddress ?? null,
    },
    defaults: {
      driftBandBp: row?.defaultDriftBandBp ?? DEFAULT_PRACTICE.driftBandBp,
      reviewPeriodMonths: row?.reviewPeriodMonths ?? DEFAULT_PRACTICE.reviewPeriodMonths,
      idleCashThresholdPaise:
        row?.idleCashThresholdPaise ?? DEFAULT_PRACTICE.idleCashThresholdPaise,
    },
    notifications: adviserChoicesWithDefaults(row?.notifications),
    registration: registrationStatus(sebiValidUntil, indiaToday(now)),
    isAdmin,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const bodyField = (path: readonly PropertyKey[], detail: string): FieldError => ({
  in: 'body',
  field: path.map(String).join('.'),
  pointer: `#/${path.map(String).join('/')}`,
  detail,
});

/** The rules of the contract, each failure a named field of one 422. */
export function checkSettings(input: SettingsInput, now: Date): SettingsValues {
  const parsed = settingsRulesSchema(indiaToday(now)).safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => bodyField(issue.path, issue.message));
  throw new ApiError(
    422,
    'invalid_settings',
    errors.map(({ field, detail }) => `${field}: ${detail}`).join('; '),
    {},
    errors,
  );
}

export async function saveSettings(
  tx: Orm,
  sub: string,
  input: SettingsInput,
  now: Date,
): Promise<AdvisorSettings> {
  const values = checkSettings(input, now);
  await writeSettings(tx, sub, values);
  return settingsOf(tx, sub, now);
}

/** Admin advisers only; another adviser is refused by name, so the screen can say why. */
export async function assertAdmin(orm: Orm, caller: Profile): Promise<void> {
  const { isAdmin } = await readSettings(orm, caller.sub);
  if (!isAdmin) {
    throw new ApiError(
      403,
      'not_admin',
      'Only an admin adviser can switch maintenance mode. Ask the practice’s admin, or use `npm run maintenance` on the server.',
    );
  }
}

export async function maintenanceOf(orm: Orm): Promise<MaintenanceState> {
  const on = (await getMaintenance(orm)) === 1;
  return {
    on,
    until: on ? await maintenanceUntil(orm) : null,
    offCommand: MAINTENANCE_OFF_COMMAND,
  };
}

function checkedUntil(request: MaintenanceRequest, now: Date): string | null {
  if (!request.on || !request.until) return null;
  const until = new Date(request.until);
  const hours = (until.getTime() - now.getTime()) / 3_600_000;
  const problem =
    hours < 5 / 60
      ? 'Pick an end at least five minutes from now'
      : hours > MAINTENANCE_MAX_HOURS
        ? 'Pick an end within a week'
        : null;
  if (problem)
    throw new ApiError(422, 'invalid_until', problem, {}, [bodyField(['until'], problem)]);
  return until.toISOString();
}

/** Switches maintenance mode; with an end time, a job switches it off then. */
export async function switchMaintenance(
  tx: Orm,
  request: MaintenanceRequest,
  now: Date,
): Promise<MaintenanceState> {
  const until = checkedUntil(request, now);
  await setMaintenance(tx, request.on ? 1 : 0);
  await writeMaintenanceUntil(tx, until);
  if (until) await scheduleMaintenanceEnd(tx, until);
  return maintenanceOf(tx);
}
