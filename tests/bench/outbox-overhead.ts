import type { Browser } from 'playwright-core';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { bundleProbe } from './probe';

// Write path issue: "the outbox adds ≤ 5 ms to a write when online". Method: the app's own
// outbox (src/outbox: IndexedDB store, the gateway client's send) is bundled into a probe and
// added to a signed-in adviser's page of the built app on the real server. The same note write
// is sent alternately straight through the gateway client (with an Idempotency-Key, as the
// outbox sends it) and through outbox.submit (which also stores the item in IndexedDB before
// and deletes it after); the difference of the medians and of the p95s is the outbox's cost.

export const OUTBOX_OVERHEAD_BUDGET_MS = 5;
const RUNS = 100;
const WARM = 5;

const PROBE_SOURCE = `
export { createOutbox } from '@/outbox/outbox';
export { createIdbOutboxStore } from '@/outbox/store';
export { sendThrough } from '@/outbox/send';
export { createHttpClient } from '@/api/http-client';
`;

export interface OutboxOverhead {
  runs: number;
  direct: { p50: number; p95: number };
  outbox: { p50: number; p95: number };
  /** outbox p95 minus direct p95 (ms). */
  addedP95: number;
  addedP50: number;
  /** The outbox's own work (IndexedDB put and delete, queue snapshot) with an instant answer. */
  own: { p50: number; p95: number };
}

interface Timings {
  direct: number[];
  outbox: number[];
  own: number[];
}

async function runInPage({ runs, warm }: { runs: number; warm: number }): Promise<Timings> {
  type Probe = {
    createOutbox: (deps: unknown) => { submit(request: unknown): Promise<{ state: string }> };
    createIdbOutboxStore: () => unknown;
    sendThrough: (client: unknown) => unknown;
    createHttpClient: (
      base: string,
      token: () => Promise<string | null>,
      transport: (request: Request) => Promise<Response>,
    ) => {
      send(method: string, path: string, options: unknown): Promise<unknown>;
      get(path: string, options: unknown): Promise<unknown>;
    };
  };
  const probe = (globalThis as unknown as { __niveshOutboxProbe: Probe }).__niveshOutboxProbe;
  const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
  const token = key ? localStorage.getItem(key) : null;
  if (!token) throw new Error('not signed in');
  // The same transport for both: the network, as the page's fetch reaches it.
  const client = probe.createHttpClient(
    '/api',
    () => Promise.resolve(token),
    (r) => fetch(r),
  );
  const anySchema = { parse: (value: unknown) => value, '~standard': undefined };
  const investors = (
    (await await fetch('/api/advisor/investors', {
      headers: { Authorization: token },
    }).then((r) => r.json())) as { investors: Array<{ id: string }> }
  ).investors;
  const path = `/advisor/investors/${investors[0]?.id ?? ''}/notes`;
  const payload = (at: number) => ({ text: `bench outbox note ${at}` });
  const sub = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub: string;
  };
  const outbox = probe.createOutbox({
    store: probe.createIdbOutboxStore(),
    send: probe.sendThrough(client),
    owner: () => sub.sub,
  });
  // The same outbox code with an answer that takes no time: what the outbox itself costs.
  const instant = probe.createOutbox({
    store: probe.createIdbOutboxStore(),
    send: () => Promise.resolve({ status: 201, data: {}, replayed: false }),
    owner: () => sub.sub,
  });
  const timings: Timings = { direct: [], outbox: [], own: [] };
  for (let at = 0; at < warm + runs; at += 1) {
    const startDirect = performance.now();
    await client.send('POST', path, {
      schema: anySchema,
      body: payload(at),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const direct = performance.now() - startDirect;
    const startOutbox = performance.now();
    const result = await outbox.submit({
      kind: 'client-note',
      label: 'Bench note',
      replay: 'silent',
      method: 'POST',
      path,
      body: payload(at),
    });
    const viaOutbox = performance.now() - startOutbox;
    if (result.state !== 'sent') throw new Error(`outbox write ${result.state}`);
    const startOwn = performance.now();
    await instant.submit({
      kind: 'client-note',
      label: 'Bench note',
      replay: 'silent',
      method: 'POST',
      path,
      body: payload(at),
    });
    const own = performance.now() - startOwn;
    if (at >= warm) {
      timings.direct.push(direct);
      timings.outbox.push(viaOutbox);
      timings.own.push(own);
    }
  }
  return timings;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function measureOutboxOverhead(
  browser: Browser,
  url: string,
): Promise<OutboxOverhead> {
  const probe = await bundleProbe(PROBE_SOURCE, '__niveshOutboxProbe');
  // The probe is an inline script; the app's CSP (script-src 'self') would refuse it.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await signIn(page, url, DEMO.advisor.username, DEMO.advisor.password);
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((name) => name.endsWith('.idToken')),
    );
    await page.addScriptTag({ content: probe });
    await page.addScriptTag({ content: 'globalThis.__name = (target) => target;' });
    const timings = await page.evaluate(runInPage, { runs: RUNS, warm: WARM });
    const direct = { p50: percentile(timings.direct, 50), p95: percentile(timings.direct, 95) };
    const outbox = { p50: percentile(timings.outbox, 50), p95: percentile(timings.outbox, 95) };
    const own = { p50: percentile(timings.own, 50), p95: percentile(timings.own, 95) };
    return {
      runs: RUNS,
      direct,
      outbox,
      own,
      addedP50: outbox.p50 - direct.p50,
      addedP95: outbox.p95 - direct.p95,
    };
  } finally {
    await context.close();
  }
}

export function describeOutboxOverhead(bench: OutboxOverhead): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const verdict = bench.own.p95 <= OUTBOX_OVERHEAD_BUDGET_MS ? 'within budget' : 'OVER budget';
  return [
    `note write straight through the client  p50 ${ms(bench.direct.p50)}  p95 ${ms(bench.direct.p95)}`,
    `the same through the outbox (IndexedDB) p50 ${ms(bench.outbox.p50)}  p95 ${ms(bench.outbox.p95)}`,
    `  difference (server noise included): p50 ${ms(bench.addedP50)}, p95 ${ms(bench.addedP95)} (${bench.runs} pairs)`,
    `the outbox's own work (instant answer)  p50 ${ms(bench.own.p50)}  p95 ${ms(bench.own.p95)} / budget ${OUTBOX_OVERHEAD_BUDGET_MS} ms ${verdict}`,
  ];
}
