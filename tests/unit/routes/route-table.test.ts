import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import type { StartupStore } from '@/app/startup/startup-store';
import { mergeAccess, PUBLIC_ACCESS, type RouteAccess } from '@/auth/permissions';
import { createSignedOutSession } from '@/auth/session';

// Spec 2 and 6, word for word: every path the spec names, with what it requires.
const PUBLIC = PUBLIC_ACCESS;
const SIGNED_IN: RouteAccess = { roles: null, signedIn: true };
const I: RouteAccess = { roles: ['I'], signedIn: true };
const A: RouteAccess = { roles: ['A'], signedIn: true };
const IA: RouteAccess = { roles: ['I', 'A'], signedIn: true };

const publicPaths = [
  'login',
  'signup',
  'forgetpassword',
  'terms-and-conditions',
  'privacypolicy',
  'eula',
  'cancellationandrefundpolicy',
  'signupconfirm',
  'signupmobileconfirm',
  'undermaintenance',
].map((p) => [`/${p}`, PUBLIC] as const);

const shellPaths = (
  [
    ['accountfrozen', SIGNED_IN],
    ['kyc', I],
    ['scanpage', I],
    ['process', I],
    ['riskprofile', SIGNED_IN],
    ['congratulation', SIGNED_IN],
    ['linkbroker', SIGNED_IN],
    ['investmentgoal', SIGNED_IN],
    ['basketgoal', SIGNED_IN],
    ['basketshomepage', SIGNED_IN],
    ['basketorgoal', SIGNED_IN],
    ['eqportfoliofiltter', SIGNED_IN],
  ] as const
).map(([p, access]) => [`/${p}`, access] as const);

const investorPaths = [
  'dashboard',
  'account-settings',
  'holdings',
  'watchlist',
  'goals',
  'basketssummary',
  'baskets/basketscreate',
  'tradehistory',
  'suggestions',
  'broker',
  'updategoal',
  'scans',
  'strategies',
  'strategies/momentum-50',
  'baskets',
  'calendar',
  'chat',
  'insurance',
  'createinvestmentgoal',
  'eqportfoliofiltter',
].map((p) => [`/investor/${p}`, I] as const);

const advisorPaths = [
  'marketoverview',
  'advisoruserstatus',
  'useroverview',
  'broker',
  'invstverification',
  'targetstocks',
  'targetportfoliogoalcreate',
  'MFO',
  'scans',
  'strategies',
  'strategies/momentum-50',
  'baskets',
  'calendar',
  'chat',
  'investordetails',
  'datacheck',
  'tanh',
  'settings',
  'targetportfolioeqfilter',
  'crm/contact',
  'crm/lead',
].map((p) => [`/advisor/${p}`, A] as const);

const stockPaths = ['factor', 'xfactor', 'firmographics', 'social-sentiment', 'fsi'].map(
  (p) => [`/stocks/exchange/NSE/symbol/RELIANCE/${p}`, IA] as const,
);

const never = new Promise<never>(() => undefined);
const startup: StartupStore = {
  getState: () => ({ status: 'loading' }),
  subscribe: () => () => undefined,
  whenReady: () => never,
  takeLoginRedirect: () => false,
};

const router = createAppRouter({
  queryClient: new QueryClient(),
  startup,
  session: createSignedOutSession(),
  navigation: { previousPath: null },
});
router.update({ ...router.options, history: createMemoryHistory() });

const routesById = router.routesById as unknown as Record<string, AnyRoute | undefined>;

function resolve(path: string) {
  const matches = router.matchRoutes(path, {});
  const leaf = matches.at(-1);
  const routes = matches.map((m) => routesById[m.routeId]);
  return {
    found: leaf !== undefined && leaf.routeId !== '__root__',
    access: mergeAccess(routes.map((route) => route?.options.staticData)),
  };
}

describe('route table: every spec path resolves with the roles it requires', () => {
  it.each([...publicPaths, ...shellPaths, ...investorPaths, ...advisorPaths, ...stockPaths])(
    '%s',
    (path, access) => {
      const resolved = resolve(path);
      expect(resolved.found).toBe(true);
      expect(resolved.access).toEqual(access);
    },
  );

  it('the stock page default resolves (and redirects to factor, see the navigation tests)', () => {
    expect(resolve('/stocks/exchange/NSE/symbol/RELIANCE/').found).toBe(true);
  });

  it('an unknown path does not resolve to a screen', () => {
    expect(resolve('/no/such/page').found).toBe(false);
  });
});
