import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';
import { CACHE_MODE_HEADER, NO_STORE } from '@/cache/protocol';

// GET /api/investor/account/export: a zip of everything the app holds about the investor. It is
// fetched, never stored in the response cache (X-Nivesh-Cache-Mode: no-store), and handed to the
// browser as a download.

export interface DataExport {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

export async function fetchDataExport(): Promise<DataExport> {
  const headers = new Headers({ [CACHE_MODE_HEADER]: NO_STORE });
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(`${apiEnv.gatewayBase}/investor/account/export`, location.href);
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
    FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'nivesh-data.zip';
  return { blob: await response.blob(), fileName };
}
