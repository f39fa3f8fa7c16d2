import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { POLICY_DOCUMENT_PATH } from '../model/policy-document';
import {
  insuranceDocumentSchema,
  insuranceDocumentsQueryOptions,
  type InsuranceDocument,
} from './documents-get';

// PUT /api/investor/documents/policy: a policy document, sent at once rather than kept in the
// outbox, because the dialog attaches the new document by the id the server answers: an upload
// needs the network (the rest of the dialog does not). The Idempotency-Key is made once per
// chosen file, so "Try again" after a lost answer stores the file once.

const answerSchema = z.object({ document: insuranceDocumentSchema });

export interface PolicyDocumentUpload {
  /** Ready to send (model/policy-document.ts): a PDF, PNG or JPEG within the server's limit. */
  file: Blob;
  key: string;
  /** How much of the file has gone, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export async function uploadPolicyDocument({
  file,
  key,
  onProgress,
}: PolicyDocumentUpload): Promise<InsuranceDocument> {
  const { data } = await gatewayApi.send('PUT', POLICY_DOCUMENT_PATH, {
    body: file,
    schema: answerSchema,
    headers: { 'Idempotency-Key': key },
    onUploadProgress: (sent, total) => onProgress?.(total > 0 ? sent / total : 0),
  });
  return data.document;
}

export function useUploadPolicyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPolicyDocument,
    onSuccess: (document) => {
      // Listed at once, so the picker shows it ticked; then read again from the server.
      const options = insuranceDocumentsQueryOptions();
      queryClient.setQueryData(options.queryKey, (old) => ({
        data: {
          documents: [
            document,
            ...(old?.data.documents ?? []).filter(
              (listed) => listed.documentId !== document.documentId,
            ),
          ],
        },
        cache: old?.cache ?? null,
        cachedAt: old?.cachedAt ?? null,
      }));
      void queryClient.invalidateQueries(options);
    },
  });
}
