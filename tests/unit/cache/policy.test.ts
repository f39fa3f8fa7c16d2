import { describe, expect, it } from 'vitest';
import {
  changedByWrite,
  decide,
  isStorable,
  isUnreachableStatus,
  type ApiRoutes,
} from '@/cache/policy';
import { tokenFor } from './support';

const ORIGIN = 'https://app.nivesh.in';
const SUB = 'a1a1a1a1-0000-4000-8000-000000000001';
const TOKEN = tokenFor({ sub: SUB });

const local: ApiRoutes = {
  archiveBase: '/archive',
  gatewayBase: '/api',
  dataCheckPath: '/general/dailydatacheck',
};
const production: ApiRoutes = { ...local, archiveBase: 'https://archive.nivesh.in/v1' };

type Row = [string, string, string, string | null, string | null, string | null];

describe('strategy of each request (the worker and the page fallback act on it)', () => {
  it.each<Row>([
    // method, url, routes, authorization, cache mode header -> strategy
    [
      'GET',
      '/archive/general/dailydatacheck?countrycode=IND&format=json',
      'local',
      null,
      null,
      'data-check',
    ],
    ['GET', '/archive/market/overview', 'local', null, 'cache-first', 'cache-first'],
    ['GET', '/archive/market/overview', 'local', TOKEN, 'cache-first', 'cache-first'],
    ['GET', '/archive/market/overview', 'local', null, null, 'network'],
    ['GET', '/api/settings', 'local', null, null, 'network-first'],
    ['GET', '/api/user/profile', 'local', TOKEN, null, 'network-first'],
    ['GET', '/api/user/profile', 'local', 'not-a-jwt', null, 'network'],
    ['GET', '/api/investor/account/export', 'local', TOKEN, 'no-store', 'network'],
    ['GET', '/archive/market/overview', 'local', TOKEN, 'no-store', 'network'],
    ['HEAD', '/api/settings', 'local', null, null, 'network'],
    ['POST', '/api/investor/goals', 'local', TOKEN, null, 'write'],
    ['PUT', '/api/investor/goals/12', 'local', TOKEN, null, 'write'],
    ['PATCH', '/api/investor/goals/12', 'local', TOKEN, null, 'write'],
    ['DELETE', '/api/investor/goals/12', 'local', TOKEN, null, 'write'],
    [
      'GET',
      'https://archive.nivesh.in/v1/general/dailydatacheck?countrycode=IND',
      'production',
      null,
      null,
      'data-check',
    ],
    [
      'GET',
      'https://archive.nivesh.in/v1/market/overview',
      'production',
      null,
      'cache-first',
      'cache-first',
    ],
    ['GET', '/archive/market/overview', 'production', null, 'cache-first', null],
    [
      'GET',
      'https://archive.nivesh.in/v2/market/overview',
      'production',
      null,
      'cache-first',
      null,
    ],
    ['GET', '/login', 'local', null, null, null],
    ['GET', '/apiary', 'local', null, null, null],
    ['GET', '/archives/x', 'local', null, null, null],
    ['GET', 'https://cognito-idp.ap-south-1.amazonaws.com/', 'local', null, null, null],
  ])(
    '%s %s (%s, token %s, mode %s) -> %s',
    (method, url, routes, authorization, cacheMode, strategy) => {
      const decision = decide(
        { method, url: new URL(url, ORIGIN).href, authorization, cacheMode },
        routes === 'local' ? local : production,
        ORIGIN,
      );
      expect(decision?.strategy ?? null).toBe(strategy);
    },
  );

  it.each([
    [null, 'guest'],
    [TOKEN, SUB],
    ['not-a-jwt', null],
  ])('the scope of a request with token %s is %s', (authorization, scope) => {
    const url = `${ORIGIN}/api/user/profile`;
    expect(
      decide({ method: 'GET', url, authorization, cacheMode: null }, local, ORIGIN)?.scope,
    ).toBe(scope);
  });

  it.each([
    ['/api/settings?x=1', local, '/api/settings?x=1', '/api'],
    [
      'https://archive.nivesh.in/v1/market/overview?d=1',
      production,
      '//archive.nivesh.in/v1/market/overview?d=1',
      '//archive.nivesh.in/v1',
    ],
  ])('keys %s by its path with the query', (url, routes, path, basePath) => {
    const decision = decide(
      { method: 'GET', url: new URL(url, ORIGIN).href, authorization: null, cacheMode: null },
      routes,
      ORIGIN,
    );
    expect(decision).toMatchObject({ path, basePath });
  });
});

describe('paths a successful write changes', () => {
  it.each([
    // write, cached, dropped
    ['/api/investor/goals/12', '/api/investor/goals/12', true],
    ['/api/investor/goals/12', '/api/investor/goals/12?view=full', true],
    ['/api/investor/goals/12', '/api/investor/goals/12/items', true],
    ['/api/investor/goals/12', '/api/investor/goals', true],
    ['/api/investor/goals/12', '/api/investor/goals?page=2', true],
    ['/api/investor/goals/12', '/api/investor', true],
    ['/api/investor/goals/12', '/api', false],
    ['/api/investor/goals/12', '/api/investor/goals/123', false],
    ['/api/investor/goals/12', '/api/investor/goalsummary', false],
    ['/api/investor/goals/12', '/api/investor/holdings', false],
    ['/api/investor/goals', '/api/investor/goals/12', true],
    ['/api/investor/goals?draft=1', '/api/investor/goals', true],
  ])('a write to %s drops %s: %s', (write, cached, dropped) => {
    expect(changedByWrite(write, '/api')(cached)).toBe(dropped);
  });
});

describe('what may be stored and what counts as unreachable', () => {
  it.each([
    [200, true],
    [203, false],
    [204, false],
    [304, false],
    [404, false],
    [500, false],
  ])('status %s is stored: %s', (status, stored) => {
    expect(isStorable(status)).toBe(stored);
  });

  it.each([
    [200, false],
    [401, false],
    [500, false],
    [502, true],
    [503, true],
    [504, true],
  ])('status %s means the server was unreachable: %s', (status, unreachable) => {
    expect(isUnreachableStatus(status)).toBe(unreachable);
  });
});
