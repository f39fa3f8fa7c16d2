import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/documents and GET /api/advisor/investors/{id}/documents: the current PAN
// card and address proof (the newest upload of each kind). The investor's own list also holds
// their insurance policy documents (the insurance feature's): onboarding keeps only its two.

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

const schema = z.object({
  documents: z.array(z.extend(documentViewSchema, { kind: z.string() })),
});

const isKycDocument = (document: { kind: string }): document is DocumentView =>
  (DOCUMENT_KINDS as readonly string[]).includes(document.kind);

/** Own documents without an investor id; an adviser's client's with one. */
export const documentsPath = (investorId?: string) =>
  investorId === undefined
    ? '/investor/documents'
    : `/advisor/investors/${encodeURIComponent(investorId)}/documents`;

export const documentsQueryOptions = (investorId?: string) =>
  queryOptions({
    queryKey: ['gateway', 'documents', investorId ?? 'own'],
    queryFn: async ({ signal }) => {
      const answer = await gatewayApi.read(documentsPath(investorId), { schema, signal });
      return { ...answer, data: { documents: answer.data.documents.filter(isKycDocument) } };
    },
  });

export const useDocuments = (investorId?: string) => useQuery(documentsQueryOptions(investorId));
