import { isApiError, isNetworkError } from '../../../api/errors';
import { CompressError, NOT_READABLE, prepareUpload } from '../../../ui/compress-image';
import { formatIndianDateTime } from '../../../ui/format-date-time';
import { DOCUMENTS_MAX } from './contract';

// A policy document (issue 18): the policy schedule as a PDF, or a photo of it, uploaded from the
// policy dialog (PUT /api/investor/documents/policy) and attached to the policy. Checked here in
// the words the dialog shows; the server checks the bytes again (415) and the size (413).

export const POLICY_DOCUMENT_PATH = '/investor/documents/policy';
/** What the file input offers and the server takes (server/modules/documents/tables.ts). */
export const POLICY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The server's limit (MAX_DOCUMENT_BYTES): a PDF goes as it is, so it must fit. */
export const POLICY_DOCUMENT_MAX_BYTES = 1024 * 1024;

const TYPES: readonly string[] = POLICY_DOCUMENT_TYPES;

const KIND_LABELS: Record<string, string> = {
  pan: 'PAN card',
  address: 'Address proof',
  policy: 'Policy document',
};

/** How the picker names a document, e.g. "Policy document, uploaded 24 Nov 2026, 9:05 pm IST". */
export const documentLabel = (document: { kind: string; uploadedAt: string }): string =>
  `${KIND_LABELS[document.kind] ?? document.kind}, uploaded ${formatIndianDateTime(new Date(document.uploadedAt))}`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const WRONG_TYPE =
  'This file is not a PDF, JPEG or PNG. Choose the policy schedule as a PDF, or a photo of it.';
export const EMPTY_FILE = 'This file is empty. Choose it again, or take the photo again.';

/**
 * Photos are made smaller on the device (a phone camera's is often 3 MB or more) and lose their
 * Exif data (where they were taken) on the way; a PNG small enough stays sharp as it is.
 */
export const needsShrinking = (file: { type: string; size: number }): boolean =>
  file.type === 'image/jpeg' ||
  (file.type === 'image/png' && file.size > POLICY_DOCUMENT_MAX_BYTES);

/** Why this file cannot be uploaded, in the dialog's words; null when it can (once shrunk). */
export function policyDocumentProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return WRONG_TYPE;
  if (file.size === 0) return EMPTY_FILE;
  if (!needsShrinking(file) && file.size > POLICY_DOCUMENT_MAX_BYTES) {
    return `This PDF is ${megabytes(file.size)}; a policy document can be at most 1 MB. Save the PDF smaller, or upload a photo of the schedule instead.`;
  }
  return null;
}

/**
 * The file as it will be sent: a PDF or small PNG as it is, a photo made smaller. Throws a
 * CompressError whose message the dialog shows as it is.
 */
export async function preparePolicyDocument(
  file: Blob,
  shrink: (file: Blob) => Promise<Blob> = prepareUpload,
): Promise<Blob> {
  const problem = policyDocumentProblem(file);
  if (problem) throw new CompressError(problem);
  if (!needsShrinking(file)) return file;
  try {
    return await shrink(file);
  } catch (error) {
    throw error instanceof CompressError ? error : new CompressError(NOT_READABLE);
  }
}

export const OFFLINE_UPLOAD =
  'The document was not uploaded: uploading needs an internet connection. What you typed is kept; try again when you are online.';

/** Why an upload failed, in the dialog's words. */
export function uploadProblem(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_UPLOAD;
  if (isApiError(error)) {
    if (error.status === 415) {
      return 'This file is not really a PDF, JPEG or PNG, whatever its name says. Choose another file.';
    }
    if (error.status === 413) {
      return 'This file is larger than 1 MB. Save it smaller, or upload a photo of it instead.';
    }
    return error.message;
  }
  return 'The document could not be uploaded. Try again.';
}

/** Whether the same file may simply be sent again: the connection or the server failed. */
export const canRetryUpload = (error: unknown): boolean =>
  isNetworkError(error) || (isApiError(error) && error.status >= 500);

/** The policy's documents with a new one added (once, and within DOCUMENTS_MAX). */
export function addDocumentId(documentIds: readonly string[], documentId: string): string[] {
  if (documentIds.includes(documentId) || documentIds.length >= DOCUMENTS_MAX) {
    return [...documentIds];
  }
  return [...documentIds, documentId];
}
