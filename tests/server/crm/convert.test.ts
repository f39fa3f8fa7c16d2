import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { userProfiles } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { LOCAL_POOL } from '../../../server/identity/pool';
import { TRACKS } from '../../../server/services/tracks';
import { crmContacts, crmInvitations } from '../../../server/modules/crm/tables';
import { notifications } from '../../../server/modules/notifications/tables';
import {
  INVITATION_DAYS,
  invitationSchema,
  leadDetailSchema,
  leadSchema,
  type Lead,
} from '../../../src/features/crm/model/contract';
import { cognitoCall, latestCode, tokensOf } from '../identity/support/identity-app';
import { mailTo } from '../kyc/support';
import { as, json, write } from '../support/demo-world';
import { demo, startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// Converting a won lead into a client (issue 17, Deliver 2), end to end on the real server, job
// worker and identity emulator: the invitation e-mail reaches the dev mailbox with its sign-up
// link; the person signs up with that address; their first call makes them the adviser's client
// (onboarding from KYC), links the lead and a contact to them and tells the adviser, once.

const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const LEADS = '/api/advisor/crm/leads';
const PASSWORD = 'Invited-2026!';

let app: GatewayApp;
let db: Database;
let endpoint: string;

beforeAll(async () => {
  app = await startGatewayApp({
    dataDir: await tempDir('crm-convert'),
    jobs: { pollMs: 100 },
    beforeListen: [
      (opened) => {
        db = opened;
        return Promise.resolve();
      },
    ],
  });
  const config = (await (await app.call('GET', '/api/auth-config')).json()) as {
    endpoint: string;
  };
  endpoint = config.endpoint;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

async function wonLead(name: string, email: string | null, adviser = ADVISER): Promise<Lead> {
  const leadId = randomUUID();
  const body = {
    leadId,
    name,
    email,
    phone: null,
    source: 'event',
    expectedAssets: 50_00_000_00,
    nextFollowUp: null,
    notes: null,
    contactId: null,
  };
  leadSchema.parse(await json(await write(app, adviser, 'POST', LEADS, body), 201));
  const path = `${LEADS}/${leadId}/stage`;
  return leadSchema.parse(
    await json(await write(app, adviser, 'POST', path, { stage: 'won' }), 200),
  );
}

const convert = (leadId: string, email: DemoEmail = ADVISER) =>
  write(app, email, 'POST', `${LEADS}/${leadId}/convert`);

const detailOf = async (leadId: string) =>
  leadDetailSchema.parse(await json(await app.call('GET', `${LEADS}/${leadId}`, as(ADVISER)), 200));

/** Signs up through the identity emulator as a person would: sign up, the code, sign in. */
async function signUp(email: string, name: string): Promise<string> {
  await cognitoCall(endpoint, 'SignUp', {
    ClientId: LOCAL_POOL.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
    ],
  });
  await cognitoCall(endpoint, 'ConfirmSignUp', {
    ClientId: LOCAL_POOL.clientId,
    Username: email,
    ConfirmationCode: await latestCode(app.server.url, email, 'sign-up'),
  });
  return (await tokensOf(endpoint, email, PASSWORD)).IdToken;
}

const profileWith = async (token: string) =>
  json<{ sub: string; track: string; advisor: { id: string } | null }>(
    await app.call('GET', '/api/user/profile', { token }),
    200,
  );

describe('converting a lead', () => {
  it('needs a won lead (409) with an e-mail address (422), and is 404 to another adviser', async () => {
    const leadId = randomUUID();
    await json(
      await write(app, ADVISER, 'POST', LEADS, {
        leadId,
        name: 'Not yet',
        email: 'not.yet@example.com',
        phone: null,
        source: 'website',
        expectedAssets: null,
        nextFollowUp: null,
        notes: null,
        contactId: null,
      }),
      201,
    );
    const early = await expectErrorBody(await convert(leadId), 409);
    expect(early).toMatchObject({ code: 'lead_not_won' });
    expect(early.detail).toBe('Not yet is not won yet: move the lead to Won before inviting them');
    const silent = await wonLead('No Mail', null);
    const noEmail = await expectErrorBody(await convert(silent.leadId), 422);
    expect(noEmail.code).toBe('no_email');
    expect(noEmail.errors?.map((error) => error.field)).toEqual(['email']);
    const won = await wonLead('Guarded', 'guarded@example.com');
    expect((await expectErrorBody(await convert(won.leadId, OTHER_ADVISER), 404)).code).toBe(
      'not_found',
    );
    const invitations = await db.orm.select().from(crmInvitations);
    expect(invitations.map((row) => row.leadId)).not.toContain(won.leadId);
  });

  it('e-mails a sign-up link; signing up through it makes the person the adviser’s client', async () => {
    const email = `meera.${randomUUID().slice(0, 8)}@example.com`;
    const lead = await wonLead('Meera Pillai', email);
    const before = Date.now();
    const invitation = invitationSchema.parse(await json(await convert(lead.leadId), 201));
    expect(invitation).toMatchObject({ leadId: lead.leadId, email, acceptedAt: null });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBe(INVITATION_DAYS);
    expect(Date.parse(invitation.sentAt)).toBeGreaterThanOrEqual(before - 1000);

    const subject = `${demo(ADVISER).name} invites you to Nivesh`;
    const mail = (await mailTo(app, email, (text) => text === subject)) as
      { link?: string; kind: string } | undefined;
    const link = `${new URL(app.server.url).origin}/signup?email=${encodeURIComponent(email)}`;
    expect(mail).toMatchObject({ kind: 'notice', link });
    const page = await (
      await app.call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).text();
    expect(page).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);

    const token = await signUp(email, 'Meera Pillai');
    const profile = await profileWith(token);
    expect(profile).toMatchObject({
      track: TRACKS.kycPending,
      advisor: { id: demoSubOf(ADVISER) },
    });
    // A second first call changes nothing.
    expect((await profileWith(token)).advisor?.id).toBe(demoSubOf(ADVISER));

    const detail = await detailOf(lead.leadId);
    expect(detail.lead.investorId).toBe(profile.sub);
    expect(detail.lead.contactId).not.toBeNull();
    expect(detail.invitation).toMatchObject({ investorId: profile.sub, email });
    expect(detail.invitation?.acceptedAt).not.toBeNull();
    const [contact] = await db.orm
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.contactId, detail.lead.contactId!));
    expect(contact).toMatchObject({ investorSub: profile.sub, name: 'Meera Pillai', email });

    const clients = await json<{ investors: Array<{ id: string }> }>(
      await app.call('GET', '/api/advisor/investors', as(ADVISER)),
      200,
    );
    expect(clients.investors.map((item) => item.id)).toContain(profile.sub);
    const notices = await db.orm
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientSub, demoSubOf(ADVISER)),
          eq(notifications.kind, 'crm-invitation'),
        ),
      );
    expect(notices.map((row) => [row.title, row.link])).toEqual([
      ['Meera Pillai accepted your invitation', `/advisor/crm/lead?lead=${lead.leadId}`],
    ]);
    expect(notices[0]?.body).toContain('Meera Pillai accepted your invitation and signed up');

    const again = await expectErrorBody(await convert(lead.leadId), 409);
    expect(again.code).toBe('already_client');
  });

  it('sending again renews the invitation; an expired one makes no client', async () => {
    const email = `late.${randomUUID().slice(0, 8)}@example.com`;
    const lead = await wonLead('Late Signer', email);
    const first = invitationSchema.parse(await json(await convert(lead.leadId), 201));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const renewed = invitationSchema.parse(await json(await convert(lead.leadId), 201));
    expect(Date.parse(renewed.sentAt)).toBeGreaterThan(Date.parse(first.sentAt));
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    await db.orm
      .update(crmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(crmInvitations.leadId, lead.leadId));
    const profile = await profileWith(await signUp(email, 'Late Signer'));
    expect(profile.advisor).toBeNull();
    const [row] = await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, profile.sub));
    expect(row?.advisorSub).toBeNull();
    expect((await detailOf(lead.leadId)).lead.investorId).toBeNull();
  });
});
