import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedKycDemo } from '../../../server/modules/kyc/demo-seed';
import { kycRecords } from '../../../server/modules/kyc/tables';
import { addMissingProfiles } from '../../../server/services/profiles';
import { kycStatusOf } from '../../../server/modules/kyc/service';
import { kycDetailsSchema } from '../../../src/features/onboarding/model/kyc-rules';
import { kycRecordSchema } from '../../../src/features/onboarding/model/kyc-records';
import { demo, startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { addDocuments, json, mailTo, validDetails } from './support';

// The KYC journey over HTTP against the real server and database: draft, submit (documents
// required), the adviser's queue, reject with a reason (mailed), resubmit, approve.

let app: GatewayApp;
let db: Database;
const kyc = demo('kyc@example.com');
const investor = tokenOf('kyc@example.com');
const advisor = tokenOf('advisor@example.com');

const profileTrack = async (token: string) =>
  (await json<{ track: string }>(await app.call('GET', '/api/user/profile', { token }))).track;
const ownKyc = async (token = investor) =>
  kycRecordSchema.parse(await json(await app.call('GET', '/api/investor/kyc', { token })));

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: { pollMs: 50 },
    beforeListen: [
      async (database) => {
        db = database;
        await addMissingProfiles(database.orm, demoProfiles());
        await seedKycDemo(database);
        await seedKycDemo(database); // idempotent
      },
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

describe('the demo seed', () => {
  it('gives each demo investor the KYC their track implies, valid under the shared rules', async () => {
    const expected = {
      'kyc@example.com': 'draft',
      'process@example.com': 'submitted',
      'riskprofile@example.com': 'verified',
      'broker@example.com': 'verified',
      'investor@example.com': 'verified',
      'neha@example.com': 'verified',
    } as const;
    for (const [email, status] of Object.entries(expected)) {
      const record = await ownKyc(tokenOf(email as keyof typeof expected));
      expect(record.status, email).toBe(status);
      if (record.details) {
        // The seeded details pass the same schema a real submission does (unmasked from the db).
        const [row] = await db.orm
          .select()
          .from(kycRecords)
          .where(eq(kycRecords.investorSub, demo(email as keyof typeof expected).sub));
        const stored = row?.details;
        expect(
          kycDetailsSchema.safeParse({ ...stored, accountNumberConfirm: stored?.accountNumber })
            .success,
          email,
        ).toBe(true);
      }
    }
  });
});

describe('the KYC journey', () => {
  it('keeps a draft, then refuses to submit without both documents', async () => {
    const before = await ownKyc();
    expect(before.status).toBe('draft');
    expect(before.draft?.name).toBe('Kavya Nair');

    const saved = await app.call('PUT', '/api/investor/kyc/draft', {
      token: investor,
      body: { name: 'Kavya Nair', pan: 'EFGPN', city: 'Kochi' },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse((await json<{ savedAt: string }>(saved)).savedAt)).not.toBeNaN();
    expect((await ownKyc()).draft).toEqual({ name: 'Kavya Nair', pan: 'EFGPN', city: 'Kochi' });

    // A policy document (insurance) is no proof of address.
    await addDocuments(db, kyc.sub, ['pan', 'policy']);
    const missing = await expectErrorBody(
      await app.call('POST', '/api/investor/kyc/submit', { token: investor, body: validDetails() }),
      422,
      'kyc_documents_missing',
    );
    expect(missing.errors?.map((error) => error.field)).toEqual(['documents.address']);
    expect(await profileTrack(investor)).toBe('UPFKYCPENDING');
  });

  it('submits: the track moves on, the account is masked, the draft is closed', async () => {
    await addDocuments(db, kyc.sub, ['address']);
    const answer = await app.call('POST', '/api/investor/kyc/submit', {
      token: investor,
      body: validDetails(),
      key: 'kyc-submit-1',
    });
    expect(answer.status).toBe(200);
    const record = kycRecordSchema.parse(await answer.json());
    expect(record.status).toBe('submitted');
    expect(record.details?.accountNumber).toBe('XXXXXXXX9012');
    expect(record.details).not.toHaveProperty('accountNumberConfirm');
    expect(record.draft).toBeNull();
    expect(await profileTrack(investor)).toBe('UPFKYCINPROCESS');
    expect((await kycStatusOf(db.orm, kyc.sub)).status).toBe('submitted');

    await expectErrorBody(
      await app.call('PUT', '/api/investor/kyc/draft', { token: investor, body: { city: 'X' } }),
      409,
      'kyc_already_submitted',
    );
    await expectErrorBody(
      await app.call('POST', '/api/investor/kyc/submit', { token: investor, body: validDetails() }),
      409,
    );
  });

  it('queues it for the adviser, oldest first, and shows them the submitted details', async () => {
    const queue = await json<{ items: Array<{ investorId: string; name: string }> }>(
      await app.call('GET', '/api/advisor/kyc/queue', { token: advisor }),
    );
    expect(queue.items.map((item) => item.investorId)).toEqual([
      demo('process@example.com').sub,
      kyc.sub,
    ]);
    const seen = kycRecordSchema.parse(
      await json(
        await app.call('GET', `/api/advisor/investors/${kyc.sub}/kyc`, { token: advisor }),
      ),
    );
    expect(seen.status).toBe('submitted');
    expect(seen.details?.pan).toBe('EFGPN5678L');
    expect(seen.details?.accountNumber).toBe('XXXXXXXX9012');
    expect(seen.draft).toBeNull();
  });

  it('rejects only with a reason; the investor sees it, in the app and by mail', async () => {
    const path = `/api/advisor/investors/${kyc.sub}/kyc/decision`;
    const noReason = await expectErrorBody(
      await app.call('POST', path, { token: advisor, body: { decision: 'reject' } }),
      400,
    );
    expect(noReason.errors?.map((error) => error.field)).toEqual(['reason']);
    await expectErrorBody(
      await app.call('POST', path, {
        token: advisor,
        body: { decision: 'reject', reason: 'short' },
      }),
      400,
    );

    const reason = 'The PAN photo is blurred; please upload a clearer one.';
    const rejected = await app.call('POST', path, {
      token: advisor,
      body: { decision: 'reject', reason },
    });
    expect(rejected.status).toBe(200);
    expect(await profileTrack(investor)).toBe('UPFKYCPENDING');

    const mine = await ownKyc();
    expect(mine.status).toBe('rejected');
    expect(mine.rejectionReason).toBe(reason);
    // The form opens prefilled with what was sent; the declaration is confirmed again.
    expect(mine.draft?.accountNumber).toBe('123456789012');
    expect(mine.draft?.confirmed).toBeUndefined();

    const activity = await json<{ entries: Array<{ action: string; byYou: boolean }> }>(
      await app.call('GET', '/api/user/activity?by=others', { token: investor }),
    );
    expect(activity.entries[0]).toMatchObject({
      action: 'Sent the KYC back for changes',
      byYou: false,
    });
    const mail = await mailTo(app, kyc.email, (subject) => subject.includes('needs changes'));
    expect(mail?.subject).toContain('The PAN photo is blurred');

    await expectErrorBody(
      await app.call('POST', path, { token: advisor, body: { decision: 'approve' } }),
      409,
      'kyc_not_awaiting_review',
    );
  });

  it('takes the corrected KYC again, and an approval moves the investor to the risk profile', async () => {
    await app.call('PUT', '/api/investor/kyc/draft', { token: investor, body: { city: 'Kochi' } });
    const again = await app.call('POST', '/api/investor/kyc/submit', {
      token: investor,
      body: validDetails(),
    });
    expect(again.status).toBe(200);
    expect(kycRecordSchema.parse(await again.json()).rejectionReason).toBeNull();

    const approved = await app.call('POST', `/api/advisor/investors/${kyc.sub}/kyc/decision`, {
      token: advisor,
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await profileTrack(investor)).toBe('UPFRISKPROFILEPENDING');
    expect((await ownKyc()).status).toBe('verified');
    expect(await mailTo(app, kyc.email, (subject) => subject.includes('verified'))).toBeDefined();
    const queue = await json<{ items: Array<{ investorId: string }> }>(
      await app.call('GET', '/api/advisor/kyc/queue', { token: advisor }),
    );
    expect(queue.items.map((item) => item.investorId)).toEqual([demo('process@example.com').sub]);
  });

  it('refuses a submit away from the KYC step', async () => {
    await expectErrorBody(
      await app.call('POST', '/api/investor/kyc/submit', {
        token: tokenOf('investor@example.com'),
        body: validDetails(),
      }),
      409,
    );
  });
});
