import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import {
  launchBrowser,
  newPhoneContext,
  VIEWPORTS,
  waitForServiceWorkerControl,
} from './support/browser';

// Issue 14's browser checks. On a tablet, an investor builds a scan in the builder, sees the
// same text in the text box, is told "Did you mean" for a misspelt field, runs the scan and
// makes a basket of what it found. On a phone, the investor opens a strategy of the library,
// watches its run's progress, sees the charts and every metric, compares quarterly and changes
// the rebalance period; then the server stops: the strategy opens from the cache with its
// "as of", a new run says it waits for the network, and the scan run before opens with its
// market day. It stops the server, so it runs last.

let browser: Browser;
let server: AppServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAppServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

const signedIn = async (page: Page) => {
  await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
  await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
};

describe('scans and strategies in Chromium (issue 14)', () => {
  it('builds a scan in the builder, sees the same text, runs it and makes a basket (tablet)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const page = await context.newPage();
      await signedIn(page);
      await page.goto(`${server.url}/investor/scans`);
      const text = page.getByRole('textbox', { name: 'Scan', exact: true });
      await text.waitFor({ timeout: 30_000 });

      // Two conditions in the builder: P/E below 25, RSI (14) below 60.
      await page.getByRole('button', { name: '+ Add a condition' }).click();
      await page.getByRole('combobox', { name: 'Condition 1: value' }).selectOption('field:pe');
      await page
        .getByRole('combobox', { name: 'Condition 1: comparison' })
        .selectOption({ label: 'is below (<)' });
      await page.getByRole('textbox', { name: 'Condition 1: number' }).fill('25');
      await page.getByRole('button', { name: '+ Add a condition' }).click();
      await page.getByRole('combobox', { name: 'Condition 2: value' }).selectOption('fn:rsi');
      await page
        .getByRole('combobox', { name: 'Condition 2: comparison' })
        .selectOption({ label: 'is below (<)' });
      await page.getByRole('textbox', { name: 'Condition 2: number' }).fill('60');
      // The builder writes the language: the text box holds the same scan.
      await expect.poll(() => text.inputValue()).toBe('pe < 25 AND rsi(close, 14) < 60');

      // Typing: a misspelt field is pointed at with the field meant.
      await text.fill('pe < 25 AND roee > 12');
      await page
        .getByText(/Did you mean/)
        .first()
        .waitFor();
      await text.fill('pe < 25 AND roe > 12 AND rsi(14) < 60');
      // ...and the builder follows the text.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Condition 2: number' }).inputValue())
        .toBe('12');

      await page.getByRole('button', { name: 'Run scan' }).click();
      const status = page.getByRole('status').filter({ hasText: /stocks? match/ });
      await status.waitFor({ timeout: 30_000 });
      const count = Number((await status.innerText()).match(/^(\d+)/)?.[1]);
      expect(count).toBeGreaterThan(0);
      // The values the scan compares are columns of the results.
      const table = page.getByRole('table', { name: /Stocks that match/ });
      for (const column of [/P\/E/, /ROE/, /RSI \(14\)/]) {
        await expect.poll(() => table.getByRole('columnheader', { name: column }).count()).toBe(1);
      }
      const firstSymbol = (
        await table.getByRole('row').nth(1).getByRole('link').first().innerText()
      ).trim();

      await page.getByRole('button', { name: 'Make a basket' }).click();
      await page.waitForURL('**/investor/baskets/basketscreate**', { timeout: 30_000 });
      expect(decodeURIComponent(page.url())).toContain(firstSymbol);
      await page.getByText(firstSymbol).first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('opens a strategy, watches the run, sees charts and metrics, compares quarterly, then opens both offline (phone)', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await context.newPage();
      await signedIn(page);
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.url}/investor/strategies`);
      await page
        .locator('li', { has: page.getByRole('heading', { name: 'Multi-factor', exact: true }) })
        .getByRole('link', { name: 'See past performance' })
        .click();
      await page.waitForURL('**/investor/strategies/multi-factor', { timeout: 30_000 });
      // No run of these settings yet: it starts by itself and shows its progress.
      await page.getByRole('progressbar', { name: 'Past performance run' }).waitFor();
      await page.getByRole('heading', { name: 'Growth of ₹100' }).waitFor({ timeout: 60_000 });
      for (const chart of ['Falls from the high (underwater)', 'Rolling one-year returns']) {
        await page.getByRole('heading', { name: chart }).waitFor();
      }
      const metrics = page.getByRole('region', { name: 'Every metric' });
      for (const metric of ['CAGR', 'Sharpe ratio', 'Sortino ratio', 'Maximum drawdown']) {
        await metrics.getByText(metric, { exact: true }).first().waitFor();
      }
      for (const metric of ['Calmar ratio', 'Beta', 'Alpha', 'Win rate', 'Turnover']) {
        await metrics.getByText(metric, { exact: true }).first().waitFor();
      }
      await page
        .getByText(/past performance/i)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Log scale' }).click();

      // Compare with quarterly: the other run, then both side by side.
      await page.getByRole('button', { name: 'Compare with quarterly' }).click();
      await page.getByTestId('compare-table').waitFor({ timeout: 60_000 });
      await page
        .getByTestId('compare-table')
        .getByText(/Quarterly/)
        .first()
        .waitFor();

      // Change the rebalance period in the settings and run again.
      await page.getByRole('button', { name: 'Change the rules and settings' }).click();
      await page.getByRole('button', { name: 'Quarterly', exact: true }).click();
      await page.getByRole('button', { name: 'Run with these settings' }).click();
      await page
        .getByText(/Rebalances every quarter|quarter/i)
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Growth of ₹100' }).waitFor({ timeout: 60_000 });

      // A scan run online, for its cached answer.
      await page.goto(`${server.url}/investor/scans`);
      await page.getByRole('tab', { name: 'Ready-made' }).click();
      await page
        .getByRole('button', { name: /Golden cross/ })
        .first()
        .click();
      await page.getByRole('status').filter({ hasText: /match/ }).waitFor({ timeout: 30_000 });

      // Offline (the server stops: the service worker's own fetches ignore the context's
      // offline switch): the strategy opens from the cache with its "as of".
      await server.stop();
      await page.goto(`${server.url}/investor/strategies/multi-factor`);
      await page.getByText(/as of/).first().waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Growth of ₹100' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Change the rules and settings' }).click();
      await page.getByRole('textbox', { name: /Number of stocks to hold/ }).fill('25');
      await page.getByRole('button', { name: 'Run with these settings' }).click();
      await page.getByText('This run waits for the network').waitFor({ timeout: 30_000 });

      // The scan run before opens from the cache too.
      await page.goto(`${server.url}/investor/scans`);
      await page.getByRole('tab', { name: 'Ready-made' }).click();
      await page.getByRole('button', { name: 'Run Golden cross' }).click();
      const answer = page.getByRole('status').filter({ hasText: /match/ });
      await answer.waitFor({ timeout: 30_000 });
      // An archive answer is kept until the data-update time changes: it names its market day.
      expect(await answer.innerText()).toMatch(/on \d{1,2} \w{3} \d{4}/);
    } finally {
      await context.close();
    }
  });
});
