import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_NAME_MAX,
  CHAT_ATTACHMENT_TYPES,
} from './contract';

// A file chosen to send in a message: checked on the device before it is kept for upload, in
// the words the composer shows (the server checks the bytes again: 415 for a file that is not
// what it says).

const TYPES: readonly string[] = CHAT_ATTACHMENT_TYPES;

/** The outbox's kind of an attachment upload, and its path. */
export const CHAT_ATTACHMENT_KIND = 'chat-attachment';
export const attachmentUploadPath = (attachmentId: string, name: string) =>
  `/chat/attachments/${encodeURIComponent(attachmentId)}?${new URLSearchParams({ name }).toString()}`;

/** The upload's attachment id and file name, read back from its outbox path. */
export function uploadOfPath(path: string): { attachmentId: string; name: string | null } | null {
  const match = /^\/chat\/attachments\/([^/?]+)(?:\?(.*))?$/.exec(path);
  if (!match?.[1]) return null;
  return {
    attachmentId: decodeURIComponent(match[1]),
    name: new URLSearchParams(match[2] ?? '').get('name'),
  };
}

/** The name the file is sent under: its own, without a path, within the server's limit. */
export function attachmentName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').trim();
  if (base.length <= CHAT_ATTACHMENT_NAME_MAX) return base || 'attachment';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return base.slice(0, CHAT_ATTACHMENT_NAME_MAX - extension.length) + extension;
}

/**
 * Whether a chosen file is re-encoded on the device before it is sent: every JPEG (a photo:
 * smaller, and without its Exif data), and a PNG too large to send as it is (a screenshot small
 * enough stays sharp as a PNG).
 */
export const needsReencoding = (file: { type: string; size: number }): boolean =>
  file.size > 0 &&
  (file.type === 'image/jpeg' ||
    (file.type === 'image/png' && file.size > CHAT_ATTACHMENT_MAX_BYTES));

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Null when the file may be sent, else why not. */
export function attachmentProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return 'Choose a JPEG or PNG image or a PDF.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
    return `This file is ${megabytes(file.size)}; files up to ${megabytes(CHAT_ATTACHMENT_MAX_BYTES)} can be sent. Choose a smaller one, or a screenshot of it.`;
  }
  return null;
}
