import { expect } from 'vitest';
import { z } from 'zod';
import { seedScansDemo } from '../../../server/modules/scans/demo-seed';
import { scanResultSchema, type ScanResult } from '../../../src/features/scans/model/contract';
import { SMALL } from '../archive/support';
import { eventually } from '../jobs/support';
import { json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import type { GatewayApp } from '../support/gateway-app';

// One server for a scans test file: the demo profiles, a demo archive of 60 stocks over 320
// trading days (a 200-day average and a year of factor momentum have data), the job worker (the
// load's data.updated job scores the factors and runs the saved scans) and the scans demo seed.

export const ARCHIVE = { ...SMALL, symbols: 60, days: 320 };

export type ScansWorld = DemoWorld;

export async function startScansWorld(): Promise<ScansWorld> {
  // The job worker runs here (jobs: {}, its default options).
  const world = await startDemoWorld(ARCHIVE, [seedScansDemo], { jobs: {} });
  const { app } = world;
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

export { as, json, write } from '../support/demo-world';

const envelope = z.object({ data: z.unknown() });

/** GET /archive/scan?q=, 200, its data checked against the contract. */
export async function scan(app: GatewayApp, q: string): Promise<ScanResult> {
  const body = await json(await app.call('GET', `/archive/scan?q=${encodeURIComponent(q)}`), 200);
  return scanResultSchema.parse(envelope.parse(body).data);
}
