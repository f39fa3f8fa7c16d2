import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';
import { CACHE_MODE_HEADER, NO_STORE } from '@/cache/protocol';
import type { DayRange } from '../model/calendar-view';

// GET /api/calendar/export.ics?from&to (signed in): the days on screen as an iCalendar file, to
// import into another calendar once. Fetched from the network only (X-Nivesh-Cache-Mode:
// no-store: a file is not screen data) and handed to the browser as a download.

const FILE_NAME = /filename="([^"]+)"/;

export async function fetchCalendarExport({ from, to }: DayRange): Promise<{
  blob: Blob;
  fileName: string;
}> {
  const headers = new Headers({ Accept: 'text/calendar', [CACHE_MODE_HEADER]: NO_STORE });
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(`${apiEnv.gatewayBase}/calendar/export.ics`, location.href);
  url.search = new URLSearchParams({ from, to }).toString();
  let response: Response;
  try {
    response = await pageTransport(new Request(url, { headers, cache: 'no-store' }));
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  const fileName =
    FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `nivesh-calendar-${from}-to-${to}.ics`;
  return { blob: await response.blob(), fileName };
}
