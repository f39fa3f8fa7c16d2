import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import {
  authErrorRule,
  frozenRule,
  loginPageRule,
  maintenanceRule,
  needsReauthentication,
  roleRule,
  signedOutRule,
  type Target,
} from '@/auth/guards';
import { runNavigationGuard, type GuardSession, type Profile } from '@/auth/navigation-guard';
import { PUBLIC_ACCESS, type RouteAccess } from '@/auth/permissions';
import { safeRedirectPath } from '@/auth/redirect-uri';

const INVESTOR_AREA: RouteAccess = { roles: ['I'], signedIn: true };
const ADVISOR_AREA: RouteAccess = { roles: ['A'], signedIn: true };
const STOCKS: RouteAccess = { roles: ['I', 'A'], signedIn: true };
const SIGNED_IN: RouteAccess = { roles: null, signedIn: true };

const target = (href: string, access: RouteAccess = PUBLIC_ACCESS): Target => ({
  pathname: href.split(/[?#]/)[0] ?? href,
  href,
  access,
});

describe('rule 1: maintenance', () => {
  it.each([
    ['/investor/dashboard', true, '/undermaintenance'],
    ['/login', true, '/undermaintenance'],
    ['/terms-and-conditions', true, '/undermaintenance'],
    ['/undermaintenance', true, null],
    ['/undermaintenance', false, '/login'],
    ['/login', false, null],
  ])('%s with maintenance=%s -> %s', (href, on, expected) => {
    expect(maintenanceRule(target(href), on)?.href ?? null).toBe(expected);
  });
});

describe('rule 2: when to re-authenticate', () => {
  it.each([
    { stored: 'a', current: 'a', previous: '/investor/holdings', profile: true, expected: false },
    { stored: 'a', current: 'b', previous: '/investor/holdings', profile: true, expected: true },
    { stored: null, current: 'b', previous: null, profile: true, expected: true },
    { stored: 'a', current: 'a', previous: '/accountfrozen', profile: true, expected: true },
    { stored: 'a', current: 'a', previous: null, profile: false, expected: true },
    { stored: 'a', current: null, previous: '/accountfrozen', profile: false, expected: false },
  ])('stored=$stored current=$current previous=$previous profile=$profile -> $expected', (c) => {
    expect(
      needsReauthentication({
        storedHash: c.stored,
        currentHash: c.current,
        previousPath: c.previous,
        hasProfile: c.profile,
      }),
    ).toBe(c.expected);
  });

  it.each([
    ['UPFACCOUNTFROZEN', '/investor/dashboard', 'I', '/accountfrozen'],
    ['UPFACCOUNTFROZEN', '/accountfrozen', 'I', null],
    ['ACTIVE', '/accountfrozen', 'I', '/investor/dashboard'],
    ['ACTIVE', '/accountfrozen', 'A', '/advisor/marketoverview'],
    ['ACTIVE', '/investor/dashboard', 'I', null],
  ] as const)('track %s opening %s (%s) -> %s', (track, href, role, expected) => {
    expect(frozenRule(target(href), track, role)?.href ?? null).toBe(expected);
  });
});

describe('rule 3: errors while authenticating', () => {
  it.each([
    [new ApiError('unauthorised', 401), true],
    [new ApiError('forbidden', 403), true],
    [new ApiError('server', 500), false],
    [new NetworkError(), false],
    [new Error('anything'), false],
  ])('%s -> clear hash and go to Login: %s', (error, clears) => {
    const outcome = authErrorRule(target('/investor/goals?tab=2', INVESTOR_AREA), error);
    expect(outcome.clearHash).toBe(clears);
    if (outcome.clearHash) {
      expect(outcome.redirect.href).toBe('/login?redirect_uri=%2Finvestor%2Fgoals%3Ftab%3D2');
    }
  });
});

describe('rule 4: /login for signed-in users', () => {
  it.each([
    ['I', '/investor/dashboard'],
    ['A', '/advisor/marketoverview'],
    [null, null],
  ] as const)('role %s -> %s', (role, expected) => {
    expect(loginPageRule(target('/login'), role)?.href ?? null).toBe(expected);
  });
});

describe('rule 5: no user type on protected routes', () => {
  it.each([
    ['/investor/holdings', INVESTOR_AREA, '/login?redirect_uri=%2Finvestor%2Fholdings'],
    ['/advisor/crm/lead', ADVISOR_AREA, '/login?redirect_uri=%2Fadvisor%2Fcrm%2Flead'],
    ['/investor', PUBLIC_ACCESS, '/login?redirect_uri=%2Finvestor'],
    [
      '/stocks/exchange/NSE/symbol/TCS/factor',
      STOCKS,
      '/login?redirect_uri=%2Fstocks%2Fexchange%2FNSE%2Fsymbol%2FTCS%2Ffactor',
    ],
    ['/kyc', { roles: ['I'], signedIn: true }, '/login?redirect_uri=%2Fkyc'],
    ['/linkbroker?newuser=true', SIGNED_IN, '/login?redirect_uri=%2Flinkbroker%3Fnewuser%3Dtrue'],
    ['/privacypolicy', PUBLIC_ACCESS, null],
    ['/login', PUBLIC_ACCESS, null],
  ] as const)('%s -> %s', (href, access, expected) => {
    expect(signedOutRule(target(href, access), null)?.href ?? null).toBe(expected);
  });
});

describe('rule 6: role x area', () => {
  it.each([
    ['I', INVESTOR_AREA, null],
    ['I', ADVISOR_AREA, '/investor/dashboard'],
    ['A', ADVISOR_AREA, null],
    ['A', INVESTOR_AREA, '/advisor/marketoverview'],
    ['I', STOCKS, null],
    ['A', STOCKS, null],
    ['A', { roles: ['I'], signedIn: true }, '/advisor/marketoverview'],
    ['I', SIGNED_IN, null],
    ['A', PUBLIC_ACCESS, null],
  ] as const)('role %s on %j -> %s', (role, access, expected) => {
    expect(roleRule(target('/x', access), role)?.href ?? null).toBe(expected);
  });
});

describe('redirect_uri accepts same-origin paths only', () => {
  const origin = 'https://app.nivesh.example';
  it.each([
    ['/investor/goals?tab=2#top', '/investor/goals?tab=2#top'],
    ['/advisor/crm/lead', '/advisor/crm/lead'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['investor/dashboard', null],
    ['/login?redirect_uri=/login', null],
    [42, null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });
});

function fakeSession(options: {
  current: string | null;
  stored: string | null;
  profile?: Profile | null;
  reauth?: () => Promise<Profile>;
}): GuardSession & { stored: string | null; reauthCalls: number } {
  let profile = options.profile ?? null;
  const session = {
    stored: options.stored,
    reauthCalls: 0,
    currentHash: () => Promise.resolve(options.current),
    storedHash: () => session.stored,
    setStoredHash: (hash: string | null) => {
      session.stored = hash;
    },
    profile: () => profile,
    reauthenticate: async () => {
      session.reauthCalls += 1;
      profile = await (options.reauth ?? (() => Promise.reject(new Error('no'))))();
      return profile;
    },
    clearProfile: () => {
      profile = null;
    },
  };
  return session;
}

const investor: Profile = { userType: 'USRTYINV', track: 'ACTIVE' };
const advisor: Profile = { userType: 'USRTYADV', track: 'ACTIVE' };
const frozen: Profile = { userType: 'USRTYINV', track: 'UPFACCOUNTFROZEN' };

describe('the rules in the spec order', () => {
  const run = (
    t: Target,
    session: GuardSession,
    maintenance = false,
    previousPath: string | null = null,
  ) =>
    runNavigationGuard({ target: t, previousPath, maintenance, session, warn: vi.fn() }).then(
      (decision) => decision?.href ?? null,
    );

  it('maintenance comes before everything, even for a frozen account', async () => {
    const session = fakeSession({
      current: 'h',
      stored: 'old',
      reauth: () => Promise.resolve(frozen),
    });
    expect(await run(target('/investor/dashboard', INVESTOR_AREA), session, true)).toBe(
      '/undermaintenance',
    );
    expect(session.reauthCalls).toBe(0);
  });

  it('a changed session hash re-authenticates and stores the new hash', async () => {
    const session = fakeSession({
      current: 'new',
      stored: 'old',
      reauth: () => Promise.resolve(investor),
    });
    expect(await run(target('/investor/holdings', INVESTOR_AREA), session)).toBeNull();
    expect(session.reauthCalls).toBe(1);
    expect(session.stored).toBe('new');
  });

  it('an unchanged hash with a loaded profile does not call the server', async () => {
    const session = fakeSession({ current: 'h', stored: 'h', profile: investor });
    expect(await run(target('/investor/holdings', INVESTOR_AREA), session)).toBeNull();
    expect(session.reauthCalls).toBe(0);
  });

  it('leaving accountfrozen re-authenticates; still frozen goes back', async () => {
    const session = fakeSession({
      current: 'h',
      stored: 'h',
      profile: frozen,
      reauth: () => Promise.resolve(frozen),
    });
    expect(
      await run(target('/investor/holdings', INVESTOR_AREA), session, false, '/accountfrozen'),
    ).toBe('/accountfrozen');
    expect(session.reauthCalls).toBe(1);
  });

  it('frozen beats the role rules (an investor opening the advisor area)', async () => {
    const session = fakeSession({
      current: 'h',
      stored: 'x',
      reauth: () => Promise.resolve(frozen),
    });
    expect(await run(target('/advisor/marketoverview', ADVISOR_AREA), session)).toBe(
      '/accountfrozen',
    );
  });

  it.each([401, 403])(
    '%i while authenticating clears the hash and goes to Login with redirect_uri',
    async (status) => {
      const session = fakeSession({
        current: 'h',
        stored: 'old',
        profile: investor,
        reauth: () => Promise.reject(new ApiError('denied', status)),
      });
      expect(await run(target('/investor/goals', INVESTOR_AREA), session)).toBe(
        '/login?redirect_uri=%2Finvestor%2Fgoals',
      );
      expect(session.stored).toBeNull();
      expect(session.profile()).toBeNull();
    },
  );

  it('other errors while authenticating let navigation continue with what is known', async () => {
    const session = fakeSession({
      current: 'h',
      stored: 'old',
      profile: investor,
      reauth: () => Promise.reject(new NetworkError()),
    });
    expect(await run(target('/investor/goals', INVESTOR_AREA), session)).toBeNull();
    expect(session.stored).toBe('old');
  });

  it.each([
    [investor, '/login', '/investor/dashboard'],
    [advisor, '/login', '/advisor/marketoverview'],
    [investor, '/advisor/targetstocks', '/investor/dashboard'],
    [advisor, '/investor/holdings', '/advisor/marketoverview'],
    [advisor, '/kyc', '/advisor/marketoverview'],
    [investor, '/stocks/exchange/NSE/symbol/INFY/fsi', null],
    [advisor, '/stocks/exchange/NSE/symbol/INFY/fsi', null],
  ] as const)('signed in as %j, opening %s -> %s', async (profile, href, expected) => {
    const access = href.startsWith('/advisor')
      ? ADVISOR_AREA
      : href.startsWith('/investor') || href === '/kyc'
        ? INVESTOR_AREA
        : href.startsWith('/stocks')
          ? STOCKS
          : PUBLIC_ACCESS;
    const session = fakeSession({ current: 'h', stored: 'h', profile });
    expect(await run(target(href, access), session)).toBe(expected);
  });

  it('with no session, a protected route goes to Login and a stale stored hash is cleared', async () => {
    const session = fakeSession({ current: null, stored: 'stale', profile: investor });
    expect(await run(target('/investor/dashboard', INVESTOR_AREA), session)).toBe(
      '/login?redirect_uri=%2Finvestor%2Fdashboard',
    );
    expect(session.stored).toBeNull();
    expect(session.reauthCalls).toBe(0);
  });
});
