import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, newPhoneContext, VIEWPORTS } from './support/browser';

// Account settings in Chromium (issue 11, Deliver 8): the demo investor's profile with the PAN
// masked, notification choices saved, the data export downloaded as a zip, a deletion asked for
// and cancelled, on a tablet and a phone; then "sign out on every device" ending the session of a
// second browser as well.

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

async function openSettings(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
  await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
  await page.goto(`${server.url}/investor/account-settings`);
  await page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 30_000 });
  return page;
}

describe('account settings in Chromium (issue 11)', () => {
  it('shows the profile, saves notification choices, exports the data (tablet)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet, acceptDownloads: true });
    try {
      const page = await openSettings(context);
      await page.getByText(/^XXXXX\d{4}[A-Z]$/).waitFor();
      await page.getByText('investor@example.com').first().waitFor();

      const research = page.getByRole('checkbox', { name: 'Market updates by E-mail' });
      expect(await research.isChecked()).toBe(false);
      await research.check();
      await page.getByRole('button', { name: 'Save choices' }).click();
      await page.getByText('Your notification choices are saved.').waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor({ timeout: 30_000 });
      expect(
        await page.getByRole('checkbox', { name: 'Market updates by E-mail' }).isChecked(),
      ).toBe(true);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^nivesh-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const path = await download.path();
      const files = unzipSync(new Uint8Array(await readFile(path)));
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'trades.csv']));
      await page.getByText(/is in your downloads\.$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks for deletion with the typed confirmation, then keeps the account (phone)', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await openSettings(context);
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      const submit = page.getByRole('button', { name: 'Delete my account in 7 days' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await submit.click();
      await page
        .getByText(/^Your account will be deleted on /)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Keep my account' }).click();
      await page.getByRole('button', { name: 'Delete my account…' }).waitFor();
      expect(await page.getByText(/^Your account will be deleted on /).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('signs out on every device: this one at once, the other at its next call', async () => {
    const phone = await newPhoneContext(browser);
    const tablet = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const other = await phone.newPage();
      await signIn(other, server.url, DEMO.investor.username, DEMO.investor.password);
      await other.waitForURL('**/investor/dashboard', { timeout: 30_000 });

      const page = await openSettings(tablet);
      await page.getByRole('button', { name: 'Sign out on every device' }).click();
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL('**/login**', { timeout: 30_000 });

      // The other browser, still open, is signed out by its next call to the server.
      await other.getByRole('link', { name: 'Holdings' }).first().click();
      await expect.poll(() => new URL(other.url()).pathname, { timeout: 30_000 }).toBe('/login');

      // A new sign-in works as before.
      await signIn(page, server.url, DEMO.investor.username, DEMO.investor.password);
      await page.waitForURL('**/investor/dashboard', { timeout: 30_000 });
    } finally {
      await phone.close();
      await tablet.close();
    }
  });
});
