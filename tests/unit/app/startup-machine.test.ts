import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import {
  runStartup,
  STARTUP_TIMEOUT_MESSAGE,
  type StartupDeps,
} from '@/app/startup/startup-machine';
import { createStartupStore } from '@/app/startup/startup-store';

const SETTINGS = { UNDER_MAINTENANCE: 0 };
const DATA_CHECK = { updatedatetime: '2026-11-20T10:00:00.000Z' };

type Step = { after: number; value?: unknown; error?: Error } | 'never';

const delayed = <T>(step: Step): Promise<T> =>
  step === 'never'
    ? new Promise<T>(() => undefined)
    : new Promise<T>((resolve, reject) =>
        setTimeout(() => (step.error ? reject(step.error) : resolve(step.value as T)), step.after),
      );

function deps(settings: Step, dataCheck: Step) {
  const warn = vi.fn();
  const onUnauthorized = vi.fn();
  const value: StartupDeps = {
    fetchSettings: () => delayed(settings),
    fetchDataCheck: () => delayed(dataCheck),
    isUnauthorized: (error) => error instanceof ApiError && error.status === 401,
    onUnauthorized,
    warn,
    clock: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    timeoutMs: 10_000,
  };
  return { value, warn, onUnauthorized };
}

describe('startup machine (spec 4, 8, 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cases: {
    name: string;
    settings: Step;
    dataCheck: Step;
    endsAt: number;
    outcome: string;
    warned: string | null;
    signedOut: boolean;
    settingsSeen: boolean;
  }[] = [
    {
      name: 'both fetches finish: ready with both values',
      settings: { after: 100, value: SETTINGS },
      dataCheck: { after: 300, value: DATA_CHECK },
      endsAt: 300,
      outcome: 'ok',
      warned: null,
      signedOut: false,
      settingsSeen: true,
    },
    {
      name: 'one fails (network): ready at the failure, warning logged, loading continues',
      settings: { after: 5_000, value: SETTINGS },
      dataCheck: { after: 200, error: new NetworkError() },
      endsAt: 200,
      outcome: 'failed',
      warned: 'Startup fetch failed; continuing',
      signedOut: false,
      settingsSeen: false,
    },
    {
      name: 'data check empty: its error is logged and startup continues',
      settings: { after: 50, value: SETTINGS },
      dataCheck: { after: 80, error: new Error('API error: Data Check') },
      endsAt: 80,
      outcome: 'failed',
      warned: 'Startup fetch failed; continuing',
      signedOut: false,
      settingsSeen: true,
    },
    {
      name: 'settings 500: logged, ignored',
      settings: { after: 100, error: new ApiError('boom', 500) },
      dataCheck: { after: 100, value: DATA_CHECK },
      endsAt: 100,
      outcome: 'failed',
      warned: 'Startup fetch failed; continuing',
      signedOut: false,
      settingsSeen: false,
    },
    {
      name: 'settings 401: sign out (sessionhash removed, go to Login)',
      settings: { after: 100, error: new ApiError('expired', 401) },
      dataCheck: { after: 400, value: DATA_CHECK },
      endsAt: 100,
      outcome: 'unauthorized',
      warned: null,
      signedOut: true,
      settingsSeen: false,
    },
    {
      name: 'neither answers: ready after 10 s with the timeout message',
      settings: 'never',
      dataCheck: 'never',
      endsAt: 10_000,
      outcome: 'timeout',
      warned: STARTUP_TIMEOUT_MESSAGE,
      signedOut: false,
      settingsSeen: false,
    },
    {
      name: 'one answers, the other hangs: timeout at 10 s, keeps the value it has',
      settings: { after: 100, value: SETTINGS },
      dataCheck: 'never',
      endsAt: 10_000,
      outcome: 'timeout',
      warned: STARTUP_TIMEOUT_MESSAGE,
      signedOut: false,
      settingsSeen: true,
    },
  ];

  it.each(cases)('$name', async (c) => {
    const d = deps(c.settings, c.dataCheck);
    let done = false;
    const result = runStartup(d.value).then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(c.endsAt - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    const ready = await result;
    expect(ready.status).toBe('ready');
    expect(ready.outcome).toBe(c.outcome);
    expect(ready.settings).toEqual(c.settingsSeen ? SETTINGS : null);
    if (c.warned) expect(d.warn.mock.calls[0]?.[0]).toBe(c.warned);
    else expect(d.warn).not.toHaveBeenCalled();
    expect(d.onUnauthorized).toHaveBeenCalledTimes(c.signedOut ? 1 : 0);
  });

  it('the store is loading until the machine is ready, then notifies and offers one login redirect after a 401', async () => {
    const d = deps(
      { after: 100, error: new ApiError('expired', 401) },
      { after: 100, value: DATA_CHECK },
    );
    const store = createStartupStore(d.value);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(100);
    await store.whenReady();
    expect(store.getState()).toMatchObject({ status: 'ready', outcome: 'unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.takeLoginRedirect()).toBe(true);
    expect(store.takeLoginRedirect()).toBe(false);
  });
});
