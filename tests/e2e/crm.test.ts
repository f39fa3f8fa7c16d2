import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, latestCode, mailbox, signIn } from './support/auth-flows';
import { launchBrowser, newPhoneContext, VIEWPORTS } from './support/browser';

// Issue 17's browser check, the adviser on a tablet: a lead is added, moved through the stages
// by dragging with the mouse, by the keyboard and by its "Move to" list; a call logged without
// signal lands once when the signal returns; the won lead is converted, the invitation's link
// in the dev mailbox leads a new person through sign-up, and they are the adviser's client.

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

interface LeadSeen {
  leadId: string;
  name: string;
  stage: string;
  investorId: string | null;
}

/** A GET of the gateway with the signed-in page's own id token. */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch(path, { headers: { Authorization: token ?? '' } });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

const leadNamed = async (page: Page, name: string) => {
  const { leads } = await apiGet<{ leads: LeadSeen[] }>(page, '/api/advisor/crm/leads');
  return leads.find((lead) => lead.name === name);
};

const waitForStage = async (page: Page, name: string, stage: string) => {
  await expect
    .poll(async () => (await leadNamed(page, name))?.stage, { timeout: 30_000, interval: 500 })
    .toBe(stage);
};

describe('the adviser CRM in Chromium (issue 17)', () => {
  it('adds a lead, moves it by mouse, keyboard and list, logs a call offline once, converts it, and the invited person signs up as the adviser’s client', async () => {
    const adviserContext: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.tablet });
    const stamp = Date.now();
    const name = `Kiran Test ${stamp}`;
    const email = `kiran-${stamp}@example.com`;
    try {
      const page = await adviserContext.newPage();
      await signIn(page, server.url, DEMO.advisor.username, DEMO.advisor.password);
      await page.waitForURL('**/advisor/**', { timeout: 30_000 });
      await page.goto(`${server.url}/advisor/crm/lead`);
      await page.getByRole('button', { name: 'Add lead' }).click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Mobile').fill('98765 43210');
      await dialog.getByRole('button', { name: 'Add the lead' }).click();
      const handle = page.getByRole('button', { name: `Drag ${name}` });
      await handle.waitFor({ timeout: 30_000 });
      await waitForStage(page, name, 'new');
      expect((await leadNamed(page, name)) && true).toBe(true);

      // By mouse: the handle to the Contacted column, level with the card (the columns are as
      // tall as the longest; the new card is at the bottom of New, below the headings).
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const column = page.getByRole('heading', { name: /^Contacted/ });
      const to = await column.boundingBox();
      if (!from || !to) throw new Error('the board is not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(
          from.x + ((to.x + 40 - from.x) * step) / 12,
          from.y + from.height / 2,
        );
        await page.waitForTimeout(30);
      }
      await page.mouse.up();
      await waitForStage(page, name, 'contacted');

      // By keyboard: the handle, Space, one column right, Space.
      await page.getByRole('button', { name: `Drag ${name}` }).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(300);
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await waitForStage(page, name, 'meeting');

      // By the card's list, for those who do not drag: to Proposal, then Won.
      const moveTo = page.getByRole('combobox', { name: `Move ${name} to another stage` });
      // Once the drop's animation is over, the dragged copy of the card is gone.
      await expect.poll(() => moveTo.count()).toBe(1);
      await moveTo.selectOption({ label: 'Proposal' });
      await waitForStage(page, name, 'proposal');
      await page.getByRole('combobox', { name: `Move ${name} to another stage` }).selectOption({
        label: 'Won',
      });
      await waitForStage(page, name, 'won');

      // Open it and log a call without signal.
      await page.getByRole('button', { name, exact: true }).first().click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('heading', { name }).waitFor({ timeout: 30_000 });
      await adviserContext.setOffline(true);
      await detail.getByRole('button', { name: 'Log a call' }).click();
      const outcome = `Called from the car park ${stamp}`;
      await detail.getByLabel('Outcome').fill(outcome);
      await detail.getByRole('button', { name: 'Save to the log' }).click();
      await detail.getByText(outcome).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1_500);
      await adviserContext.setOffline(false);
      const lead = await leadNamed(page, name);
      if (!lead) throw new Error('the lead is gone');
      await expect
        .poll(
          async () =>
            (
              await apiGet<{ interactions: { outcome: string | null }[] }>(
                page,
                `/api/advisor/crm/leads/${lead.leadId}`,
              )
            ).interactions.filter((one) => one.outcome === outcome).length,
          { timeout: 30_000, interval: 500 },
        )
        .toBe(1);
      await page.reload();
      await page.getByRole('dialog').getByText(outcome).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('dialog').getByText(outcome).count()).toBe(1);

      // Convert: the invitation's link in the dev mailbox.
      await page.getByRole('dialog').getByRole('button', { name: 'Convert to client' }).click();
      await page
        .getByRole('dialog')
        .getByText(`Invitation sent to ${email}`)
        .first()
        .waitFor({ timeout: 30_000 });
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const messages = (await mailbox(server.url, email)) as { link?: string }[];
            link = messages.find((message) => message.link)?.link;
            return Boolean(link);
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);

      // The invited person, on a phone, signs up from the link.
      const personContext = await newPhoneContext(browser);
      try {
        const person = await personContext.newPage();
        await person.goto(link!);
        await expect.poll(() => person.getByLabel('Email address').inputValue()).toBe(email);
        await person.getByLabel('Password', { exact: true }).fill('kiraninvest1');
        await person.getByRole('button', { name: 'Create account' }).click();
        await person.waitForURL(/\/signupconfirm\?/, { timeout: 30_000 });
        await person.getByLabel('Verification code').fill(await latestCode(server.url, email));
        await person.getByRole('button', { name: 'Confirm' }).click();
        await person.waitForURL(/\/login\?/, { timeout: 30_000 });
        await person.getByLabel('Password', { exact: true }).fill('kiraninvest1');
        await person.getByRole('button', { name: 'Sign in' }).click();
        await person.waitForURL('**/kyc', { timeout: 30_000 });
        const profile = await apiGet<{ advisor: { name: string | null } | null }>(
          person,
          '/api/user/profile',
        );
        expect(profile.advisor).not.toBeNull();
      } finally {
        await personContext.close();
      }

      // The adviser: the lead is linked, and the new client is in the book.
      await expect
        .poll(async () => (await leadNamed(page, name))?.investorId ?? null, { timeout: 30_000 })
        .not.toBeNull();
      const { investors } = await apiGet<{ investors: { email: string | null }[] }>(
        page,
        '/api/advisor/investors',
      );
      expect(investors.map((investor) => investor.email)).toContain(email);
      // The book's client list (/advisor/investordetails without a client chosen).
      await page.goto(`${server.url}/advisor/investordetails`);
      await page.getByText(email).first().waitFor({ timeout: 30_000 });
    } finally {
      await adviserContext.close();
    }
  }, 240_000);
});
