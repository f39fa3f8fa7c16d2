import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';
import { CACHE_MODE_HEADER, NO_STORE } from '@/cache/protocol';
import type { ExportKind } from '../model/contract';

// GET /api/advisor/crm/export?kind=contacts|leads|interactions|tasks (issue 17): all the
// adviser's records of one kind as a CSV file for the browser's downloads. Fetched fresh, never
// kept in the response cache: it is a record as of now.

export interface CrmExport {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

export async function fetchCrmExport(kind: ExportKind): Promise<CrmExport> {
  const headers = new Headers({ [CACHE_MODE_HEADER]: NO_STORE, Accept: 'text/csv' });
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(`${apiEnv.gatewayBase}/advisor/crm/export`, location.href);
  url.searchParams.set('kind', kind);
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
    FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `crm-${kind}.csv`;
  return { blob: await response.blob(), fileName };
}
