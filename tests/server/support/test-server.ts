import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { z } from 'zod';
import { startServer, type RunningServer, type StartOptions } from '../../../server/main';

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

/** The real server on a free loopback port, quiet, with PGlite in dataDir. */
export const startTestServer = (
  options: StartOptions & { dataDir: string; staticDir: string },
): Promise<RunningServer> =>
  // env {}: defaults only, so a DATABASE_URL in the shell never points tests at a real database.
  startServer({ env: {}, port: 0, logLevel: 'silent', ...options });

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a project script the way a person would (npx tsx scripts/…), against dataDir. */
export const runScript = (script: string, args: string[], dataDir: string): Promise<ScriptResult> =>
  new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
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

const errorBodySchema = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().regex(/\w{3}/) }).strict(),
  })
  .strict();

/** Spec: every API error is `{"error":{"code","message"}}` with a readable message. */
export async function expectErrorBody(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(await response.json());
  if (code !== undefined) expect(body.error.code).toBe(code);
  return body;
}
