import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { auditLog, userProfiles } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts } from '../../../server/modules/account/deletion';
import { demoDocumentId, seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { demoPolicyId, seedInsuranceDemo } from '../../../server/modules/insurance/demo-seed';
import { insuranceNeeds, insurancePolicies } from '../../../server/modules/insurance/tables';
import { addMissingProfiles } from '../../../server/services/profiles';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import {
  POLICIES_MAX,
  POLICY_KINDS,
  PREMIUM_FREQUENCIES,
  insuranceSchema,
  needsInputsSchema,
  policyDeletedSchema,
  policySchema,
  type NeedsInputs,
  type Policy,
  type PolicyCreate,
} from '../../../src/features/insurance/model/contract';
import { insuranceNeeds as computeNeeds } from '../../../src/features/insurance/model/needs';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// Insurance over HTTP on the real server and database (issue 18, Deliver 3): the demo policies
// and needs inputs, an investor's own policies made, changed and deleted (a replayed create
// makes one), the checks by field, documents that must be the owner's, the adviser's read-only
// view of their own clients only, and an erased account's insurance going with it.

const ME: DemoEmail = 'investor@example.com';
const OTHER: DemoEmail = 'neha@example.com';
const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const BASE = '/api/investor/insurance';
const POLICIES = `${BASE}/policies`;
const NEEDS = `${BASE}/needs`;
const sub = (email: DemoEmail) => demoSubOf(email);
const clientPath = (email: DemoEmail) => `/api/advisor/investors/${sub(email)}/insurance`;

/** The demo seed's "today" (in India): premiums fall due in the months after it. */
const SEEDED = new Date('2026-05-20T10:00:00+05:30');

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  const dataDir = await tempDir('insurance');
  app = await startGatewayApp({
    dataDir,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await seedDocumentsDemo(opened, documentStorageOf({ dataDir }));
        await seedInsuranceDemo(opened, SEEDED);
        // Twice, a day later: the seed leaves what it made (and its dates) alone.
        await seedInsuranceDemo(opened, new Date(SEEDED.getTime() + 86_400_000));
      },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const get = (path: string, email: DemoEmail = ME) => app.call('GET', path, as(email));
const insuranceOf = async (email: DemoEmail = ME) =>
  insuranceSchema.parse(await json(await get(BASE, email), 200));

const policyBody = (over: Partial<PolicyCreate> = {}): PolicyCreate => ({
  policyId: randomUUID(),
  kind: 'critical_illness',
  insurer: 'Tata AIA Life',
  policyNumber: 'CI-2026-0042',
  sumAssured: 25_00_000_00,
  premium: 1_200_00,
  frequency: 'monthly',
  startDate: '2026-01-10',
  renewalDate: '2026-06-10',
  nominees: [{ name: 'Riya Sharma', relation: 'Spouse', sharePct: 100 }],
  documentIds: [],
  notes: null,
  ...over,
});
const { policyId: _id, ...update } = policyBody();
const updateBody = (over: Record<string, unknown> = {}) => ({ ...update, ...over });

const policyRows = (investorSub: string) =>
  db.orm.select().from(insurancePolicies).where(eq(insurancePolicies.investorSub, investorSub));
const auditOf = (policyId: string) =>
  db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'insurance_policy'), eq(auditLog.entityId, policyId)))
    .orderBy(asc(auditLog.id));

/** Today in India (YYYY-MM-DD), as the server answers it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
/** The next `MM-DD` on or after today in India. */
function nextOn(monthDay: string): string {
  const today = todayInIndia();
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/** A 400's field errors as [field, detail]. */
async function refused(response: Response, status = 400): Promise<Array<[string, string]>> {
  const problem = await expectErrorBody(response, status);
  return (problem.errors ?? []).map((error) => [error.field, error.detail]);
}

describe('the demo insurance', () => {
  it('gives investor@ a term plan, a family health floater and motor cover, labelled demo', async () => {
    const { policies, needsInputs } = await insuranceOf(ME);
    const mine = sub(ME);
    expect(
      policies.map((policy) => [policy.policyId, policy.kind, policy.insurer, policy.sumAssured]),
    ).toEqual([
      [demoPolicyId(mine, 'term'), 'term_life', 'HDFC Life', 50_00_000_00],
      [demoPolicyId(mine, 'health'), 'health', 'Niva Bupa', 5_00_000_00],
      [demoPolicyId(mine, 'motor'), 'motor', 'ICICI Lombard', 6_50_000_00],
    ]);
    expect(policies.every((policy) => policy.isDemo && policy.notes?.startsWith('Demo'))).toBe(
      true,
    );
    // The term plan's premium falls due three months after the day the seed first ran; once
    // that day has passed, the answer rolls it forward to the next 20 August (the stored date
    // stays as the seed wrote it).
    expect(policies[0]).toMatchObject({
      frequency: 'yearly',
      premium: 8_450_00,
      startDate: '2023-08-20',
      renewalDate: nextOn('08-20'),
    });
    const [stored] = await db.orm
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.policyId, demoPolicyId(mine, 'term')));
    expect(stored?.renewalDate).toBe('2026-08-20');
    expect(policies[0]!.nominees.reduce((sum, nominee) => sum + nominee.sharePct, 0)).toBe(100);
    expect(needsInputs).not.toBeNull();
    expect(needsInputs!.existingLifeCover).toBe(50_00_000_00);
    expect(needsInputs!.existingHealthCover).toBe(5_00_000_00);
  });

  it('leaves investor@ a life and a health gap in the calculator', async () => {
    const { needsInputs } = await insuranceOf(ME);
    const needs = computeNeeds(needsInputsSchema.parse(needsInputs));
    expect(needs.life.gap).toBeGreaterThan(0);
    expect(needs.health.gap).toBeGreaterThan(0);
    expect(needs.sentences.length).toBeGreaterThan(0);
  });

  it('gives sunita@ a health policy and neha@ one policy; the seed ran twice made no more', async () => {
    const sunita = await insuranceOf('sunita@example.com');
    expect(sunita.policies.map((policy) => [policy.kind, policy.isDemo])).toEqual([
      ['health', true],
    ]);
    const neha = await insuranceOf(OTHER);
    expect(neha.policies).toHaveLength(1);
    expect(neha.policies[0]!.isDemo).toBe(true);
    expect(neha.needsInputs).toBeNull();
    expect(await policyRows(sub(ME))).toHaveLength(3);
    const [needs] = await db.orm
      .select()
      .from(insuranceNeeds)
      .where(eq(insuranceNeeds.investorSub, sub(ME)));
    expect(needs?.isDemo).toBe(true);
  });

  it('answers another investor nothing of investor@’s', async () => {
    const { policies } = await insuranceOf('kyc@example.com');
    expect(policies).toEqual([]);
  });
});

describe('an investor’s policies', () => {
  it('makes one (201), audited in plain words; a replay of the create makes no second', async () => {
    const sent = policyBody();
    const key = randomUUID();
    const first = await write(app, ME, 'POST', POLICIES, sent, key);
    const made = policySchema.parse(await json(first, 201));
    expect(made).toMatchObject({
      policyId: sent.policyId,
      kind: 'critical_illness',
      insurer: 'Tata AIA Life',
      sumAssured: 25_00_000_00,
      isDemo: false,
    });
    const replay = await write(app, ME, 'POST', POLICIES, sent, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(replay, 201)).toEqual(made);

    // Sent again under a new key (its idempotency record gone): the same policy, still one.
    const again = policySchema.parse(await json(await write(app, ME, 'POST', POLICIES, sent), 201));
    expect(again).toEqual(made);
    const rows = await db.orm
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.policyId, sent.policyId));
    expect(rows).toHaveLength(1);
    expect((await auditOf(sent.policyId)).map((entry) => entry.action)).toEqual([
      'Added the critical illness policy from Tata AIA Life',
      'Sent the critical illness policy from Tata AIA Life again: it was recorded already',
    ]);
    expect((await insuranceOf(ME)).policies.map((policy) => policy.policyId)).toContain(
      sent.policyId,
    );
  });

  it('answers a passed renewal date rolled forward to the next premium due; a date ahead as saved', async () => {
    // Monthly from 31 January 2020, last saved with 29 February 2020: due on each month's last
    // day, so the next one on or after today is the last day of this month (in India).
    const stale = policyBody({
      frequency: 'monthly',
      startDate: '2020-01-31',
      renewalDate: '2020-02-29',
    });
    const made = policySchema.parse(await json(await write(app, ME, 'POST', POLICIES, stale), 201));
    const today = todayInIndia();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    expect(made.renewalDate).toBe(monthEnd);
    const listed = (await insuranceOf(ME)).policies.find((p) => p.policyId === stale.policyId);
    expect(listed?.renewalDate).toBe(monthEnd);
    const [row] = await db.orm
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.policyId, stale.policyId));
    expect(row?.renewalDate).toBe('2020-02-29');

    // A single premium is paid once: its date is not rolled; a date still ahead is as saved.
    const single = policyBody({ frequency: 'single', startDate: '2020-01-31', renewalDate: null });
    const ahead = policyBody({
      frequency: 'yearly',
      startDate: '2020-01-31',
      renewalDate: '2099-01-31',
    });
    for (const [body, expected] of [
      [single, null],
      [ahead, '2099-01-31'],
    ] as const) {
      const answer = policySchema.parse(
        await json(await write(app, ME, 'POST', POLICIES, body), 201),
      );
      expect(answer.renewalDate).toBe(expected);
    }
  });

  it('refuses an id that is another investor’s policy: 409', async () => {
    const theirs = demoPolicyId(sub(OTHER), 'term');
    const problem = await expectErrorBody(
      await write(app, ME, 'POST', POLICIES, policyBody({ policyId: theirs })),
      409,
      'policy_exists',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'policyId' })]);
    const [row] = await db.orm
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.policyId, theirs));
    expect(row?.investorSub).toBe(sub(OTHER));
  });

  it('changes the whole policy (PUT), audited; the answer is what GET then lists', async () => {
    const made = policySchema.parse(
      await json(await write(app, ME, 'POST', POLICIES, policyBody()), 201),
    );
    const changed = policySchema.parse(
      await json(
        await write(
          app,
          ME,
          'PUT',
          `${POLICIES}/${made.policyId}`,
          updateBody({
            kind: 'personal_accident',
            insurer: 'Bajaj Allianz',
            premium: 3_500_00,
            frequency: 'yearly',
            renewalDate: null,
            nominees: [
              { name: 'Riya Sharma', relation: 'Spouse', sharePct: 50 },
              { name: 'Ananya Sharma', relation: 'Daughter', sharePct: 50 },
            ],
            notes: '  Accident cover  ',
          }),
        ),
        200,
      ),
    );
    expect(changed).toMatchObject({
      policyId: made.policyId,
      kind: 'personal_accident',
      insurer: 'Bajaj Allianz',
      premium: 3_500_00,
      renewalDate: null,
      notes: 'Accident cover',
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    const listed = (await insuranceOf(ME)).policies.find((p) => p.policyId === made.policyId);
    expect(listed).toEqual(changed);
    expect((await auditOf(made.policyId)).map((entry) => entry.action)).toEqual([
      'Added the critical illness policy from Tata AIA Life',
      'Changed the personal accident policy from Bajaj Allianz',
    ]);
  });

  it('deletes one: 200 with its id; it is gone, and deleting it again is 404', async () => {
    const made = policySchema.parse(
      await json(await write(app, ME, 'POST', POLICIES, policyBody({ kind: 'home' })), 201),
    );
    const deleted = policyDeletedSchema.parse(
      await json(await write(app, ME, 'DELETE', `${POLICIES}/${made.policyId}`), 200),
    );
    expect(deleted).toEqual({ policyId: made.policyId, deleted: true });
    expect((await insuranceOf(ME)).policies.map((p) => p.policyId)).not.toContain(made.policyId);
    await expectErrorBody(
      await write(app, ME, 'DELETE', `${POLICIES}/${made.policyId}`),
      404,
      'not_found',
    );
    expect((await auditOf(made.policyId)).at(-1)?.action).toBe(
      'Deleted the home policy from Tata AIA Life',
    );
  });

  it(`refuses a policy past the ${POLICIES_MAX}th: 409`, async () => {
    const investor = sub('process@example.com');
    const at = new Date();
    await db.orm.insert(insurancePolicies).values(
      Array.from({ length: POLICIES_MAX }, () => ({
        policyId: randomUUID(),
        investorSub: investor,
        kind: 'motor' as const,
        insurer: 'Many Policies Ltd',
        sumAssured: 1_00_000_00,
        premium: 5_000_00,
        frequency: 'yearly' as const,
        startDate: '2025-01-01',
        renewalDate: '2026-01-01',
        createdAt: at,
        updatedAt: at,
      })),
    );
    const problem = await expectErrorBody(
      await write(app, 'process@example.com', 'POST', POLICIES, policyBody()),
      409,
      'policy_limit',
    );
    expect(problem.detail).toContain(`${POLICIES_MAX} policies`);
    expect(await policyRows(investor)).toHaveLength(POLICIES_MAX);
  });
});

describe('checks by field', () => {
  it('refuses shares that do not add up to 100 %, naming the sum', async () => {
    const errors = await refused(
      await write(
        app,
        ME,
        'POST',
        POLICIES,
        policyBody({
          nominees: [
            { name: 'Riya Sharma', relation: 'Spouse', sharePct: 50 },
            { name: 'Ananya Sharma', relation: 'Daughter', sharePct: 40 },
          ],
        }),
      ),
    );
    expect(errors).toEqual([
      ['nominees', "The nominees' shares add up to 100 % (these add up to 90 %)"],
    ]);
  });

  it('refuses a kind, frequency or amount out of the contract, each by field', async () => {
    const response = await write(
      app,
      ME,
      'POST',
      POLICIES,
      policyBody({
        kind: 'pet' as PolicyCreate['kind'],
        frequency: 'weekly' as PolicyCreate['frequency'],
        sumAssured: 500_00,
        premium: -1,
      }),
    );
    const errors = Object.fromEntries(await refused(response));
    expect(errors).toMatchObject({
      kind: `The kind is one of ${POLICY_KINDS.join(', ')}`,
      frequency: `The frequency is one of ${PREMIUM_FREQUENCIES.join(', ')}`,
      sumAssured: 'The sum assured is at least ₹1,000',
      premium: 'The premium is ₹0 or more',
    });
  });

  it('refuses a renewal before the start, an unknown field and a missing insurer', async () => {
    expect(
      await refused(
        await write(app, ME, 'POST', POLICIES, policyBody({ renewalDate: '2025-12-31' })),
      ),
    ).toEqual([['renewalDate', 'The renewal date is on or after the start date']]);
    const { insurer: _insurer, ...noInsurer } = policyBody();
    const errors = await refused(
      await write(app, ME, 'POST', POLICIES, { ...noInsurer, colour: 'red' }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        ['insurer', 'The insurer is text'],
        ['', 'Unknown field: colour'],
      ]),
    );
  });

  it('refuses a create without an Idempotency-Key, and a policy id that is no UUID', async () => {
    const response = await app.call('POST', POLICIES, { ...as(ME), body: policyBody() });
    await expectErrorBody(response, 400);
    expect((await write(app, ME, 'PUT', `${POLICIES}/not-a-uuid`, updateBody())).status).toBe(400);
    expect(
      await refused(await write(app, ME, 'POST', POLICIES, policyBody({ policyId: 'policy-1' }))),
    ).toEqual([['policyId', 'Expected a policy id (a UUID)']]);
  });

  it('refuses needs inputs out of range, by field', async () => {
    const errors = Object.fromEntries(
      await refused(
        await write(app, ME, 'PUT', NEEDS, {
          ...(await insuranceOf(ME)).needsInputs,
          age: 15,
          cityTier: 4,
          familySize: 0,
        }),
      ),
    );
    expect(errors).toEqual({
      age: 'Age is at least 18',
      cityTier: 'The city tier is 1, 2 or 3',
      familySize: 'Family size is at least 1',
    });
  });
});

describe('documents', () => {
  it('attaches the investor’s own documents', async () => {
    const pan = demoDocumentId(sub(ME), 'pan');
    const made = policySchema.parse(
      await json(await write(app, ME, 'POST', POLICIES, policyBody({ documentIds: [pan] })), 201),
    );
    expect(made.documentIds).toEqual([pan]);
  });

  it('attaches a policy document uploaded for it; another investor cannot', async () => {
    const schedule = new TextEncoder().encode('%PDF-1.7\n% policy schedule\n%%EOF\n');
    const uploaded = await app.call('PUT', '/api/investor/documents/policy', {
      ...as(ME),
      body: schedule,
      headers: { 'Content-Type': 'application/pdf' },
    });
    const { document } = await json<{ document: { documentId: string; kind: string } }>(
      uploaded,
      201,
    );
    expect(document.kind).toBe('policy');
    const made = policySchema.parse(
      await json(
        await write(app, ME, 'POST', POLICIES, policyBody({ documentIds: [document.documentId] })),
        201,
      ),
    );
    expect(made.documentIds).toEqual([document.documentId]);
    expect(
      (await insuranceOf(ME)).policies.find((policy) => policy.policyId === made.policyId)
        ?.documentIds,
    ).toEqual([document.documentId]);
    await expectErrorBody(
      await write(app, OTHER, 'POST', POLICIES, policyBody({ documentIds: [document.documentId] })),
      422,
      'not_your_document',
    );
    await expectErrorBody(
      await app.call('GET', `/api/documents/${document.documentId}/file`, as(OTHER)),
      404,
      'not_found',
    );
  });

  it('refuses another investor’s document or no document: 422 at each', async () => {
    const theirs = demoDocumentId(sub(OTHER), 'pan');
    const own = demoDocumentId(sub(ME), 'address');
    const sent = policyBody({ documentIds: [own, theirs, randomUUID()] });
    const problem = await expectErrorBody(
      await write(app, ME, 'POST', POLICIES, sent),
      422,
      'not_your_document',
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(['documentIds.1', 'documentIds.2']);
    expect(problem.detail).toBe('Documents 2, 3 are not your documents');
    expect(
      await db.orm
        .select()
        .from(insurancePolicies)
        .where(eq(insurancePolicies.policyId, sent.policyId)),
    ).toEqual([]);
    // The same on a change.
    const term = demoPolicyId(sub(ME), 'term');
    await expectErrorBody(
      await write(app, ME, 'PUT', `${POLICIES}/${term}`, updateBody({ documentIds: [theirs] })),
      422,
      'not_your_document',
    );
  });
});

describe('the needs calculator’s inputs', () => {
  it('saves them (PUT) and answers them on GET; a replay leaves the same', async () => {
    const inputs: NeedsInputs = {
      annualIncome: 12_00_000_00,
      annualExpenses: 6_00_000_00,
      liabilities: 0,
      dependantYears: 15,
      existingLifeCover: 1_00_00_000_00,
      inflationBp: 600,
      expectedReturnBp: 900,
      age: 31,
      retirementAge: 58,
      cityTier: 2,
      familySize: 2,
      existingHealthCover: 0,
    };
    const key = randomUUID();
    const saved = needsInputsSchema.parse(
      await json(await write(app, 'kyc@example.com', 'PUT', NEEDS, inputs, key), 200),
    );
    expect(saved).toEqual(inputs);
    await json(await write(app, 'kyc@example.com', 'PUT', NEEDS, inputs, key), 200);
    expect((await insuranceOf('kyc@example.com')).needsInputs).toEqual(inputs);
    const [row] = await db.orm
      .select()
      .from(insuranceNeeds)
      .where(eq(insuranceNeeds.investorSub, sub('kyc@example.com')));
    expect(row?.isDemo).toBe(false);
    const [entry] = await db.orm
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'insurance_needs'), eq(auditLog.entityId, sub('kyc@example.com'))),
      );
    expect(entry?.action).toBe('Saved the inputs of the insurance needs calculator');
  });
});

describe('who may see and change a policy', () => {
  const term = () => demoPolicyId(sub(ME), 'term');

  it('answers another investor 404 on investor@’s policy, and changes nothing', async () => {
    const before = await policyRows(sub(ME));
    await expectErrorBody(
      await write(app, OTHER, 'PUT', `${POLICIES}/${term()}`, updateBody()),
      404,
      'not_found',
    );
    await expectErrorBody(
      await write(app, OTHER, 'DELETE', `${POLICIES}/${term()}`),
      404,
      'not_found',
    );
    expect(await policyRows(sub(ME))).toEqual(before);
    const theirs = await insuranceOf(OTHER);
    expect(theirs.policies.map((policy) => policy.policyId)).not.toContain(term());
  });

  it('answers 404 for an id that is no policy', async () => {
    await expectErrorBody(
      await write(app, ME, 'PUT', `${POLICIES}/${randomUUID()}`, updateBody()),
      404,
      'not_found',
    );
  });

  it('shows the adviser a client’s insurance as the client sees it', async () => {
    const own = await insuranceOf(ME);
    const seen = insuranceSchema.parse(await json(await get(clientPath(ME), ADVISER), 200));
    expect(seen.policies).toEqual(own.policies);
    expect(seen.needsInputs).toEqual(own.needsInputs);
    const sunita = insuranceSchema.parse(
      await json(await get(clientPath('sunita@example.com'), ADVISER), 200),
    );
    expect(sunita.policies.map((policy: Policy) => policy.kind)).toEqual(['health']);
  });

  it('answers another adviser’s client 404 to the adviser, and each adviser only their own', async () => {
    await expectErrorBody(await get(clientPath(OTHER), ADVISER), 404, 'not_found');
    await expectErrorBody(await get(clientPath(ME), OTHER_ADVISER), 404, 'not_found');
    await expectErrorBody(
      await get('/api/advisor/investors/nobody/insurance', ADVISER),
      404,
      'not_found',
    );
    const neha = insuranceSchema.parse(
      await json(await get(clientPath(OTHER), OTHER_ADVISER), 200),
    );
    expect(neha.policies).toHaveLength(1);
  });

  it('gives the adviser no write route, and the investor no adviser route: 403', async () => {
    expect((await get(BASE, ADVISER)).status).toBe(403);
    expect((await write(app, ADVISER, 'POST', POLICIES, policyBody())).status).toBe(403);
    expect((await write(app, ADVISER, 'PUT', `${POLICIES}/${term()}`, updateBody())).status).toBe(
      403,
    );
    expect((await get(clientPath(ME), ME)).status).toBe(403);
  });
});

describe('an erased account', () => {
  it('takes its policies and needs inputs with it', async () => {
    const email: DemoEmail = 'riskprofile@example.com';
    const investor = sub(email);
    await json(await write(app, email, 'POST', POLICIES, policyBody()), 201);
    await json(await write(app, email, 'PUT', NEEDS, (await insuranceOf(ME)).needsInputs), 200);
    const now = new Date();
    await db.orm
      .update(userProfiles)
      .set({
        deletionRequestedAt: new Date(now.getTime() - 8 * 86_400_000),
        deletionDueAt: new Date(now.getTime() - 86_400_000),
      })
      .where(eq(userProfiles.sub, investor));
    const erased = await eraseDueAccounts(
      {
        db,
        logger: createLogger('silent'),
        storage: documentStorageOf({ dataDir: app.server.config.dataDir }),
        identity: undefined,
        sendNotice: () => Promise.resolve(),
      },
      now,
    );
    expect(erased).toEqual([investor]);
    expect(await policyRows(investor)).toEqual([]);
    expect(
      await db.orm.select().from(insuranceNeeds).where(eq(insuranceNeeds.investorSub, investor)),
    ).toEqual([]);
    // Nobody else's went with it.
    expect(await policyRows(sub(ME))).not.toEqual([]);
  });
});
