import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import {
  CHAT_ATTACHMENT_NAME_MAX,
  type ChatAttachment,
} from '../../../src/features/chat/model/contract';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { sniffDocumentType } from '../documents/sniff';
import { storeFile } from '../documents/orphans';
import type { DocumentStorage } from '../documents/storage';
import { documentById } from '../documents/store';
import type { DocumentRow } from '../documents/tables';
import { attachedInThread, attachmentById, insertAttachment } from './store';
import {
  chatAttachments,
  chatMessages,
  chatThreads,
  CHAT_FILE_TYPES,
  type ChatAttachmentRow,
} from './tables';
import type { ThreadRef } from './service';

// Files in chat (issue 18): images and PDFs, checked from their bytes. A sender uploads one
// (PUT /api/chat/attachments/:attachmentId) and names it in a message, or names one of the
// thread's investor's onboarding documents, which is then copied for the chat (the chat's
// record keeps it when the document goes). Who may read one: both members of a thread with a
// message naming it; the investor's own documents also to both members of the current pair
// (each may read them already: the investor their own, the adviser their client's).

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
const KIND_NAMES = {
  pan: 'PAN card',
  address: 'Address proof',
  policy: 'Policy document',
} as const;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'a JPEG photo',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF',
};

/** Content-addressed per uploader: a retried upload overwrites its own bytes. */
const storageKeyOf = (uploaderSub: string, sha256: string) => `chat/${uploaderSub}/${sha256}`;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const wholeBody = (detail: string): FieldError[] => [
  { in: 'body', field: '', pointer: '#/', detail },
];

/** A file name to show and to offer when saving: no paths, quotes or control characters. */
export function cleanFileName(
  name: string | undefined,
  contentType: keyof typeof EXTENSIONS,
): string {
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/["<>|:*?]/g, '')
    .split('')
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, CHAT_ATTACHMENT_NAME_MAX);
  return base.length > 0 ? base : `attachment.${EXTENSIONS[contentType]}`;
}

export const attachmentView = (row: ChatAttachmentRow): ChatAttachment => ({
  documentId: row.attachmentId,
  name: row.name,
  contentType: row.contentType,
  fileUrl: null,
  bytes: row.bytes,
});

/**
 * PUT /api/chat/attachments/{attachmentId}: stores a file for the caller to send. The id is the
 * client's; the same id with the same bytes answers the stored file again (201), another
 * user's id or other bytes are 409.
 */
export async function uploadAttachment(
  tx: Orm,
  storage: DocumentStorage,
  caller: Profile,
  attachmentId: string,
  name: string | undefined,
  upload: { bytes: Uint8Array; contentType: string },
): Promise<ChatAttachment> {
  const claimed = upload.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const sniffed = sniffDocumentType(upload.bytes);
  if (sniffed === null || sniffed !== claimed) {
    const detail =
      sniffed === null
        ? 'The file is not a JPEG or PNG image or a PDF'
        : `The file is ${TYPE_NAMES[sniffed]}, not ${TYPE_NAMES[claimed] ?? claimed}`;
    throw new ApiError(415, 'unsupported_media_type', detail, {}, wholeBody(detail));
  }
  const sha256 = sha256Of(upload.bytes);
  const taken = () =>
    new ApiError(409, 'attachment_exists', 'That attachment id is taken: make a new one');
  const existing = await attachmentById(tx, attachmentId);
  if (existing) {
    if (existing.uploaderSub !== caller.sub || existing.sha256 !== sha256) throw taken();
    return attachmentView(existing);
  }
  if (await documentById(tx, attachmentId)) throw taken();
  const storageKey = storageKeyOf(caller.sub, sha256);
  await storeFile(tx, storage, storageKey, upload.bytes);
  const row = {
    attachmentId,
    uploaderSub: caller.sub,
    name: cleanFileName(name, sniffed),
    contentType: sniffed,
    bytes: upload.bytes.length,
    sha256,
    storageKey,
  };
  if (!(await insertAttachment(tx, row))) throw taken();
  const stored = await attachmentById(tx, attachmentId);
  if (!stored) throw new Error(`attachment ${attachmentId} was not stored`);
  return attachmentView(stored);
}

const isChatType = (type: string): type is ChatAttachmentRow['contentType'] =>
  (CHAT_FILE_TYPES as readonly string[]).includes(type);

/** The investor's onboarding document, copied for the chat under its own id. */
async function copyDocument(
  tx: Orm,
  storage: DocumentStorage,
  sender: Profile,
  document: DocumentRow,
): Promise<string> {
  const existing = await attachmentById(tx, document.id);
  if (existing) return existing.attachmentId;
  const bytes = await storage.get(document.storageKey);
  if (!bytes)
    throw new Error(`document ${document.id}: nothing stored under ${document.storageKey}`);
  const storageKey = storageKeyOf(sender.sub, document.sha256);
  await storeFile(tx, storage, storageKey, bytes);
  await insertAttachment(tx, {
    attachmentId: document.id,
    uploaderSub: sender.sub,
    name: `${KIND_NAMES[document.kind]}.${EXTENSIONS[document.contentType]}`,
    contentType: document.contentType,
    bytes: document.bytes,
    sha256: document.sha256,
    storageKey,
    sourceDocumentId: document.id,
  });
  return document.id;
}

/**
 * The attachment a message names: one the sender uploaded for chat, or one of the thread's
 * investor's documents (copied). Anything else, or a type chat does not take, is 422.
 */
export async function attachmentForMessage(
  tx: Orm,
  storage: DocumentStorage,
  sender: Profile,
  thread: ThreadRef,
  attachmentId: string,
): Promise<string> {
  const refuse = (detail: string) =>
    new ApiError(422, 'invalid_attachment', detail, {}, [
      { in: 'body', field: 'attachmentDocumentId', pointer: '#/attachmentDocumentId', detail },
    ]);
  const elsewhere = 'Attach a file you uploaded for chat, or one of the investor’s documents';
  const own = await attachmentById(tx, attachmentId);
  if (own) {
    // An upload is its uploader's to send; a copied document may be sent again in its thread.
    const source = own.sourceDocumentId && (await documentById(tx, own.sourceDocumentId));
    const allowed =
      own.sourceDocumentId === null
        ? own.uploaderSub === sender.sub
        : (source && source.investorSub === thread.investorSub) ||
          (await attachedInThread(tx, thread.threadId, own.attachmentId));
    if (!allowed) throw refuse(elsewhere);
    if (!isChatType(own.contentType)) throw refuse('Only images (JPEG, PNG) and PDFs can be sent');
    return own.attachmentId;
  }
  const document = await documentById(tx, attachmentId);
  if (!document || document.investorSub !== thread.investorSub) throw refuse(elsewhere);
  if (!isChatType(document.contentType))
    throw refuse('Only images (JPEG, PNG) and PDFs can be sent');
  return copyDocument(tx, storage, sender, document);
}

/**
 * GET /api/chat/threads/{threadId}/attachments/{documentId}: an attachment of the thread, or
 * (while the pair is current) one of its investor's onboarding documents. Else 404.
 */
export async function attachmentFile(
  orm: Orm,
  storage: DocumentStorage,
  thread: ThreadRef & { active: boolean },
  attachmentId: string,
): Promise<{ name: string; contentType: keyof typeof EXTENSIONS; bytes: Uint8Array<ArrayBuffer> }> {
  const notFound = () => new ApiError(404, 'not_found', 'No such attachment in this conversation');
  const attached = await attachedInThread(orm, thread.threadId, attachmentId);
  if (attached) {
    const row = await attachmentById(orm, attachmentId);
    if (!row) throw notFound();
    const bytes = await storage.get(row.storageKey);
    if (!bytes)
      throw new Error(`chat attachment ${row.attachmentId}: nothing under ${row.storageKey}`);
    return { name: row.name, contentType: row.contentType, bytes };
  }
  if (!thread.active) throw notFound();
  const document = await documentById(orm, attachmentId);
  if (!document || document.investorSub !== thread.investorSub) throw notFound();
  const bytes = await storage.get(document.storageKey);
  if (!bytes)
    throw new Error(`document ${document.id}: nothing stored under ${document.storageKey}`);
  return {
    name: `${KIND_NAMES[document.kind]}.${EXTENSIONS[document.contentType]}`,
    contentType: document.contentType,
    bytes,
  };
}

/**
 * Retention (server/modules/account/deletion.ts): once an erased investor's five years are over,
 * their threads go, with the messages and the attachments no other message names; uploads
 * never sent go at erasure. Returns the storage keys no remaining attachment uses.
 */
export async function purgeChatOf(tx: Orm, investorSub: string): Promise<string[]> {
  const threads = tx
    .select({ id: chatThreads.threadId })
    .from(chatThreads)
    .where(eq(chatThreads.investorSub, investorSub));
  const removed = await tx
    .delete(chatMessages)
    .where(inArray(chatMessages.threadId, threads))
    .returning({ attachmentId: chatMessages.attachmentId });
  await tx.delete(chatThreads).where(eq(chatThreads.investorSub, investorSub));
  const named = removed.flatMap((row) => (row.attachmentId ? [row.attachmentId] : []));
  return deleteUnsentAttachments(tx, investorSub, named);
}

/** At erasure: the investor's uploads no message names (they are not a record). */
export function eraseUnsentChatUploads(tx: Orm, investorSub: string): Promise<string[]> {
  return deleteUnsentAttachments(tx, investorSub, []);
}

async function deleteUnsentAttachments(
  tx: Orm,
  uploaderSub: string,
  alsoIds: readonly string[],
): Promise<string[]> {
  const unsent = notExists(
    tx
      .select({ id: chatMessages.messageId })
      .from(chatMessages)
      .where(eq(chatMessages.attachmentId, chatAttachments.attachmentId)),
  );
  const gone = await tx
    .delete(chatAttachments)
    .where(
      and(
        unsent,
        alsoIds.length > 0
          ? or(
              eq(chatAttachments.uploaderSub, uploaderSub),
              inArray(chatAttachments.attachmentId, [...alsoIds]),
            )
          : eq(chatAttachments.uploaderSub, uploaderSub),
      ),
    )
    .returning({ key: chatAttachments.storageKey });
  const keys = [...new Set(gone.map((row) => row.key))];
  if (keys.length === 0) return [];
  const still = await tx
    .select({ key: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(inArray(chatAttachments.storageKey, keys));
  const used = new Set(still.map((row) => row.key));
  return keys.filter((key) => !used.has(key));
}
