import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, VIEWPORTS, waitForServiceWorkerControl } from './support/browser';

// The write path in a real browser: an adviser's note typed while the server cannot be reached
// is kept on the device, survives a reload, and lands exactly once when the server is back.

const CLIENT_SUB = 'de300000-0000-4000-8000-00000000b001'; // investor@example.com

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the outbox in Chromium', () => {
  it('keeps a note written offline, across a reload, and sends it once when the server is back', async () => {
    let server = await startAppServer();
    const port = Number(new URL(server.url).port);
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const page = await context.newPage();
      await signIn(page, server.url, DEMO.advisor.username, DEMO.advisor.password);
      await page.waitForURL('**/advisor/marketoverview', { timeout: 30_000 });
      await waitForServiceWorkerControl(page);
      const details = `${server.url}/advisor/investordetails?investor=${CLIENT_SUB}`;
      await page.goto(details);
      const box = page.getByLabel('New note');
      await box.waitFor({ timeout: 30_000 });

      await box.fill('Discussed the SIP step-up, online');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText('Note saved.').waitFor();
      await page
        .getByTestId('client-notes')
        .getByText('Discussed the SIP step-up, online')
        .waitFor();

      await server.stop();
      await box.fill('Written with no signal');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText(/kept on this device/).waitFor({ timeout: 20_000 });
      const indicator = page.getByTestId('outbox-indicator');
      await expect.poll(() => indicator.textContent()).toBe('Waiting to send (1)');

      await page.reload();
      await indicator.waitFor({ timeout: 30_000 });
      expect(await indicator.textContent()).toBe('Waiting to send (1)');

      server = await startAppServer({ dataDir: server.dataDir, port });
      // The user retries; the outbox's own backoff may get there first while the server starts
      // (a slow machine): either way the note must go exactly once.
      try {
        await indicator.click({ timeout: 5_000 });
        await page
          .getByRole('region', { name: 'Changes waiting to send' })
          .waitFor({ timeout: 5_000 });
        await page.getByRole('button', { name: 'Retry' }).click({ timeout: 5_000 });
      } catch (error) {
        if (await indicator.isVisible()) throw error;
      }
      await indicator.waitFor({ state: 'detached', timeout: 30_000 });

      await page.reload();
      const notes = page.getByTestId('client-notes');
      await notes.getByText('Written with no signal').waitFor({ timeout: 30_000 });
      expect(await notes.getByText('Written with no signal').count()).toBe(1);
      expect(await notes.getByText('Discussed the SIP step-up, online').count()).toBe(1);
    } finally {
      await context.close();
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
