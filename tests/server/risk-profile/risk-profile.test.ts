import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { RISK_QUESTIONNAIRE_VERSION } from '../../../src/features/onboarding/model/risk-questionnaire';
import { scoreRisk } from '../../../src/features/onboarding/model/risk-scoring';
import {
  startGatewayApp,
  tokenOf,
  demo,
  type DemoEmail,
  type GatewayApp,
} from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Issue 10, the risk profile's API against the real server and database, with the demo seed:
// the server scores the answers itself, checks every answer by name, refuses a stale
// questionnaire and an investor whose KYC is not verified, moves the journey on once, and lets
// only the client's own adviser read the answers and change the category (audited).

const ANSWERS = {
  age: '30-44',
  dependants: 'one',
  income: '10l-25l',
  'income-stability': 'steady',
  horizon: '5-10y',
  investments: '6m-2y',
  emis: 'under-20',
  'emergency-fund': '3-6m',
  knowledge: 'basic',
  experience: 'equity-funds',
  'fall-reaction': 'hold',
  'outcome-range': 'medium',
};
const EXPECTED = scoreRisk(ANSWERS);
const body = (over: Record<string, unknown> = {}) => ({
  version: RISK_QUESTIONNAIRE_VERSION,
  answers: ANSWERS,
  consent: true,
  ...over,
});

let app: GatewayApp;

beforeAll(async () => {
  app = await startGatewayApp({
    beforeListen: [
      (db) => addMissingProfiles(db.orm, demoProfiles()),
      (db) => seedRiskProfileDemo(db),
      // A second run adds nothing: the seed runs on every start.
      (db) => seedRiskProfileDemo(db),
    ],
    jobs: false,
  });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const get = (email: DemoEmail, path = '/api/investor/risk-profile') =>
  app.call('GET', path, { token: tokenOf(email) });
const submit = (email: DemoEmail, sent: unknown, key?: string) =>
  app.call('POST', '/api/investor/risk-profile', {
    token: tokenOf(email),
    body: sent,
    ...(key && { key }),
  });
const clientPath = (email: DemoEmail) => `/api/advisor/investors/${demo(email).sub}/risk-profile`;
const override = (email: DemoEmail, sent: unknown, as: DemoEmail = 'advisor@example.com') =>
  app.call('POST', `${clientPath(email)}/override`, { token: tokenOf(as), body: sent });
const trackOf = async (email: DemoEmail) =>
  ((await (await get(email, '/api/user/profile')).json()) as { track: string }).track;

interface Status {
  profile: null | {
    profileId: string;
    category: string;
    effectiveCategory: string;
    answers: Record<string, string>;
    override: null | { category: string; reason: string; by: { id: string } };
  };
  renewalDue: boolean;
  questionnaireVersion: number;
}

describe('the demo seed', () => {
  it.each([
    ['investor@example.com', 'moderate', false],
    ['broker@example.com', 'moderate', false],
    ['neha@example.com', 'moderately-conservative', true],
  ] as const)('gives %s a profile (%s), renewal due: %s', async (email, effective, due) => {
    const status = (await (await get(email)).json()) as Status;
    expect(status.profile?.effectiveCategory).toBe(effective);
    expect(status.renewalDue).toBe(due);
    expect(status.questionnaireVersion).toBe(RISK_QUESTIONNAIRE_VERSION);
  });

  it('shows investor@’s adviser override beside the scored category', async () => {
    const { profile } = (await (await get('investor@example.com')).json()) as Status;
    expect(profile?.category).toBe('moderately-aggressive');
    expect(profile?.override).toMatchObject({
      category: 'moderate',
      by: { id: demo('advisor@example.com').sub },
    });
  });

  it.each(['riskprofile@example.com', 'process@example.com', 'kyc@example.com'] as const)(
    'gives %s none',
    async (email) => {
      expect(await (await get(email)).json()).toEqual({
        profile: null,
        questionnaireVersion: RISK_QUESTIONNAIRE_VERSION,
        renewalDue: false,
      });
    },
  );
});

describe('POST /api/investor/risk-profile: refusals', () => {
  it.each([
    ['a missing answer', { answers: { ...ANSWERS, horizon: undefined } }, 'answers.horizon'],
    ['an unknown option', { answers: { ...ANSWERS, age: 'teen' } }, 'answers.age'],
    ['a question not asked', { answers: { ...ANSWERS, salary: 'high' } }, 'answers.salary'],
    ['no consent', { consent: false }, 'consent'],
    ['a score sent by the client', { category: 'aggressive' }, ''],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const problem = await expectErrorBody(
      await submit('riskprofile@example.com', body(change)),
      400,
    );
    expect(problem.errors?.map((error) => error.field)).toContain(field);
  });

  it('answers a stale questionnaire version with 409', async () => {
    const answer = await submit(
      'riskprofile@example.com',
      body({ version: RISK_QUESTIONNAIRE_VERSION + 1 }),
    );
    await expectErrorBody(answer, 409, 'questionnaire_changed');
  });

  it.each(['kyc@example.com', 'process@example.com'] as const)(
    'answers %s (KYC not verified) with 409 and stores nothing',
    async (email) => {
      const problem = await expectErrorBody(await submit(email, body()), 409, 'kyc_not_verified');
      expect(problem.detail).toMatch(/KYC has to be verified/);
      expect(((await (await get(email)).json()) as Status).profile).toBeNull();
    },
  );
});

describe('POST /api/investor/risk-profile: stored', () => {
  it('scores on the server, stores the answers and moves riskprofile@ on to the broker step once', async () => {
    const key = randomUUID();
    const answer = await submit('riskprofile@example.com', body(), key);
    expect(answer.status).toBe(201);
    const profile = (await answer.json()) as NonNullable<Status['profile']>;
    expect(profile).toMatchObject({
      version: RISK_QUESTIONNAIRE_VERSION,
      answers: ANSWERS,
      capacity: { score: EXPECTED.capacity.score, category: EXPECTED.capacity.category },
      tolerance: { score: EXPECTED.tolerance.score, category: EXPECTED.tolerance.category },
      category: EXPECTED.category,
      effectiveCategory: EXPECTED.category,
      drivers: EXPECTED.drivers,
      override: null,
    });
    expect(await trackOf('riskprofile@example.com')).toBe('UPFBROKERPENDING');
    // The same key again: the first answer, nothing stored twice.
    const replay = await submit('riskprofile@example.com', body(), key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { profileId: string }).profileId).toBe(profile.profileId);
    const status = (await (await get('riskprofile@example.com')).json()) as Status;
    expect(status.profile?.profileId).toBe(profile.profileId);
  });

  it.each([
    ['broker@example.com', 'UPFBROKERPENDING'],
    ['investor@example.com', 'UPFACTIVE'],
  ] as const)('lets %s re-profile without moving their track', async (email, track) => {
    const before = (await (await get(email)).json()) as Status;
    const answer = await submit(email, body());
    expect(answer.status).toBe(201);
    const after = (await (await get(email)).json()) as Status;
    expect(after.profile?.profileId).not.toBe(before.profile?.profileId);
    // An override belonged to the old answers; the new profile starts without one.
    expect(after.profile?.override).toBeNull();
    expect(after.profile?.effectiveCategory).toBe(EXPECTED.category);
    expect(await trackOf(email)).toBe(track);
  });
});

describe('the adviser', () => {
  it('reads a client’s answers, and is told 404 for another adviser’s client', async () => {
    const status = (await (
      await get('advisor@example.com', clientPath('broker@example.com'))
    ).json()) as Status;
    expect(status.profile?.answers).toEqual(ANSWERS);
    const other = await get('advisor@example.com', clientPath('neha@example.com'));
    await expectErrorBody(other, 404, 'not_found');
  });

  it.each([
    ['a short reason', { category: 'conservative', reason: 'Too risky' }, 'reason'],
    ['a reason of spaces', { category: 'conservative', reason: ' '.repeat(30) }, 'reason'],
    ['an unknown category', { category: 'reckless', reason: 'x'.repeat(30) }, 'category'],
    ['a long reason', { category: 'moderate', reason: 'x'.repeat(501) }, 'reason'],
  ])('must give a valid category and written reason: refuses %s', async (_name, sent, field) => {
    const problem = await expectErrorBody(await override('broker@example.com', sent), 400);
    expect(problem.errors?.map((error) => error.field)).toEqual([field]);
  });

  it('changes the category with a reason, audited with the client as the subject', async () => {
    const reason = 'Needs the money for a wedding in two years; keep it steady.';
    const answer = await override('broker@example.com', { category: 'conservative', reason });
    expect(answer.status).toBe(200);
    const profile = (await answer.json()) as NonNullable<Status['profile']>;
    expect(profile.category).toBe(EXPECTED.category);
    expect(profile.effectiveCategory).toBe('conservative');
    expect(profile.override).toMatchObject({
      category: 'conservative',
      reason,
      by: { id: demo('advisor@example.com').sub },
    });
    const activity = (await (
      await app.call('GET', '/api/user/activity?by=others', {
        token: tokenOf('broker@example.com'),
      })
    ).json()) as { entries: Array<{ action: string; entity: string; actor: { id: string } }> };
    expect(activity.entries[0]).toMatchObject({
      entity: 'risk_profile',
      action: 'Changed the risk category to Conservative',
      actor: { id: demo('advisor@example.com').sub },
    });
  });

  it('cannot override a client without a profile (409) or another adviser’s client (404)', async () => {
    const reason = 'A reason long enough to be accepted here.';
    await expectErrorBody(
      await override('kyc@example.com', { category: 'moderate', reason }),
      409,
      'no_risk_profile',
    );
    await expectErrorBody(
      await override(
        'broker@example.com',
        { category: 'moderate', reason },
        'advisor2@example.com',
      ),
      404,
      'not_found',
    );
  });
});
