import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS } from '../../../server/api/routes';
import type { ApiPermission, Role } from '../../../server/auth/permissions';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { ensureFactorScores } from '../../../server/archive/factors/recompute';
import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedOrdersDemo } from '../../../server/modules/orders/demo-seed';
import { seedScansDemo } from '../../../server/modules/scans/demo-seed';
import { seedStrategiesDemo } from '../../../server/modules/strategies/demo-seed';
import { seedWatchlistsDemo } from '../../../server/modules/watchlists/demo-seed';
import { SMALL } from '../archive/support';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { addMissingProfiles } from '../../../server/services/profiles';
import { startGatewayApp, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';
import {
  CALLERS,
  expiredToken,
  foreignToken,
  harnessProfiles,
  leaksIn,
  relatedTo,
  tamperedToken,
  tokenFor,
  type Account,
} from './support/callers';
import { minimalInstance } from './support/instances';
import {
  bodySchemaOf,
  fetchDocument,
  operationFor,
  SAMPLE_FILES,
  uploadTypesOf,
  type OpenApiDocument,
} from './support/openapi-document';
import { bodyFor, pathFor, seedHarnessRuns } from './support/records';
import { seedHarnessFamilies } from './support/family-records';
import { seedHarnessInsurance } from './support/insurance-records';
import { seedHarnessMeetings } from './support/calendar-records';
import { seedHarnessCrm } from './support/crm-records';
import { seedHarnessResearch } from './support/research-records';
import { seedAdvisorSettingsDemo } from '../../../server/modules/advisor-settings/demo-seed';

// Spec 6's permission table, walked route by route (write path item 8): every entry against
// each way a caller can be wrong — no token, an expired, edited or foreign-signed one, the wrong
// role, a frozen account, someone else's record — and the right caller on their own record.
// Each answer is the one the table implies, documented, problem details when it is an error,
// and carries no data of anyone the caller may not see.

let app: GatewayApp;
let document: OpenApiDocument;

beforeAll(async () => {
  const dataDir = await tempDir('authz');
  app = await startGatewayApp({
    dataDir,
    beforeListen: [
      (db) => addMissingProfiles(db.orm, harnessProfiles()),
      // Records that routes name by their own ids (support/records.ts): the demo documents,
      // and the demo orders (on paper accounts, against a small archive), watchlists and alerts.
      (db) => seedDocumentsDemo(db, documentStorageOf({ dataDir })),
      async (db) => {
        await ensureDemoArchive(db, { ...SMALL, days: 5 });
        await seedBrokerDemo(db);
        await seedOrdersDemo(db);
        await seedWatchlistsDemo(db);
        await seedBasketsDemo(db);
        await seedGoalsDemo(db);
        await seedScansDemo(db);
        await seedStrategiesDemo(db);
        await seedHarnessRuns(db);
        // Research calls, model portfolios and suggestions (issue 16).
        await seedHarnessResearch(db);
        // Families (issue 15), and advisor@ an admin adviser (the maintenance switch).
        await seedHarnessFamilies(db);
        // Insurance policies (issue 18).
        await seedHarnessInsurance(db);
        // Meetings (issue 18).
        await seedHarnessMeetings(db);
        // The CRM's leads, contacts and tasks (issue 17).
        await seedHarnessCrm(db);
        await seedAdvisorSettingsDemo(db);
        // Backtests start only on scored data (503 factors_pending before).
        await ensureFactorScores(db);
      },
    ],
    jobs: false,
  });
  document = await fetchDocument((path) => app.call('GET', path));
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

type Expected = { status: 'success' } | { status: 401 | 403 | 404; code: string };

const KINDS = [
  'no token',
  'expired token',
  'tampered token',
  'token signed by another key',
  'wrong role',
  'frozen account',
  "another user's record",
  'own record',
] as const;

interface Case {
  kind: (typeof KINDS)[number];
  name: string;
  /** Who is signed in as far as the server should know (for what they may see). */
  caller: Account | undefined;
  /** Whose records the path names, and with which token. */
  pathOf: Account | undefined;
  whose: 'own' | 'other';
  token: string | undefined;
  expect: (entry: ApiPermission, guestRefusesBadToken: boolean) => Expected;
}

const SUCCESS: Expected = { status: 'success' };
const ROLE_NAME: Record<Role, string> = { I: 'investor', A: 'adviser' };

function casesOf(entry: ApiPermission): Case[] {
  const roles: Role[] = entry.access === 'guest' ? [] : [...entry.access];
  const mainRole = roles[0] ?? 'I';
  const main = CALLERS[mainRole];
  const signedIn = roles.length > 0;
  const badToken = (kind: Case['kind'], name: string, token: string): Case => ({
    kind,
    name,
    caller: undefined,
    pathOf: main.own,
    whose: 'own',
    token,
    expect: (_entry, guestRefuses) =>
      signedIn || guestRefuses ? { status: 401, code: 'invalid_token' } : SUCCESS,
  });
  const cases: Case[] = [
    {
      kind: 'no token',
      name: 'no token',
      caller: undefined,
      pathOf: main.own,
      whose: 'own',
      token: undefined,
      expect: () => (signedIn ? { status: 401, code: 'missing_token' } : SUCCESS),
    },
    badToken('expired token', 'expired token', expiredToken(main.own)),
    // Another user's token, edited into the right caller's: sub and user type.
    badToken(
      'tampered token',
      `${ROLE_NAME[mainRole === 'I' ? 'A' : 'I']}'s token edited to be the ${ROLE_NAME[mainRole]}'s`,
      tamperedToken(CALLERS[mainRole === 'I' ? 'A' : 'I'].own, main.own),
    ),
    badToken('token signed by another key', 'token signed by another key', foreignToken(main.own)),
  ];
  const wrongRoles = (['I', 'A'] as const).filter((role) => signedIn && !roles.includes(role));
  for (const role of wrongRoles) {
    cases.push({
      kind: 'wrong role',
      name: `wrong role (${ROLE_NAME[role]})`,
      caller: CALLERS[role].own,
      pathOf: main.own,
      whose: 'own',
      token: tokenFor(CALLERS[role].own),
      expect: () => ({ status: 403, code: 'forbidden' }),
    });
  }
  for (const role of signedIn ? roles : ['I' as const]) {
    const { own, frozen } = CALLERS[role];
    const who = ROLE_NAME[role];
    cases.push({
      kind: 'frozen account',
      name: `frozen ${who}`,
      caller: frozen,
      pathOf: frozen,
      whose: 'own',
      token: tokenFor(frozen),
      expect: () =>
        signedIn && !entry.frozenMayCall ? { status: 403, code: 'account_frozen' } : SUCCESS,
    });
    if (entry.owner) {
      cases.push({
        kind: "another user's record",
        name: `${who}, another user's record`,
        caller: own,
        pathOf: own,
        whose: 'other',
        token: tokenFor(own),
        expect: () => ({ status: 404, code: 'not_found' }),
      });
    }
    cases.push({
      kind: 'own record',
      name: signedIn ? `${who} on their own record` : `signed-in ${who}`,
      caller: own,
      pathOf: own,
      whose: 'own',
      token: tokenFor(own),
      expect: () => SUCCESS,
    });
  }
  return cases;
}

const label = (entry: ApiPermission) => `${entry.method} ${entry.path}`;
// Signing out everywhere ends the callers' sessions (their tokens are refused from then on):
// it runs after every other route.
const endsSessions = (entry: ApiPermission) => entry.path === '/api/account/sign-out-everywhere';
const matrix = [
  ...API_PERMISSIONS.filter((entry) => !endsSessions(entry)),
  ...API_PERMISSIONS.filter(endsSessions),
].map((entry) => [label(entry), entry, casesOf(entry)] as const);
const total = matrix.reduce((sum, [, , cases]) => sum + cases.length, 0);
// A kind that cannot apply is left out (no wrong role on a route open to both); the frozen,
// other-record and own-record kinds run once per role the route admits.
console.log(
  `authz matrix: ${matrix.length} routes x ${KINDS.length} kinds of case = ${total} cases`,
);

async function call(entry: ApiPermission, c: Case) {
  const operation = operationFor(document, entry);
  const path = pathFor(document, entry, operation, c.pathOf, c.whose);
  const bodySchema = bodySchemaOf(operation);
  const [fileType] = uploadTypesOf(operation);
  const write = entry.method !== 'GET';
  const response = await app.call(entry.method, path, {
    token: c.token,
    ...(bodySchema && {
      body: bodyFor(entry, c.pathOf, c.whose, minimalInstance(bodySchema, document)),
    }),
    ...(fileType && { body: SAMPLE_FILES[fileType], headers: { 'Content-Type': fileType } }),
    ...(write && { key: randomUUID() }),
  });
  return { response, path, operation };
}

// The table's own promises the matrix relies on (issue 16): an adviser route admits advisers
// only, so an investor's token is the 'wrong role' case (403); a route naming a call, a model, a
// suggestion or a CRM lead, contact or task (issue 17) says whose it is, so the 'another user's
// record' case (404) runs on it.
const RECORD_PARAMS = [':callId', ':modelId', ':suggestionId', ':leadId', ':contactId', ':taskId'];
describe('the permission table', () => {
  it('admits advisers only on /api/advisor/ routes', () => {
    const open = API_PERMISSIONS.filter(
      (entry) =>
        entry.path.startsWith('/api/advisor/') &&
        (entry.access === 'guest' || entry.access.join() !== 'A'),
    );
    expect(open.map(label)).toEqual([]);
  });

  it('declares the owner of every route naming a call, a model, a suggestion or a CRM record', () => {
    const named = API_PERMISSIONS.filter((entry) =>
      RECORD_PARAMS.some((param) => entry.path.includes(param)),
    );
    expect(named.filter((entry) => !entry.owner).map(label)).toEqual([]);
  });
});

describe.each(matrix)('%s', (_label, entry, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { response, path, operation } = await call(entry, c);
    const documented = Object.keys(operation.responses);
    const expected = c.expect(entry, documented.includes('401'));
    const text = await response.text();
    const copy = new Response(text, { status: response.status, headers: response.headers });
    // A step of a journey answers the own-record caller with a refusal of the step itself when
    // the harness's record is not at that step: a KYC submit or decision past it (409), a broker
    // callback with no sign-in started (400 naming a body field). Authorization let them
    // through, which is what this matrix checks; the module's own tests walk the journey.
    const stepRefused =
      [400, 409, 422].includes(response.status) && documented.includes(String(response.status));
    if (expected.status === 'success' && stepRefused) {
      await expectErrorBody(copy, response.status);
    } else if (expected.status === 'success') {
      const success = documented.find((status) => status.startsWith('2'));
      expect(`${response.status} ${text.slice(0, 300)}`).toMatch(new RegExp(`^${success} `));
      const types = Object.keys(operation.responses[success ?? '']?.content ?? {});
      const type = (response.headers.get('content-type') ?? '').split(';')[0];
      expect(types).toContain(type);
    } else {
      await expectErrorBody(copy, expected.status, expected.code);
    }
    expect(documented).toContain(String(response.status));
    // The path the caller sent comes back in `instance`: that is theirs, not a leak.
    const rest = text.replaceAll(path, '').replaceAll(decodeURIComponent(path), '');
    const allowed = expected.status === 'success' ? relatedTo(c.caller) : new Set<string>();
    expect(leaksIn(rest, allowed)).toEqual([]);
  });
});
