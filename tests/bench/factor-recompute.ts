import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import { recomputeFactors, type RecomputeReport } from '../../server/archive/factors/recompute';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';

const FULL_BUDGET_S = 10;
const INCREMENTAL_BUDGET_S = 1;
const INCREMENTAL_RUNS = 5;

/**
 * Issue 12, factor engine: a full recompute over the demo archive (NIFTY 500 x five years) and
 * an incremental day (the latest, with its year of lookback), in a fresh PGlite folder.
 */
export async function measureFactorRecompute() {
  const dataDir = await mkdtemp(join(tmpdir(), 'nivesh-bench-factors-'));
  try {
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      const archive = await ensureDemoArchive(db);
      const full = await recomputeFactors(db, { force: true });
      const last = archive.days.at(-1);
      const incremental: RecomputeReport[] = [];
      for (let i = 0; i < INCREMENTAL_RUNS; i += 1) {
        incremental.push(await recomputeFactors(db, { from: last, force: true }));
      }
      incremental.sort((a, b) => a.milliseconds - b.milliseconds);
      const median = incremental[Math.floor(INCREMENTAL_RUNS / 2)] ?? full;
      return { stocks: 500, days: full.days, full, incremental: median };
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const phases = (r: RecomputeReport) =>
  `read ${seconds(r.readMs)} s, compute ${seconds(r.computeMs)} s, write ${seconds(r.writeMs)} s`;
const verdict = (ms: number, budgetS: number) =>
  ms <= budgetS * 1000 ? 'within budget' : 'OVER BUDGET';

export async function benchFactorRecompute(): Promise<void> {
  console.log('\nFactor engine (issue 12): fresh PGlite folder with the demo archive');
  const result = await measureFactorRecompute();
  const { full, incremental } = result;
  console.log(
    `  full recompute (${result.days} days)   ${seconds(full.milliseconds)} s / budget ${FULL_BUDGET_S} s ` +
      `${verdict(full.milliseconds, FULL_BUDGET_S)} (${phases(full)})`,
  );
  console.log(
    `  incremental day, median of ${INCREMENTAL_RUNS}   ${seconds(incremental.milliseconds)} s / budget ` +
      `${INCREMENTAL_BUDGET_S} s ${verdict(incremental.milliseconds, INCREMENTAL_BUDGET_S)} (${phases(incremental)})`,
  );
}

// Alone: npx tsx tests/bench/factor-recompute.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchFactorRecompute();
