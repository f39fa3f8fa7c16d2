import { describe, expect, it, vi } from 'vitest';
import { createSwUpdateStore, type SwUpdateStore } from '@/app/pwa/sw-update-store';

function setup({ waiting = true } = {}) {
  const store = createSwUpdateStore();
  const driver = { skipWaiting: vi.fn(() => waiting), reload: vi.fn() };
  store.connect(driver);
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, driver, listener };
}

type Step = (store: SwUpdateStore) => void;
const found: Step = (s) => s.updateFound();
const later: Step = (s) => s.dismiss();
const reload: Step = (s) => s.applyUpdate();
const controlling: Step = (s) => s.controllerChanged();

describe('service worker update store', () => {
  it.each([
    {
      name: 'starts with nothing to offer',
      steps: [],
      snapshot: { updateAvailable: false, dismissed: false, applying: false },
      reloads: 0,
    },
    {
      name: 'offers a waiting version',
      steps: [found],
      snapshot: { updateAvailable: true, dismissed: false, applying: false },
      reloads: 0,
    },
    {
      name: 'never reloads on its own when another tab activates the new version',
      steps: [found, controlling],
      snapshot: { updateAvailable: true, dismissed: false, applying: false },
      reloads: 0,
    },
    {
      name: 'Later hides the offer',
      steps: [found, later],
      snapshot: { updateAvailable: true, dismissed: true, applying: false },
      reloads: 0,
    },
    {
      name: 'a newer version asks again after Later',
      steps: [found, later, found],
      snapshot: { updateAvailable: true, dismissed: false, applying: false },
      reloads: 0,
    },
    {
      name: 'Reload waits for the new version to take control',
      steps: [found, reload],
      snapshot: { updateAvailable: true, dismissed: false, applying: true },
      reloads: 0,
    },
    {
      name: 'Reload reloads once when the new version controls the page',
      steps: [found, reload, controlling, controlling],
      snapshot: { updateAvailable: true, dismissed: false, applying: true },
      reloads: 1,
    },
    {
      name: 'Reload does nothing when no update was offered',
      steps: [reload, controlling],
      snapshot: { updateAvailable: false, dismissed: false, applying: false },
      reloads: 0,
    },
  ])('$name', ({ steps, snapshot, reloads }) => {
    const { store, driver } = setup();
    for (const step of steps) step(store);
    expect(store.getSnapshot()).toEqual(snapshot);
    expect(driver.reload).toHaveBeenCalledTimes(reloads);
  });

  it('asks the waiting worker to skip waiting exactly once', () => {
    const { store, driver } = setup();
    store.updateFound();
    store.applyUpdate();
    store.applyUpdate();
    expect(driver.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab already activated the waiting version', () => {
    const { store, driver } = setup({ waiting: false });
    store.updateFound();
    store.applyUpdate();
    expect(driver.reload).toHaveBeenCalledTimes(1);
  });

  it('hands out a new snapshot on each change and tells subscribers', () => {
    const { store, listener } = setup();
    const before = store.getSnapshot();
    store.updateFound();
    expect(store.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
