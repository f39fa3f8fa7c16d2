import { compileErrors, validate } from '@readme/openapi-parser';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS, GATEWAY_ROUTES } from '../../../server/api/routes';
import { createApp } from '../../../server/app';
import type { AppEnv } from '../../../server/app-env';
import type { ApiPermission } from '../../../server/auth/permissions';
import type { Database } from '../../../server/db/database';
import { loadConfig } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { openTestDatabase } from '../support/test-database';
import { makeStaticDir, removeTempDirs, tempDir } from '../support/test-server';
import {
  documentSchema,
  operationFor,
  operationsOf,
  parametersIn,
  isFileContent,
  refsIn,
  resolvePointer,
  type OpenApiDocument,
} from './support/openapi-document';

// The gateway's OpenAPI document against what the server mounts and the permission table
// (write path item 1's check): every mounted /api route is documented and nothing else, each
// with the security, answers and Idempotency-Key header its table entry implies.

let db: Database;
let app: Hono<AppEnv>;
let raw: unknown;
let document: OpenApiDocument;

beforeAll(async () => {
  const dataDir = await tempDir('harness-openapi');
  db = await openTestDatabase(dataDir);
  const config = { ...loadConfig({}), dataDir, staticDir: await makeStaticDir() };
  app = createApp({ db, logger: createLogger('silent'), config });
  const answer = await app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  raw = await answer.json();
  document = documentSchema.parse(raw);
});

afterAll(async () => {
  await db?.close();
  await removeTempDirs();
});

const label = (entry: { method: string; path: string }) => `${entry.method} ${entry.path}`;
const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

/** The table's access rule in the document's words. */
function accessWord(entry: ApiPermission): string {
  if (entry.access === 'guest') return 'guest';
  const [investor, advisor] = [entry.access.includes('I'), entry.access.includes('A')];
  return investor && advisor ? 'either' : investor ? 'investor' : 'advisor';
}

/** Guest routes that still refuse a bad token they were sent (the settings fetch, spec 4). */
const verifiesPresentToken = (entry: ApiPermission): boolean =>
  GATEWAY_ROUTES.some(
    (route) =>
      label(route) === label(entry) && route.method === 'GET' && route.verifyPresentToken === true,
  );

describe('the OpenAPI document and the mounted routes', () => {
  it('documents every /api route Hono mounted, and only those', () => {
    const mounted = app.routes
      .filter((route) => route.method !== 'ALL')
      .filter((route) => route.path === '/api' || route.path.startsWith('/api/'));
    expect(mounted.length).toBeGreaterThan(0);
    expect(sorted(operationsOf(document).map(label))).toEqual(sorted(mounted.map(label)));
  });

  it('has one permission-table entry per documented operation', () => {
    const table = API_PERMISSIONS.map(label);
    expect(new Set(table).size).toBe(table.length);
    expect(sorted(table)).toEqual(sorted(operationsOf(document).map(label)));
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(raw) as never, {
      resolve: { external: false },
    });
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('points every $ref inside itself, at something that exists', () => {
    const refs = refsIn(raw);
    expect(refs.length).toBeGreaterThan(0);
    for (const { where, ref } of refs) {
      expect.soft(ref, where).toMatch(/^#\//);
      expect.soft(resolvePointer(raw, ref), `${where}: ${ref}`).toBeDefined();
    }
  });

  it('declares the id-token security scheme the signed-in routes use', () => {
    expect(document.components.securitySchemes.idToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });
});

describe.each(API_PERMISSIONS.map((entry) => [label(entry), entry] as const))(
  '%s',
  (_label, entry) => {
    const operation = () => operationFor(document, entry);
    const signedIn = entry.access !== 'guest';

    it('states the access rule of the permission table', () => {
      const found = operation();
      expect(found['x-nivesh-access']).toBe(accessWord(entry));
      expect(found.security).toEqual(signedIn ? [{ idToken: [] }] : []);
      expect(found['x-nivesh-owner']).toBe(entry.owner);
      expect(found['x-nivesh-frozen-may-call']).toBe(entry.frozenMayCall);
    });

    it('documents one success answer: JSON, or a file of its media types', () => {
      const { responses } = operation();
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(success).toHaveLength(1);
      const content = responses[success[0] ?? '']?.content ?? {};
      if (entry.method === 'GET' && isFileContent(content)) return;
      expect(content['application/json']?.schema).toBeTypeOf('object');
    });

    it('documents its failures as problem details', () => {
      const { responses } = operation();
      const failures = Object.keys(responses).filter((status) => !status.startsWith('2'));
      for (const status of failures) {
        const content = responses[status]?.content ?? {};
        expect.soft(Object.keys(content), status).toEqual(['application/problem+json']);
        const schema = content['application/problem+json']?.schema;
        expect.soft(schema, status).toEqual({ $ref: '#/components/schemas/Problem' });
      }
      const expected = ['400'];
      if (signedIn || verifiesPresentToken(entry)) expected.push('401');
      if (signedIn) expected.push('403');
      if (entry.owner) expected.push('404');
      if (entry.method !== 'GET') expected.push('413', '415');
      expect(failures).toEqual(expect.arrayContaining(expected));
      if (!signedIn) expect(failures).not.toContain('403');
      if (!signedIn && !verifiesPresentToken(entry)) expect(failures).not.toContain('401');
    });

    it('documents a JSON (or file) request body on writes that take one, and none on reads', () => {
      const { requestBody } = operation();
      if (entry.method === 'GET') return expect(requestBody).toBeUndefined();
      if (!requestBody) return;
      expect(requestBody.required).toBe(true);
      // An upload's body is the file itself, of the types it accepts.
      if (isFileContent(requestBody.content)) return;
      expect(Object.keys(requestBody.content)).toEqual(['application/json']);
    });

    it('documents each path parameter, required', () => {
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const documented = parametersIn(operation(), 'path');
      expect(sorted(documented.map((parameter) => parameter.name))).toEqual(sorted(names));
      for (const parameter of documented) expect(parameter.required).toBe(true);
    });

    it('documents the Idempotency-Key header on writes, required as the table says', () => {
      const found = operation();
      const keys = parametersIn(found, 'header').filter(
        (parameter) => parameter.name.toLowerCase() === 'idempotency-key',
      );
      if (entry.method === 'GET') {
        expect(keys).toEqual([]);
        expect(found['x-nivesh-idempotency']).toBeUndefined();
        return;
      }
      expect(keys).toHaveLength(1);
      const required = entry.idempotencyKey === 'required';
      expect(keys[0]?.required ?? false).toBe(required);
      expect(found['x-nivesh-idempotency']).toBe(required ? 'required' : 'optional');
    });
  },
);
