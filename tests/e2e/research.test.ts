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

// Issue 16's browser checks. On a tablet, the demo adviser makes a model portfolio for Moderate
// clients and sends it to the demo investor (Moderate); on a phone the investor sees the
// suggestion, accepts it and the orders fill; the adviser then sees the acceptance on the
// model's page. Then the adviser makes an Aggressive-only call and sends it to a Conservative
// client (sunita@): it is blocked, with the rule's reason, and nothing is sent.

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

const signedInAs = async (page: Page, who: 'investor' | 'advisor') => {
  await signIn(page, server.url, DEMO[who].username, DEMO[who].password);
  await page.waitForURL(`**/${who}/**`, { timeout: 30_000 });
};

const MODEL = 'Core eight (browser test)';
const STOCKS = ['RELIANCE', 'HDFCBANK', 'ICICIBANK', 'INFY', 'TCS', 'ITC', 'LT', 'SBIN'];

describe('research to action in Chromium (issue 16)', () => {
  it('a model for Moderate clients reaches the investor, who accepts it on a phone', async () => {
    const tablet = await browser.newContext({ viewport: VIEWPORTS.tablet });
    const phone = await newPhoneContext(browser);
    try {
      // The adviser makes the model (the stocks as the stock picker hands them over).
      const adviser = await tablet.newPage();
      await signedInAs(adviser, 'advisor');
      await adviser.goto(
        `${server.url}/advisor/targetportfoliogoalcreate?symbols=${STOCKS.join(',')}`,
      );
      await adviser.getByRole('textbox', { name: 'Name' }).fill(MODEL);
      await adviser.getByRole('combobox', { name: 'Goal' }).selectOption('retirement');
      await adviser.getByRole('button', { name: 'Equal weights' }).click();
      await adviser.getByText('The weights add up to 100 %').first().waitFor();
      await adviser.getByRole('checkbox', { name: 'Moderate', exact: true }).check();
      await adviser.getByRole('button', { name: 'Save the model' }).click();

      // ...and sends it to the demo investor.
      await adviser.getByRole('button', { name: 'Send to clients' }).click();
      const dialog = adviser.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: /Aarav Sharma/ }).check();
      await dialog.getByRole('textbox', { name: /Amount each client invests/ }).fill('100000');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await dialog.getByText('Sent to 1 client').waitFor({ timeout: 30_000 });

      // The investor, on a phone, sees it and accepts.
      const investor = await phone.newPage();
      await signedInAs(investor, 'investor');
      await investor.goto(`${server.url}/investor/suggestions`);
      const title = `Invest ₹1,00,000 in ${MODEL}`;
      await investor.getByRole('button', { name: `Accept ${title}` }).click({ timeout: 30_000 });
      await investor.getByTestId('accept-total').waitFor();
      await investor.getByRole('button', { name: 'Confirm and accept' }).click();
      const result = investor.getByTestId('suggestion-result');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.innerText()).toMatch(/Filled/);

      // Holdings now hold the model's stocks.
      await result.getByRole('link', { name: 'See your holdings' }).click();
      await investor.waitForURL('**/investor/holdings**');
      await investor.getByText('TCS').first().waitFor({ timeout: 30_000 });

      // Without a network the suggestions open from the cache, with their "as of".
      await waitForServiceWorkerControl(investor);
      await phone.setOffline(true);
      await investor.goto(`${server.url}/investor/suggestions`);
      await investor.getByText(title).first().waitFor({ timeout: 30_000 });
      await investor.getByText(/as of/i).first().waitFor();
      await phone.setOffline(false);

      // The adviser sees the acceptance on the model's page.
      await adviser.goto(`${server.url}/advisor/baskets`);
      await adviser.getByRole('button', { name: MODEL }).first().click();
      await expect
        .poll(async () => adviser.locator('main').innerText(), { timeout: 30_000 })
        .toMatch(/Aarav Sharma[\s\S]*Accepted/i);
    } finally {
      await tablet.close();
      await phone.close();
    }
  });

  it('an Aggressive-only call to a Conservative client is blocked with the reason', async () => {
    const tablet = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const adviser = await tablet.newPage();
      await signedInAs(adviser, 'advisor');
      await adviser.goto(`${server.url}/advisor/targetstocks`);
      await adviser.getByRole('button', { name: 'New call' }).first().click();
      const form = adviser.getByRole('form', { name: 'New research call' });
      await form.getByRole('combobox', { name: 'Stock (NSE symbol)' }).fill('ITC');
      await form.getByRole('radio', { name: /Buy/ }).check();
      // Bands wide enough for any price: the rule is about the category here.
      await form.getByRole('textbox', { name: /Target price/ }).fill('99999');
      await form.getByRole('textbox', { name: /Stop-loss/ }).fill('1');
      await form.getByRole('textbox', { name: /Horizon/ }).fill('90');
      for (const category of [
        'Conservative',
        'Moderately conservative',
        'Moderate',
        'Moderately aggressive',
      ]) {
        const box = form.getByRole('checkbox', { name: category, exact: true });
        if (await box.isChecked()) await box.uncheck();
      }
      await form.getByRole('checkbox', { name: 'Aggressive', exact: true }).check();
      await form
        .getByRole('textbox', { name: 'Rationale' })
        .fill('A high-risk, high-reward idea for clients who accept large swings.');
      await form.getByRole('button', { name: 'Make the call' }).click();

      await adviser.getByRole('button', { name: 'Send it to clients' }).click({ timeout: 30_000 });
      const dialog = adviser.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: /Sunita Kulkarni/ }).check();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await dialog.getByText(/Not suitable for 1 client: nothing was sent/).waitFor();
      expect(await dialog.innerText()).toMatch(/Sunita Kulkarni · Conservative/);
      expect(await dialog.innerText()).toMatch(/Aggressive/);
    } finally {
      await tablet.close();
    }
  });
});
