import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, VIEWPORTS, waitForServiceWorkerControl } from './support/browser';

// Issue 12's browser checks, in Chromium: a stock page on a phone and a tablet with its header,
// chart ranges and views; the order ticket for investors only; search "reli", every view, a
// watchlist and a price alert that fires after market:advance; then the same stock and
// watchlist offline. The last test stops the server.

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

const signedIn = async (
  context: BrowserContext,
  who: 'investor' | 'advisor',
  home: string,
): Promise<Page> => {
  const page = await context.newPage();
  await signIn(page, server.url, DEMO[who].username, DEMO[who].password);
  await page.waitForURL(`**${home}`, { timeout: 30_000 });
  return page;
};

const stockUrl = (symbol: string, view = '') =>
  `${server.url}/stocks/exchange/NSE/symbol/${symbol}/${view}`;

describe('stock pages in Chromium (issue 12)', () => {
  it.each(Object.entries(VIEWPORTS))(
    'finds RELIANCE by "reli" and shows its price, chart ranges and all five views (%s)',
    async (size, viewport) => {
      const context = await browser.newContext({ viewport });
      try {
        const page = await signedIn(context, 'investor', '/investor/dashboard');
        // Phones open the search from a button in the app bar; tablets have the box inline.
        if (size === 'phone') await page.getByRole('button', { name: 'Search stocks' }).click();
        const search = page.getByRole('combobox', { name: /Search stocks/ });
        await search.click();
        await search.pressSequentially('reli', { delay: 50 });
        const option = page.getByRole('option', { name: /RELIANCE/ }).first();
        await option.waitFor({ timeout: 30_000 });
        await option.click();
        await page.waitForURL('**/symbol/RELIANCE/factor', { timeout: 30_000 });
        await page
          .getByRole('heading', { level: 1, name: /Reliance/ })
          .waitFor({ timeout: 30_000 });
        await expect
          .poll(() => page.getByTestId('last-price').textContent())
          .toMatch(/^₹[\d,]+\.\d\d$/);
        await page.getByTestId('range-52w').waitFor();
        await page
          .getByTestId('price-chart-canvas')
          .locator('canvas')
          .first()
          .waitFor({ timeout: 30_000 });

        for (const range of ['One month', 'Six months', 'Five years', 'One year']) {
          const button = page
            .getByRole('group', { name: 'Chart range' })
            .getByRole('button', { name: range });
          await button.click();
          await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
          await expect
            .poll(() => page.getByTestId('price-chart-summary').textContent(), { timeout: 30_000 })
            .toContain(`over ${range.toLowerCase()}`);
        }
        await page.getByRole('button', { name: /^Compare with NIFTY 50/ }).click();
        await page.getByText(/^NIFTY 50: [+-]?\d/).waitFor({ timeout: 30_000 });

        const views = page.getByRole('navigation', { name: 'Stock views' });
        for (const [tab, path, testId] of [
          ['Factor', 'factor', 'factor-bars'],
          ['X-factor', 'xfactor', 'peer-factors'],
          ['Sentiment', 'social-sentiment', 'market-sentiment'],
          ['Strength', 'fsi', 'piotroski-tests'],
        ] as const) {
          await views.getByRole('link', { name: tab, exact: true }).click();
          await page.waitForURL(`**/symbol/RELIANCE/${path}`);
          await page.getByTestId(testId).waitFor({ timeout: 60_000 });
        }
        await views.getByRole('link', { name: 'Company' }).click();
        await page.waitForURL('**/symbol/RELIANCE/firmographics');
        await page.getByRole('heading', { name: 'Company facts' }).waitFor();
        await page.getByTestId('shareholding-table').waitFor({ timeout: 30_000 });
        const peers = page.getByTestId('peers-table');
        await peers.waitFor({ timeout: 30_000 });
        expect(await peers.locator('tbody tr').count()).toBeGreaterThan(1);

        await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
        await page.getByRole('dialog').getByText('Buy RELIANCE').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
  );

  it('shows an adviser the stock without trading buttons, and says when a symbol is unknown', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const page = await signedIn(context, 'advisor', '/advisor/marketoverview');
      await page.goto(stockUrl('TCS', 'firmographics'));
      await page.getByTestId('peers-table').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('button', { name: 'Buy TCS' }).count()).toBe(0);
      await page.goto(stockUrl('NOSUCHCO'));
      await page
        .getByRole('heading', { name: 'We do not know NSE: NOSUCHCO' })
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});

const run = promisify(execFile);

/** The notifications the API has for the signed-in user (through the page's own session). */
const notificationsOf = (page: Page) =>
  page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch('/api/notifications?limit=50', {
      headers: { Authorization: localStorage.getItem(key ?? '') ?? '' },
      cache: 'no-store',
    });
    const body = (await response.json()) as { items: Array<{ kind: string; title: string }> };
    return body.items;
  });

const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[₹,]/g, ''));

describe('search, watchlist and a price alert (issue 12)', () => {
  it('finds RELIANCE by "reli", shows every view, watches it, and an alert fires after market:advance; then offline', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const page = await signedIn(context, 'investor', '/investor/dashboard');
      await waitForServiceWorkerControl(page);
      const search = page.getByRole('combobox', { name: /Search stocks/ });
      await search.click();
      await search.pressSequentially('reli', { delay: 50 });
      await page
        .getByRole('option', { name: /RELIANCE/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('option', { name: /RELIANCE/ })
        .first()
        .click();
      await page.waitForURL('**/symbol/RELIANCE/factor', { timeout: 30_000 });

      const views = page.getByRole('navigation', { name: 'Stock views' });
      await page.getByTestId('factor-composite').waitFor({ timeout: 60_000 });
      await page.getByTestId('factor-bars').waitFor();
      for (const [tab, testId] of [
        ['X-factor', 'xfactor-score'],
        ['Company', 'peers-table'],
        ['Sentiment', 'market-sentiment'],
        ['Strength', 'fsi-score'],
      ] as const) {
        await views.getByRole('link', { name: tab, exact: true }).click();
        await page.getByTestId(testId).waitFor({ timeout: 30_000 });
        if (tab === 'Sentiment') {
          await page.getByRole('heading', { name: 'What Nivesh investors do' }).waitFor();
          // RELIANCE is among the demo community's most watched: real figures, labelled demo.
          await page.getByTestId('community-sentiment').waitFor({ timeout: 30_000 });
        }
      }
      const close = rupeesOf(await page.getByTestId('last-price').textContent());
      expect(close).toBeGreaterThan(0);

      // Add to a second list from the stock page.
      await page
        .getByRole('button', { name: /watchlist/ })
        .first()
        .click();
      const banks = page.getByRole('button', { name: /Banks to watch/ });
      await banks.click();
      await expect.poll(() => banks.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await page.keyboard.press('Escape');

      // Two alerts a tick either side of the close: the next close crosses one of them.
      await page.goto(`${server.url}/investor/watchlist`);
      await page.getByRole('button', { name: /^Banks to watch/ }).click();
      await page.getByRole('button', { name: /^Alerts for RELIANCE/ }).click();
      const dialog = page.getByRole('dialog');
      for (const [kind, price] of [
        ['Price rises above', close + 0.05],
        ['Price falls below', close - 0.05],
      ] as const) {
        await dialog.getByRole('button', { name: kind }).click();
        await dialog.getByLabel('Price (₹)').fill(price.toFixed(2));
        await dialog.getByRole('button', { name: 'Set alert' }).click();
        await dialog.getByText('Alert set.').waitFor({ timeout: 15_000 });
      }
      await page.keyboard.press('Escape');

      let fired: Array<{ kind: string; title: string }> = [];
      for (let day = 0; day < 4 && fired.length === 0; day += 1) {
        await run('npx', ['tsx', 'scripts/market-advance.ts'], {
          env: { ...process.env, DATA_DIR: server.dataDir },
        });
        // The data.updated job evaluates the alerts a moment after the load.
        for (let wait = 0; wait < 20 && fired.length === 0; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          fired = (await notificationsOf(page)).filter(
            (item) => item.kind === 'price-alert' && item.title.startsWith('RELIANCE'),
          );
        }
      }
      expect(fired.length).toBeGreaterThan(0);
      await page.reload();
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
      await bell.waitFor({ timeout: 30_000 });
      await bell.click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(/^RELIANCE/)
        .first()
        .waitFor();

      // Offline: the same stock and watchlist from what this device saved.
      await page.goto(`${server.url}/stocks/exchange/NSE/symbol/RELIANCE/factor`);
      await page.getByTestId('factor-composite').waitFor({ timeout: 60_000 });
      await page.goto(`${server.url}/investor/watchlist`);
      await page
        .getByRole('button', { name: /^Alerts for RELIANCE/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await server.stop();
      await page.goto(`${server.url}/stocks/exchange/NSE/symbol/RELIANCE/factor`);
      await page.getByRole('heading', { level: 1, name: /Reliance/ }).waitFor({ timeout: 30_000 });
      await page.getByTestId('factor-composite').waitFor({ timeout: 30_000 });
      await page.goto(`${server.url}/investor/watchlist`);
      await page
        .getByRole('button', { name: /^Alerts for RELIANCE/ })
        .first()
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
