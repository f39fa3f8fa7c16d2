import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { Database } from '../../../server/db/database';
import { auditLog, userProfiles } from '../../../server/db/schema';
import { identityAdminFor } from '../../../server/identity/admin';
import { LOCAL_POOL } from '../../../server/identity/pool';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts, purgeExpiredRecords } from '../../../server/modules/account/deletion';
import { notifications } from '../../../server/modules/notifications/tables';
import { watchlistItems, watchlists } from '../../../server/modules/watchlists/tables';
import { investorNotice, noticeJobs } from '../../../server/modules/account/notices';
import { createJobRegistry, type JobContext } from '../../../server/jobs/registry';
import { retainedRecords } from '../../../server/modules/account/tables';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { investorDocuments } from '../../../server/modules/documents/tables';
import { seedKycDemo } from '../../../server/modules/kyc/demo-seed';
import { kycRecords } from '../../../server/modules/kyc/tables';
import { paperCashEntries, paperTrades } from '../../../server/modules/orders/tables';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import { riskProfiles } from '../../../server/modules/risk-profile/tables';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { accountSchema, deletionAnswerSchema } from '../../../src/features/account/model/contract';
import { DEFAULT_CHOICES } from '../../../src/features/account/model/notifications';
import { SMALL } from '../archive/support';
import {
  demo,
  startGatewayApp,
  tokenOf,
  type DemoEmail,
  type GatewayApp,
} from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Account settings over HTTP on the real server, database and identity service (issue 11,
// Deliver 8): the profile, notification choices, sign out on every device (tokens refused by
// the server, refresh tokens revoked by the identity service), export all my data, and
// deletion with its grace, erasure and what is kept for SEBI's five years.

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, {
          ...SMALL,
          days: 640,
          symbols: 100,
          corporateActionRate: 3,
        });
        await seedKycDemo(opened);
        await seedRiskProfileDemo(opened);
        await seedBrokerDemo(opened);
        await seedPortfolioDemo(opened);
      },
    ],
  });
  await seedDocumentsDemo(db, documentStorageOf(app.server.config));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A token signed in at `authTime` (seconds), as after a sign-in on some device. */
const tokenAt = (email: DemoEmail, authTime: number) =>
  tokenOf(email, { auth_time: authTime, iat: authTime });

const getAccount = async (email: DemoEmail) => {
  const response = await app.call('GET', '/api/investor/account', { token: tokenOf(email) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return accountSchema.parse(JSON.parse(text));
};

/** Cognito's JSON API of the local identity service. */
interface CognitoAnswer {
  AuthenticationResult: { AccessToken: string; RefreshToken: string };
}

async function cognito(
  target: string,
  body: unknown,
): Promise<{ status: number; json: CognitoAnswer }> {
  const endpoint = app.server.config.identity.endpoint;
  if (!endpoint) throw new Error('no identity endpoint');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as CognitoAnswer };
}

// The local pool's web client (server/identity/seed/client.json).
const clientId = LOCAL_POOL.clientId;

const passwordSignIn = (email: string, password: string) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

describe('GET /api/investor/account', () => {
  it('shows the profile, the verified KYC with the PAN masked, the adviser and the defaults', async () => {
    const account = await getAccount('riskprofile@example.com');
    expect(account.profile.email).toBe('riskprofile@example.com');
    expect(account.profile.adviser?.sebiReg).toMatch(/^INA\d{9}$/);
    expect(account.profile.kyc?.status).toBe('verified');
    expect(account.profile.kyc?.pan).toMatch(/^XXXXX[0-9]{4}[A-Z]$/);
    expect(account.notifications).toEqual(DEFAULT_CHOICES);
    expect(account.deletion).toBeNull();
  });

  it('counts the demo investor a member since their seeded history began', async () => {
    const { memberSince } = (await getAccount('investor@example.com')).profile;
    expect(Date.now() - Date.parse(memberSince)).toBeGreaterThan(365 * 24 * 60 * 60 * 1000);
  });

  it('has no KYC section before the KYC is submitted', async () => {
    expect((await getAccount('kyc@example.com')).profile.kyc).toBeNull();
  });

  it.each([
    ['advisor@example.com' as const, 403],
    [undefined, 401],
  ])('answers %s with %i', async (email, status) => {
    const response = await app.call('GET', '/api/investor/account', {
      token: email ? tokenOf(email) : undefined,
    });
    expect(response.status).toBe(status);
  });
});

describe('PUT /api/investor/account/notifications', () => {
  const choices = {
    orders: { email: false, sms: true },
    dividends: { email: true, sms: true },
    alerts: { email: true, sms: false },
    adviser: { email: true, sms: false },
    research: { email: true, sms: false },
  };

  it('saves the whole set, which the account then shows', async () => {
    const response = await app.call('PUT', '/api/investor/account/notifications', {
      token: tokenOf('neha@example.com'),
      body: choices,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(choices);
    expect((await getAccount('neha@example.com')).notifications).toEqual(choices);
    // Someone else's stay as they were.
    expect((await getAccount('broker@example.com')).notifications).toEqual(DEFAULT_CHOICES);
  });

  it.each([
    ['a topic missing', { ...choices, research: undefined }, 'research'],
    [
      'a channel that is not a yes or no',
      { ...choices, orders: { email: 'yes', sms: true } },
      'orders',
    ],
    ['an unknown topic', { ...choices, offers: { email: true, sms: true } }, 'offers'],
    ['an unknown channel', { ...choices, orders: { email: true, sms: true, push: true } }, 'push'],
  ])('refuses %s with a 400 naming it', async (_case, body, named) => {
    const response = await app.call('PUT', '/api/investor/account/notifications', {
      token: tokenOf('neha@example.com'),
      body,
    });
    const problem = await expectErrorBody(response, 400);
    expect(JSON.stringify(problem)).toContain(named);
  });
});

describe('notices', () => {
  const deliver = async (email: DemoEmail, topic: 'orders' | 'research' | 'security') => {
    const sent: Array<{ to: string; subject: string }> = [];
    const registry = createJobRegistry();
    noticeJobs(registry, (notice) => {
      sent.push(notice);
      return Promise.resolve();
    });
    const [subscription] = registry.subscriptions(investorNotice.name);
    const context = { db, logger: createLogger('silent') } as unknown as JobContext;
    await subscription?.handle(
      { investorSub: demo(email).sub, topic, text: `A ${topic} notice` },
      context,
    );
    return sent.map((notice) => notice.to);
  };

  it.each([
    // broker@ keeps the defaults: orders by e-mail and SMS, no research.
    ['broker@example.com' as const, 'orders' as const, ['broker@example.com', 'phone']],
    ['broker@example.com' as const, 'research' as const, []],
    ['broker@example.com' as const, 'security' as const, ['broker@example.com']],
  ])('%s, %s: sent to %j, as chosen', async (email, topic, to) => {
    const phone = demo(email).phone;
    const expected = to.map((target) => (target === 'phone' ? phone : target)).filter(Boolean);
    expect(await deliver(email, topic)).toEqual(expected);
  });

  it('is queued when the investor’s own order fills, with what filled', async () => {
    const response = await app.call('POST', '/api/investor/orders', {
      token: tokenOf('investor@example.com'),
      key: crypto.randomUUID(),
      body: { exchange: 'NSE', symbol: 'INFY', side: 'BUY', quantity: 1, orderType: 'MARKET' },
    });
    expect(response.status).toBe(201);
    const rows = await db.transaction((tx) =>
      tx.query<{ payload: { investorSub: string; topic: string; text: string } }>(
        `SELECT payload FROM jobs WHERE topic = $1 AND subscriber IS NULL`,
        [investorNotice.name],
      ),
    );
    expect(rows.map((row) => row.payload)).toContainEqual({
      investorSub: demo('investor@example.com').sub,
      topic: 'orders',
      text: expect.stringMatching(/^Nivesh paper trading: Bought 1 INFY at ₹/) as unknown,
    });
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('refuses tokens signed in before it, takes new sign-ins, and revokes refresh tokens', async () => {
    const email = 'broker@example.com';
    const signedIn = await passwordSignIn(email, 'Demo@2026');
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
    const refreshToken = signedIn.json.AuthenticationResult.RefreshToken;
    const earlier = tokenAt(email, nowSeconds() - 60);
    expect((await app.call('GET', '/api/investor/account', { token: earlier })).status).toBe(200);

    const response = await app.call('POST', '/api/account/sign-out-everywhere', { token: earlier });
    expect(response.status).toBe(200);
    const { sessionsRevokedAt } = (await response.json()) as { sessionsRevokedAt: string };
    const revokedSecond = Date.parse(sessionsRevokedAt) / 1000;

    const refused = await app.call('GET', '/api/investor/account', { token: earlier });
    expect((await expectErrorBody(refused, 401)).code).toBe('session_revoked');
    // Even a token signed in the same second: the order within it is unknown.
    const sameSecond = await app.call('GET', '/api/investor/account', {
      token: tokenAt(email, revokedSecond),
    });
    expect(sameSecond.status).toBe(401);
    const later = await app.call('GET', '/api/investor/account', {
      token: tokenAt(email, revokedSecond + 1),
    });
    expect(later.status).toBe(200);
    expect(accountSchema.parse(await later.json()).sessionsRevokedAt).toBe(sessionsRevokedAt);

    const refresh = await cognito('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    expect(refresh.status).toBe(400);
    // Another investor is not touched.
    expect(
      (await app.call('GET', '/api/investor/account', { token: tokenAt('neha@example.com', 1) }))
        .status,
    ).toBe(200);
  });

  it('is the identity service’s GlobalSignOut too, for a client with its access token', async () => {
    const signedIn = await passwordSignIn('neha@example.com', 'Demo@2026');
    const { AccessToken, RefreshToken } = signedIn.json.AuthenticationResult;
    expect((await cognito('GlobalSignOut', { AccessToken })).status).toBe(200);
    const refresh = await cognito('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(refresh.status).toBe(400);
  });
});

describe('GET /api/investor/account/export', () => {
  it('is a zip of the investor’s own data: JSON, CSVs with headers, nothing of anyone else', async () => {
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf('investor@example.com'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nivesh-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(
      Object.keys(files)
        .filter((name) => !name.startsWith('documents/'))
        .sort(),
    ).toEqual([
      'README.txt',
      'account.json',
      'activity.csv',
      'cash-ledger.csv',
      'holdings.csv',
      'orders.csv',
      'suggestions.csv',
      'trades.csv',
    ]);
    const json = strFromU8(files['account.json']!);
    const account = JSON.parse(json) as {
      profile: { email: string };
      trades: unknown[];
      cashLedger: unknown[];
      holdings: Array<{ symbol: string }>;
    };
    const sub = demo('investor@example.com').sub;
    const trades = await db.orm.select().from(paperTrades).where(eq(paperTrades.investorSub, sub));
    const cash = await db.orm
      .select()
      .from(paperCashEntries)
      .where(eq(paperCashEntries.investorSub, sub));
    expect(account.profile.email).toBe('investor@example.com');
    expect(account.trades).toHaveLength(trades.length);
    expect(account.cashLedger).toHaveLength(cash.length);
    expect(account.holdings.length).toBeGreaterThan(0);
    // A byte-order mark first, so that Excel reads the file as UTF-8 (the decoder drops it).
    expect(files['trades.csv']!.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const tradesCsv = strFromU8(files['trades.csv']!).split('\r\n');
    expect(tradesCsv[0]).toBe(
      'Date,Trade id,Order id,Exchange,Symbol,Side,Quantity,Price (INR),Value (INR),Charges (INR),STT (INR),Source',
    );
    expect(tradesCsv.filter((line) => line !== '')).toHaveLength(trades.length + 1);
    for (const other of ['neha@example.com', 'advisor2@example.com']) {
      expect(json).not.toContain(demo(other as DemoEmail).sub);
      expect(json).not.toContain(other);
    }
  });

  it('includes the uploaded documents, byte for byte', async () => {
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf('process@example.com'),
    });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const documents = Object.keys(files).filter(
      (name) => name.startsWith('documents/') && !name.endsWith('/'),
    );
    expect(documents).toHaveLength(2);
    for (const name of documents)
      expect(files[name]!.subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    const account = JSON.parse(strFromU8(files['account.json']!)) as {
      kyc: { status: string; details: { pan: string } };
    };
    // The investor's own data, whole: the export is theirs.
    expect(account.kyc.details.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  });

  it('includes policy documents with the KYC ones', async () => {
    const email = 'sunita@example.com';
    const schedule = new TextEncoder().encode('%PDF-1.7\n% Sunita health policy\n%%EOF\n');
    const uploaded = await app.call('PUT', '/api/investor/documents/policy', {
      token: tokenOf(email),
      body: schedule,
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { documentId: string } };
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf(email),
    });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const file = `documents/policy-${document.documentId}.pdf`;
    expect(files[file]).toEqual(schedule);
    const account = JSON.parse(strFromU8(files['account.json']!)) as {
      documents: Array<{ id: string; kind: string; file: string }>;
    };
    expect(account.documents.map((entry) => entry.kind).sort()).toEqual([
      'address',
      'pan',
      'policy',
    ]);
    expect(account.documents.find((entry) => entry.kind === 'policy')).toMatchObject({
      id: document.documentId,
      file,
    });
  });

  it('is for investors', async () => {
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf('advisor@example.com'),
    });
    expect(response.status).toBe(403);
  });
});

describe('deleting an account', () => {
  // Neha: KYC verified, a risk profile, paper trading, documents; advised by advisor2.
  const email = 'neha@example.com';
  const adviser = 'advisor2@example.com';
  const sub = demo(email).sub;
  const storage = () => documentStorageOf(app.server.config);
  const erasure = () => ({
    db,
    logger: createLogger('silent'),
    storage: storage(),
    identity: identityAdminFor(app.server.config.identity, 'local'),
    sendNotice: (notice: { to: string; subject: string }) => {
      sent.push(notice);
      return Promise.resolve();
    },
  });
  const sent: Array<{ to: string; subject: string }> = [];
  const DAY = 24 * 60 * 60 * 1000;

  it('needs the typed confirmation', async () => {
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'DELETE', extra: 1 }]) {
      const response = await app.call('POST', '/api/investor/account/deletion', {
        token: tokenOf(email),
        body,
      });
      await expectErrorBody(response, 400);
    }
    expect((await getAccount(email)).deletion).toBeNull();
  });

  it('is due after 7 days; asking again keeps the date; it can be cancelled', async () => {
    const before = Date.now();
    const first = await app.call('POST', '/api/investor/account/deletion', {
      token: tokenOf(email),
      body: { confirm: 'DELETE' },
    });
    expect(first.status).toBe(202);
    const answer = deletionAnswerSchema.parse(await first.json());
    expect(Date.parse(answer.dueAt) - Date.parse(answer.requestedAt)).toBe(7 * DAY);
    expect(Date.parse(answer.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.retentionYears).toBe(5);
    expect(answer.kept.join(' ')).toMatch(/KYC/);

    const again = await app.call('POST', '/api/investor/account/deletion', {
      token: tokenOf(email),
      body: { confirm: 'DELETE' },
    });
    expect(deletionAnswerSchema.parse(await again.json()).dueAt).toBe(answer.dueAt);
    expect((await getAccount(email)).deletion).toEqual({
      requestedAt: answer.requestedAt,
      dueAt: answer.dueAt,
    });

    // Nothing is erased before the due time.
    expect(await eraseDueAccounts(erasure(), new Date(Date.parse(answer.dueAt) - 1000))).toEqual(
      [],
    );

    const cancel = await app.call('DELETE', '/api/investor/account/deletion', {
      token: tokenOf(email),
    });
    expect(await cancel.json()).toEqual({ cancelled: true });
    expect((await getAccount(email)).deletion).toBeNull();
    expect(await eraseDueAccounts(erasure(), new Date(Date.now() + 8 * DAY))).toEqual([]);
  });

  it('erases after the grace, keeps the SEBI records out of sight, then deletes them after 5 years', async () => {
    const requested = await app.call('POST', '/api/investor/account/deletion', {
      token: tokenOf(email),
      body: { confirm: 'DELETE' },
    });
    const { dueAt } = deletionAnswerSchema.parse(await requested.json());
    const advisorBefore = await app.call('GET', '/api/advisor/investors', {
      token: tokenOf(adviser),
    });
    expect(JSON.stringify(await advisorBefore.json())).toContain(sub);

    const listId = randomUUID();
    await db.orm.insert(watchlists).values({
      id: listId,
      ownerSub: sub,
      name: 'To erase',
      position: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await db.orm.insert(watchlistItems).values({
      watchlistId: listId,
      exchange: 'NSE',
      symbol: 'TCS',
      position: 0,
      addedAt: new Date(),
    });
    await db.orm.insert(notifications).values({
      id: randomUUID(),
      recipientSub: sub,
      kind: 'price-alert',
      title: 'TCS rose above ₹4,000',
      body: '',
      createdAt: new Date(),
    });

    // Policy documents are the investor's own, not the KYC's: they go at erasure, but bytes the
    // kept PAN card shares (the same file uploaded twice) stay.
    const policyDocument = async (bytes: Uint8Array, type: string) => {
      const response = await app.call('PUT', '/api/investor/documents/policy', {
        token: tokenOf(email),
        body: bytes,
        headers: { 'Content-Type': type },
      });
      expect(response.status).toBe(201);
      const { document } = (await response.json()) as { document: { documentId: string } };
      const [row] = await db.orm
        .select()
        .from(investorDocuments)
        .where(eq(investorDocuments.id, document.documentId));
      return row!;
    };
    const [pan] = await db.orm
      .select()
      .from(investorDocuments)
      .where(and(eq(investorDocuments.investorSub, sub), eq(investorDocuments.kind, 'pan')));
    const panBytes = await storage().get(pan!.storageKey);
    const schedule = await policyDocument(
      new TextEncoder().encode('%PDF-1.7\n% Neha term plan\n%%EOF\n'),
      'application/pdf',
    );
    const samePan = await policyDocument(panBytes!, 'image/png');
    expect(samePan.storageKey).toBe(pan!.storageKey);

    const at = new Date(Date.parse(dueAt) + 60_000);
    expect(await eraseDueAccounts(erasure(), at)).toEqual([sub]);
    const left = await db.orm
      .select()
      .from(investorDocuments)
      .where(eq(investorDocuments.investorSub, sub));
    expect(left.map((row) => row.kind).sort()).toEqual(['address', 'pan']);
    expect(await storage().get(schedule.storageKey)).toBeNull();
    expect(await storage().get(pan!.storageKey)).toEqual(panBytes);
    expect(await db.orm.select().from(watchlists).where(eq(watchlists.ownerSub, sub))).toEqual([]);
    expect(
      await db.orm.select().from(watchlistItems).where(eq(watchlistItems.watchlistId, listId)),
    ).toEqual([]);
    expect(
      await db.orm.select().from(notifications).where(eq(notifications.recipientSub, sub)),
    ).toEqual([]);
    // Once: a second run finds nothing to do.
    expect(await eraseDueAccounts(erasure(), at)).toEqual([]);

    const [profile] = await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, sub));
    expect(profile).toMatchObject({ name: null, email: null, phone: null, advisorSub: null });
    expect(profile?.erasedAt?.toISOString()).toBe(at.toISOString());
    const [kept] = await db.orm
      .select()
      .from(retainedRecords)
      .where(eq(retainedRecords.investorSub, sub));
    expect(kept?.advisorSub).toBe(demo(adviser).sub);
    expect(kept?.retainUntil.getUTCFullYear()).toBe(at.getUTCFullYear() + 5);
    expect(
      await db.orm.select().from(kycRecords).where(eq(kycRecords.investorSub, sub)),
    ).toHaveLength(1);
    expect(
      await db.orm.select().from(riskProfiles).where(eq(riskProfiles.investorSub, sub)),
    ).not.toHaveLength(0);
    expect(
      await db.orm.select().from(paperCashEntries).where(eq(paperCashEntries.investorSub, sub)),
    ).toHaveLength(0);

    // The sign-in account is gone, any token is refused, and the adviser's book no longer has them.
    expect((await passwordSignIn(email, 'Demo@2026')).status).toBe(400);
    const refused = await app.call('GET', '/api/investor/account', { token: tokenOf(email) });
    expect((await expectErrorBody(refused, 401)).code).toBe('account_deleted');
    const [unchanged] = await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, sub));
    expect(unchanged?.email).toBeNull();
    const advisorAfter = await app.call('GET', '/api/advisor/investors', {
      token: tokenOf(adviser),
    });
    expect(JSON.stringify(await advisorAfter.json())).not.toContain(sub);
    // A goodbye to the old address (the request's own notice went through the job queue).
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(email);
    expect(sent[0]?.subject).toMatch(/account is deleted/);

    const fiveYears = new Date(at);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
    const purge = { db, storage: storage(), logger: createLogger('silent') };
    expect(await purgeExpiredRecords(purge, new Date(fiveYears.getTime() - 1000))).toEqual([]);
    const documents = await db.orm
      .select()
      .from(investorDocuments)
      .where(eq(investorDocuments.investorSub, sub));
    expect(documents.length).toBeGreaterThan(0);
    expect(await purgeExpiredRecords(purge, fiveYears)).toEqual([sub]);
    expect(
      await db.orm.select().from(kycRecords).where(eq(kycRecords.investorSub, sub)),
    ).toHaveLength(0);
    expect(await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, sub))).toHaveLength(
      0,
    );
    for (const document of documents) expect(await storage().get(document.storageKey)).toBeNull();
    // The audit log is append-only and names no one: it stays.
    const audit = await db.orm.select().from(auditLog).where(eq(auditLog.subjectSub, sub));
    expect(audit.map((entry) => entry.action)).toContain('Asked for the account to be deleted');
  });

  it('erases an account whose KYC was never submitted, draft and documents included', async () => {
    const draftEmail = 'kyc@example.com';
    const draftSub = demo(draftEmail).sub;
    await app.call('POST', '/api/investor/account/deletion', {
      token: tokenOf(draftEmail),
      body: { confirm: 'DELETE' },
    });
    expect(await eraseDueAccounts(erasure(), new Date(Date.now() + 8 * DAY))).toEqual([draftSub]);
    expect(
      await db.orm.select().from(kycRecords).where(eq(kycRecords.investorSub, draftSub)),
    ).toHaveLength(0);
  });
});
