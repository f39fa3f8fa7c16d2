import { measureArchiveGeneration } from './archive-generation';
import { measureArchiveLoad } from './archive-load';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const FIRST_START_BUDGET_S = 30;

/**
 * npm run bench, archive section: first-start generation time and database size, then the
 * archive API under 50 concurrent connections from this process (the server is npm start's).
 */
export async function benchArchive(url: string): Promise<void> {
  console.log('\nMarket data archive: first-start generation (fresh PGlite folder)');
  const generation = await measureArchiveGeneration();
  const firstStart = (generation.openAndMigrateMs + generation.generateAndLoadMs) / 1000;
  console.log(`  open + migrate              ${fmt(generation.openAndMigrateMs / 1000)} s`);
  console.log(
    `  generate + load             ${fmt(generation.generateAndLoadMs / 1000)} s ` +
      `(${generation.bars.toLocaleString('en-IN')} bars over ${generation.days} trading days)`,
  );
  console.log(
    `  total                       ${fmt(firstStart)} s / budget ${FIRST_START_BUDGET_S} s` +
      (firstStart <= FIRST_START_BUDGET_S ? ' within budget' : ' OVER BUDGET'),
  );
  console.log(`  database size               ${fmt(generation.databaseBytes / 1024 / 1024)} MiB`);

  console.log('\nArchive API, 50 connections, 10 s each after 3 s of warm-up (latency in ms)');
  console.log('  workload                                  p50     p95     p99    req/s  errors');
  for (const row of await measureArchiveLoad(url)) {
    const verdict = row.p95 <= row.budgetP95 && row.errors === 0 ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  ${row.name.padEnd(40)} ${fmt(row.p50).padStart(6)}  ${fmt(row.p95).padStart(6)}  ` +
        `${fmt(row.p99).padStart(6)}  ${fmt(row.requestsPerSecond, 0).padStart(7)}  ${String(row.errors).padStart(6)}` +
        `  p95 budget ${row.budgetP95} ms, ${verdict}`,
    );
  }
}
