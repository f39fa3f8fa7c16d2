import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedScansDemo } from '../../../server/modules/scans/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { scanResultSchema, type ScanResult } from '../../../src/features/scans/model/contract';
import { SMALL } from '../archive/support';
import { eventually } from '../jobs/support';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';

// One server for a scans test file: the demo profiles, a demo archive of 60 stocks over 320
// trading days (a 200-day average and a year of factor momentum have data), the job worker (the
// load's data.updated job scores the factors and runs the saved scans) and the scans demo seed.

export const ARCHIVE = { ...SMALL, symbols: 60, days: 320 };

export interface ScansWorld {
  app: GatewayApp;
  db: Database;
}

export async function startScansWorld(): Promise<ScansWorld> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, ARCHIVE);
        await seedScansDemo(opened);
      },
    ],
  });
  const world = { app, db: db! };
  // The load's data.updated job scores the archive: factor fields answer 200 from then on.
  await eventually(async () => {
    const response = await app.call(
      'GET',
      `/archive/scan?q=${encodeURIComponent('factor.composite > -100')}`,
    );
    expect(response.status).toBe(200);
  });
  return world;
}

export const as = (email: DemoEmail) => ({ token: tokenOf(email) });

export async function json<T = Record<string, unknown>>(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const envelope = z.object({ data: z.unknown() });

/** GET /archive/scan?q=, 200, its data checked against the contract. */
export async function scan(app: GatewayApp, q: string): Promise<ScanResult> {
  const body = await json(await app.call('GET', `/archive/scan?q=${encodeURIComponent(q)}`), 200);
  return scanResultSchema.parse(envelope.parse(body).data);
}

export const write = (
  app: GatewayApp,
  email: DemoEmail,
  method: string,
  path: string,
  body?: unknown,
  key: string = randomUUID(),
) => app.call(method, path, { ...as(email), key, ...(body !== undefined && { body }) });
