import { demoUuid } from '../../services/demo-ids';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { loadConfig } from '../../env';
import { DEMO_ACCOUNTS } from '../../identity/seed/demo-accounts';
import { demoCardPng } from './demo-image';
import { storageKeyOf } from './service';
import { documentStorageOf, type DocumentStorage } from './storage';
import { investorDocuments, type DocumentKind } from './tables';

/** Everyone whose KYC has been submitted has both documents; kyc@ has not started. */
const WITH_DOCUMENTS = [
  'process@example.com',
  'riskprofile@example.com',
  'broker@example.com',
  'investor@example.com',
  'neha@example.com',
  'sunita@example.com',
];

const KINDS: ReadonlyArray<{ kind: DocumentKind; label: string; band: [number, number, number] }> =
  [
    { kind: 'pan', label: 'PAN', band: [30, 70, 150] },
    { kind: 'address', label: 'ADDRESS', band: [30, 120, 80] },
  ];

/** The same id on every start (a name-based UUID), so the seed can tell what it already wrote. */
export function demoDocumentId(investorSub: string, kind: DocumentKind): string {
  return demoUuid(`nivesh-demo-document:${investorSub}:${kind}`);
}

// A fixed time, so the seeded record does not change between starts.
const UPLOADED_AT = new Date('2026-01-05T10:30:00+05:30');

/**
 * Demo data (local mode, idempotent: runs on every npm start): a PAN card and an address proof,
 * generated images marked DEMO, for each demo investor whose KYC was submitted. The bytes go
 * through the same storage as real uploads (DATA_DIR/documents, the server's DATA_DIR).
 */
export async function seedDocumentsDemo(
  db: Database,
  storage: DocumentStorage = documentStorageOf(loadConfig()),
): Promise<void> {
  for (const email of WITH_DOCUMENTS) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    if (!account) throw new Error(`no demo account ${email}`);
    for (const { kind, label, band } of KINDS) {
      const bytes = demoCardPng(label, band);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const storageKey = storageKeyOf(account.sub, sha256);
      // Written again on every start: a deleted documents folder heals itself.
      await storage.put(storageKey, bytes);
      await db.orm
        .insert(investorDocuments)
        .values({
          id: demoDocumentId(account.sub, kind),
          investorSub: account.sub,
          kind,
          contentType: 'image/png',
          bytes: bytes.length,
          sha256,
          storageKey,
          uploadedAt: UPLOADED_AT,
        })
        .onConflictDoNothing();
    }
  }
}
