import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, fillSignIn, latestCode, pathOf, signIn, storedHash } from './support/auth-flows';
import { launchBrowser, VIEWPORTS } from './support/browser';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function freshPage(
  viewport: { width: number; height: number } = VIEWPORTS.phone,
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  context = await browser.newContext({ viewport, serviceWorkers });
  page = await context.newPage();
  return page;
}
afterEach(async () => {
  await context?.close();
});

const waitForPath = (path: string | RegExp) =>
  page.waitForURL(typeof path === 'string' ? `**${path}` : path, { timeout: 30_000 });

describe('identity in Chromium against npm start (local Cognito)', () => {
  it('signs up a new investor, confirms with the mailbox code, signs in with SRP and stays signed in', async () => {
    await freshPage();
    const email = `new-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('newinvestor1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(/\/signupconfirm\?/);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/That code is not right/).waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(/\/login\?/);
    expect(await page.getByLabel('Email or mobile number').inputValue()).toBe(email);

    const flows: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'] ?? '';
      if (target.endsWith('InitiateAuth'))
        flows.push((JSON.parse(request.postData() ?? '{}') as { AuthFlow: string }).AuthFlow);
    });
    await page.getByLabel('Password', { exact: true }).fill('newinvestor1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A new investor's next step is KYC (the onboarding issue: sign-in lands on the next step).
    await waitForPath('/kyc');
    expect(flows).toEqual(['USER_SRP_AUTH']);
    expect(await storedHash(page)).toMatch(/^[0-9a-f]{64}$/);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/kyc');
  });

  it('sends a signed-out user to Login with redirect_uri and back there after sign-in', async () => {
    await freshPage();
    await page.goto(`${baseUrl}/investor/goals?tab=2`);
    await waitForPath(/\/login\?redirect_uri=/);
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/investor/goals?tab=2');
    await fillSignIn(page, DEMO.investor.username, DEMO.investor.password);
    await waitForPath('/investor/goals?tab=2');
  });

  it('routes an investor by role: /login and advisor areas go to the dashboard, foreign redirects are ignored', async () => {
    await freshPage();
    await signIn(page, baseUrl, DEMO.investor.username, DEMO.investor.password);
    await waitForPath('/investor/dashboard');
    await page.goto(`${baseUrl}/login`);
    await waitForPath('/investor/dashboard');
    await page.goto(`${baseUrl}/advisor/marketoverview`);
    await waitForPath('/investor/dashboard');
    await page.goto(
      `${baseUrl}/login?redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
    );
    await waitForPath('/investor/dashboard');
    await page.goto(`${baseUrl}/stocks/exchange/NSE/symbol/TCS/`);
    await waitForPath('/stocks/exchange/NSE/symbol/TCS/factor');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await waitForPath(/\/login/);
    expect(await storedHash(page)).toBeNull();
  });

  it('routes an advisor to market overview and away from investor-only areas', async () => {
    await freshPage(VIEWPORTS.tablet);
    await signIn(page, baseUrl, DEMO.advisor.username, DEMO.advisor.password);
    await waitForPath('/advisor/marketoverview');
    await page.goto(`${baseUrl}/investor/holdings`);
    await waitForPath('/advisor/marketoverview');
    await page.goto(`${baseUrl}/kyc`);
    await waitForPath('/advisor/marketoverview');
  });

  it('keeps a frozen account on accountfrozen, re-checking when it leaves', async () => {
    await freshPage();
    await signIn(page, baseUrl, DEMO.frozen.username, DEMO.frozen.password);
    await waitForPath('/accountfrozen');
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/profile')) profileCalls.push(request.url());
    });
    // An in-app navigation away from accountfrozen: the guard re-authenticates (spec 4).
    await page.getByRole('link', { name: 'Nivesh home' }).click();
    await page.waitForTimeout(500);
    await waitForPath('/accountfrozen');
    expect(profileCalls.length).toBeGreaterThan(0);
  });

  it('re-authenticates when the stored session hash differs; 401 sends to Login, other errors continue', async () => {
    // page.route cannot see a request the service worker answers, and the worker may answer
    // the profile GET from its cache once it controls the page: the guard is what is tested here.
    await freshPage(VIEWPORTS.phone, 'block');
    await signIn(page, baseUrl, DEMO.investor.username, DEMO.investor.password);
    await waitForPath('/investor/dashboard');

    // Another error while re-authenticating: navigation continues.
    await page.evaluate(() => localStorage.setItem('nivesh:sessionhash', 'stale'));
    await page.route('**/api/user/profile', (route) => route.fulfill({ status: 500, body: '{}' }));
    // In-app navigations, so the profile loaded at sign-in is what the guard knows.
    await page.getByRole('link', { name: 'Holdings' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Holdings' }).waitFor();
    expect(await storedHash(page)).toBe('stale');

    // A 401 while re-authenticating: hash cleared, Login with redirect_uri.
    await page.unroute('**/api/user/profile');
    await page.route('**/api/user/profile', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":{"code":"unauthorized","message":"Token expired"}}',
      }),
    );
    await page.evaluate(() => localStorage.setItem('nivesh:sessionhash', 'stale'));
    await page.getByRole('link', { name: 'Goals' }).first().click();
    await waitForPath(/\/login\?redirect_uri=%2Finvestor%2Fgoals/);
    expect(await storedHash(page)).toBeNull();
  });

  it('signs out on a 401 from the startup settings fetch', async () => {
    await freshPage();
    await signIn(page, baseUrl, DEMO.investor.username, DEMO.investor.password);
    await waitForPath('/investor/dashboard');
    await page.route('**/api/settings', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":{"code":"unauthorized","message":"Token expired"}}',
      }),
    );
    await page.reload();
    await waitForPath(/\/login/);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await storedHash(page)).toBeNull();
    // Signed out for good: Amplify's tokens are gone too.
    const cognitoKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('LastAuthUser')),
    );
    expect(cognitoKeys).toEqual([]);
  });

  it('sends everyone to the maintenance page while npm run maintenance is on', async () => {
    await freshPage();
    const maintenance = (state: 'on' | 'off') =>
      run('npx', ['tsx', 'scripts/maintenance.ts', state], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
    await maintenance('on');
    try {
      await page.goto(`${baseUrl}/login`);
      await waitForPath('/undermaintenance');
      await page.getByRole('heading', { level: 1, name: 'Down for maintenance' }).waitFor();
    } finally {
      await maintenance('off');
    }
    await page.goto(`${baseUrl}/undermaintenance`);
    await waitForPath(/\/login/);
  });

  it('sets up an authenticator app and signs in with its code', async () => {
    await freshPage(VIEWPORTS.tablet);
    const email = `totp-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('totpuser12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(/\/signupconfirm\?/);
    await page.getByLabel('Verification code').fill(await latestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(/\/login\?/);
    await page.getByLabel('Password', { exact: true }).fill('totpuser12');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath('/kyc'); // a new investor's next step

    await page.goto(`${baseUrl}/investor/account-settings`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(await page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await page.getByLabel('Verification code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('On: authenticator app').waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await waitForPath(/\/login/);
    await fillSignIn(page, email, 'totpuser12');
    await page.getByLabel('Verification code').waitFor({ timeout: 30_000 });
    // A code from the next 30 s window: the one used at set-up may not be used twice.
    const wait = (31 - (Math.floor(Date.now() / 1000) % 30)) * 1000;
    await new Promise((resolve) => setTimeout(resolve, wait));
    await page.getByLabel('Verification code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath('/kyc'); // a new investor's next step
  });

  it('resets a forgotten password with the mailbox code', async () => {
    await freshPage();
    const email = `reset-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('firstpass1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(/\/signupconfirm\?/);
    await page.getByLabel('Verification code').fill(await latestCode(baseUrl, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(/\/login\?/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(/\/forgetpassword/);
    await page.getByLabel('Email or mobile number').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(baseUrl, email));
    await page.getByLabel('New password').fill('secondpass2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password is changed.').first().waitFor();

    await signIn(page, baseUrl, email, 'secondpass2');
    await waitForPath('/kyc'); // a new investor's next step
  });
});
