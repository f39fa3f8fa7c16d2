import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/api/clients';
import { fetchDailyDataCheck } from '@/api/get-daily-data-check';
import { getSettings } from '@/api/get-settings';
import { NetworkError } from '@/api/errors';
import { responseCache } from '@/cache/default-cache';

// No service worker controls a jsdom page: the clients apply the cache policy in the page, with
// the same cache module and database as the worker.

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  setTokenProvider(() => Promise.resolve(null));
  await responseCache.dropAll();
});

describe('clients without a controlling service worker', () => {
  it('makes the data check a guest call, caches it, and answers from the cache offline', async () => {
    setTokenProvider(() => Promise.resolve('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2ln'));
    fetchMock.mockResolvedValueOnce(
      Response.json([{ updatedatetime: '2026-01-12T10:15:00.000Z' }]),
    );
    const live = await fetchDailyDataCheck();
    expect(live).toMatchObject({
      data: { updatedatetime: '2026-01-12T10:15:00.000Z' },
      cache: 'miss',
    });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.url).toMatch(
      /\/archive\/general\/dailydatacheck\?countrycode=IND&format=json$/,
    );

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await vi.waitFor(async () =>
      expect(await responseCache.dataUpdate()).toBe('2026-01-12T10:15:00.000Z'),
    );
    await vi.waitFor(async () => {
      const offline = await fetchDailyDataCheck();
      expect(offline).toMatchObject({
        data: { updatedatetime: '2026-01-12T10:15:00.000Z' },
        cache: 'stale',
      });
      expect(offline.cachedAt).toBeInstanceOf(Date);
    });
  });

  it("fails with 'Network Error' when offline and nothing is cached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getSettings()).rejects.toBeInstanceOf(NetworkError);
  });
});
