import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { z } from 'zod';
import { startServer, type RunningServer, type StartOptions } from '../../../server/main';
import { createTestDatabase, usingPostgres } from './test-database';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const tempDirs: string[] = [];

export async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `nivesh-${label}-`));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Stands in for Vite's dist/: an unhashed shell, a worker, a manifest and one hashed bundle. */
export const FIXTURE = {
  indexHtml:
    '<!doctype html><html><head><title>Nivesh test shell</title></head><body></body></html>',
  swJs: 'self.addEventListener("fetch", () => {});\n',
  // Over 1 KiB so compression applies.
  assetJs: 'export const answer = 42;\n'.repeat(100),
};

export async function makeStaticDir(): Promise<string> {
  const dir = await tempDir('dist');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FIXTURE.indexHtml);
  await writeFile(join(dir, 'sw.js'), FIXTURE.swJs);
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Nivesh"}');
  await writeFile(join(dir, 'assets', 'app-abc123.js'), FIXTURE.assetJs);
  return dir;
}

/**
 * The real server on a free loopback port, quiet, with PGlite in dataDir; with TEST_DATABASE_URL,
 * on a fresh PostgreSQL database of its own, dropped when the server closes. A caller that passes
 * its own databaseUrl keeps it (and drops it).
 */
export async function startTestServer(
  options: StartOptions & { dataDir: string; staticDir: string },
): Promise<RunningServer> {
  // env {}: defaults only, so a DATABASE_URL in the shell never points tests at a real database.
  const start: StartOptions = { env: {}, port: 0, logLevel: 'silent', ...options };
  if (!usingPostgres || options.databaseUrl !== undefined) return startServer(start);
  const database = await createTestDatabase();
  try {
    const server = await startServer({ ...start, databaseUrl: database.url });
    return {
      ...server,
      close: async () => {
        try {
          await server.close();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a project script the way a person would (npx tsx scripts/…), against dataDir, and with
 * DATABASE_URL=databaseUrl when given.
 */
export const runScript = (
  script: string,
  args: string[],
  dataDir: string,
  databaseUrl?: string,
): Promise<ScriptResult> =>
  new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
    execFile(
      'npx',
      ['tsx', script, ...args],
      { cwd: PROJECT_ROOT, env, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });

const problemSchema = z
  .object({
    type: z.string().regex(/^urn:nivesh:problem:[a-z_]+$/),
    title: z.string().min(3),
    status: z.number().int(),
    detail: z.string().regex(/\w{3}/),
    code: z.string().min(1),
    instance: z.string().optional(),
    errors: z
      .array(
        z
          .object({
            in: z.enum(['body', 'query', 'path', 'header']),
            field: z.string(),
            pointer: z.string().startsWith('#/'),
            detail: z.string().min(1),
          })
          .strict(),
      )
      .min(1)
      .optional(),
    // RFC 9457 extension members of 400 invalid_scan (src/features/scans/model/contract.ts).
    position: z
      .object({
        offset: z.number().int(),
        length: z.number().int(),
        line: z.number().int(),
        column: z.number().int(),
      })
      .strict()
      .optional(),
    expected: z.array(z.string()).optional(),
    suggestion: z.string().optional(),
    // Extension members of 422 unsuitable (src/features/suggestions/model/contract.ts, blocked).
    ruleVersion: z.string().min(1).optional(),
    blocked: z
      .array(
        z
          .object({
            investorId: z.string().min(1),
            name: z.string(),
            category: z.string().nullable(),
            findings: z
              .array(
                z
                  .object({
                    rule: z.string().min(1),
                    limit: z.string().nullable(),
                    actual: z.string().nullable(),
                    detail: z.string().regex(/\w{3}/),
                  })
                  .strict(),
              )
              .min(1),
          })
          .strict(),
      )
      .min(1)
      .optional(),
  })
  .strict();

/**
 * Every error is RFC 9457 problem details (application/problem+json) with a readable detail;
 * the status in the body is the response's.
 */
export async function expectErrorBody(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = problemSchema.parse(await response.json());
  expect(body.status).toBe(status);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}
