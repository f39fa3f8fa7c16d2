import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS } from '../../../server/api/routes';
import type { ApiPermission, Role } from '../../../server/auth/permissions';
import { DEMO_ACCOUNTS } from '../../../server/identity/seed/demo-accounts';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { startIdentityApp, tokensOf, type IdentityApp } from './support/identity-app';
import { tamper } from './support/tokens';

// Spec 6 and the identity issue: one permission table, walked route by route with no token, a
// tampered token, the wrong role, a frozen account and another user's id.

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((demo) => demo.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const investor = account('investor@example.com');
const advisor = account('advisor@example.com');
const frozen = account('frozen@example.com');
const othersInvestor = account('neha@example.com'); // the second advisor's investor

let app: IdentityApp;
const token: Record<'investor' | 'advisor' | 'frozen', string> = {
  investor: '',
  advisor: '',
  frozen: '',
};

beforeAll(async () => {
  app = await startIdentityApp();
  const idToken = async (demo: typeof investor) =>
    (await tokensOf(app.emulator.endpoint, demo.email, demo.password)).IdToken;
  token.investor = await idToken(investor);
  token.advisor = await idToken(advisor);
  token.frozen = await idToken(frozen);
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const call = (path: string, authorization?: string) =>
  fetch(new URL(path, app.server.url), {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

const table = API_PERMISSIONS as readonly ApiPermission[];
// GETs named by the caller's own id: writes, routes named by a record's own id (a document) and
// GETs that need a query to name what they read are walked by the harness's authorization
// matrix (tests/server/harness), which makes bodies, queries and records from the OpenAPI document.
const NEED_A_QUERY = new Set([
  '/api/backtests/latest',
  '/api/advisor/research/records.csv',
  // The calendar subscription: its secret token is the query (issue 18).
  '/api/calendar.ics',
  // The CRM's CSV export names what to export (issue 17; the harness's matrix calls it with one).
  '/api/advisor/crm/export',
]);
const signedIn = table.filter(
  (entry): entry is ApiPermission & { access: readonly Role[] } =>
    entry.access !== 'guest' &&
    entry.method === 'GET' &&
    !/:(?!id(?:\/|$))\w+/.test(entry.path) &&
    !NEED_A_QUERY.has(entry.path),
);
const callerFor = (entry: { access: readonly Role[] }) =>
  entry.access.includes('I') ? 'investor' : 'advisor';

/** The path with `:id` naming a record the caller may see (own) or may not (someone else's). */
function pathOf(entry: ApiPermission, whose: 'own' | 'other'): string {
  const id = {
    self: { own: investor.sub, other: othersInvestor.sub },
    'advisor-of-investor': { own: investor.sub, other: othersInvestor.sub },
  }[entry.owner ?? 'self'][whose];
  return entry.path.replace(':id', id);
}

const label = (entry: ApiPermission) => `${entry.method} ${entry.path}`;

describe('the permission table', () => {
  it('declares each route once', () => {
    const keys = table.map(label);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(
    table
      .filter((entry) => entry.access === 'guest' && !NEED_A_QUERY.has(entry.path))
      .map((entry) => [label(entry), entry]),
  )('%s answers a guest', async (_label, entry) => {
    const response = await call(entry.path);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it.each(signedIn.map((entry) => [label(entry), entry] as const))(
    '%s answers its role, and 401 with no token or a tampered one',
    async (_label, entry) => {
      const path = pathOf(entry, 'own');
      const allowed = await call(path, token[callerFor(entry)]);
      expect(allowed.status).toBe(200);
      await allowed.body?.cancel();

      await expectErrorBody(await call(path), 401, 'missing_token');
      await expectErrorBody(await call(path, ''), 401);
      const forged = tamper(token[callerFor(entry)], { sub: othersInvestor.sub });
      await expectErrorBody(await call(path, forged), 401, 'invalid_token');
    },
  );

  it.each(
    signedIn
      .flatMap((entry) =>
        (['I', 'A'] as const)
          .filter((role) => !entry.access.includes(role))
          .map((role) => [label(entry), role, entry] as const),
      )
      .map(([name, role, entry]) => [name, role === 'I' ? 'investor' : 'advisor', entry] as const),
  )('%s refuses the wrong role (%s) with 403', async (_label, caller, entry) => {
    const body = await expectErrorBody(await call(pathOf(entry, 'own'), token[caller]), 403);
    expect(body.code).toBe('forbidden');
  });

  it.each(signedIn.filter((entry) => entry.owner).map((entry) => [label(entry), entry] as const))(
    "%s answers 404 for another user's record",
    async (_label, entry) => {
      await expectErrorBody(await call(pathOf(entry, 'other'), token[callerFor(entry)]), 404);
    },
  );

  it.each(
    signedIn
      .filter((entry) => entry.access.includes('I'))
      .map((entry) => [label(entry), entry] as const),
  )('%s follows the frozen-account rule', async (_label, entry) => {
    const path =
      entry.owner === 'self' ? entry.path.replace(':id', frozen.sub) : pathOf(entry, 'own');
    const response = await call(path, token.frozen);
    if (entry.frozenMayCall) {
      expect(response.status).toBe(200);
      await response.body?.cancel();
    } else {
      await expectErrorBody(response, 403, 'account_frozen');
    }
  });

  it('refuses an /api path missing from the table, even with a valid token', async () => {
    await expectErrorBody(await call('/api/advisor', token.advisor), 404, 'not_found');
    await expectErrorBody(await call('/api/user/profile/extra', token.investor), 404);
  });
});

describe('ownership', () => {
  it("lists only the advisor's own investors, with name, email, track and risk category", async () => {
    const response = await call('/api/advisor/investors', token.advisor);
    const { investors } = (await response.json()) as { investors: Array<Record<string, unknown>> };
    const own = DEMO_ACCOUNTS.filter((demo) => demo.advisorSub === advisor.sub);
    expect(investors.map((item) => item.id).sort()).toEqual(own.map((demo) => demo.sub).sort());
    expect(investors).toContainEqual({
      id: frozen.sub,
      name: frozen.name,
      email: frozen.email,
      phone: frozen.phone,
      track: 'UPFACCOUNTFROZEN',
      riskCategory: null,
    });
    // Each client's risk category in force rides along (the adviser's override: Moderate).
    expect(investors.find((item) => item.id === investor.sub)?.riskCategory).toBe('moderate');
  });

  it.each([
    ['an advisor', advisor.sub],
    ['nobody', '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 when the id names %s', async (_case, id) => {
    await expectErrorBody(await call(`/api/advisor/investors/${id}`, token.advisor), 404);
  });

  it("shows an advisor their investor's profile with its advisor", async () => {
    const response = await call(`/api/advisor/investors/${investor.sub}`, token.advisor);
    expect(await response.json()).toEqual({
      sub: investor.sub,
      email: investor.email,
      phone: investor.phone,
      name: investor.name,
      userType: 'USRTYINV',
      track: 'UPFACTIVE',
      advisor: { id: advisor.sub, name: advisor.name },
    });
  });
});
