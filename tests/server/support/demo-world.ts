import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { GenerateOptions } from '../../../server/archive/generator/options';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import type { StartOptions } from '../../../server/main';
import { addMissingProfiles } from '../../../server/services/profiles';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from './gateway-app';

// What the module test worlds share: a server with the demo profiles, a demo archive and the
// module's demo seeds, and the helpers their tests call it with.

export interface DemoWorld {
  app: GatewayApp;
  db: Database;
}

/**
 * One server for a test file: the demo profiles, a demo archive of these options, then each seed
 * in order (before listening). The job worker is off unless `jobs` turns it on.
 */
export async function startDemoWorld(
  archive: GenerateOptions,
  seeds: ReadonlyArray<(db: Database) => Promise<unknown>>,
  { jobs = false }: Pick<StartOptions, 'jobs'> = {},
): Promise<DemoWorld> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, archive);
        for (const seed of seeds) await seed(opened);
      },
    ],
  });
  return { app, db: db! };
}

export async function json<T = Record<string, unknown>>(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export const as = (email: DemoEmail) => ({ token: tokenOf(email) });

export const write = (
  app: GatewayApp,
  email: DemoEmail,
  method: string,
  path: string,
  body?: unknown,
  key: string = randomUUID(),
) => app.call(method, path, { ...as(email), key, ...(body !== undefined && { body }) });
