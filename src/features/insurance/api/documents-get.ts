import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/documents: the documents the investor has uploaded, to attach to a policy:
// the current PAN card and address proof, and every policy document, newest first. Only what the
// picker needs is read; the documents module owns the rest of the shape.

export const insuranceDocumentSchema = z.object({
  documentId: z.string(),
  kind: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type InsuranceDocument = z.infer<typeof insuranceDocumentSchema>;

const schema = z.object({ documents: z.array(insuranceDocumentSchema) });

export const insuranceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'documents', 'insurance-picker'],
    queryFn: ({ signal }) => gatewayApi.read('/investor/documents', { schema, signal }),
  });

export const useInsuranceDocuments = () => useQuery(insuranceDocumentsQueryOptions());
