import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, newPhoneContext, VIEWPORTS } from './support/browser';

// Issue 18's browser checks: the demo investor on a phone and the demo adviser on a tablet chat
// in real time in two browser contexts; the investor loses signal, writes two messages, comes
// back, and the adviser sees each once and in order. The insurance gap is computed for the demo
// investor.

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

const signedIn = async (page: Page, who: 'investor' | 'advisor') => {
  await signIn(page, server.url, DEMO[who].username, DEMO[who].password);
  await page.waitForURL(`**/${who}/**`, { timeout: 30_000 });
};

/** The texts of the messages in a conversation's log, in the order shown. */
const messagesIn = (page: Page) => page.getByRole('log').innerText();

describe('calendar, chat and insurance in Chromium (issue 18)', () => {
  it('chat: investor (phone) and adviser (tablet) in real time; two messages written offline arrive once each, in order', async () => {
    const investorContext = await newPhoneContext(browser);
    const adviserContext = await browser.newContext({ viewport: VIEWPORTS.tablet });
    try {
      const investor = await investorContext.newPage();
      const adviser = await adviserContext.newPage();
      await signedIn(investor, 'investor');
      await signedIn(adviser, 'advisor');
      await investor.goto(`${server.url}/investor/chat`);
      await adviser.goto(`${server.url}/advisor/chat`);
      await adviser
        .getByRole('navigation', { name: 'Conversations' })
        .getByText('Aarav Sharma')
        .first()
        .click({ timeout: 30_000 });
      await adviser.getByRole('log').waitFor({ timeout: 30_000 });

      const composer = investor.getByRole('textbox', { name: /Message to/ });
      await composer.waitFor({ timeout: 30_000 });
      await composer.fill('Can we review my SIP this week?');
      await composer.press('Enter');
      await expect
        .poll(() => messagesIn(adviser), { timeout: 15_000 })
        .toContain('Can we review my SIP this week?');

      const reply = adviser.getByRole('textbox', { name: /Message to/ });
      await reply.fill('Yes, Thursday works. I will send a time.');
      await reply.press('Enter');
      await expect
        .poll(() => messagesIn(investor), { timeout: 15_000 })
        .toContain('Yes, Thursday works.');

      await investorContext.setOffline(true);
      await composer.fill('Offline one: the bonus came in');
      await composer.press('Enter');
      await composer.fill('Offline two: should I top up the SIP?');
      await composer.press('Enter');
      await expect.poll(() => messagesIn(investor)).toContain('Offline two');
      await investorContext.setOffline(false);

      await expect
        .poll(() => messagesIn(adviser), { timeout: 45_000 })
        .toContain('Offline two: should I top up the SIP?');
      console.log('INVESTOR', await messagesIn(investor));
      console.log('ADVISER', await messagesIn(adviser));
      await investor.screenshot({ path: '/tmp/inv-chat.png' });
      const seen = await messagesIn(adviser);
      expect(seen.split('Offline one: the bonus came in').length - 1).toBe(1);
      expect(seen.split('Offline two: should I top up the SIP?').length - 1).toBe(1);
      expect(seen.indexOf('Offline one')).toBeLessThan(seen.indexOf('Offline two'));
      // And once after a reload, from the server.
      await adviser.reload();
      await expect
        .poll(() => messagesIn(adviser), { timeout: 30_000 })
        .toContain('Offline two: should I top up the SIP?');
      const reloaded = await messagesIn(adviser);
      expect(reloaded.split('Offline one: the bonus came in').length - 1).toBe(1);
      expect(reloaded.split('Offline two: should I top up the SIP?').length - 1).toBe(1);
    } finally {
      await investorContext.close();
      await adviserContext.close();
    }
  });

  it('insurance: the demo investor’s cover gap, computed from their policies and figures', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await context.newPage();
      await signedIn(page, 'investor');
      await page.goto(`${server.url}/investor/insurance`);
      await page.getByText('HDFC Life').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => page.locator('main').innerText(), { timeout: 30_000 })
        .toMatch(/a gap of ₹[\d.,]+ (lakh|crore)/);
    } finally {
      await context.close();
    }
  });
});
