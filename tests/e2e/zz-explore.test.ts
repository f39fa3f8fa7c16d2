import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { removeDataDir, startAppServer, type AppServer } from './support/app-server';
import { DEMO, signIn } from './support/auth-flows';
import { launchBrowser, newPhoneContext } from './support/browser';

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

const shots = async (page: Page, name: string, count: number) => {
  for (let i = 0; i < count; i += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), i * 800);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${i}.png` });
  }
};

it('explores', async () => {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await signIn(page, server.url, DEMO.advisor.username, DEMO.advisor.password);
  await page.waitForURL('**/advisor/**', { timeout: 60_000 });
  await page.goto(`${server.url}/advisor/scans`);
  await page.waitForTimeout(3000);
  await page.getByRole('tab', { name: /My scans/ }).click();
  await page.waitForTimeout(1500);
  await shots(page, 'adv-scans-saved', 2);
  await page.getByRole('tab', { name: 'Build' }).click();
  await page.getByRole('textbox', { name: 'Scan', exact: true }).fill('close >= 0.95 * high_52w AND volume > 2 * avg(volume, 20)');
  await page.getByRole('button', { name: 'Run scan' }).click();
  await page.waitForTimeout(3000);
  await shots(page, 'adv-scan-run', 3);
  await page.goto(`${server.url}/advisor/strategies`);
  await page.waitForTimeout(3000);
  await shots(page, 'adv-strategies', 2);
  await page.goto(`${server.url}/advisor/strategies/momentum`);
  await page.waitForTimeout(12000);
  await shots(page, 'adv-momentum', 6);
  await context.close();
});
