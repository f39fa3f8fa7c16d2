import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeDataDir, startAppServer } from './support/app-server';
import {
  launchBrowser,
  launchProfileContext,
  newPhoneContext,
  waitForServiceWorkerControl,
} from './support/browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the PWA shell in Chromium', () => {
  it('shows the purple spinner until startup ends, then the login page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    // Hold the startup settings fetch so the loading state is observable.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/settings', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    const spinner = page.getByTestId('root-spinner');
    await spinner.waitFor({ state: 'visible' });
    const size = await spinner.getByRole('status').evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, height: style.height, color: style.borderTopColor };
    });
    expect(size).toMatchObject({ width: '64px', height: '64px' });
    // Chakra's purple.500.
    expect(size.color).toBe('rgb(168, 85, 247)');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await spinner.count()).toBe(0);
    await context.close();
  });

  it('an unknown path gets a real not-found page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/this/does/not/exist`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toContain('Nivesh');
    await context.close();
  });

  it('a signed-out user opening the investor dashboard lands on Login with redirect_uri', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/investor/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect_uri')).toBe('/investor/dashboard');
    await context.close();
  });

  it('Chromium reports no installability errors', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'nivesh-profile-'));
    const context = await launchProfileContext(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/login`);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('reloads the shell offline after the server is stopped, deep links included', async () => {
    const server = await startAppServer();
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await waitForServiceWorkerControl(page);
      await server.stop();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 20_000 });

      await page.goto(`${server.url}/privacypolicy`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(
        /privacy/i,
      );
      // The text itself loads after the page frame (issue 19): it must come from the cache too.
      await page.getByRole('navigation', { name: 'Contents' }).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
      await server.stop();
      removeDataDir(server.dataDir);
    }
  });
});
