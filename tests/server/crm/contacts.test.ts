import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { auditLog } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { crmConsents, crmContacts } from '../../../server/modules/crm/tables';
import { families } from '../../../server/modules/families/tables';
import {
  consentSchema,
  contactDetailSchema,
  contactListSchema,
  contactSchema,
  interactionSchema,
  leadSchema,
  taskSchema,
  type Contact,
  type ContactCreate,
} from '../../../src/features/crm/model/contract';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// The adviser's contacts over HTTP on the real server and database (issue 17, Deliver 3):
// made, changed, consent recorded append-only, interactions logged, a timeline, merged
// duplicates taking everything along, the CSV export, and never seen or touched by another
// adviser (404) or an investor (403).

const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const INVESTOR: DemoEmail = 'investor@example.com';
const BASE = '/api/advisor/crm';
const CONTACTS = `${BASE}/contacts`;
const contact = (contactId: string) => `${CONTACTS}/${contactId}`;

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  app = await startGatewayApp({
    dataDir: await tempDir('crm-contacts'),
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

const contactBody = (over: Partial<ContactCreate> = {}): ContactCreate => ({
  contactId: randomUUID(),
  name: 'Kavita Menon',
  email: 'Kavita.Menon@example.com',
  phone: '098450 12345',
  tags: ['NRI', 'Seminar', 'nri'],
  importantDates: [{ kind: 'birthday', date: '1984-03-21', label: null }],
  familyId: null,
  householdRole: null,
  notes: 'Met at the retirement seminar',
  ...over,
});

async function newContact(
  over: Partial<ContactCreate> = {},
  email: DemoEmail = ADVISER,
): Promise<Contact> {
  return contactSchema.parse(
    await json(await write(app, email, 'POST', CONTACTS, contactBody(over)), 201),
  );
}

const get = (path: string, email: DemoEmail = ADVISER) => app.call('GET', path, as(email));
const detailOf = async (contactId: string) =>
  contactDetailSchema.parse(await json(await get(contact(contactId)), 200));
const interaction = (over: Record<string, unknown> = {}) => ({
  interactionId: randomUUID(),
  kind: 'call',
  occurredAt: '2026-11-20T11:00:00+05:30',
  outcome: 'Wants a retirement plan',
  notes: null,
  ...over,
});

describe('contacts', () => {
  it('makes a contact with its phone in E.164, its e-mail in lower case and tags once', async () => {
    const body = contactBody();
    const key = randomUUID();
    const made = contactSchema.parse(
      await json(await write(app, ADVISER, 'POST', CONTACTS, body, key), 201),
    );
    expect(made).toMatchObject({
      contactId: body.contactId,
      name: 'Kavita Menon',
      email: 'kavita.menon@example.com',
      phone: '+919845012345',
      tags: ['NRI', 'Seminar'],
      investorId: null,
      consents: [],
      isDemo: false,
    });
    // The outbox sends it again with a new key: one contact.
    await json(await write(app, ADVISER, 'POST', CONTACTS, body), 201);
    const rows = await db.orm
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.contactId, body.contactId));
    expect(rows).toHaveLength(1);
    const list = contactListSchema.parse(await json(await get(CONTACTS), 200));
    expect(list.contacts.filter((one) => one.contactId === body.contactId)).toHaveLength(1);
    const audit = await db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'crm_contact'), eq(auditLog.entityId, body.contactId)));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('answers a phone that is not a number at its field, and a bad e-mail by field', async () => {
    const phone = await expectErrorBody(
      await write(app, ADVISER, 'POST', CONTACTS, contactBody({ phone: '12345' })),
      422,
      'invalid_phone',
    );
    expect(phone.errors?.[0]).toMatchObject({ field: 'phone' });
    expect(phone.detail).toMatch(/too short/);
    const email = await expectErrorBody(
      await write(app, ADVISER, 'POST', CONTACTS, contactBody({ email: 'not an e-mail' })),
      400,
    );
    expect(email.errors?.map((error) => error.field)).toContain('email');
  });

  it('takes a household only among the adviser’s own families', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    // Both advisers' profiles exist once they have signed in.
    await json(await get(CONTACTS, OTHER_ADVISER), 200);
    await db.orm.insert(families).values([
      { familyId: mine, advisorSub: demoSubOf(ADVISER), name: 'Menon household' },
      { familyId: theirs, advisorSub: demoSubOf(OTHER_ADVISER), name: 'Another household' },
    ]);
    const made = await newContact({ familyId: mine, householdRole: 'spouse' });
    expect(made).toMatchObject({ familyId: mine, householdRole: 'spouse' });
    const refused = await expectErrorBody(
      await write(
        app,
        ADVISER,
        'POST',
        CONTACTS,
        contactBody({ familyId: theirs, householdRole: 'head' }),
      ),
      422,
      'not_your_family',
    );
    expect(refused.errors?.[0]).toMatchObject({ field: 'familyId' });
    await expectErrorBody(
      await write(app, ADVISER, 'PATCH', contact(made.contactId), { familyId: theirs }),
      422,
      'not_your_family',
    );
    // Leaving the household drops the role.
    const left = contactSchema.parse(
      await json(
        await write(app, ADVISER, 'PATCH', contact(made.contactId), { familyId: null }),
        200,
      ),
    );
    expect(left).toMatchObject({ familyId: null, householdRole: null });
  });

  it('changes only the fields sent', async () => {
    const made = await newContact();
    const changed = contactSchema.parse(
      await json(
        await write(app, ADVISER, 'PATCH', contact(made.contactId), {
          phone: '+91 99000 11223',
          tags: ['Retirement'],
        }),
        200,
      ),
    );
    expect(changed).toMatchObject({
      name: made.name,
      email: made.email,
      phone: '+919900011223',
      tags: ['Retirement'],
      notes: made.notes,
    });
  });

  it('keeps every consent record and shows the latest per channel', async () => {
    const made = await newContact();
    const record = (granted: boolean, source: string) =>
      write(app, ADVISER, 'POST', `${contact(made.contactId)}/consents`, {
        channel: 'whatsapp',
        granted,
        source,
      });
    consentSchema.parse(await json(await record(true, 'Signed form at the seminar'), 201));
    consentSchema.parse(await json(await record(false, 'Asked on a call to stop'), 201));
    await json(
      await write(app, ADVISER, 'POST', `${contact(made.contactId)}/consents`, {
        channel: 'email',
        granted: true,
        source: 'Website form',
      }),
      201,
    );
    const detail = await detailOf(made.contactId);
    expect(detail.consentHistory.map((one) => [one.channel, one.granted])).toEqual([
      ['email', true],
      ['whatsapp', false],
      ['whatsapp', true],
    ]);
    expect(detail.contact.consents.map((one) => [one.channel, one.granted]).sort()).toEqual([
      ['email', true],
      ['whatsapp', false],
    ]);
    expect(detail.timeline.filter((entry) => entry.kind === 'consent')).toHaveLength(3);
    const rows = await db.orm
      .select()
      .from(crmConsents)
      .where(eq(crmConsents.contactId, made.contactId));
    expect(rows).toHaveLength(3);
    // There is no route to change or delete a consent record.
    const res = await write(app, ADVISER, 'PATCH', `${contact(made.contactId)}/consents`, {});
    expect([404, 405]).toContain(res.status);
  });

  it('logs an interaction once even when sent twice, and shows it in the timeline', async () => {
    const made = await newContact();
    const body = interaction();
    const path = `${contact(made.contactId)}/interactions`;
    const first = interactionSchema.parse(
      await json(await write(app, ADVISER, 'POST', path, body), 201),
    );
    expect(first).toMatchObject({ contactId: made.contactId, leadId: null, kind: 'call' });
    await json(await write(app, ADVISER, 'POST', path, body), 201);
    const detail = await detailOf(made.contactId);
    const entries = detail.timeline.filter((entry) => entry.kind === 'interaction');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      title: 'Call: Wants a retirement plan',
      refId: body.interactionId,
    });
  });

  it('shows the contact’s leads, tasks and stage changes, newest first', async () => {
    const made = await newContact();
    const leadId = randomUUID();
    leadSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', `${BASE}/leads`, {
          leadId,
          name: made.name,
          email: made.email,
          phone: null,
          source: 'event',
          expectedAssets: null,
          nextFollowUp: null,
          notes: null,
          contactId: made.contactId,
        }),
        201,
      ),
    );
    await json(
      await write(app, ADVISER, 'POST', `${BASE}/leads/${leadId}/stage`, { stage: 'contacted' }),
      200,
    );
    taskSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', `${BASE}/tasks`, {
          taskId: randomUUID(),
          title: 'Send the retirement plan',
          dueAt: '2026-12-02T10:00:00+05:30',
          remindAt: null,
          leadId: null,
          contactId: made.contactId,
          notes: null,
        }),
        201,
      ),
    );
    const detail = await detailOf(made.contactId);
    expect(detail.leads.map((one) => one.leadId)).toEqual([leadId]);
    expect(detail.tasks.map((one) => one.title)).toEqual(['Send the retirement plan']);
    expect(
      detail.timeline.some((entry) => entry.kind === 'stage' && /Contacted/.test(entry.title)),
    ).toBe(true);
    const times = detail.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('another adviser and investors', () => {
  it('answers 404 for another adviser’s contact, everywhere, and 403 to an investor', async () => {
    const made = await newContact();
    const path = contact(made.contactId);
    await expectErrorBody(await get(path, OTHER_ADVISER), 404, 'not_found');
    await expectErrorBody(
      await write(app, OTHER_ADVISER, 'PATCH', path, { name: 'Taken' }),
      404,
      'not_found',
    );
    await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', `${path}/consents`, {
        channel: 'sms',
        granted: true,
        source: 'A form',
      }),
      404,
      'not_found',
    );
    await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', `${path}/interactions`, interaction()),
      404,
      'not_found',
    );
    const theirs = await newContact({ name: 'Someone else' }, OTHER_ADVISER);
    await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', `${CONTACTS}/merge`, {
        keepContactId: theirs.contactId,
        mergeContactId: made.contactId,
      }),
      404,
      'not_found',
    );
    const list = contactListSchema.parse(await json(await get(CONTACTS, OTHER_ADVISER), 200));
    expect(list.contacts.map((one) => one.contactId)).toEqual([theirs.contactId]);
    expect((await get(CONTACTS, INVESTOR)).status).toBe(403);
    expect((await get(path, INVESTOR)).status).toBe(403);
    expect((await write(app, INVESTOR, 'POST', CONTACTS, contactBody())).status).toBe(403);
    expect((await get(`${BASE}/export?kind=contacts`, INVESTOR)).status).toBe(403);
    const unchanged = await detailOf(made.contactId);
    expect(unchanged.contact.name).toBe('Kavita Menon');
    expect(unchanged.consentHistory).toEqual([]);
  });
});

describe('merging', () => {
  it('moves interactions, tasks, consents and leads, joins tags and fills empty fields', async () => {
    const keep = await newContact({
      name: 'Rohan Iyer',
      email: null,
      phone: null,
      tags: ['HNI'],
      notes: null,
    });
    const dupe = await newContact({
      name: 'Rohan  Iyer',
      email: 'rohan.iyer@example.com',
      phone: '99000 33445',
      tags: ['hni', 'Referral'],
      notes: 'From the referral list',
    });
    const dupePath = contact(dupe.contactId);
    await json(await write(app, ADVISER, 'POST', `${dupePath}/interactions`, interaction()), 201);
    await json(
      await write(app, ADVISER, 'POST', `${dupePath}/consents`, {
        channel: 'phone',
        granted: true,
        source: 'On the call',
      }),
      201,
    );
    await json(
      await write(app, ADVISER, 'POST', `${BASE}/tasks`, {
        taskId: randomUUID(),
        title: 'Call back',
        dueAt: '2026-12-03T10:00:00+05:30',
        remindAt: null,
        leadId: null,
        contactId: dupe.contactId,
        notes: null,
      }),
      201,
    );
    const leadId = randomUUID();
    await json(
      await write(app, ADVISER, 'POST', `${BASE}/leads`, {
        leadId,
        name: dupe.name,
        email: null,
        phone: null,
        source: 'referral',
        expectedAssets: null,
        nextFollowUp: null,
        notes: null,
        contactId: dupe.contactId,
      }),
      201,
    );
    const merged = contactSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', `${CONTACTS}/merge`, {
          keepContactId: keep.contactId,
          mergeContactId: dupe.contactId,
        }),
        200,
      ),
    );
    expect(merged).toMatchObject({
      contactId: keep.contactId,
      name: 'Rohan Iyer',
      email: 'rohan.iyer@example.com',
      phone: '+919900033445',
      tags: ['HNI', 'Referral'],
      notes: 'From the referral list',
    });
    const detail = await detailOf(keep.contactId);
    expect(detail.leads.map((one) => one.leadId)).toEqual([leadId]);
    expect(detail.tasks.map((one) => one.title)).toEqual(['Call back']);
    expect(detail.consentHistory.map((one) => one.channel)).toEqual(['phone']);
    expect(detail.timeline.filter((entry) => entry.kind === 'interaction')).toHaveLength(1);
    // The duplicate is gone from the list and its own address.
    await expectErrorBody(await get(dupePath), 404, 'not_found');
    const list = contactListSchema.parse(await json(await get(CONTACTS), 200));
    expect(list.contacts.some((one) => one.contactId === dupe.contactId)).toBe(false);
    const [row] = await db.orm
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.contactId, dupe.contactId));
    expect(row?.mergedInto).toBe(keep.contactId);
    const audit = await db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'crm_contact'), eq(auditLog.entityId, keep.contactId)));
    expect(audit.some((entry) => /Merged/.test(entry.action))).toBe(true);
  });

  it('refuses to merge a contact into itself', async () => {
    const made = await newContact();
    await expectErrorBody(
      await write(app, ADVISER, 'POST', `${CONTACTS}/merge`, {
        keepContactId: made.contactId,
        mergeContactId: made.contactId,
      }),
      422,
      'same_contact',
    );
  });
});

describe('export', () => {
  it('answers every contact of the adviser as a dated CSV with a header', async () => {
    const made = await newContact({ name: 'Export, "Quoted" Person', tags: ['A', 'B'] });
    const res = await get(`${BASE}/export?kind=contacts`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="nivesh-crm-contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Contact id,Name,E-mail,Phone,Tags/);
    const list = contactListSchema.parse(await json(await get(CONTACTS), 200));
    expect(lines).toHaveLength(list.contacts.length + 1);
    const line = lines.find((one) => one.startsWith(made.contactId))!;
    expect(line).toContain('"Export, ""Quoted"" Person"');
    expect(line).toContain(',A;B,');
    // Another adviser's file has none of these.
    const theirs = await (await get(`${BASE}/export?kind=contacts`, OTHER_ADVISER)).text();
    expect(theirs).not.toContain(made.contactId);
  });

  it('exports leads, interactions and tasks, and refuses an unknown kind', async () => {
    for (const kind of ['leads', 'interactions', 'tasks']) {
      const res = await get(`${BASE}/export?kind=${kind}`);
      expect(res.status, kind).toBe(200);
      expect((await res.text()).split('\r\n').length).toBeGreaterThan(1);
    }
    await expectErrorBody(await get(`${BASE}/export?kind=secrets`), 400);
  });
});
