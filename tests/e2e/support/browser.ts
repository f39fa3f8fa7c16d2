import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's chromium, never a downloaded browser (ARCHITECTURE.md, facts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A context with a real profile on disk: Chromium treats Playwright's ordinary contexts as
 * incognito, where a PWA is never installable.
 */
export function launchProfileContext(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** Chromium's test camera (a moving pattern), allowed without a prompt: for the scan page. */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export function launchBrowser(options: { fakeCamera?: boolean } = {}): Promise<Browser> {
  const args = options.fakeCamera ? [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
} as const;

export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS.phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Waits until a service worker controls the page (after the first visit's install and claim). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}
