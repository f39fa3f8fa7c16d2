import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/documents: the documents the investor has uploaded, to attach to a policy.
// Only what the picker needs is read; the onboarding feature owns the rest of the shape.

const schema = z.object({
  documents: z.array(
    z.object({
      documentId: z.string(),
      kind: z.string(),
      contentType: z.string(),
      uploadedAt: z.string(),
    }),
  ),
});
export type InsuranceDocument = z.infer<typeof schema>['documents'][number];

export const insuranceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'documents', 'insurance-picker'],
    queryFn: ({ signal }) => gatewayApi.read('/investor/documents', { schema, signal }),
  });

export const useInsuranceDocuments = () => useQuery(insuranceDocumentsQueryOptions());
