import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServiceWorkerControl } from '../e2e/support/browser';
import { median } from './start-times';

// Issue 19: Lighthouse 12.8 (13 needs Node 22) against Debian's chromium, its default config
// (the mobile preset: emulated phone, simulated slow 4G and 4x CPU), median of 3 per page.

const RUNS = 3;
/** Performance may trail the bare reference app measured in the same run by this many points. */
export const PERF_BEHIND_REFERENCE = 3;
/** On a machine where the reference scores at least REFERENCE_FAST, performance ≥ PERF_FLOOR. */
export const PERF_FLOOR = 95;
export const REFERENCE_FAST = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseTarget {
  name: string;
  url: string;
  /**
   * Runs in the launched Chrome before Lighthouse (e.g. signs in). Lighthouse then keeps the
   * origin's storage (no reset), so the session and the service worker stay.
   */
  prepare?: (cdpPort: number) => Promise<void>;
}

export interface FailingAudit {
  category: 'accessibility' | 'best-practices';
  id: string;
  title: string;
  /** One line per item: the node's selector and explanation, or the message and source. */
  details: string[];
}

export interface LighthouseResult {
  name: string;
  url: string;
  /** Scores 0-100 of the median run (by performance). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  failing: FailingAudit[];
  /** Performance audits below 0.9 with estimated savings, and the scripts that cost most. */
  performanceHints: string[];
  /** Why a run has no score (any run), and Lighthouse's warnings of the median run. */
  warnings: string[];
  secondsPerRun: number;
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[id]?.score ?? NaN) * 100);

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * Signs the demo investor in, in the launched Chrome, and waits until `home` shows under a
 * service worker: Lighthouse then loads the page as a returning, signed-in user.
 */
export function signedIn(baseUrl: string, home: string): (cdpPort: number) => Promise<void> {
  return async (cdpPort) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('no default context in the launched Chrome');
      const page = await context.newPage();
      await signIn(page, baseUrl, DEMO.investor.username, DEMO.investor.password);
      await page.waitForURL(`**${home}`, { timeout: 60_000 });
      await waitForServiceWorkerControl(page);
      await page.close();
    } finally {
      // Over CDP this only disconnects: Chrome and its default context stay for Lighthouse.
      await browser.close();
    }
  };
}

/** /login (signed out, storage reset), the investor dashboard and a stock page (signed in). */
export function appTargets(baseUrl: string): LighthouseTarget[] {
  const prepare = signedIn(baseUrl, '/investor/dashboard');
  return [
    { name: '/login', url: `${baseUrl}/login` },
    { name: 'investor dashboard', url: `${baseUrl}/investor/dashboard`, prepare },
    {
      name: 'stock page (RELIANCE)',
      url: `${baseUrl}/stocks/exchange/NSE/symbol/RELIANCE/factor`,
      prepare,
    },
  ];
}

/** The bare-stack reference (tests/bench/reference): its /login and its signed-in dashboard. */
export function referenceTargets(baseUrl: string): LighthouseTarget[] {
  return [
    { name: '/login', url: `${baseUrl}/login` },
    {
      name: 'dashboard',
      url: `${baseUrl}/dashboard`,
      prepare: signedIn(baseUrl, '/dashboard'),
    },
  ];
}

interface NodeOrSource {
  type: string;
  selector?: string;
  nodeLabel?: string;
  explanation?: string;
  url?: string;
}

function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const value of Object.values(item)) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (value && typeof value === 'object' && 'type' in value) {
      const v = value as NodeOrSource;
      const label = v.nodeLabel ? `"${v.nodeLabel}"` : undefined;
      if (v.type === 'node')
        parts.push([v.selector, label, v.explanation].filter(Boolean).join(' '));
      else if (v.type === 'source-location' && v.url) parts.push(v.url);
    }
  }
  return parts.join(' | ').replace(/\s+/g, ' ').slice(0, 400);
}

function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const items =
        audit.details && 'items' in audit.details && Array.isArray(audit.details.items)
          ? (audit.details.items as Record<string, unknown>[])
          : [];
      failing.push({ category, id: ref.id, title: audit.title, details: items.map(describeItem) });
    }
  }
  return failing;
}

type Run = { lhr: Result; seconds: number };

async function runOnce(target: LighthouseTarget): Promise<Run> {
  const started = performance.now();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    logLevel: 'error',
  });
  try {
    await target.prepare?.(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: target.prepare !== undefined,
    };
    const result = await lighthouse(target.url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    return { lhr: result.lhr, seconds: (performance.now() - started) / 1000 };
  } finally {
    chrome.kill();
  }
}

function performanceHints(lhr: Result): string[] {
  const hints: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    const savings = Object.entries(audit?.metricSavings ?? {}).filter(([, ms]) => ms && ms > 0);
    if (!audit || audit.score === null || audit.score >= 0.9 || savings.length === 0) continue;
    const saved = savings.map(([name, ms]) => `${name} ${ms} ms`).join(', ');
    hints.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''} (${saved})`);
  }
  const bootup = lhr.audits['bootup-time']?.details;
  if (bootup && 'items' in bootup && Array.isArray(bootup.items)) {
    const scripts = (bootup.items as { url?: unknown; scripting?: unknown }[])
      .filter((item) => typeof item.url === 'string' && typeof item.scripting === 'number')
      .slice(0, 3)
      .map(
        (item) =>
          `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.scripting))} ms`,
      );
    if (scripts.length) hints.push(`scripting by source (throttled): ${scripts.join(', ')}`);
  }
  return hints;
}

/** Why a run has no performance score: Lighthouse's runtime error or an audit that errored. */
function runError(lhr: Result): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (!Number.isNaN(score(lhr, 'performance'))) return undefined;
  const failed = Object.values(lhr.audits).find((audit) => audit.scoreDisplayMode === 'error');
  return failed ? `${failed.id}: ${failed.errorMessage ?? 'error'}` : 'unknown';
}

function summarize(target: LighthouseTarget, runs: Run[]): LighthouseResult {
  const performanceRuns = runs.map(({ lhr }) => score(lhr, 'performance'));
  // A run that failed (runtimeError) has no score: the median of the others.
  const middle = median(performanceRuns.filter((value) => !Number.isNaN(value)));
  const chosen = runs.find(({ lhr }) => score(lhr, 'performance') === middle) ?? runs[0];
  if (!chosen) throw new Error(`no Lighthouse run for ${target.url}`);
  const { lhr } = chosen;
  return {
    name: target.name,
    url: target.url,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    performanceRuns,
    failing: failingAudits(lhr),
    performanceHints: performanceHints(lhr),
    warnings: [
      ...runs.flatMap(({ lhr }, run) => {
        const error = runError(lhr);
        return error ? [`run ${run + 1} has no score: ${error}`] : [];
      }),
      ...lhr.runWarnings.map(String),
    ],
    secondsPerRun: runs.reduce((sum, { seconds }) => sum + seconds, 0) / runs.length,
  };
}

/**
 * Every target RUNS times, each run in a fresh Chrome, run by run over all targets (the order
 * flips each run) so that the shared machine's noise falls on all alike: pass the reference's
 * targets in the same call. Per target, the run with the median performance score.
 */
export async function measureLighthouse(targets: LighthouseTarget[]): Promise<LighthouseResult[]> {
  const entries = targets.map((target) => ({ target, runs: [] as Run[] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const entry of run % 2 === 0 ? entries : [...entries].reverse()) {
      entry.runs.push(await runOnce(entry.target));
    }
  }
  return entries.map(({ target, runs }) => summarize(target, runs));
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/**
 * Lines with each page's scores against the budgets: performance within PERF_BEHIND_REFERENCE
 * points of the reference (its page of the same name, else its best page; and ≥ PERF_FLOOR
 * where that scores ≥ REFERENCE_FAST), accessibility 100, best practices 100; then the failing
 * audits, the performance hints and Lighthouse's warnings.
 */
export function describeLighthouse(
  results: LighthouseResult[],
  referenceResults?: LighthouseResult[],
): string[] {
  const lines: string[] = [];
  const best = referenceResults?.length
    ? Math.max(...referenceResults.map((r) => r.performance))
    : undefined;
  for (const r of referenceResults ?? []) {
    lines.push(
      `reference ${r.name}: performance ${r.performance} (runs ${r.performanceRuns.join(', ')})`,
    );
  }
  for (const r of results) {
    let perf = `performance ${r.performance} (runs ${r.performanceRuns.join(', ')})`;
    // The reference's page of the same name (its /login), else its best page.
    const reference = referenceResults?.find(({ name }) => name === r.name)?.performance ?? best;
    if (reference !== undefined) {
      const floor = reference >= REFERENCE_FAST ? PERF_FLOOR : 0;
      const budget = Math.max(reference - PERF_BEHIND_REFERENCE, floor);
      perf += ` / budget ≥ ${budget} (reference ${reference}) ${verdict(r.performance >= budget)}`;
    }
    lines.push(
      `${r.name}: ${perf}; accessibility ${r.accessibility} / 100 ${verdict(r.accessibility === 100)}; ` +
        `best practices ${r.bestPractices} / 100 ${verdict(r.bestPractices === 100)}`,
      `  LCP ${r.lcpMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}; ` +
        `${r.secondsPerRun.toFixed(0)} s a run`,
    );
    for (const audit of r.failing) {
      lines.push(`  ${audit.category} fails: ${audit.title} (${audit.id})`);
      for (const detail of audit.details.slice(0, 5)) lines.push(`    ${detail}`);
    }
    for (const hint of r.performanceHints) lines.push(`  performance: ${hint}`);
    for (const warning of r.warnings) lines.push(`  warning: ${warning}`);
  }
  return lines;
}
