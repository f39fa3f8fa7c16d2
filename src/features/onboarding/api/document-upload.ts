import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { outbox, type SubmitResult, type UploadState } from '@/outbox';
import { documentsQueryOptions, type DocumentKind, type DocumentView } from './document-list';

// PUT /api/investor/documents/{kind} through the outbox: the photo is kept in IndexedDB until
// it lands, so a dropped connection loses nothing, and a newer photo of the same document
// replaces an unsent older one.

export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  pan: 'PAN card',
  address: 'Address proof',
};

export const UPLOAD_KIND = 'document-upload';
export const uploadPath = (kind: DocumentKind) => `/investor/documents/${kind}`;

export interface UploadInput {
  kind: DocumentKind;
  /** Already compressed (src/ui/compress-image.ts): a JPEG or a PDF of at most 500 KB. */
  file: Blob;
}

export const uploadDocument = ({ kind, file }: UploadInput) =>
  outbox.submit<{ document: DocumentView }>({
    kind: UPLOAD_KIND,
    label: DOCUMENT_NAMES[kind],
    replay: 'silent',
    method: 'PUT',
    path: uploadPath(kind),
    body: file,
    coalesce: true,
  });

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<{ document: DocumentView }>, Error, UploadInput>({
    mutationFn: uploadDocument,
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries(documentsQueryOptions());
    },
  });
}

/** How far the upload of this kind of document has gone, while one is being sent. */
export function useUploadProgress(kind: DocumentKind): UploadState | null {
  const [state, setState] = useState<UploadState | null>(null);
  useEffect(
    () =>
      outbox.onUploadProgress((progress) => {
        const item = outbox.items().find((candidate) => candidate.id === progress.id);
        if (item?.kind === UPLOAD_KIND && item.path === uploadPath(kind)) setState(progress);
      }),
    [kind],
  );
  return state;
}
