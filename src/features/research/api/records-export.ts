import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';
import { CACHE_MODE_HEADER, NO_STORE } from '@/cache/protocol';

// GET /api/advisor/research/records.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (issue 16, Deliver 6):
// the adviser's calls, model versions, suitability decisions, suggestions and client responses
// in a span of India's days, as one CSV for an inspection. Fetched fresh, never stored in the
// response cache (X-Nivesh-Cache-Mode: no-store), and handed to the browser as a download.

export interface RecordsExport {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

export async function fetchRecordsExport(from: string, to: string): Promise<RecordsExport> {
  const headers = new Headers({ [CACHE_MODE_HEADER]: NO_STORE });
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(`${apiEnv.gatewayBase}/advisor/research/records.csv`, location.href);
  url.searchParams.set('from', from);
  url.searchParams.set('to', to);
  let response: Response;
  try {
    response = await pageTransport(new Request(url, { headers, cache: 'no-store' }));
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, await response.json().catch(() => null));
  }
  const fileName =
    FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `nivesh-records-${from}-to-${to}.csv`;
  return { blob: await response.blob(), fileName };
}
