import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// The documents a message may carry: the thread's investor's uploaded documents (issue 10's
// storage; the contract allows only those). GET /api/investor/documents for the investor,
// GET /api/advisor/investors/{id}/documents for the adviser (404 unless their client).

const documentSchema = z.object({
  documentId: z.string(),
  kind: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  uploadedAt: z.string(),
});
export type AttachableDocument = z.infer<typeof documentSchema>;

const schema = z.object({ documents: z.array(documentSchema) });

const KIND_NAMES: Record<string, string> = {
  pan: 'PAN card',
  address: 'Address proof',
  policy: 'Policy document',
};

/** "PAN card", or the kind itself for one this screen does not know. */
export const documentName = (kind: string): string => KIND_NAMES[kind] ?? kind;

/** Own documents without an investor; an adviser's client's with one. */
const documentsPath = (investorSub?: string) =>
  investorSub === undefined
    ? '/investor/documents'
    : `/advisor/investors/${encodeURIComponent(investorSub)}/documents`;

export const attachableDocumentsQueryOptions = (investorSub?: string) =>
  queryOptions({
    // Not the onboarding's key for the same path: this schema keeps fewer fields.
    queryKey: ['gateway', 'chat', 'documents', investorSub ?? 'own'],
    queryFn: ({ signal }) => gatewayApi.read(documentsPath(investorSub), { schema, signal }),
  });

export const useAttachableDocuments = (investorSub: string | undefined, enabled: boolean) =>
  useQuery({ ...attachableDocumentsQueryOptions(investorSub), enabled });
