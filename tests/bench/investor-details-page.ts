import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { demoSubOf } from '../../server/identity/seed/demo-accounts';
import { removeDataDir, startAppServer } from '../e2e/support/app-server';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { launchBrowser, waitForServiceWorkerControl } from '../e2e/support/browser';
import { CPU_THROTTLE, median, throttle, timeTo } from './start-times';

// npm run bench, investor details (issue 15, Bench: "investor details first paint at 4x CPU"):
// the demo adviser opens /advisor/investordetails for the demo investor (two years of paper
// trades, goals, baskets, a model, suggestions) on a tablet in portrait (1024 x 1366), warm
// (service worker installed, the screen's chunk cached), with 4x CPU throttling; each run
// reloads the page and times navigation start -> the client's name heading and the holdings
// section both on screen.

const RUNS = 5;
/** The issue names no number: the offline-start budget of a visited screen is used. */
export const INVESTOR_DETAILS_PAINT_BUDGET_MS = 1_000;
const CLIENT_NAME = 'Aarav Sharma';
const TABLET_PORTRAIT = { width: 1024, height: 1366 };

const detailsShown = async (page: Page) => {
  await page
    .getByRole('heading', { level: 2, name: CLIENT_NAME })
    .waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByTestId('details-holdings').getByRole('table').waitFor({
    state: 'visible',
    timeout: 60_000,
  });
};

export async function measureInvestorDetailsPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: TABLET_PORTRAIT });
  try {
    const page = await context.newPage();
    await signIn(page, url, DEMO.advisor.username, DEMO.advisor.password);
    await page.waitForURL('**/advisor/**', { timeout: 60_000 });
    const investor = demoSubOf(DEMO.investor.username);
    await page.goto(`${url}/advisor/investordetails?investor=${encodeURIComponent(investor)}`);
    await waitForServiceWorkerControl(page);
    await detailsShown(page);
    await throttle(context, page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await timeTo(page, detailsShown, () => page.reload()));
    }
    return median(times);
  } finally {
    await context.close();
  }
}

export const describeInvestorDetailsPaint = (ms: number): string =>
  `/advisor/investordetails (demo investor), warm, tablet portrait, ${CPU_THROTTLE}x CPU, median of ${RUNS}: ${ms.toFixed(0)} ms to the name and holdings / our target (the issue sets none) ${INVESTOR_DETAILS_PAINT_BUDGET_MS} ms ${ms <= INVESTOR_DETAILS_PAINT_BUDGET_MS ? 'within it' : 'over it'}`;

// Runs alone: npx tsx tests/bench/investor-details-page.ts (its own server; needs npm run build).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    console.log('\nInvestor details screen (issue 15)');
    console.log(
      `  ${describeInvestorDetailsPaint(await measureInvestorDetailsPaint(browser, server.url))}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
