import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../../server/identity/seed/demo-accounts';
import { spawnBenchServer } from './spawn-bench-server';
import { CONNECTIONS, tokenOf } from './write-load';

// npm run bench, client book section (issue 15, "Tests and bench"): GET /api/advisor/book at 50
// connections for 10 s with 500 clients seeded in a bench-only PGlite folder (budget: p95 ≤
// 50 ms), and the book computed cold (after a write, which moves the change generation).
// The server runs in a process of its own (book-api-server.ts). Alone:
// npx tsx tests/bench/book-api.ts

export const BOOK_P95_BUDGET_MS = 50;
const COLD_RUNS = 5;
const SERVER_SCRIPT = fileURLToPath(new URL('./book-api-server.ts', import.meta.url));

const verdict = (value: number, budget: number) =>
  `/ budget ${budget} ms ${value <= budget ? 'within budget' : 'OVER budget'}`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const startBookServer = () => spawnBenchServer(SERVER_SCRIPT, { label: 'book' });

export async function measureBookApi() {
  const adviser = DEMO_ACCOUNTS.find((account) => account.email === 'advisor@example.com')!;
  const token = tokenOf(adviser);
  const server = await startBookServer();
  try {
    const get = async () => {
      const start = performance.now();
      const response = await fetch(new URL('/api/advisor/book', server.url), {
        headers: { Authorization: token },
      });
      const body = (await response.json()) as { clients?: number; actions?: unknown[] };
      if (response.status !== 200) throw new Error(`book: ${response.status}`);
      return { ms: performance.now() - start, body };
    };
    const first = await get();
    const cold: number[] = [first.ms];
    for (let run = 1; run < COLD_RUNS; run += 1) {
      // A committed write moves the change generation: the next book is computed again.
      const note = await fetch(
        new URL('/api/advisor/investors/bench-book-0300/notes', server.url),
        {
          method: 'POST',
          headers: {
            Authorization: token,
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify({ text: `bench note ${run}` }),
        },
      );
      if (note.status !== 201) throw new Error(`note: ${note.status}`);
      cold.push((await get()).ms);
    }
    const warm = await get();
    // As a browser asks (the answer is compressed once per book), then the signed-in floor:
    // the caller's own profile (token check and profile only), to show what is the book's.
    const load = async (path: string) => {
      const result = await autocannon({
        url: new URL(path, server.url).toString(),
        connections: CONNECTIONS,
        duration: 10,
        headers: { Authorization: token, 'Accept-Encoding': 'gzip, deflate, br' },
      });
      return {
        p50: result.latency.p50,
        p90: result.latency.p90,
        // autocannon reports p90 and p97.5; p95 lies between: the larger, the safe side.
        p95: result.latency.p97_5,
        requestsPerSecond: Math.round(result.requests.average),
        bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        non2xx: result.non2xx,
      };
    };
    const book = await load('/api/advisor/book');
    const floor = await load('/api/user/profile');
    return {
      clients: first.body.clients ?? 0,
      actions: first.body.actions?.length ?? 0,
      firstMs: first.ms,
      coldMedianMs: median(cold.slice(1)),
      warmMs: warm.ms,
      book,
      floor,
    };
  } finally {
    await server.stop();
  }
}

export async function benchBookApi(): Promise<void> {
  console.log('\nClient book (issue 15): GET /api/advisor/book, bench-only PGlite folder');
  const r = await measureBookApi();
  console.log(
    `  ${r.clients} clients, ${r.actions} actions; computed cold: first ${r.firstMs.toFixed(0)} ms, ` +
      `after a write median of ${COLD_RUNS - 1} ${r.coldMedianMs.toFixed(0)} ms; from memory ${r.warmMs.toFixed(1)} ms`,
  );
  for (const [name, run] of [
    ['book', r.book],
    ['floor: a signed-in read (GET /api/user/profile)', r.floor],
  ] as const) {
    console.log(
      `  ${name}, ${CONNECTIONS} connections, 10 s: p50 ${run.p50} ms, p90 ${run.p90} ms, ` +
        `p95 ≤ ${run.p95} ms (p97.5), ${run.requestsPerSecond} req/s, ${run.bytesPerRequest} B a ` +
        `response, non-2xx ${run.non2xx}` +
        (run === r.book ? ` ${verdict(run.p95, BOOK_P95_BUDGET_MS)}` : ''),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBookApi();
