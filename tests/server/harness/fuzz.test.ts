import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PERMISSIONS, GATEWAY_ROUTES } from '../../../server/api/routes';
import type { ApiPermission } from '../../../server/auth/permissions';
import { addMissingProfiles } from '../../../server/services/profiles';
import { startGatewayApp, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { CALLERS, harnessProfiles, leaksIn, relatedTo, tokenFor } from './support/callers';
import { FINGERPRINT_PATH, fingerprintRoute } from './support/fingerprint';
import {
  describeRequest,
  examplesOf,
  faultsOf,
  requestArbitrary,
  type FuzzRequest,
  type Target,
} from './support/fuzz-requests';
import { judge } from './support/judge';
import { fetchDocument, operationFor, parametersIn } from './support/openapi-document';
import type { OpenApiDocument } from './support/openapi-document';
import { recordId } from './support/records';

// Every route of the permission table, fed input built from its OpenAPI schemas and mostly
// wrong (write path item 8), by its own role's caller: never a 5xx, every refusal is problem
// details with a documented status, nothing is accepted that the schemas do not allow, no one
// else's data comes back, and a refused request leaves every table as it was.

/** Change it to explore other cases; a failure prints the seed and path that repeat it. */
const SEED = 20261123;
const RUNS_PER_ROUTE = 40;
/** Of those, the first ones try one kind of fault each (chosen by the seed when there are more). */
const SWEEP = 30;

let app: GatewayApp;
let document: OpenApiDocument;
const counts = { requests: 0, accepted: 0, refused: 0 };

beforeAll(async () => {
  app = await startGatewayApp({
    routes: [...GATEWAY_ROUTES, fingerprintRoute],
    beforeListen: [(db) => addMissingProfiles(db.orm, harnessProfiles())],
    jobs: false,
  });
  document = await fetchDocument((path) => app.call('GET', path));
});

afterAll(async () => {
  console.log(
    `fuzz: ${API_PERMISSIONS.length} routes x ${RUNS_PER_ROUTE} runs = ${counts.requests} requests (${counts.accepted} valid and accepted, ${counts.refused} refused)`,
  );
  await app?.close();
  await removeTempDirs();
});

const label = (entry: ApiPermission) => `${entry.method} ${entry.path}`;

/** One seed per route, so that adding a route leaves the others' cases as they were. */
const seedOf = (entry: ApiPermission): number =>
  [...label(entry)].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

const callerOf = (entry: ApiPermission) =>
  entry.access === 'guest' ? undefined : CALLERS[entry.access.includes('I') ? 'I' : 'A'].own;

async function fingerprint(): Promise<unknown> {
  const answer = await app.call('GET', FINGERPRINT_PATH);
  expect(answer.status).toBe(200);
  return answer.json();
}

const send = (entry: ApiPermission, token: string | undefined, request: FuzzRequest) =>
  app.call(entry.method, `${request.path}${request.query ? `?${request.query}` : ''}`, {
    token,
    ...(request.body !== undefined && { rawBody: request.body }),
    key: request.key,
    headers: request.contentType === undefined ? {} : { 'Content-Type': request.contentType },
  });

it.each(API_PERMISSIONS.map((entry) => [label(entry), entry] as const))(
  '%s survives bad input',
  async (_label, entry) => {
    const operation = operationFor(document, entry);
    const caller = callerOf(entry);
    const token = caller && tokenFor(caller);
    const own = Object.fromEntries(
      parametersIn(operation, 'path').map((parameter) => [
        parameter.name,
        recordId(document, entry, operation, caller, 'own', parameter.name),
      ]),
    );
    const target: Target = { document, entry, operation, own };
    const faults = faultsOf(target);
    const seed = seedOf(entry);
    const documented = Object.keys(operation.responses);
    const maySee = relatedTo(caller);
    let before = await fingerprint();

    const property = fc.asyncProperty(requestArbitrary(faults), async (request) => {
      const verdict = judge(target, request);
      const response = await send(entry, token, request);
      const text = await response.text();
      const what = `${response.status} to ${describeRequest(request)}: ${text.slice(0, 300)}`;
      counts.requests += 1;
      expect(response.status, what).toBeLessThan(500);
      if (response.ok) {
        counts.accepted += 1;
        expect(verdict.valid, `accepted what the schemas refuse: ${what}`).toBe(true);
      } else {
        counts.refused += 1;
        const copy = new Response(text, { status: response.status, headers: response.headers });
        await expectErrorBody(copy, response.status);
      }
      // A body the server does not read makes the Node adapter drop the connection soon after:
      // the answer must say so, or the client's next request on it fails.
      if (response.status === 413) expect(response.headers.get('connection'), what).toBe('close');
      // A URL that no longer names this route (`..`, an empty segment) is some other 404.
      if (verdict.pathMatches || ![404, 405].includes(response.status)) {
        expect(documented, `undocumented status: ${what}`).toContain(String(response.status));
      }
      expect(leaksIn(text, maySee), what).toEqual([]);
      const after = await fingerprint();
      if (!response.ok) {
        expect(after, `a refused request changed the database: ${what}`).toEqual(before);
      }
      before = after;
    });
    await fc.assert(property, {
      seed,
      numRuns: RUNS_PER_ROUTE,
      examples: examplesOf(faults, seed, SWEEP).map((request) => [request] as [FuzzRequest]),
    });

    const health = await app.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  },
);

it('leaves Object.prototype unpolluted', () => {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
