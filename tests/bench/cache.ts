import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build, type Plugin, type Rolldown } from 'vite';
import { waitForServiceWorkerControl } from '../e2e/support/browser';

// Response cache read latency and compression, measured on the real code in Chromium.
//
// Method: the bench bundles the app's own src/cache modules (the same source, fflate and
// idb-keyval the page and the worker ship, minified by the same Vite) into a probe script, opens
// the built app's /login (served by the real server, controlled by the real service worker) and
// adds the probe to that page only; production code exposes nothing. The probe stores a 150 KiB
// JSON body through the real cache, under the guest scope and the current data-update time, at
// an archive path the server does not have, then two reads are timed at 4x CPU throttling:
//   page:   responseCache.read + inflate + JSON.parse in the page, which is what the API client
//           does when no worker controls it (first visit, private mode);
//   worker: fetch of that archive path asking for caching, answered by the real sw.js from
//           IndexedDB (a 404 from the server would show as a failure) + response.json().
//           Chromium throttles pages only ("Operation is only supported for pages, not
//           workers"), so the worker's own get + inflate run at full speed; its main-thread
//           part (response.json) is throttled.
// Long tasks (> 50 ms) on the page's main thread are counted while the page stores and reads.

const RUNS = 40;
const WARMUP = 3;
const CPU_THROTTLE = 4;
const BODY_KIB = 150;
const BENCH_PATH = '/archive/__bench/market-overview';
const PROBE_ID = 'virtual:nivesh-cache-probe';

const PROBE_SOURCE = `
  export { responseCache } from '@/cache/default-cache';
  export { compress } from '@/cache/codec';
  export { CACHE_MODE_HEADER, CACHE_FIRST, CACHE_STATUS_HEADER } from '@/cache/protocol';
`;

/** The real src/cache modules as one script, exposed as `window.__niveshCacheProbe`. */
async function bundleProbe(): Promise<string> {
  const probe: Plugin = {
    name: 'nivesh-cache-probe',
    resolveId: (id) => (id.endsWith(PROBE_ID) ? `\0${PROBE_ID}` : null),
    load: (id) => (id === `\0${PROBE_ID}` ? PROBE_SOURCE : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    plugins: [probe],
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: PROBE_ID, formats: ['iife'], name: '__niveshCacheProbe' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The cache probe did not build');
  return chunk.code;
}

export interface Percentiles {
  p50: number;
  p95: number;
}

export interface CacheBench {
  bodyKiB: number;
  runs: number;
  cpuThrottle: number;
  /** Raw bytes / stored bytes, for the 150 KiB market body and a 16 KiB portfolio body. */
  compressionRatio: { market150KiB: number; portfolio16KiB: number };
  /** One page-side store of the 150 KiB body (compress + put), ms. */
  pageWriteMs: number;
  /** get + inflate + JSON.parse in the page, ms. */
  pageRead: Percentiles;
  /** fetch answered by the worker from the cache + response.json(), ms. */
  workerRead: Percentiles;
  /** Main-thread tasks over 50 ms while the page stored and read. */
  longTasks: number[];
}

/** The budgets: cache read p95 at 4x throttling, and no long task caused by the cache. */
export const CACHE_BUDGETS = { readP95Ms: 16, longTaskMs: 50 } as const;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Lines for the bench report (tests/bench/run.ts). */
export function describeCacheBench(result: CacheBench): string[] {
  const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const { pageRead, workerRead, compressionRatio: ratio } = result;
  return [
    `Response cache, ${result.bodyKiB} KiB JSON, Chromium at ${result.cpuThrottle}x CPU throttling, ${result.runs} reads`,
    `  page read (get + inflate + JSON.parse)  p50 ${ms(pageRead.p50)}  p95 ${ms(pageRead.p95)} / budget ${CACHE_BUDGETS.readP95Ms} ms ${within(pageRead.p95 <= CACHE_BUDGETS.readP95Ms)}`,
    `  worker read (fetch + response.json)      p50 ${ms(workerRead.p50)}  p95 ${ms(workerRead.p95)} (worker unthrottled)`,
    `  page write (compress + put)              ${ms(result.pageWriteMs)}`,
    `  compression ratio                        market ${ratio.market150KiB.toFixed(1)}:1, portfolio ${ratio.portfolio16KiB.toFixed(1)}:1`,
    `  main-thread tasks over ${CACHE_BUDGETS.longTaskMs} ms          ${result.longTasks.length === 0 ? 'none' : result.longTasks.map(ms).join(', ')} ${within(result.longTasks.length === 0)}`,
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function throttlePage(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

export async function measureCache(browser: Browser, url: string): Promise<CacheBench> {
  const probe = await bundleProbe();
  // The probe is an inline script; the app's CSP (script-src 'self') would refuse it.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await waitForServiceWorkerControl(page);
    await page.addScriptTag({ content: probe });
    // tsx (npm run bench) compiles with esbuild's keepNames, which wraps named functions in
    // runInPage with a __name helper that exists only in Node.
    await page.addScriptTag({ content: 'globalThis.__name = (target) => target;' });
    await throttlePage(context, page);
    const measured = await page.evaluate(runInPage, {
      path: BENCH_PATH,
      bodyBytes: BODY_KIB * 1024,
      runs: RUNS,
      warmup: WARMUP,
    });
    return {
      bodyKiB: BODY_KIB,
      runs: RUNS,
      cpuThrottle: CPU_THROTTLE,
      compressionRatio: measured.ratio,
      pageWriteMs: measured.writeMs,
      pageRead: percentiles(measured.page),
      workerRead: percentiles(measured.worker),
      longTasks: measured.longTasks,
    };
  } finally {
    await context.close();
  }
}

interface ProbeArgs {
  path: string;
  bodyBytes: number;
  runs: number;
  warmup: number;
}

/** Runs in the page (serialised by Playwright): everything it uses is defined inside. */
async function runInPage({ path, bodyBytes, runs, warmup }: ProbeArgs) {
  interface Probe {
    responseCache: {
      dataUpdate(): Promise<string | null>;
      write(s: string, p: string, b: Uint8Array, t: string, d: string | null): Promise<void>;
      read(s: string, p: string): Promise<{ entry: { body: Uint8Array } | null }>;
    };
    compress(bytes: Uint8Array): Promise<Uint8Array>;
    CACHE_MODE_HEADER: string;
    CACHE_FIRST: string;
    CACHE_STATUS_HEADER: string;
  }
  const probe = (window as unknown as { __niveshCacheProbe: Probe }).__niveshCacheProbe;
  const symbols = ['RELIANCE', 'TCS', 'HDFCBANK', 'INFY', 'ICICIBANK', 'HINDUNILVR', 'ITC', 'SBIN'];
  const sectors = ['Energy', 'IT', 'Financials', 'FMCG', 'Auto', 'Pharma'];
  // Market rows as the archive serves them: symbols, ISINs, dates, prices, volumes.
  const marketJson = (target: number) => {
    const rows: string[] = [];
    let length = 2;
    for (let i = 0; length < target; i += 1) {
      const symbol = `${symbols[i % symbols.length] ?? 'X'}${i >= symbols.length ? i : ''}`;
      const row = JSON.stringify({
        exchangecd: 'NSE',
        symbol,
        isin: `INE${String(100000 + i * 37).padStart(6, '0')}01${i % 10}`,
        companyname: `${symbol} Limited`,
        sector: sectors[i % sectors.length],
        tradedate: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        open: +(1000 + i * 1.37).toFixed(2),
        high: +(1010 + i * 1.41).toFixed(2),
        low: +(990 + i * 1.29).toFixed(2),
        close: +(1003 + i * 1.33).toFixed(2),
        volume: 100000 + ((i * 7919) % 900000),
        changepct: +(((i * 31) % 700) / 100 - 3.5).toFixed(2),
      });
      rows.push(row);
      length += row.length + 1;
    }
    return `[${rows.join(',')}]`;
  };
  const portfolioJson = JSON.stringify({
    investor: { name: 'Anaya Kapoor', pan: 'ABCPK1234F', risk: 'Moderate' },
    holdings: Array.from({ length: 90 }, (_, i) => ({
      symbol: `${symbols[i % symbols.length] ?? 'X'}`,
      quantity: 5 + ((i * 13) % 400),
      avgpricepaise: 100000 + ((i * 7331) % 900000),
      ltppaise: 100000 + ((i * 6151) % 900000),
      goal: ['Retirement', 'Home', 'Education'][i % 3],
    })),
  });

  const encoder = new TextEncoder();
  const market = encoder.encode(marketJson(bodyBytes));
  const portfolio = encoder.encode(portfolioJson);
  // Only the cache's own work is observed: the bench's body generation above is not.
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > 50) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });

  const ratio = {
    market150KiB: market.length / (await probe.compress(market)).length,
    portfolio16KiB: portfolio.length / (await probe.compress(portfolio)).length,
  };

  // The startup's data check sets the data-update time; an entry stored before it would be
  // dropped when it lands (a changed time flushes the cache).
  let tag = await probe.responseCache.dataUpdate();
  for (let wait = 0; tag === null && wait < 50; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    tag = await probe.responseCache.dataUpdate();
  }
  let start = performance.now();
  await probe.responseCache.write('guest', path, market, 'application/json', tag);
  const writeMs = performance.now() - start;

  const page: number[] = [];
  for (let run = 0; run < warmup + runs; run += 1) {
    start = performance.now();
    const { entry } = await probe.responseCache.read('guest', path);
    if (!entry) throw new Error('The benchmark entry was not in the cache');
    JSON.parse(new TextDecoder().decode(entry.body));
    if (run >= warmup) page.push(performance.now() - start);
  }

  const worker: number[] = [];
  for (let run = 0; run < warmup + runs; run += 1) {
    start = performance.now();
    const response = await fetch(path, {
      headers: { [probe.CACHE_MODE_HEADER]: probe.CACHE_FIRST },
    });
    await response.json();
    if (response.headers.get(probe.CACHE_STATUS_HEADER) !== 'hit') {
      throw new Error(`The worker did not answer from the cache (${response.status})`);
    }
    if (run >= warmup) worker.push(performance.now() - start);
  }

  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { ratio, writeMs, page, worker, longTasks };
}
