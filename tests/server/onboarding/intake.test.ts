import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { auditLog, userProfiles } from '../../../server/db/schema';
import { DEMO_INTAKE_ADVISOR_EMAIL, EnvError, loadConfig } from '../../../server/env';
import { demoProfiles, demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { notifications } from '../../../server/modules/notifications/tables';
import { addMissingProfiles, profileFromToken } from '../../../server/services/profiles';
import { TRACKS, USER_TYPES } from '../../../server/services/tracks';
import { idTokenClaims, signToken } from '../identity/support/tokens';
import { addDocuments, validDetails } from '../kyc/support';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type GatewayApp } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';

// Issue 10: an investor who signs up uninvited becomes the client of the practice's intake
// adviser (INTAKE_ADVISOR_EMAIL; local mode: the demo adviser), in the transaction that makes
// their profile, audited; an invitation wins; with no intake adviser they wait unassigned, out
// of every adviser's queues, and /process says an adviser will be assigned.

const INTAKE = 'advisor@example.com';
const INTAKE_NAME = 'Priya Mehta';

interface Person {
  sub: string;
  email: string;
  token: string;
}

/** A person who just signed up and confirmed their e-mail, as their first id token says. */
function newPerson(label: string, claims: Record<string, unknown> = {}): Person {
  const sub = randomUUID();
  const email = `${label}.${sub.slice(0, 8)}@example.com`;
  const token = signToken(
    idTokenClaims(sub, { email, email_verified: true, name: `Intake ${label}`, ...claims }),
  );
  return { sub, email, token };
}

async function startApp(intakeAdvisorEmail?: string | null) {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs: false,
    ...(intakeAdvisorEmail !== undefined && { intakeAdvisorEmail }),
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
      },
    ],
  });
  return { app, db: db! };
}

const profileOf = async (app: GatewayApp, person: Person) =>
  json<{ advisor: { id: string; name: string | null } | null; track: string }>(
    await app.call('GET', '/api/user/profile', { token: person.token }),
    200,
  );

const journeyOf = async (app: GatewayApp, person: Person) =>
  json<{
    waitingFor: string | null;
    adviser: { id: string } | null;
    steps: Array<{ id: string; detail: string }>;
  }>(await app.call('GET', '/api/investor/onboarding', { token: person.token }), 200);

/** Both documents on file and the KYC sent for review. */
async function submitKyc(app: GatewayApp, db: Database, person: Person) {
  await addDocuments(db, person.sub, ['pan', 'address']);
  const sent = await app.call('POST', '/api/investor/kyc/submit', {
    token: person.token,
    body: validDetails({ email: person.email }),
    key: randomUUID(),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
}

const queueOf = async (app: GatewayApp, adviser: 'advisor@example.com' | 'advisor2@example.com') =>
  (
    await json<{ items: Array<{ investorId: string }> }>(
      await app.call('GET', '/api/advisor/kyc/queue', as(adviser)),
      200,
    )
  ).items.map((item) => item.investorId);

const pipelineOf = async (
  app: GatewayApp,
  adviser: 'advisor@example.com' | 'advisor2@example.com',
) =>
  (
    await json<{ stages: Array<{ track: string; investors: Array<{ id: string }> }> }>(
      await app.call('GET', '/api/advisor/pipeline', as(adviser)),
      200,
    )
  ).stages.flatMap((stage) => stage.investors.map((investor) => [investor.id, stage.track]));

describe('INTAKE_ADVISOR_EMAIL', () => {
  it('defaults to the demo adviser in local mode and to nobody in production', () => {
    const production = {
      APP_MODE: 'production',
      COGNITO_USER_POOL_ID: 'ap-south-1_AbC123',
      COGNITO_CLIENT_ID: 'client',
    };
    expect(loadConfig({}).intakeAdvisorEmail).toBe(DEMO_INTAKE_ADVISOR_EMAIL);
    expect(loadConfig(production).intakeAdvisorEmail).toBeNull();
    expect(loadConfig({ INTAKE_ADVISOR_EMAIL: 'none' }).intakeAdvisorEmail).toBeNull();
    expect(loadConfig({ INTAKE_ADVISOR_EMAIL: ' ' }).intakeAdvisorEmail).toBe(INTAKE);
    expect(
      loadConfig({ ...production, INTAKE_ADVISOR_EMAIL: ' Intake@Practice.IN ' })
        .intakeAdvisorEmail,
    ).toBe('intake@practice.in');
    expect(() => loadConfig({ INTAKE_ADVISOR_EMAIL: 'priya' })).toThrow(EnvError);
    expect(() => loadConfig({ INTAKE_ADVISOR_EMAIL: 'priya' })).toThrow(
      'INTAKE_ADVISOR_EMAIL must be an e-mail address, or none',
    );
  });
});

describe('with an intake adviser (local mode: the demo adviser)', () => {
  let app: GatewayApp;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await startApp());
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await removeTempDirs();
  });

  it('makes an uninvited sign-up the intake adviser’s client, audited and told', async () => {
    const person = newPerson('uninvited');
    const profile = await profileOf(app, person);
    expect(profile).toMatchObject({
      track: TRACKS.kycPending,
      advisor: { id: demoSubOf(INTAKE), name: INTAKE_NAME },
    });

    const audit = await db.orm.select().from(auditLog).where(eq(auditLog.subjectSub, person.sub));
    expect(audit).toEqual([
      expect.objectContaining({
        actorSub: demoSubOf(INTAKE),
        actorRole: 'system',
        entity: 'profile',
        entityId: person.sub,
        action: `Assigned to ${INTAKE_NAME}, the practice’s intake adviser`,
      }),
    ]);
    // Later calls change nothing: one entry, one notice.
    await profileOf(app, person);
    const notices = await db.orm
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientSub, demoSubOf(INTAKE)),
          eq(notifications.kind, 'intake-client'),
          eq(notifications.title, `New client: Intake uninvited`),
        ),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/advisor/advisoruserstatus');
    expect(
      await db.orm.select().from(auditLog).where(eq(auditLog.subjectSub, person.sub)),
    ).toHaveLength(1);

    const journey = await journeyOf(app, person);
    expect(journey.adviser?.id).toBe(demoSubOf(INTAKE));
    expect(journey.steps.find((step) => step.id === 'review')?.detail).toBe(
      `${INTAKE_NAME} checks your details once you send them.`,
    );
  });

  it('shows the new client in the intake adviser’s status board, and their KYC in the queue', async () => {
    const person = newPerson('queued');
    await profileOf(app, person);
    expect(await pipelineOf(app, INTAKE)).toContainEqual([person.sub, TRACKS.kycPending]);
    expect(await queueOf(app, INTAKE)).not.toContain(person.sub);

    await submitKyc(app, db, person);
    expect(await queueOf(app, INTAKE)).toContain(person.sub);
    expect(await pipelineOf(app, INTAKE)).toContainEqual([person.sub, TRACKS.kycInProcess]);
    expect(await queueOf(app, 'advisor2@example.com')).not.toContain(person.sub);
    expect((await journeyOf(app, person)).waitingFor).toBe(
      `${INTAKE_NAME} is checking your details.`,
    );

    const decided = await write(
      app,
      INTAKE,
      'POST',
      `/api/advisor/investors/${person.sub}/kyc/decision`,
      { decision: 'approve' },
    );
    expect(decided.status).toBe(200);
    expect((await profileOf(app, person)).track).toBe(TRACKS.riskProfilePending);
  });

  it('lets an invitation win: the inviting adviser, not the intake one', async () => {
    const person = newPerson('invited');
    const leadId = randomUUID();
    const leads = '/api/advisor/crm/leads';
    const lead = {
      leadId,
      name: 'Invited Person',
      email: person.email,
      phone: null,
      source: 'referral',
      expectedAssets: null,
      nextFollowUp: null,
      notes: null,
      contactId: null,
    };
    const other = 'advisor2@example.com';
    await json(await write(app, other, 'POST', leads, lead), 201);
    await json(await write(app, other, 'POST', `${leads}/${leadId}/stage`, { stage: 'won' }), 200);
    await json(await write(app, other, 'POST', `${leads}/${leadId}/convert`), 201);

    const profile = await profileOf(app, person);
    expect(profile.advisor?.id).toBe(demoSubOf(other));
    expect(await pipelineOf(app, INTAKE)).not.toContainEqual([person.sub, TRACKS.kycPending]);
    const entries = await db.orm.select().from(auditLog).where(eq(auditLog.subjectSub, person.sub));
    expect(entries.filter((entry) => entry.entity === 'profile')).toEqual([]);
  });

  it('takes on investors only: a new adviser signs up without one', async () => {
    const adviser = newPerson('adviser', {
      'custom:user_type': USER_TYPES.advisor,
      'custom:sebi_reg': 'INA000077777',
    });
    expect((await profileOf(app, adviser)).advisor).toBeNull();
  });

  it('assigns only to an active adviser profile; otherwise the investor waits', async () => {
    const pending = newPerson('pending-adviser', { 'custom:user_type': USER_TYPES.advisor });
    await profileOf(app, pending);
    const frozenAdviser = newPerson('frozen-adviser');
    await addMissingProfiles(db.orm, [
      {
        sub: frozenAdviser.sub,
        userType: USER_TYPES.advisor,
        track: TRACKS.frozen,
        email: frozenAdviser.email,
      },
    ]);
    const intakes = [
      'investor@example.com', // an investor
      pending.email, // an adviser whose registration is not verified yet
      frozenAdviser.email,
      'nobody@example.com', // no profile at all
    ];
    for (const intake of intakes) {
      const person = newPerson('waiting');
      const user = { sub: person.sub, claims: { email: person.email, email_verified: true } };
      const profile = await profileFromToken(db.orm, user, intake);
      expect(profile.advisorSub, intake).toBeNull();
    }
    // The address is matched without regard to case.
    const person = newPerson('cased');
    const user = { sub: person.sub, claims: { email: person.email } };
    const profile = await profileFromToken(db.orm, user, 'Advisor@Example.com');
    expect(profile.advisorSub).toBe(demoSubOf(INTAKE));
  });
});

describe('without an intake adviser', () => {
  let app: GatewayApp;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await startApp(null));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await removeTempDirs();
  });

  it('accepts the sign-up unassigned, out of every adviser’s queues, and says so', async () => {
    const person = newPerson('unassigned');
    const profile = await profileOf(app, person);
    expect(profile).toMatchObject({ track: TRACKS.kycPending, advisor: null });
    const before = await journeyOf(app, person);
    expect(before.adviser).toBeNull();
    expect(before.steps.find((step) => step.id === 'review')?.detail).toBe(
      'An adviser will be assigned to check your details once you send them.',
    );

    await submitKyc(app, db, person);
    const after = await journeyOf(app, person);
    expect(after.waitingFor).toBe('An adviser will be assigned to check your details.');
    for (const adviser of ['advisor@example.com', 'advisor2@example.com'] as const) {
      expect(await queueOf(app, adviser)).not.toContain(person.sub);
      expect((await pipelineOf(app, adviser)).map(([id]) => id)).not.toContain(person.sub);
      const { investors } = await json<{ investors: Array<{ id: string }> }>(
        await app.call('GET', '/api/advisor/investors', as(adviser)),
        200,
      );
      expect(investors.map((investor) => investor.id)).not.toContain(person.sub);
    }
    const [row] = await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, person.sub));
    expect(row?.advisorSub).toBeNull();

    // Once the practice names an intake adviser, the waiting investor's next call assigns them,
    // and their KYC reaches that adviser's queue.
    const user = { sub: person.sub, claims: { email: person.email } };
    const assigned = await profileFromToken(db.orm, user, INTAKE);
    expect(assigned.advisorSub).toBe(demoSubOf(INTAKE));
    expect(await queueOf(app, INTAKE)).toContain(person.sub);
  });

  it('leaves an investor past KYC without an adviser alone', async () => {
    const sub = randomUUID();
    await addMissingProfiles(db.orm, [
      { sub, userType: USER_TYPES.investor, track: TRACKS.active, email: `${sub}@example.com` },
    ]);
    const profile = await profileFromToken(db.orm, { sub, claims: {} }, INTAKE);
    expect(profile.advisorSub).toBeNull();
  });
});
