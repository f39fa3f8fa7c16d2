import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, fillSignIn, signIn } from './support/auth-flows';
import { launchBrowser, VIEWPORTS, waitForServiceWorkerControl } from './support/browser';
import { cachedKeys, currentSub, watchCache } from './support/cache-inspect';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const dashboardShown = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });

/** A server of the test's own, for tests that stop it. */
async function withOwnServer(test: (server: AppServer) => Promise<void>) {
  const server = await startAppServer();
  try {
    await test(server);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

async function withContext(test: (context: BrowserContext, page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  try {
    await test(context, await context.newPage());
  } finally {
    await context.close();
  }
}

describe('offline data layer in Chromium', () => {
  it('a visited dashboard still shows, "as of" its saved time, after the server is stopped', async () => {
    await withOwnServer(async (server) => {
      await withContext(async (_context, page) => {
        await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
        await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
        await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
        await waitForServiceWorkerControl(page);
        // Once more online, so the controlling worker has served and saved the screen's data.
        await page.reload();
        await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });

        await server.stop();
        await page.reload();
        await dashboardShown(page);
        await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
        await page
          .getByText(/Saved data, as of/)
          .first()
          .waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname).toBe('/investor/dashboard');
      });
    });
  });

  it('drops the cache when the server data-update time changes, so old data is not shown again', async () => {
    await withContext(async (_context, page) => {
      await signIn(page, baseUrl, DEMO.investor.username, DEMO.investor.password);
      await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
      await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
      // Through the worker, so every answer is a response the test can see.
      await waitForServiceWorkerControl(page);

      const verdicts = watchCache(page, '/archive/market/overview');
      await page.reload();
      await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
      expect(verdicts.at(-1)).toBe('hit');

      // A new trading day arrives: the data-update time changes on the server.
      await run('npx', ['tsx', 'scripts/market-advance.ts'], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      verdicts.length = 0;
      await page.reload();
      await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
      expect(verdicts).toEqual(['miss']);
    });
  });

  it("user B on the same browser never sees user A's saved data, online or offline", async () => {
    await withOwnServer(async (server) => {
      await withContext(async (_context, page) => {
        await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
        await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
        await page.getByTestId('market-overview').waitFor({ timeout: 30_000 });
        await waitForServiceWorkerControl(page);
        const subA = await currentSub(page);
        expect(subA).toBeTruthy();
        expect((await cachedKeys(page)).some((key) => key.includes(`:${subA}:`))).toBe(true);

        await page.getByRole('button', { name: 'Sign out', exact: true }).click();
        await page.waitForURL(/\/login/, { timeout: 30_000 });
        expect((await cachedKeys(page)).filter((key) => key.includes(`:${subA}:`))).toEqual([]);

        await fillSignIn(page, DEMO.advisor.username, DEMO.advisor.password);
        await page.waitForURL('**/advisor/marketoverview', { timeout: 30_000 });
        const subB = await currentSub(page);
        expect(subB).not.toBe(subA);
        const profiles = watchCache(page, '/api/user/profile');
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();

        await server.stop();
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname).toBe('/advisor/marketoverview');
        const keys = await cachedKeys(page);
        expect(keys.filter((key) => key.includes(`:${subA}:`))).toEqual([]);
        expect(keys.some((key) => key.includes(`:${subB}:`))).toBe(true);
        expect(profiles.length).toBeGreaterThan(0);
        expect(await page.getByText(DEMO.investor.username).count()).toBe(0);
      });
    });
  });
});
