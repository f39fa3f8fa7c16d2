import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appLoading } from '@/app/app-loading';
import { Providers } from '@/app/providers';
import { RootView } from '@/app/root-view';
import { createAppRouter } from '@/app/router';
import type { StartupStore } from '@/app/startup/startup-store';
import type { Profile } from '@/auth/navigation-guard';
import { createSignedOutSession, type AuthSession } from '@/auth/session';

// Integration: the real route tree and root view, in memory history, with the startup result and
// the session injected.

function readyStartup(maintenance: 0 | 1): StartupStore {
  const state = {
    status: 'ready' as const,
    outcome: 'ok' as const,
    settings: { UNDER_MAINTENANCE: maintenance },
    dataCheck: { updatedatetime: '2026-11-20T10:00:00Z' },
  };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    whenReady: () => Promise.resolve(state),
    takeLoginRedirect: () => false,
  };
}

function signedInSession(profile: Profile): AuthSession {
  return {
    ...createSignedOutSession(),
    currentHash: () => Promise.resolve('hash'),
    storedHash: () => 'hash',
    profile: () => profile,
    reauthenticate: () => Promise.resolve(profile),
  };
}

function renderAt(path: string, options: { maintenance?: 0 | 1; session?: AuthSession } = {}) {
  const queryClient = new QueryClient();
  const startup = readyStartup(options.maintenance ?? 0);
  const router = createAppRouter({
    queryClient,
    startup,
    session: options.session ?? createSignedOutSession(),
    navigation: { previousPath: null },
  });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Providers queryClient={queryClient}>
      <RootView router={router} startup={startup} />
    </Providers>,
  );
  return router;
}

const investor: Profile = { userType: 'USRTYINV', track: 'ACTIVE' };

describe('navigation through the real route tree', () => {
  it('/ redirects to /login', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('an unknown path shows a real not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeTruthy();
  });

  it('a signed-out user opening an investor screen goes to Login with redirect_uri', async () => {
    const router = renderAt('/investor/holdings?view=all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect_uri: '/investor/holdings?view=all' });
  });

  it('maintenance sends every route to the maintenance page', async () => {
    const router = renderAt('/privacypolicy', { maintenance: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/undermaintenance'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Down for maintenance' }),
    ).toBeTruthy();
  });

  it('the stock page default redirects to factor, upper-casing exchange and symbol', async () => {
    const router = renderAt('/stocks/exchange/nse/symbol/tcs/', {
      session: signedInSession(investor),
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stocks/exchange/NSE/symbol/TCS/factor'),
    );
    await waitFor(() => expect(document.title).toBe('Factor · Nivesh'));
  });

  it('linkbroker reads its newuser flag', async () => {
    renderAt('/linkbroker?newuser=true', { session: signedInSession(investor) });
    expect(await screen.findByText(/Welcome! One last step/)).toBeTruthy();
  });

  it('an investor sees the investor area with its navigation and the screen title', async () => {
    renderAt('/investor/goals', { session: signedInSession(investor) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Investor navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Goals · Nivesh'));
  });

  it('turns the app-level loading state on before a navigation and off after it', async () => {
    const router = renderAt('/investor/goals', { session: signedInSession(investor) });
    await screen.findByRole('heading', { level: 1, name: 'Goals' });
    const seen: boolean[] = [];
    const unsubscribe = appLoading.subscribe(() => seen.push(appLoading.getSnapshot()));
    await router.navigate({ to: '/investor/holdings' });
    await screen.findByRole('heading', { level: 1, name: 'Holdings' });
    unsubscribe();
    expect(seen).toEqual([true, false]);
    expect(appLoading.getSnapshot()).toBe(false);
  });
});
