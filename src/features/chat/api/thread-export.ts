import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';
import { CACHE_MODE_HEADER, NO_STORE } from '@/cache/protocol';

// GET /api/chat/threads/{threadId}/export?format=csv: the whole thread as the adviser's record,
// a CSV file handed to the browser's downloads. Fetched from the network each time (never kept
// in the response cache: it is a record as of now, and the conversation is cached anyway).

export interface ThreadExport {
  blob: Blob;
  /** The server's file name, when it gave one. */
  fileName: string | null;
}

const FILE_NAME = /filename="([^"]+)"/;

export async function fetchThreadExport(threadId: string): Promise<ThreadExport> {
  const headers = new Headers({ [CACHE_MODE_HEADER]: NO_STORE, Accept: 'text/csv' });
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(
    `${apiEnv.gatewayBase}/chat/threads/${encodeURIComponent(threadId)}/export?format=csv`,
    location.href,
  );
  let response: Response;
  try {
    response = await pageTransport(new Request(url, { headers, cache: 'no-store' }));
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, await response.json().catch(() => null));
  }
  const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
