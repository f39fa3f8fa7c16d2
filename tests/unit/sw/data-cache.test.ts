import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Registered {
  match: (options: { request: Request; url: URL }) => boolean;
  handler: (options: {
    request: Request;
    event: { waitUntil: (work: Promise<unknown>) => void };
  }) => Promise<Response>;
  method: string;
}

const routes: Registered[] = [];
vi.mock('workbox-routing', () => ({
  registerRoute: (match: Registered['match'], handler: Registered['handler'], method: string) => {
    routes.push({ match, handler, method });
  },
}));

const { registerDataCache } = await import('@/sw/data-cache');
registerDataCache();

afterEach(() => vi.unstubAllGlobals());

const request = (path: string, init: RequestInit = {}) =>
  new Request(new URL(path, location.origin), init);
const matches = (req: Request) =>
  routes.some(
    (route) => route.method === req.method && route.match({ request: req, url: new URL(req.url) }),
  );

describe('service worker data cache routes', () => {
  it('handles reads and writes of both APIs', () => {
    expect(routes.map((route) => route.method).sort()).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
  });

  it.each([
    ['GET', '/api/settings', true],
    ['GET', '/archive/general/dailydatacheck?countrycode=IND&format=json', true],
    ['POST', '/api/investor/goals', true],
    ['GET', '/login', false],
    ['GET', '/assets/index-abc.js', false],
    ['GET', '/apiary', false],
  ])('%s %s is an API call: %s', (method, path, expected) => {
    expect(matches(request(path, { method }))).toBe(expected);
  });

  it('answers through the cache policy and keeps storing alive with waitUntil', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ UNDER_MAINTENANCE: 0 }))),
    );
    const waits: Promise<unknown>[] = [];
    const get = routes.find((route) => route.method === 'GET');
    const response = await get?.handler({
      request: request('/api/settings'),
      event: { waitUntil: (work) => waits.push(work) },
    });
    expect(response?.headers.get('X-Nivesh-Cache')).toBe('miss');
    expect(await response?.json()).toEqual({ UNDER_MAINTENANCE: 0 });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  });
});
