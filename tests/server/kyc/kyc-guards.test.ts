import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedKycDemo } from '../../../server/modules/kyc/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { kycRecordSchema } from '../../../src/features/onboarding/model/kyc-records';
import {
  demo,
  startGatewayApp,
  tokenOf,
  type DemoEmail,
  type GatewayApp,
} from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { addDocuments, json, storedAnywhere, validDetails } from './support';

// Who may see and decide which KYC, and what the server refuses whatever the client sends:
// another adviser's investor is 404, an investor reads only their own, a full Aadhaar number
// anywhere is a 400 that leaves nothing behind, and every shared rule holds on the server.

let app: GatewayApp;
let db: Database;
const awaiting = demo('process@example.com');
const neha = demo('neha@example.com');

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (database) => {
        db = database;
        await addMissingProfiles(database.orm, demoProfiles());
        await seedKycDemo(database);
        await addDocuments(database, demo('kyc@example.com').sub, ['pan', 'address']);
      },
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

describe('cross-adviser and cross-investor attempts', () => {
  it.each<[DemoEmail, string, string]>([
    ['advisor2@example.com', awaiting.sub, 'the demo adviser’s investor'],
    ['advisor@example.com', neha.sub, 'advisor2’s investor (neha@)'],
    ['advisor@example.com', 'no-such-user', 'an unknown id'],
  ])('%s gets 404 for %s (%s)', async (email, investorId) => {
    const token = tokenOf(email);
    await expectErrorBody(
      await app.call('GET', `/api/advisor/investors/${investorId}/kyc`, { token }),
      404,
    );
    await expectErrorBody(
      await app.call('POST', `/api/advisor/investors/${investorId}/kyc/decision`, {
        token,
        body: { decision: 'approve' },
      }),
      404,
    );
  });

  it('leaves the other adviser’s investor untouched and out of the queue', async () => {
    const queue = await json<{ items: Array<{ investorId: string }> }>(
      await app.call('GET', '/api/advisor/kyc/queue', { token: tokenOf('advisor2@example.com') }),
    );
    expect(queue.items).toEqual([]);
    const seen = kycRecordSchema.parse(
      await json(
        await app.call('GET', `/api/advisor/investors/${awaiting.sub}/kyc`, {
          token: tokenOf('advisor@example.com'),
        }),
      ),
    );
    expect(seen.status).toBe('submitted');
  });

  it.each<DemoEmail>(['process@example.com', 'neha@example.com'])(
    'an investor (%s) reads only their own KYC',
    async (email) => {
      const record = await json<{ details: { email: string } }>(
        await app.call('GET', '/api/investor/kyc', { token: tokenOf(email) }),
      );
      expect(record.details.email).toBe(email);
    },
  );

  it.each([
    ['GET', '/api/advisor/kyc/queue'],
    ['GET', `/api/advisor/investors/${awaiting.sub}/kyc`],
    ['POST', `/api/advisor/investors/${awaiting.sub}/kyc/decision`],
  ] as const)('an investor cannot %s %s', async (method, path) => {
    const answer = await app.call(method, path, {
      token: tokenOf('neha@example.com'),
      ...(method === 'POST' && { body: { decision: 'approve' } }),
    });
    expect(answer.status).toBe(403);
  });

  it('an adviser cannot read or write an investor’s own KYC routes', async () => {
    const token = tokenOf('advisor@example.com');
    expect((await app.call('GET', '/api/investor/kyc', { token })).status).toBe(403);
    const submit = await app.call('POST', '/api/investor/kyc/submit', {
      token,
      body: validDetails(),
    });
    expect(submit.status).toBe(403);
  });
});

describe('a full Aadhaar number is refused and never stored', () => {
  const AADHAAR = '987654321098';
  it.each([
    ['aadhaarLast4', AADHAAR],
    ['addressLine1', `Flat 2, Aadhaar ${AADHAAR}`],
    ['addressLine2', '9876 5432 1098'],
    ['city', '9876-5432-1098'],
    ['nomineeName', `Ravi ${AADHAAR}`],
    ['email', `${AADHAAR}@example.com`],
  ])('in %s of a submit', async (field, value) => {
    const problem = await expectErrorBody(
      await app.call('POST', '/api/investor/kyc/submit', {
        token: tokenOf('kyc@example.com'),
        body: validDetails({ [field]: value }),
        key: `aadhaar-${field}`,
      }),
      400,
    );
    expect(problem.errors?.map((error) => error.field)).toContain(field);
    expect(JSON.stringify(problem)).not.toContain('5432');
  });

  it.each(['name', 'addressLine1', 'aadhaarLast4', 'nomineeName'])(
    'in %s of a draft',
    async (field) => {
      const problem = await expectErrorBody(
        await app.call('PUT', '/api/investor/kyc/draft', {
          token: tokenOf('kyc@example.com'),
          body: { [field]: AADHAAR },
        }),
        400,
      );
      expect(problem.errors?.map((error) => error.field)).toContain(field);
    },
  );

  it('in a field the schema does not know', async () => {
    await expectErrorBody(
      await app.call('PUT', '/api/investor/kyc/draft', {
        token: tokenOf('kyc@example.com'),
        body: { aadhaar: AADHAAR },
      }),
      400,
    );
  });

  it('left nothing behind in any table', async () => {
    expect(await storedAnywhere(db, AADHAAR)).toBe(false);
    expect(await storedAnywhere(db, '9876 5432')).toBe(false);
  });

  it('while a 12-digit bank account number is fine', async () => {
    const saved = await app.call('PUT', '/api/investor/kyc/draft', {
      token: tokenOf('kyc@example.com'),
      body: { accountNumber: '123456789012' },
    });
    expect(saved.status).toBe(200);
  });
});

describe('the shared rules, on the server', () => {
  it.each([
    ['pan', { pan: 'ABCCN1234F' }, 'individual'],
    ['pan', { pan: 'abcpn1234f' }, 'PAN'],
    ['ifsc', { ifsc: 'SBIN1234567' }, 'IFSC'],
    ['pinCode', { pinCode: '012345' }, 'PIN'],
    ['pinCode', { pinCode: '68203' }, 'PIN'],
    ['aadhaarLast4', { aadhaarLast4: '12345' }, 'last 4'],
    ['dateOfBirth', { dateOfBirth: '2020-01-01' }, '18'],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'date of birth'],
    ['mobile', { mobile: '5800000003' }, 'mobile'],
    ['accountNumberConfirm', { accountNumberConfirm: '123456789013' }, 'do not match'],
    ['confirmed', { confirmed: false }, 'Confirm'],
    ['state', { state: 'Atlantis' }, 'state'],
  ])('%s: %j is refused naming the field', async (field, change, words) => {
    const problem = await expectErrorBody(
      await app.call('POST', '/api/investor/kyc/submit', {
        token: tokenOf('kyc@example.com'),
        body: validDetails(change),
      }),
      400,
    );
    const error = problem.errors?.find((candidate) => candidate.field === field);
    expect(error?.detail).toContain(words);
  });

  it('a whole valid body is accepted (the table above fails for its own reason only)', async () => {
    const answer = await app.call('POST', '/api/investor/kyc/submit', {
      token: tokenOf('kyc@example.com'),
      body: validDetails(),
    });
    expect(answer.status).toBe(200);
  });
});
