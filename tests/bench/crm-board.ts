import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { CARDS_PER_COLUMN } from '../../src/features/crm/model/board';
import { LEAD_SOURCES, LEAD_STAGES, type Lead } from '../../src/features/crm/model/contract';
import { removeDataDir, startAppServer } from '../e2e/support/app-server';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { launchBrowser } from '../e2e/support/browser';
import { CPU_THROTTLE, median, throttle, timeTo } from './start-times';

// npm run bench, the leads board (issue 17, Bench: "first paint of the pipeline board with 500
// leads at 4x CPU"): the demo adviser opens /advisor/crm/lead on a tablet in landscape
// (1366 x 1024) in Chromium with 4x CPU throttling. The leads answer is 500 generated leads
// (deterministic: spread over the six stages, a third with an overdue follow-up), served by
// Playwright's routing so the count does not depend on the demo seed; the service worker is
// blocked for that (routing does not see its requests), so each run is the page's HTTP cache,
// not the worker's. Each run reloads and times navigation start -> the board and its last card
// on screen (the lazy dnd-kit chunk included).

const RUNS = 5;
const LEADS = 500;
/** The issue names no number: the offline-start budget of a visited screen is used. */
export const CRM_BOARD_PAINT_BUDGET_MS = 1_000;
const TABLET_LANDSCAPE = { width: 1366, height: 1024 };

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 24) + offset * 86_400_000).toISOString().slice(0, 10);

/** 500 leads, the same every run. */
export function benchLeads(count = LEADS): Lead[] {
  const positions = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    const stage = LEAD_STAGES[index % LEAD_STAGES.length]!;
    const position = positions.get(stage) ?? 0;
    positions.set(stage, position + 1);
    return {
      leadId: uuid(index + 1),
      name: `Bench Lead ${index + 1}`,
      email: index % 2 === 0 ? `lead${index + 1}@example.in` : null,
      phone: index % 3 === 0 ? `+9198${String(76543210 + index).padStart(8, '0')}` : null,
      source: LEAD_SOURCES[index % LEAD_SOURCES.length]!,
      expectedAssets: ((index * 7_919) % 5_000) * 1_00_000_00 + 5_00_000_00,
      nextFollowUp: index % 3 === 0 ? day(-((index % 9) + 1)) : day((index % 20) + 1),
      notes: index % 4 === 0 ? 'Met at the Pune investor seminar; wants a retirement plan.' : null,
      contactId: null,
      stage,
      lostReason: stage === 'lost' ? 'Chose another adviser' : null,
      position,
      owner: { id: 'bench', name: 'Bench Adviser' },
      investorId: null,
      stageChangedAt: '2026-11-01T10:00:00.000+05:30',
      createdAt: '2026-11-01T10:00:00.000+05:30',
      updatedAt: '2026-11-01T10:00:00.000+05:30',
      isDemo: false,
    };
  });
}

// The board is painted when every column shows its first cards (CARDS_PER_COLUMN each; the
// rest wait behind "Show more"), counted by their drag handles.
const cardsFirstShown =
  LEAD_STAGES.length * Math.min(CARDS_PER_COLUMN, Math.ceil(LEADS / LEAD_STAGES.length));
const boardShown = async (page: Page) => {
  await page.getByTestId('lead-board').waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('[data-testid="lead-board"] [aria-label^="Drag "]').length >=
      expected,
    cardsFirstShown,
    { timeout: 60_000 },
  );
};

export async function measureCrmBoardPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: TABLET_LANDSCAPE,
    serviceWorkers: 'block',
  });
  try {
    const body = JSON.stringify({ leads: benchLeads(), asOf: '2026-11-24T10:00:00.000+05:30' });
    await context.route('**/api/advisor/crm/leads', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body })
        : route.continue(),
    );
    const page = await context.newPage();
    await signIn(page, url, DEMO.advisor.username, DEMO.advisor.password);
    await page.waitForURL('**/advisor/**', { timeout: 60_000 });
    await page.goto(`${url}/advisor/crm/lead`);
    await boardShown(page);
    await throttle(context, page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await timeTo(page, boardShown, () => page.reload()));
    }
    return median(times);
  } finally {
    await context.close();
  }
}

export const describeCrmBoardPaint = (ms: number): string =>
  `/advisor/crm/lead board, ${LEADS} leads, tablet landscape, ${CPU_THROTTLE}x CPU, median of ${RUNS}: ${ms.toFixed(0)} ms to the board with each column's first ${CARDS_PER_COLUMN} cards (from navigation: includes the app's start) / our target (the issue sets none) ${CRM_BOARD_PAINT_BUDGET_MS} ms ${ms <= CRM_BOARD_PAINT_BUDGET_MS ? 'within it' : 'over it'}`;

// Runs alone: npx tsx tests/bench/crm-board.ts (its own server; needs npm run build).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    console.log('\nLeads board (issue 17)');
    console.log(`  ${describeCrmBoardPaint(await measureCrmBoardPaint(browser, server.url))}`);
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
