import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, waitForServiceWorkerControl } from './support/browser';

// Issue 15's browser checks on the two tablet sizes it names. In landscape the demo adviser reads
// the market overview's sector heatmap (drilling into a sector), the stress gauge and the clients'
// exposure to today's moves. In portrait they see the client book, open a client, make a family
// of two clients and view the data check; then, with the server stopped, the same client opens
// again from the cache with its "as of". The offline step stops this test's own server, so it
// comes last.

const PORTRAIT = { width: 1024, height: 1366 };
const LANDSCAPE = { width: 1366, height: 1024 };
const AARAV = 'de300000-0000-4000-8000-00000000b001';
const FAMILY = 'Nair–Gupta household';

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

const signedInAdviser = async (page: Page) => {
  await signIn(page, server.url, DEMO.advisor.username, DEMO.advisor.password);
  await page.waitForURL('**/advisor/**', { timeout: 30_000 });
};

describe("the adviser's book in Chromium (issue 15)", () => {
  it('landscape: sector heatmap with its stocks, the stress gauge and the clients’ exposure', async () => {
    const context = await browser.newContext({ viewport: LANDSCAPE });
    try {
      const page = await context.newPage();
      await signedInAdviser(page);
      await page.goto(`${server.url}/advisor/marketoverview`);
      const heatmap = page.getByTestId('sector-heatmap');
      await heatmap.getByRole('button').first().click({ timeout: 30_000 });
      await page.locator('#sector-constituents').getByRole('table').waitFor({ timeout: 30_000 });
      await page.getByRole('meter', { name: 'Market stress score' }).waitFor();
      await page.getByText('Your clients in today’s biggest moves').waitFor();
      await expect
        .poll(async () => page.locator('main').innerText(), { timeout: 30_000 })
        .toMatch(/Aarav Sharma/);
    } finally {
      await context.close();
    }
  });

  it('portrait: the book, a client, a new family and the data check; the client again offline', async () => {
    const context = await browser.newContext({ viewport: PORTRAIT });
    try {
      const page = await context.newPage();
      await signedInAdviser(page);

      // The client book: assets under advice and who needs attention.
      await page.goto(`${server.url}/advisor/useroverview`);
      await page.getByRole('heading', { name: 'Assets under advice' }).waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Who needs attention' }).waitFor();
      expect(await page.getByTestId('book-aua').innerText()).toMatch(/₹/);

      // A client, found by name.
      await page.goto(`${server.url}/advisor/investordetails`);
      await page.getByPlaceholder('Name, e-mail or phone').fill('Aarav');
      await page
        .getByRole('link', { name: /Aarav Sharma/ })
        .first()
        .click();
      await page.waitForURL(`**/advisor/investordetails?investor=${AARAV}`);
      await page.getByRole('heading', { name: 'Aarav Sharma', level: 2 }).waitFor();
      await page.getByRole('heading', { name: 'Holdings and performance' }).waitFor();

      // A family of two clients who are in none yet.
      await page.goto(`${server.url}/advisor/MFO`);
      await page.getByRole('button', { name: 'New family' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Family name' }).fill(FAMILY);
      await dialog.getByRole('checkbox', { name: /Kavya Nair/ }).check();
      await dialog.getByRole('checkbox', { name: /Ishaan Gupta/ }).check();
      await dialog.getByRole('button', { name: 'Make the family' }).click();
      // Made, it opens.
      await expect
        .poll(async () => page.getByTestId('family-name').innerText(), { timeout: 30_000 })
        .toBe(FAMILY);
      await expect
        .poll(async () => page.locator('main').innerText(), { timeout: 30_000 })
        .toMatch(/Kavya Nair[\s\S]*Ishaan Gupta|Ishaan Gupta[\s\S]*Kavya Nair/);

      // The data check.
      await page.goto(`${server.url}/advisor/datacheck`);
      await page.getByRole('heading', { name: 'Import history' }).waitFor({ timeout: 30_000 });

      // The same client, once more online, then with the server stopped.
      await page.goto(`${server.url}/advisor/investordetails?investor=${AARAV}`);
      await page.getByRole('heading', { name: 'Holdings and performance' }).waitFor();
      await waitForServiceWorkerControl(page);
      await server.stop();
      await page.reload();
      await page
        .getByRole('heading', { name: 'Aarav Sharma', level: 2 })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Holdings and performance' }).waitFor();
      await page.getByText(/as of/i).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
