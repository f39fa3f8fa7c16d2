import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';

// GET /api/documents/{documentId}/file: the bytes, signed in. An <img src> cannot send the id
// token, so the file is fetched (through the same transport and response cache as every gateway
// GET, so thumbnails show offline too) and shown from an object URL.

export const documentFilePath = (documentId: string) =>
  `/documents/${encodeURIComponent(documentId)}/file`;

export async function fetchDocumentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(`${apiEnv.gatewayBase}${documentFilePath(documentId)}`, location.href);
  let response: Response;
  try {
    response = await pageTransport(new Request(url, { headers, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, await response.json().catch(() => null));
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return new Blob([await response.arrayBuffer()], { type });
}

export const documentFileQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['gateway', 'documents', 'file', documentId],
    queryFn: ({ signal }) => fetchDocumentFile(documentId, signal),
    // A document id names the same bytes for ever.
    staleTime: Infinity,
  });

export const useDocumentFile = (documentId: string) =>
  useQuery(documentFileQueryOptions(documentId));
