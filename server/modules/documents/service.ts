import { createHash, randomUUID } from 'node:crypto';
import { roleOf } from '../../auth/permissions';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { investorOf, type Profile } from '../../services/profiles';
import { storeFile } from './orphans';
import { sniffDocumentType } from './sniff';
import type { DocumentStorage } from './storage';
import { documentById, insertDocument, latestDocumentsOf, policyDocumentsOf } from './store';
import type { DocumentKind, DocumentRow } from './tables';

export const fileUrlOf = (documentId: string) => `/api/documents/${documentId}/file`;

export const documentView = (row: DocumentRow) => ({
  documentId: row.id,
  kind: row.kind,
  contentType: row.contentType,
  bytes: row.bytes,
  uploadedAt: row.uploadedAt.toISOString(),
  fileUrl: fileUrlOf(row.id),
});

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'a JPEG photo',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF',
};

const wholeBody = (detail: string) => [{ in: 'body' as const, field: '', pointer: '#/', detail }];

/**
 * Content-addressed: the same bytes get the same key, so a retried upload whose transaction
 * failed after the put overwrites its own orphan instead of leaving another.
 */
export const storageKeyOf = (investorSub: string, sha256: string) => `${investorSub}/${sha256}`;

export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

/** Checks what the bytes are (not what they claim), stores them, then records them. */
export async function uploadDocument(
  tx: Orm,
  storage: DocumentStorage,
  investor: Profile,
  kind: DocumentKind,
  { bytes, contentType }: Upload,
  id: string = randomUUID(),
): Promise<DocumentRow> {
  if (bytes.length === 0) {
    const detail = 'The file is empty: take the photo or choose the file again';
    throw new ApiError(400, 'empty_file', detail, {}, wholeBody(detail));
  }
  const claimed = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const sniffed = sniffDocumentType(bytes);
  if (sniffed === null || sniffed !== claimed) {
    const detail =
      sniffed === null
        ? 'The file is not a JPEG, PNG or PDF'
        : `The file is ${TYPE_NAMES[sniffed]}, not ${TYPE_NAMES[claimed] ?? claimed}`;
    throw new ApiError(415, 'unsupported_media_type', detail, {}, wholeBody(detail));
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = storageKeyOf(investor.sub, sha256);
  await storeFile(tx, storage, storageKey, bytes);
  return insertDocument(tx, {
    id,
    investorSub: investor.sub,
    kind,
    contentType: sniffed,
    bytes: bytes.length,
    sha256,
    storageKey,
  });
}

/** Newest first; uploads of one moment (the demo seed's) in kind order. */
const newestFirst = (a: DocumentRow, b: DocumentRow) =>
  b.uploadedAt.getTime() - a.uploadedAt.getTime() ||
  a.kind.localeCompare(b.kind) ||
  a.id.localeCompare(b.id);

/** The investor's current PAN card and address proof, and every policy document they uploaded. */
export async function listOwnDocuments(orm: Orm, investor: Profile) {
  const [kyc, policies] = await Promise.all([
    latestDocumentsOf(orm, investor.sub),
    policyDocumentsOf(orm, investor.sub),
  ]);
  return { documents: [...kyc, ...policies].sort(newestFirst).map(documentView) };
}

/** For the adviser's verification: the client's current KYC documents only. */

export async function listClientDocuments(orm: Orm, advisor: Profile, investorId: string) {
  const investor = await investorOf(orm, advisor, investorId);
  if (!investor) throw new ApiError(404, 'not_found', 'No such investor among yours');
  return { documents: (await latestDocumentsOf(orm, investor.sub)).map(documentView) };
}

/** The investor's own document, or one of an adviser's client's; anyone else's is not found. */
export async function documentFile(
  orm: Orm,
  storage: DocumentStorage,
  caller: Profile,
  documentId: string,
): Promise<{ row: DocumentRow; bytes: Uint8Array<ArrayBuffer> }> {
  const row = await documentById(orm, documentId);
  const allowed =
    row !== undefined &&
    (roleOf(caller.userType) === 'A'
      ? (await investorOf(orm, caller, row.investorSub)) !== undefined
      : row.investorSub === caller.sub);
  if (!row || !allowed) throw new ApiError(404, 'not_found', 'No such document among yours');
  const bytes = await storage.get(row.storageKey);
  // The record exists but its bytes do not: the storage lost them, which is ours to fix.
  if (!bytes) throw new Error(`document ${row.id}: nothing stored under ${row.storageKey}`);
  return { row, bytes };
}
