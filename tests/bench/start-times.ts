import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForServiceWorkerControl } from '../e2e/support/browser';

const RUNS = 5;
const CPU_THROTTLE = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** Milliseconds from navigation start until the login heading is on screen. */
async function timeToLogin(page: Page, load: () => Promise<unknown>) {
  await load();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

export async function measureStartTimes(
  browser: Browser,
  url: string,
  stopServer: () => Promise<void>,
) {
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await throttle(context, page);
    cold.push(await timeToLogin(page, () => page.goto(`${url}/login`)));
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await waitForServiceWorkerControl(page);
  await throttle(context, page);
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    warm.push(await timeToLogin(page, () => page.reload()));
  }

  await stopServer();
  const offline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    offline.push(await timeToLogin(page, () => page.reload()));
  }
  await context.close();
  return {
    cold: median(cold),
    warm: median(warm),
    offline: median(offline),
    cpuThrottle: CPU_THROTTLE,
    runs: RUNS,
  };
}
