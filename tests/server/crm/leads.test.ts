import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { auditLog } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { crmInteractions, crmStageLog } from '../../../server/modules/crm/tables';
import {
  interactionListSchema,
  interactionSchema,
  leadDetailSchema,
  leadListSchema,
  leadSchema,
  type InteractionCreate,
  type Lead,
  type LeadCreate,
  type LeadStage,
} from '../../../src/features/crm/model/contract';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// The adviser's leads over HTTP on the real server and database (issue 17, Deliver 1): made,
// changed, moved through the pipeline with the columns kept numbered, interactions logged once
// even when sent twice, and never seen or touched by another adviser (404) or an investor (403).

const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const INVESTOR: DemoEmail = 'investor@example.com';
const LEADS = '/api/advisor/crm/leads';
const lead = (leadId: string) => `${LEADS}/${leadId}`;

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  app = await startGatewayApp({
    dataDir: await tempDir('crm-leads'),
    jobs: false,
    beforeListen: [
      (opened) => {
        db = opened;
        return Promise.resolve();
      },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const leadBody = (over: Partial<LeadCreate> = {}): LeadCreate => ({
  leadId: randomUUID(),
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '098765 43210',
  source: 'referral',
  expectedAssets: 25_00_000_00,
  nextFollowUp: '2026-12-01',
  notes: 'Met at the Pune seminar',
  contactId: null,
  ...over,
});

async function newLead(over: Partial<LeadCreate> = {}, email: DemoEmail = ADVISER): Promise<Lead> {
  return leadSchema.parse(await json(await write(app, email, 'POST', LEADS, leadBody(over)), 201));
}

const move = (leadId: string, body: Record<string, unknown>, key?: string, email = ADVISER) =>
  write(app, email, 'POST', `${lead(leadId)}/stage`, body, key);

const boardOf = async (email: DemoEmail = ADVISER) =>
  leadListSchema.parse(await json(await app.call('GET', LEADS, as(email)), 200)).leads;

const columnOf = async (stage: LeadStage) =>
  (await boardOf())
    .filter((item) => item.stage === stage)
    .map((item) => [item.name, item.position] as const);

const stageLog = (leadId: string) =>
  db.orm
    .select()
    .from(crmStageLog)
    .where(eq(crmStageLog.leadId, leadId))
    .orderBy(asc(crmStageLog.entryId));

const interaction = (over: Partial<InteractionCreate> = {}): InteractionCreate => ({
  interactionId: randomUUID(),
  kind: 'call',
  occurredAt: '2026-11-24T11:30:00+05:30',
  outcome: 'Interested; send the proposal',
  notes: null,
  ...over,
});

describe('a lead', () => {
  it('is made with its phone in E.164, at the bottom of New, and logged as created', async () => {
    const made = await newLead({ name: 'Bhavna Iyer' });
    expect(made).toMatchObject({
      name: 'Bhavna Iyer',
      phone: '+919876543210',
      stage: 'new',
      lostReason: null,
      owner: { id: demoSubOf(ADVISER) },
      investorId: null,
      isDemo: false,
    });
    const board = await boardOf();
    expect(board.find((item) => item.leadId === made.leadId)?.position).toBe(
      board.filter((item) => item.stage === 'new').length - 1,
    );
    expect((await stageLog(made.leadId)).map((row) => [row.fromStage, row.toStage])).toEqual([
      [null, 'new'],
    ]);
  });

  it('sent again with the same id (a new key) is one lead', async () => {
    const body = leadBody({ name: 'Chetan Shah' });
    const first = await json<Lead>(await write(app, ADVISER, 'POST', LEADS, body), 201);
    const again = await json<Lead>(await write(app, ADVISER, 'POST', LEADS, body), 201);
    expect(again).toEqual(first);
    expect((await boardOf()).filter((item) => item.leadId === body.leadId)).toHaveLength(1);
    expect(await stageLog(body.leadId)).toHaveLength(1);
  });

  it('refuses a phone number that is not one, at the field, and writes nothing', async () => {
    const body = leadBody({ phone: '12345' });
    const problem = await expectErrorBody(await write(app, ADVISER, 'POST', LEADS, body), 422);
    expect(problem.code).toBe('invalid_phone');
    expect(problem.errors?.map((error) => error.field)).toEqual(['phone']);
    expect(await app.call('GET', lead(body.leadId), as(ADVISER)).then((r) => r.status)).toBe(404);
  });

  it('refuses a contact that is not the adviser’s, without saying whether it exists', async () => {
    const problem = await expectErrorBody(
      await write(app, ADVISER, 'POST', LEADS, leadBody({ contactId: randomUUID() })),
      422,
    );
    expect(problem.code).toBe('not_your_contact');
    expect(problem.errors?.map((error) => error.field)).toEqual(['contactId']);
  });

  it('refuses a body the contract refuses, naming the fields (400)', async () => {
    const problem = await expectErrorBody(
      await write(app, ADVISER, 'POST', LEADS, { ...leadBody(), name: ' ', source: 'tv' }),
      400,
    );
    expect(problem.errors?.map((error) => error.field).sort()).toEqual(['name', 'source']);
  });

  it('changes only the fields a PATCH sends', async () => {
    const made = await newLead({ name: 'Deepa Menon' });
    const changed = leadSchema.parse(
      await json(
        await write(app, ADVISER, 'PATCH', lead(made.leadId), {
          nextFollowUp: '2026-12-08',
          phone: '+91 99887 76655',
          notes: '',
        }),
        200,
      ),
    );
    expect(changed).toMatchObject({
      name: 'Deepa Menon',
      email: made.email,
      nextFollowUp: '2026-12-08',
      phone: '+919988776655',
      notes: null,
    });
  });
});

describe('the pipeline', () => {
  it('moves a lead to a place in a column and numbers both columns again', async () => {
    const a = await newLead({ name: 'Move A' });
    const b = await newLead({ name: 'Move B' });
    const c = await newLead({ name: 'Move C' });
    for (const item of [a, b]) await json(await move(item.leadId, { stage: 'contacted' }), 200);
    const moved = leadSchema.parse(
      await json(await move(c.leadId, { stage: 'contacted', position: 0 }), 200),
    );
    expect(moved).toMatchObject({ stage: 'contacted', position: 0 });
    expect(await columnOf('contacted')).toEqual([
      ['Move C', 0],
      ['Move A', 1],
      ['Move B', 2],
    ]);
    const news = (await boardOf()).filter((item) => item.stage === 'new');
    expect(news.map((item) => item.position)).toEqual(news.map((_, index) => index));
    // Within its column: only the order changes, nothing is logged.
    await json(await move(a.leadId, { stage: 'contacted', position: 99 }), 200);
    expect(await columnOf('contacted')).toEqual([
      ['Move C', 0],
      ['Move B', 1],
      ['Move A', 2],
    ]);
    expect((await stageLog(a.leadId)).map((row) => row.toStage)).toEqual(['new', 'contacted']);
  });

  it('logs a stage change replayed with its key, or sent again with a new key, once', async () => {
    const made = await newLead({ name: 'Replay' });
    const key = randomUUID();
    const first = await move(made.leadId, { stage: 'meeting' }, key);
    const firstAnswer = await json<Lead>(first, 200);
    const replay = await move(made.leadId, { stage: 'meeting' }, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json<Lead>(replay, 200)).toEqual(firstAnswer);
    const again = await json<Lead>(await move(made.leadId, { stage: 'meeting' }), 200);
    expect(again.stageChangedAt).toBe(firstAnswer.stageChangedAt);
    expect((await stageLog(made.leadId)).map((row) => [row.fromStage, row.toStage])).toEqual([
      [null, 'new'],
      ['new', 'meeting'],
    ]);
    const audits = await db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'crm_lead'), eq(auditLog.entityId, made.leadId)));
    expect(audits.map((row) => row.action)).toContain('Moved the lead Replay from New to Meeting');
  });

  it('needs a reason for Lost, keeps it, and clears it when the lead leaves Lost', async () => {
    const made = await newLead({ name: 'Lost one' });
    const refused = await expectErrorBody(await move(made.leadId, { stage: 'lost' }), 400);
    expect(refused.errors?.map((error) => [error.field, error.detail])).toEqual([
      ['lostReason', 'Say why the lead was lost'],
    ]);
    const blank = await expectErrorBody(
      await move(made.leadId, { stage: 'lost', lostReason: '   ' }),
      400,
    );
    expect(blank.errors?.map((error) => error.field)).toEqual(['lostReason']);
    expect((await stageLog(made.leadId)).length).toBe(1);
    const lost = await json<Lead>(
      await move(made.leadId, { stage: 'lost', lostReason: 'Chose another adviser' }),
      200,
    );
    expect(lost).toMatchObject({ stage: 'lost', lostReason: 'Chose another adviser' });
    const back = await json<Lead>(await move(made.leadId, { stage: 'proposal' }), 200);
    expect(back).toMatchObject({ stage: 'proposal', lostReason: null });
    const detail = leadDetailSchema.parse(
      await json(await app.call('GET', lead(made.leadId), as(ADVISER)), 200),
    );
    expect(detail.stageLog.map((entry) => [entry.from, entry.to, entry.lostReason])).toEqual([
      [null, 'new', null],
      ['new', 'lost', 'Chose another adviser'],
      ['lost', 'proposal', null],
    ]);
  });
});

describe('interactions', () => {
  it('logs one when the same interaction is sent twice (offline, then again)', async () => {
    const made = await newLead({ name: 'Caller' });
    const body = interaction({ notes: 'Typed in the lift, no signal' });
    const path = `${lead(made.leadId)}/interactions`;
    const first = interactionSchema.parse(
      await json(await write(app, ADVISER, 'POST', path, body), 201),
    );
    const again = await json(await write(app, ADVISER, 'POST', path, body), 201);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      leadId: made.leadId,
      kind: 'call',
      occurredAt: new Date('2026-11-24T11:30:00+05:30').toISOString(),
    });
    const rows = await db.orm
      .select()
      .from(crmInteractions)
      .where(eq(crmInteractions.interactionId, body.interactionId));
    expect(rows).toHaveLength(1);
    const detail = leadDetailSchema.parse(
      await json(await app.call('GET', lead(made.leadId), as(ADVISER)), 200),
    );
    expect(detail.interactions.map((item) => item.interactionId)).toEqual([body.interactionId]);
  });

  it('lists every interaction of the adviser, newest first, and none of another’s', async () => {
    const made = await newLead({ name: 'Timeline' });
    const path = `${lead(made.leadId)}/interactions`;
    const older = interaction({ occurredAt: '2026-11-01T10:00:00+05:30', kind: 'meeting' });
    const newer = interaction({ occurredAt: '2026-11-20T10:00:00+05:30', kind: 'email' });
    for (const body of [older, newer])
      await json(await write(app, ADVISER, 'POST', path, body), 201);
    const list = interactionListSchema.parse(
      await json(await app.call('GET', '/api/advisor/crm/interactions', as(ADVISER)), 200),
    );
    const ids = list.interactions.map((item) => item.interactionId);
    expect(ids.indexOf(newer.interactionId)).toBeLessThan(ids.indexOf(older.interactionId));
    const times = list.interactions.map((item) => item.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const others = interactionListSchema.parse(
      await json(await app.call('GET', '/api/advisor/crm/interactions', as(OTHER_ADVISER)), 200),
    );
    expect(others.interactions.map((item) => item.interactionId)).not.toContain(
      newer.interactionId,
    );
  });
});

describe('another adviser', () => {
  it('never sees or touches the adviser’s leads (404), and lists only their own', async () => {
    const mine = await newLead({ name: 'Private' });
    const theirs = await newLead({ name: 'Theirs' }, OTHER_ADVISER);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', lead(mine.leadId), { notes: 'mine now' }],
      ['POST', `${lead(mine.leadId)}/stage`, { stage: 'won' }],
      ['POST', `${lead(mine.leadId)}/interactions`, interaction()],
      ['POST', `${lead(mine.leadId)}/convert`, undefined],
    ];
    const read = await app.call('GET', lead(mine.leadId), as(OTHER_ADVISER));
    expect((await expectErrorBody(read, 404)).code).toBe('not_found');
    for (const [method, path, body] of attempts) {
      const problem = await expectErrorBody(
        await write(app, OTHER_ADVISER, method, path, body),
        404,
      );
      expect(problem.detail).toBe('No such lead among yours');
    }
    const own = await boardOf(OTHER_ADVISER);
    expect(own.map((item) => item.leadId)).toEqual([theirs.leadId]);
    expect((await boardOf()).map((item) => item.leadId)).not.toContain(theirs.leadId);
    const unchanged = leadDetailSchema.parse(
      await json(await app.call('GET', lead(mine.leadId), as(ADVISER)), 200),
    );
    expect(unchanged.lead).toMatchObject({ stage: 'new', notes: 'Met at the Pune seminar' });
    expect(unchanged.interactions).toEqual([]);
  });

  it('cannot take a lead id that is another adviser’s (409, nothing changed)', async () => {
    const mine = await newLead({ name: 'Taken id' });
    const problem = await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', LEADS, leadBody({ leadId: mine.leadId })),
      409,
    );
    expect(problem.code).toBe('lead_exists');
  });

  it('is refused to an investor (403)', async () => {
    const answer = await app.call('GET', LEADS, as(INVESTOR));
    expect(answer.status).toBe(403);
  });
});
