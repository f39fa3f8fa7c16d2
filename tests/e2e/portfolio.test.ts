import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import {
  launchBrowser,
  newPhoneContext,
  VIEWPORTS,
  waitForServiceWorkerControl,
} from './support/browser';

// Issue 11's browser checks, in Chromium: the demo investor's dashboard, holdings and trade
// history with real numbers on a phone and a tablet; a share of a NIFTY 50 stock bought from
// holdings, then sold, its realised gain on the tax report; and an order placed offline that
// waits as "not sent" and is sent, once, only when confirmed again online.

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

const signedIn = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
  await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
  return page;
};

/** The investor's orders as the API has them (through the page's own session). */
const ordersOf = (page: Page, symbol: string) =>
  page.evaluate(async (wanted) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch(`/api/investor/orders?symbol=${wanted}&limit=500`, {
      headers: { Authorization: localStorage.getItem(key ?? '') ?? '' },
    });
    return ((await response.json()) as { items: Array<{ side: string; status: string }> }).items;
  }, symbol);

async function placeFromHoldings(page: Page, side: 'Buy more' | 'Sell', symbol: string) {
  await page.getByRole('button', { name: `${side} ${symbol}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Quantity (shares)').fill('1');
  await dialog.getByRole('region', { name: 'Order preview' }).waitFor();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: /^Place (buy|sell) order$/ }).click();
  return dialog;
}

describe('portfolio in Chromium (issue 11)', () => {
  it.each(Object.entries(VIEWPORTS))(
    'shows the demo investor’s dashboard, holdings and tax report with real numbers (%s)',
    async (_size, viewport) => {
      const context = await browser.newContext({ viewport });
      try {
        const page = await signedIn(context);
        const netWorth = page.getByTestId('net-worth');
        await expect.poll(() => netWorth.textContent(), { timeout: 30_000 }).toMatch(/₹\d/);
        await page.getByText('Local demo data').first().waitFor({ timeout: 30_000 });
        await page.locator('canvas').first().waitFor({ timeout: 30_000 });

        await page.goto(`${server.url}/investor/holdings`);
        await page.getByText(/^\d+ holdings$/).waitFor({ timeout: 30_000 });
        const count = Number((await page.getByText(/^\d+ holdings$/).textContent())?.split(' ')[0]);
        expect(count).toBeGreaterThan(5);

        await page.goto(`${server.url}/investor/tradehistory?tab=tax`);
        await page.getByRole('button', { name: 'Download CSV' }).waitFor({ timeout: 30_000 });
        await page.getByRole('heading', { name: /^FY \d{4}-\d{2}/ }).waitFor({ timeout: 30_000 });
      } finally {
        await context.close();
      }
    },
  );

  it('buys a share from holdings, sells it, and shows the sale on the tax report', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await signedIn(context);
      await page.goto(`${server.url}/investor/holdings`);
      await page.getByText(/^\d+ holdings$/).waitFor({ timeout: 30_000 });
      const bought = await placeFromHoldings(page, 'Buy more', 'TITAN');
      await bought.getByText('Bought 1 TITAN').waitFor({ timeout: 30_000 });
      await bought.getByRole('button', { name: 'Done' }).click();

      const sold = await placeFromHoldings(page, 'Sell', 'TITAN');
      await sold.getByText('Sold 1 TITAN').waitFor({ timeout: 30_000 });
      await sold.getByRole('button', { name: 'Done' }).click();

      await page.goto(`${server.url}/investor/tradehistory?tab=tax`);
      // FIFO: the sale is matched against the oldest TITAN lot, bought two years ago.
      await page
        .getByRole('row', { name: /^TITAN/ })
        .first()
        .waitFor({ timeout: 30_000 });
      const completed = (await ordersOf(page, 'TITAN')).filter((o) => o.status === 'COMPLETE');
      expect(completed.filter((o) => o.side === 'SELL').length).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('keeps an order placed offline as not sent, and sends it once when confirmed online', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await signedIn(context);
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.url}/investor/holdings`);
      await page.getByText(/^\d+ holdings$/).waitFor({ timeout: 30_000 });
      const before = (await ordersOf(page, 'ITC')).length;

      await context.setOffline(true);
      const dialog = await placeFromHoldings(page, 'Buy more', 'ITC');
      await dialog.getByText(/Not sent: you are offline/).waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Done' }).click();
      // Back online, nothing goes by itself: the order waits for the investor.
      await context.setOffline(false);
      await page.waitForTimeout(3_000);
      expect(await ordersOf(page, 'ITC')).toHaveLength(before);

      await page.getByRole('button', { name: /Waiting to send \(1\)/ }).click();
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect
        .poll(async () => (await ordersOf(page, 'ITC')).length, { timeout: 30_000 })
        .toBe(before + 1);
      await page.waitForTimeout(2_000);
      expect(await ordersOf(page, 'ITC')).toHaveLength(before + 1);
    } finally {
      await context.close();
    }
  });

  it('imports a Console tradebook from a file and shows its holding', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const page = await context.newPage();
      await signIn(page, server.url, 'neha@example.com', 'Demo@2026');
      await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
      await page.goto(`${server.url}/investor/holdings`);
      await page.getByRole('heading', { name: 'Import a tradebook' }).waitFor({ timeout: 30_000 });
      const header =
        'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
      const lines = [
        header,
        'INFY,INE009A01021,2026-03-02,NSE,EQ,EQ,buy,false,5.000000,1400.0000,E2E1,1,2026-03-02T10:00:00',
        'INFY,INE009A01021,2026-06-01,NSE,EQ,EQ,buy,false,3.000000,1450.5000,E2E2,2,2026-06-01T10:00:00',
      ];
      await page.locator('input[type="file"][accept*="csv"]').setInputFiles({
        name: 'tradebook-INFY.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\n')),
      });
      await page.getByText(/Imported 2 trades/).waitFor({ timeout: 30_000 });
      await page.getByText(/^\d+ holdings?$/).waitFor({ timeout: 30_000 });
      await page.getByText('Infosys Ltd.').first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
