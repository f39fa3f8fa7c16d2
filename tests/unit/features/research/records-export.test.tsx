import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/api/clients';
import { pageTransport } from '@/api/transport';
import type * as Transport from '@/api/transport';
import { responseCache } from '@/cache/default-cache';
import {
  RecordsExportSection,
  spanProblems,
  yearBefore,
} from '@/features/research/components/records-export-section';
import { renderScreen } from '../auth/render-screen';

// "Records for an inspection" on /advisor/targetstocks (issue 16, Deliver 6), with the network
// replaced by a mocked fetch: the real client asks for the file, never from the cache.

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('@/ui/save-file', () => ({ saveFile }));
// The real transport (its page cache then fetch), watched: the cache drops its own header
// before the network, so the no-store mode is read where the client hands the request over.
vi.mock('@/api/transport', async (importOriginal) => {
  const real = await importOriginal<typeof Transport>();
  return { pageTransport: vi.fn(real.pageTransport) };
});

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2ln';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 24 November 2026, 01:00 in India (still the 23rd in UTC).
  vi.setSystemTime(new Date('2026-11-23T19:30:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setTokenProvider(() => Promise.resolve(TOKEN));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(pageTransport).mockClear();
  fetchMock.mockReset();
  saveFile.mockReset();
  setTokenProvider(() => Promise.resolve(null));
  await responseCache.dropAll();
});

const render = () => renderScreen(() => <RecordsExportSection />, '/advisor/targetstocks');

describe('RecordsExportSection', () => {
  it('asks for the span (a year back to today in India) with no-store and downloads the file', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('record,at\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="nivesh-records-2025-11-24-to-2026-11-24.csv"',
        },
      }),
    );
    await render();
    expect(screen.getByRole('region', { name: 'Records for an inspection' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2025-11-24');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-11-24');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(
      await screen.findByText('nivesh-records-2025-11-24-to-2026-11-24.csv is in your downloads.'),
    ).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0];
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/api/advisor/research/records.csv');
    expect(url.searchParams.get('from')).toBe('2024-04-01');
    expect(url.searchParams.get('to')).toBe('2026-11-24');
    expect(request!.headers.get('Authorization')).toBe(TOKEN);
    const handed = vi.mocked(pageTransport).mock.calls[0]?.[0];
    expect(handed?.url).toBe(request!.url);
    expect(handed?.headers.get('X-Nivesh-Cache-Mode')).toBe('no-store');
    expect(handed?.cache).toBe('no-store');
    const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('nivesh-records-2025-11-24-to-2026-11-24.csv');
    expect(await blob.text()).toBe('record,at\r\n');
    // Never kept: a second download goes to the network again.
    fetchMock.mockResolvedValueOnce(new Response('record,at\r\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s 400 next to the day it names', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          title: 'Bad Request',
          detail: 'to: At most six years at once',
          code: 'invalid_query',
          errors: [
            {
              in: 'query',
              field: 'to',
              pointer: '#/to',
              detail: 'At most six years at once',
            },
          ],
        },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('At most six years at once')).toBeTruthy();
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toContain('-to-error');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says so in plain words when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
  });

  it('checks the span before asking', async () => {
    await render();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The first day must not be after the last')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(spanProblems('2020-01-01', '2026-01-01')).toEqual({});
    expect(spanProblems('2019-01-01', '2026-01-01').to).toMatch(/six years/);
    expect(yearBefore('2028-02-29')).toBe('2027-03-01');
  });
});
