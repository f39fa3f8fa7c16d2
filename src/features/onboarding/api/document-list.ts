import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/documents and GET /api/advisor/investors/{id}/documents: the current PAN
// card and address proof (the newest upload of each kind).

export const DOCUMENT_KINDS = ['pan', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documentViewSchema = z.object({
  documentId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  contentType: z.string(),
  bytes: z.number(),
  uploadedAt: z.string(),
  fileUrl: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

const schema = z.object({ documents: z.array(documentViewSchema) });

/** Own documents without an investor id; an adviser's client's with one. */
export const documentsPath = (investorId?: string) =>
  investorId === undefined
    ? '/investor/documents'
    : `/advisor/investors/${encodeURIComponent(investorId)}/documents`;

export const documentsQueryOptions = (investorId?: string) =>
  queryOptions({
    queryKey: ['gateway', 'documents', investorId ?? 'own'],
    queryFn: ({ signal }) => gatewayApi.read(documentsPath(investorId), { schema, signal }),
  });

export const useDocuments = (investorId?: string) => useQuery(documentsQueryOptions(investorId));
