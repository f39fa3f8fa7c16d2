import { createSwUpdateStore } from './sw-update-store';

/** The one update store of the page: register-sw.ts feeds it, <UpdatePrompt /> reads it. */
export const swUpdateStore = createSwUpdateStore();

const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;
/** Switching tabs back and forth should not fetch /sw.js each time. */
const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

/**
 * Registers /sw.js after the page has loaded, in production builds only (the dev server serves
 * modules the worker must not cache). Call once from src/main.tsx.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    void register().catch((error: unknown) => console.warn('Service worker', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  // Loaded after the load event so workbox-window stays out of the startup bundle.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('controlling', () => swUpdateStore.controllerChanged());

  const registration = await wb.register({ immediate: true });
  if (!registration) return;
  swUpdateStore.connect({
    skipWaiting() {
      if (!registration.waiting) return false;
      wb.messageSkipWaiting();
      return true;
    },
    reload: () => window.location.reload(),
  });
  watchForWaitingWorker(registration);
  checkForUpdatesPeriodically(() => wb.update());
}

/**
 * Reports every new version that ends up waiting: one already waiting at load (the user chose
 * Later, then reloaded), and each one found later. This listens to the registration itself because
 * workbox-window stops following `updatefound` after the first update it did not start.
 */
function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  // With no controller this is the first install, which activates by itself: nothing to offer.
  const reportIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) swUpdateStore.updateFound();
  };
  reportIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') reportIfWaiting();
    });
  });
}

function checkForUpdatesPeriodically(update: () => Promise<void>): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = Date.now();
    // Offline or server away: the next check tries again.
    update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
