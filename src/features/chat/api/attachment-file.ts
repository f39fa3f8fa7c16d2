import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import { apiErrorOf, NetworkError } from '@/api/errors';
import { pageTransport } from '@/api/transport';

// GET /api/chat/threads/{threadId}/attachments/{documentId}: an attached document's bytes, to
// both people in the thread. An <img src> cannot send the id token, so the file is fetched
// (through the same transport and response cache as every gateway GET, so it shows offline
// once seen) and shown from an object URL.

export const attachmentPath = (threadId: string, documentId: string) =>
  `/chat/threads/${encodeURIComponent(threadId)}/attachments/${encodeURIComponent(documentId)}`;

export async function fetchAttachment(
  threadId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers = new Headers();
  const token = await gatewayToken();
  if (token) headers.set('Authorization', token);
  const url = new URL(
    `${apiEnv.gatewayBase}${attachmentPath(threadId, documentId)}`,
    location.href,
  );
  let response: Response;
  try {
    response = await pageTransport(new Request(url, { headers, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return new Blob([await response.arrayBuffer()], { type });
}

export const attachmentQueryOptions = (threadId: string, documentId: string) =>
  queryOptions({
    queryKey: ['gateway', 'chat', 'attachment', threadId, documentId],
    queryFn: ({ signal }) => fetchAttachment(threadId, documentId, signal),
    // A document id names the same bytes for ever.
    staleTime: Infinity,
  });

export const useAttachment = (threadId: string, documentId: string, enabled: boolean) =>
  useQuery({ ...attachmentQueryOptions(threadId, documentId), enabled });
