import { describe, expect, it } from 'vitest';
import { navigationDenylist } from '@/sw/navigation';

// The worker answers a navigation with the app shell unless a denylist pattern matches
// (Workbox tests pathname + search).
const getsTheShell = (path: string) => !navigationDenylist.some((pattern) => pattern.test(path));

describe('navigation route of the service worker', () => {
  it.each([
    '/',
    '/login',
    '/investor/dashboard',
    '/advisor/crm/lead',
    '/stocks/exchange/NSE/symbol/M&M/factor',
    '/login?redirect_uri=%2Finvestor%2Fholdings',
    '/apiary',
    '/developer',
    '/archives',
  ])('serves the app shell for %s', (path) => {
    expect(getsTheShell(path)).toBe(true);
  });

  it.each([
    '/api',
    '/api/settings',
    '/api?x=1',
    '/archive/general/dailydatacheck?countrycode=IND&format=json',
    '/internal/health',
    '/dev',
    '/dev/mailbox',
  ])('leaves %s to the network', (path) => {
    expect(getsTheShell(path)).toBe(false);
  });
});
