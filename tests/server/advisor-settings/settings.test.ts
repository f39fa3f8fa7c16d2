import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedAdvisorSettingsDemo } from '../../../server/modules/advisor-settings/demo-seed';
import { endMaintenanceIfDue } from '../../../server/modules/advisor-settings/store';
import { addNotification } from '../../../server/modules/notifications/store';
import { notifications } from '../../../server/modules/notifications/tables';
import { MAINTENANCE_KEY } from '../../../server/services/settings';
import {
  addYears,
  advisorSettingsSchema,
  indiaToday,
  maintenanceStateSchema,
  type SettingsInput,
} from '../../../src/features/advisor-settings/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The adviser's practice settings and the admin's maintenance switch over HTTP on the real
// server and database (issue 15, Deliver 6).

const ARCHIVE = { ...SMALL, symbols: 6, days: 20 };
const PATH = '/api/advisor/settings';
const MAINTENANCE = '/api/advisor/maintenance';
const PRIYA = 'advisor@example.com';
const VIKRAM = 'advisor2@example.com';
const INVESTOR = 'investor@example.com';

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld(ARCHIVE, [seedAdvisorSettingsDemo]);
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const get = async (email: Parameters<typeof as>[0], path = PATH) =>
  world.app.call('GET', path, as(email));

const today = indiaToday();

const valid = (): SettingsInput => ({
  profile: {
    name: 'Vikram Rao',
    sebiReg: 'INA000067890',
    sebiValidUntil: addYears(today, 2),
    practiceName: 'Rao Advisory',
    contactEmail: 'desk@rao.example',
    contactPhone: '+919812345678',
    officeAddress: '2 MG Road, Bengaluru 560001',
  },
  defaults: { driftBandBp: 700, reviewPeriodMonths: 6, idleCashThresholdPaise: 1_00_000_00 },
  notifications: {
    'suggestion-answer': { inApp: true },
    'research-call': { inApp: false },
    'scan-matches': { inApp: true },
  },
});

describe('GET /api/advisor/settings', () => {
  it('gives the defaults to an adviser who never saved', async () => {
    const settings = advisorSettingsSchema.parse(await json(await get(VIKRAM), 200));
    expect(settings.defaults).toEqual({
      driftBandBp: 500,
      reviewPeriodMonths: 12,
      idleCashThresholdPaise: 50_000_00,
    });
    expect(settings.profile).toMatchObject({ name: 'Vikram Rao', sebiReg: 'INA000067890' });
    expect(settings.profile.practiceName).toBeNull();
    expect(Object.values(settings.notifications).every((topic) => topic.inApp)).toBe(true);
    expect(settings.isAdmin).toBe(false);
    expect(settings.registration).toBe('no-date');
  });

  it('gives the demo admin her seeded practice', async () => {
    const settings = advisorSettingsSchema.parse(await json(await get(PRIYA), 200));
    expect(settings.isAdmin).toBe(true);
    expect(settings.profile.practiceName).toBe('Mehta Wealth Advisory (demo)');
    expect(settings.profile.sebiValidUntil).toBe('2030-03-31');
  });

  it('refuses an investor by role', async () => {
    await expectErrorBody(await get(INVESTOR), 403);
  });
});

describe('PUT /api/advisor/settings', () => {
  it('saves the profile and practice in one write, audited', async () => {
    const body = valid();
    const saved = advisorSettingsSchema.parse(
      await json(await write(world.app, VIKRAM, 'PUT', PATH, body), 200),
    );
    expect(saved.profile).toEqual(body.profile);
    expect(saved.defaults).toEqual(body.defaults);
    expect(saved.notifications['research-call'].inApp).toBe(false);
    expect(saved.registration).toBe('valid');
    const again = advisorSettingsSchema.parse(await json(await get(VIKRAM), 200));
    expect(again.defaults).toEqual(body.defaults);
    expect(again.profile.sebiValidUntil).toBe(body.profile.sebiValidUntil);

    const [entry] = await world.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorSub, demoSubOf(VIKRAM)), eq(auditLog.entity, 'advisor_settings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      method: 'PUT',
      status: 200,
      action: 'Saved the practice settings',
    });
  });

  it('normalises what was typed: blanks are empty, the registration upper-case', async () => {
    const body = valid();
    body.profile.sebiReg = ' ina000067890 ';
    body.profile.practiceName = '   ';
    body.profile.sebiValidUntil = '';
    const saved = advisorSettingsSchema.parse(
      await json(await write(world.app, VIKRAM, 'PUT', PATH, body), 200),
    );
    expect(saved.profile.sebiReg).toBe('INA000067890');
    expect(saved.profile.practiceName).toBeNull();
    expect(saved.profile.sebiValidUntil).toBeNull();
  });

  const yesterday = shiftDay(today, -1);
  type Case = [string, (body: SettingsInput) => void, string];
  const cases: Case[] = [
    [
      'registration not INA + 9 digits',
      (b) => (b.profile.sebiReg = 'INB000067890'),
      'profile.sebiReg',
    ],
    ['registration too short', (b) => (b.profile.sebiReg = 'INA12345'), 'profile.sebiReg'],
    [
      'validity not a real date',
      (b) => (b.profile.sebiValidUntil = '2027-02-30'),
      'profile.sebiValidUntil',
    ],
    [
      'validity in the past',
      (b) => (b.profile.sebiValidUntil = yesterday),
      'profile.sebiValidUntil',
    ],
    [
      'validity decades ahead',
      (b) => (b.profile.sebiValidUntil = addYears(today, 25)),
      'profile.sebiValidUntil',
    ],
    ['e-mail without a domain', (b) => (b.profile.contactEmail = 'desk@'), 'profile.contactEmail'],
    ['mobile not +91', (b) => (b.profile.contactPhone = '+14155550100'), 'profile.contactPhone'],
    [
      'mobile starting with 5',
      (b) => (b.profile.contactPhone = '+915812345678'),
      'profile.contactPhone',
    ],
    ['empty name', (b) => (b.profile.name = '  '), 'profile.name'],
    [
      'practice name too long',
      (b) => (b.profile.practiceName = 'x'.repeat(121)),
      'profile.practiceName',
    ],
    ['drift band under 1 pp', (b) => (b.defaults.driftBandBp = 99), 'defaults.driftBandBp'],
    ['drift band over 25 pp', (b) => (b.defaults.driftBandBp = 2501), 'defaults.driftBandBp'],
    [
      'review period 0 months',
      (b) => (b.defaults.reviewPeriodMonths = 0),
      'defaults.reviewPeriodMonths',
    ],
    [
      'review period 37 months',
      (b) => (b.defaults.reviewPeriodMonths = 37),
      'defaults.reviewPeriodMonths',
    ],
    [
      'negative idle cash',
      (b) => (b.defaults.idleCashThresholdPaise = -1),
      'defaults.idleCashThresholdPaise',
    ],
  ];

  it.each(cases)('422 for %s, naming the field', async (_what, change, field) => {
    const body = valid();
    change(body);
    const response = await write(world.app, VIKRAM, 'PUT', PATH, body);
    const problem = await expectErrorBody(response, 422, 'invalid_settings');
    expect(problem.errors?.map((error) => error.field)).toEqual([field]);
  });

  it('400 for a body of the wrong shape', async () => {
    const body = { ...valid(), extra: 1 };
    await expectErrorBody(await write(world.app, VIKRAM, 'PUT', PATH, body), 400);
  });

  it('refuses an investor by role', async () => {
    await expectErrorBody(await write(world.app, INVESTOR, 'PUT', PATH, valid()), 403);
  });

  it('stores no in-app notice of a topic the adviser switched off', async () => {
    const sub = demoSubOf(VIKRAM);
    // research-call is off for Vikram since the first save; suggestion answers are on.
    await world.db.orm.transaction(async (tx) => {
      for (const kind of ['research-call', 'suggestion-answer']) {
        await addNotification(tx, {
          recipientSub: sub,
          kind,
          title: `Test ${kind}`,
          body: 'Test',
          link: null,
          at: new Date(),
        });
      }
    });
    const stored = await world.db.orm
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientSub, sub));
    expect(stored.map((row) => row.kind)).toEqual(['suggestion-answer']);
  });
});

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('maintenance switch', () => {
  const settingsFlag = async () =>
    (await json<{ UNDER_MAINTENANCE: number }>(await world.app.call('GET', '/api/settings'), 200))
      .UNDER_MAINTENANCE;

  it('refuses an adviser who is not an admin with not_admin, and an investor by role', async () => {
    await expectErrorBody(await get(VIKRAM, MAINTENANCE), 403, 'not_admin');
    const on = { on: true, confirm: 'MAINTENANCE' };
    await expectErrorBody(await write(world.app, VIKRAM, 'PUT', MAINTENANCE, on), 403, 'not_admin');
    await expectErrorBody(await get(INVESTOR, MAINTENANCE), 403);
    await expectErrorBody(await write(world.app, INVESTOR, 'PUT', MAINTENANCE, on), 403);
    expect(await settingsFlag()).toBe(0);
  });

  it('needs the phrase', async () => {
    const response = await write(world.app, PRIYA, 'PUT', MAINTENANCE, {
      on: true,
      confirm: 'yes',
    });
    const problem = await expectErrorBody(response, 400);
    expect(problem.errors?.map((error) => error.field)).toEqual(['confirm']);
  });

  it('lets the admin switch it on and off; the startup settings fetch follows; audited', async () => {
    const on = await write(world.app, PRIYA, 'PUT', MAINTENANCE, {
      on: true,
      confirm: 'MAINTENANCE',
    });
    expect(maintenanceStateSchema.parse(await json(on, 200))).toMatchObject({
      on: true,
      until: null,
    });
    expect(await settingsFlag()).toBe(1);
    const off = await write(world.app, PRIYA, 'PUT', MAINTENANCE, {
      on: false,
      confirm: 'MAINTENANCE',
    });
    expect(maintenanceStateSchema.parse(await json(off, 200)).on).toBe(false);
    expect(await settingsFlag()).toBe(0);
    const entries = await world.db.orm
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorSub, demoSubOf(PRIYA)), eq(auditLog.entity, 'maintenance')))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'Switched maintenance mode on',
      'Switched maintenance mode off',
    ]);
  });

  it('with an end time, ends itself then unless switched again in between', async () => {
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const body = { on: true, confirm: 'MAINTENANCE', until };
    const state = maintenanceStateSchema.parse(
      await json(await write(world.app, PRIYA, 'PUT', MAINTENANCE, body), 200),
    );
    expect(state).toMatchObject({ on: true, until });
    // The scheduled job, run now: it ends maintenance and the settings fetch says so.
    expect(await world.db.orm.transaction((tx) => endMaintenanceIfDue(tx, until))).toBe(true);
    expect(await settingsFlag()).toBe(0);

    await write(world.app, PRIYA, 'PUT', MAINTENANCE, body);
    // A later switch (here: `npm run maintenance -- on`'s write) cancels the set end.
    await world.db.orm
      .update(appSettings)
      .set({ value: '1', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(appSettings.key, MAINTENANCE_KEY));
    expect(await world.db.orm.transaction((tx) => endMaintenanceIfDue(tx, until))).toBe(false);
    expect(await settingsFlag()).toBe(1);
    await write(world.app, PRIYA, 'PUT', MAINTENANCE, { on: false, confirm: 'MAINTENANCE' });
  });

  it('refuses an end time less than five minutes away', async () => {
    const until = new Date(Date.now() + 60 * 1000).toISOString();
    const response = await write(world.app, PRIYA, 'PUT', MAINTENANCE, {
      on: true,
      confirm: 'MAINTENANCE',
      until,
    });
    const problem = await expectErrorBody(response, 422, 'invalid_until');
    expect(problem.errors?.map((error) => error.field)).toEqual(['until']);
    expect(await settingsFlag()).toBe(0);
  });
});
