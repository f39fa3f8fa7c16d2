import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { waitForServiceWorkerControl } from '../e2e/support/browser';

/** Issue 19: medians of 9. */
const RUNS = 9;
export const CPU_THROTTLE = 4;
/** Issue 4: an offline start of a visited screen within 1 s. */
export const OFFLINE_START_BUDGET_MS = 1_000;
/** Issue 19: the project against the bare-stack reference (tests/bench/reference). */
export const LOGIN_WARM_MAX_RATIO = 1.05;
export const LOGIN_COLD_MAX_RATIO = 1.15;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** Milliseconds from navigation start until the screen's content is on screen. */
export async function timeTo(
  page: Page,
  ready: (page: Page) => Promise<unknown>,
  load: () => Promise<unknown>,
) {
  await load();
  await ready(page);
  return page.evaluate(() => performance.now());
}

/** An app to time: both the project and the reference are measured by the same code below. */
export interface StartTarget {
  url: string;
  /** From /login through the sign-in form; the dashboard is awaited with dashboardReady. */
  signIn: (page: Page) => Promise<void>;
  loginReady: (page: Page) => Promise<unknown>;
  dashboardReady: (page: Page) => Promise<unknown>;
  /** Stops its server, for the offline runs. */
  stop: () => Promise<void>;
}

const visible = { timeout: 60_000 } as const;
const loginHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor(visible);

/** The project: the demo investor, until the dashboard's market overview is drawn. */
export const projectTarget = (url: string, stop: () => Promise<void>): StartTarget => ({
  url,
  signIn: (page) => signIn(page, url, DEMO.investor.username, DEMO.investor.password),
  loginReady: loginHeading,
  dashboardReady: (page) => page.getByTestId('market-overview').waitFor(visible),
  stop,
});

/** The reference: any credentials, until the dashboard's table of the JSON GET is drawn. */
export const referenceTarget = (server: { url: string; stop(): Promise<void> }): StartTarget => ({
  url: server.url,
  signIn: (page) => signIn(page, server.url, DEMO.investor.username, DEMO.investor.password),
  loginReady: loginHeading,
  dashboardReady: (page) => page.getByTestId('reference-rows').waitFor(visible),
  stop: () => server.stop(),
});

export interface StartTimes {
  login: { cold: number; warm: number; offline: number };
  dashboard: { warm: number; offline: number };
}

type Measure = (target: StartTarget) => Promise<number>;

/**
 * Run by run, every target in turn (the order flips each run), so the shared machine's noise
 * falls on all alike; the median of each target's values.
 */
async function interleaved<K extends string>(
  targets: Record<K, StartTarget>,
  measure: Measure,
  runs: number,
) {
  const keys = Object.keys(targets) as K[];
  const values = new Map<K, number[]>(keys.map((key) => [key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const key of run % 2 === 0 ? keys : [...keys].reverse()) {
      values.get(key)?.push(await measure(targets[key]));
    }
  }
  return (key: K) => median(values.get(key) ?? []);
}

async function coldLogin(browser: Browser, target: StartTarget) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await throttle(context, page);
  const ms = await timeTo(page, target.loginReady, () => page.goto(`${target.url}/login`));
  await context.close();
  return ms;
}

/** A page the service worker controls, throttled, showing /login or the signed-in dashboard. */
async function warmPage(browser: Browser, target: StartTarget, screen: 'login' | 'dashboard') {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (screen === 'login') await page.goto(`${target.url}/login`);
  else await target.signIn(page);
  await (screen === 'login' ? target.loginReady(page) : target.dashboardReady(page));
  await waitForServiceWorkerControl(page);
  await throttle(context, page);
  return { context, page };
}

/**
 * Start times in Chromium with 4x CPU throttling, medians of 9, of each target: /login cold,
 * warm (service worker) and offline; the dashboard warm and offline (signed in, visited
 * before). Stops every target's server part-way, for the offline runs. `runs` below 9 only
 * while exploring: the numbers are medians of 9.
 */
export async function measureStartTimes<K extends string>(
  browser: Browser,
  targets: Record<K, StartTarget>,
  { runs = RUNS }: { runs?: number } = {},
): Promise<{ runs: number; times: Record<K, StartTimes> }> {
  const keys = Object.keys(targets) as K[];
  // One cold visit each first, not counted: servers compress and the OS reads files once.
  for (const key of keys) await coldLogin(browser, targets[key]);
  const cold = await interleaved(targets, (target) => coldLogin(browser, target), runs);

  const pages = new Map<StartTarget, { login: Page; dashboard: Page }>();
  const contexts: BrowserContext[] = [];
  for (const key of keys) {
    const login = await warmPage(browser, targets[key], 'login');
    const dashboard = await warmPage(browser, targets[key], 'dashboard');
    contexts.push(login.context, dashboard.context);
    pages.set(targets[key], { login: login.page, dashboard: dashboard.page });
  }
  const reload = (screen: 'login' | 'dashboard'): Measure => {
    return (target) => {
      const page = pages.get(target)?.[screen];
      if (!page) throw new Error('no warm page for this target');
      const ready = screen === 'login' ? target.loginReady : target.dashboardReady;
      return timeTo(page, ready, () => page.reload());
    };
  };

  try {
    const warm = await interleaved(targets, reload('login'), runs);
    const dashWarm = await interleaved(targets, reload('dashboard'), runs);
    for (const key of keys) await targets[key].stop();
    const offline = await interleaved(targets, reload('login'), runs);
    const dashOffline = await interleaved(targets, reload('dashboard'), runs);
    const times = Object.fromEntries(
      keys.map((key) => [
        key,
        {
          login: { cold: cold(key), warm: warm(key), offline: offline(key) },
          dashboard: { warm: dashWarm(key), offline: dashOffline(key) },
        },
      ]),
    ) as Record<K, StartTimes>;
    return { runs, times };
  } finally {
    for (const context of contexts) await context.close();
  }
}

interface Row {
  metric: string;
  pick: (times: StartTimes) => number;
  /** Issue 19: a ceiling on project / reference. */
  maxRatio?: number;
  /** Issue 4: a ceiling on the project's own time. */
  maxMs?: number;
}

const ROWS: Row[] = [
  {
    metric: '/login cold (no cache, no worker)',
    pick: (t) => t.login.cold,
    maxRatio: LOGIN_COLD_MAX_RATIO,
  },
  {
    metric: '/login warm (service worker)',
    pick: (t) => t.login.warm,
    maxRatio: LOGIN_WARM_MAX_RATIO,
  },
  { metric: '/login offline (server stopped)', pick: (t) => t.login.offline },
  { metric: 'investor dashboard warm', pick: (t) => t.dashboard.warm },
  {
    metric: 'investor dashboard offline',
    pick: (t) => t.dashboard.offline,
    maxMs: OFFLINE_START_BUDGET_MS,
  },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;

function budgetOf(row: Row, project: number, ratio: number): [string, string] {
  const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');
  if (row.maxRatio !== undefined) {
    return [`<= ${row.maxRatio.toFixed(2)}x`, verdict(ratio <= row.maxRatio)];
  }
  if (row.maxMs !== undefined) {
    return [`<= ${row.maxMs.toLocaleString('en-US')} ms`, verdict(project <= row.maxMs)];
  }
  return ['', ''];
}

/** The side-by-side table npm run bench prints: the reference, the project, their ratio. */
export function describeStartTimes({
  reference,
  project,
}: {
  reference: StartTimes;
  project: StartTimes;
}): string[] {
  const header = [
    'metric'.padEnd(34),
    'reference'.padStart(11),
    'project'.padStart(11),
    'ratio'.padStart(7),
    '  budget'.padEnd(14),
    'verdict',
  ].join('');
  const lines = ROWS.map((row) => {
    const ref = row.pick(reference);
    const own = row.pick(project);
    const ratio = own / ref;
    const [budget, verdict] = budgetOf(row, own, ratio);
    return [
      row.metric.padEnd(34),
      ms(ref).padStart(11),
      ms(own).padStart(11),
      `${ratio.toFixed(2)}x`.padStart(7),
      `  ${budget}`.padEnd(14),
      verdict,
    ]
      .join('')
      .trimEnd();
  });
  return [header, ...lines];
}
