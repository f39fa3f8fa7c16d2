import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../../server/identity/seed/demo-accounts';
import { capitalGainsReport } from '../../src/features/portfolio/model/capital-gains';
import { runFifo, type LedgerEvent } from '../../src/features/portfolio/model/fifo';
import { xirr } from '../../src/features/portfolio/model/xirr';
import { pacedRun } from './paced-load';
import { CONNECTIONS, startWriteServer, tokenOf } from './write-load';

// npm run bench, portfolio section (issue 11, "Tests and bench"): the dashboard API at 50
// connections, XIRR of 1,000 flows, and the FY tax report of 5,000 trades, both as the pure
// computation and as the endpoint with its account rebuilt. Runs alone too:
// npx tsx tests/bench/portfolio.ts

export const DASHBOARD_P95_BUDGET_MS = 25;
export const XIRR_BUDGET_MS = 5;
export const TAX_REPORT_BUDGET_MS = 200;
/** The open-loop run: a busy server, not a saturated one (see write-load.ts). */
const PACED_DASHBOARDS_PER_SECOND = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const verdict = (value: number, budget: number) =>
  `/ budget ${budget} ms ${value <= budget ? 'within budget' : 'OVER budget'}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function tokenFor(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return tokenOf(account);
}

/** 1,000 monthly flows of a SIP with a final value: the XIRR's time, median of 200 runs. */
function benchXirr(): string[] {
  const flows = Array.from({ length: 999 }, (_, at) => ({
    date: new Date(Date.UTC(1943, at, 5)).toISOString().slice(0, 10),
    amountPaise: -(5_000_00 + (at % 7) * 1_000_00),
  }));
  flows.push({ date: '2026-11-20', amountPaise: 40_00_00_000_00 });
  const times: number[] = [];
  let rate: number | null = null;
  for (let run = 0; run < 200; run += 1) {
    const start = performance.now();
    rate = xirr(flows);
    times.push(performance.now() - start);
  }
  const p50 = percentile(times, 50);
  return [
    `XIRR of 1,000 flows: p50 ${ms(p50)}, p95 ${ms(percentile(times, 95))} (rate ${((rate ?? NaN) * 100).toFixed(2)} %) ${verdict(p50, XIRR_BUDGET_MS)}`,
  ];
}

/** FIFO and the tax report of 5,000 synthetic trades in one FY, pure. */
function benchTaxPure(): string[] {
  const events = new Map<string, LedgerEvent[]>();
  for (let at = 0; at < 5_000; at += 1) {
    const symbol = `S${at % 50}`;
    const n = Math.floor(at / 50);
    const day = new Date(Date.UTC(2025, 3, 1 + n * 3)).toISOString().slice(0, 10);
    const list = events.get(symbol) ?? [];
    list.push({
      kind: n % 2 === 0 ? 'BUY' : 'SELL',
      date: day,
      tradeId: `t${at}`,
      quantity: n % 2 === 0 ? 10 : 5,
      pricePaise: 100_000 + n * 50,
      chargesPaise: 300,
      sttPaise: 1_000,
    });
    events.set(symbol, list);
  }
  const times: number[] = [];
  let lines = 0;
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    const matches = [...events].flatMap(([symbol, list]) =>
      runFifo(list).matches.map((m) => ({ ...m, symbol })),
    );
    lines = capitalGainsReport(matches, '2025-26').lines.length;
    times.push(performance.now() - start);
  }
  const p50 = percentile(times, 50);
  return [
    `FY tax report of 5,000 trades, FIFO and tax (pure): p50 ${ms(p50)} for ${lines} lines ${verdict(p50, TAX_REPORT_BUDGET_MS)}`,
  ];
}

/** A ₹1 deposit: changes the account, so its next portfolio answer is made afresh. */
const deposit = (url: string, token: string) =>
  fetch(new URL('/api/investor/funds/deposits', url), {
    method: 'POST',
    headers: {
      Authorization: token,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ amount: 100 }),
  }).then((response) => response.arrayBuffer());

async function benchServer(): Promise<string[]> {
  const server = await startWriteServer({ BENCH_SEED: 'portfolio' });
  try {
    const investor = tokenFor('investor@example.com');
    const neha = tokenFor('neha@example.com');
    const lines: string[] = [];
    // The endpoint with the account rebuilt each time: a deposit first changes the account.
    const cold: number[] = [];
    let taxLines = 0;
    for (let run = 0; run < 8; run += 1) {
      await deposit(server.url, neha);
      const start = performance.now();
      const response = await fetch(new URL('/api/investor/tax/capital-gains', server.url), {
        headers: { Authorization: neha },
      });
      const body = (await response.json()) as { lines?: unknown[] };
      cold.push(performance.now() - start);
      taxLines = body.lines?.length ?? 0;
    }
    const coldP50 = percentile(cold, 50);
    lines.push(
      `FY tax report of 5,000 trades, endpoint, account rebuilt: p50 ${ms(coldP50)}, max ${ms(Math.max(...cold))} (${taxLines} lines) ${verdict(coldP50, TAX_REPORT_BUDGET_MS)}`,
    );
    // The dashboard's answer is kept per state of the account (account-state.ts, dashboard.ts):
    // what the first request after a change pays to make it again.
    const rebuilt: number[] = [];
    for (let run = 0; run < 8; run += 1) {
      await deposit(server.url, investor);
      const start = performance.now();
      const response = await fetch(new URL('/api/investor/portfolio', server.url), {
        headers: { Authorization: investor },
      });
      await response.arrayBuffer();
      rebuilt.push(performance.now() - start);
    }
    lines.push(
      `dashboard API, account changed before each (answer made afresh): p50 ${ms(percentile(rebuilt, 50))}, max ${ms(Math.max(...rebuilt))}`,
    );
    // Warm each, then 50 connections for 10 s: the dashboard, and the signed-in floor (the
    // caller's own profile: token check and profile only) to show what is the dashboard's.
    for (const [name, path] of [
      ['dashboard API (GET /api/investor/portfolio)', '/api/investor/portfolio'],
      ['floor: a signed-in read (GET /api/user/profile)', '/api/user/profile'],
    ] as const) {
      await fetch(new URL(path, server.url), { headers: { Authorization: investor } });
      const result = await autocannon({
        url: new URL(path, server.url).toString(),
        connections: CONNECTIONS,
        duration: 10,
        headers: { Authorization: investor },
      });
      const p95 = percentileOf(result);
      const perRequest = 1000 / result.requests.average;
      lines.push(
        `${name}, ${CONNECTIONS} connections, 10 s: p50 ${result.latency.p50} ms, p95 ${p95} ms, ${Math.round(result.requests.average)} req/s (${perRequest.toFixed(2)} ms of server a request), non-2xx ${result.non2xx} ${verdict(p95, DASHBOARD_P95_BUDGET_MS)}`,
      );
    }
    // Open loop: 100 dashboards a second, evenly spaced, over the same 50 connections.
    const paced: number[] = [];
    await pacedRun(
      server.url,
      { rate: PACED_DASHBOARDS_PER_SECOND, seconds: 10, connections: CONNECTIONS },
      () => ({
        method: 'GET',
        path: '/api/investor/portfolio',
        headers: { Authorization: investor },
      }),
      (_sent, answer) => paced.push(answer.ms),
    );
    const pacedP95 = percentile(paced, 95);
    lines.push(
      `dashboard API at ${PACED_DASHBOARDS_PER_SECOND}/s evenly over ${CONNECTIONS} connections, 10 s: p50 ${ms(percentile(paced, 50))}, p95 ${ms(pacedP95)} ${verdict(pacedP95, DASHBOARD_P95_BUDGET_MS)}`,
    );
    return lines;
  } finally {
    await server.stop();
  }
}

/** autocannon reports p90 and p97.5; p95 lies between: take the larger, the safe side. */
const percentileOf = (result: autocannon.Result): number => result.latency.p97_5;

export async function benchPortfolio(): Promise<void> {
  console.log('\nPortfolio (issue 11)');
  for (const line of [...benchXirr(), ...benchTaxPure(), ...(await benchServer())])
    console.log(`  ${line}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPortfolio();
