import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { insertDocument } from '../../../server/modules/documents/store';
import type { DocumentKind } from '../../../server/modules/documents/tables';
import type { KycDetails } from '../../../src/features/onboarding/model/kyc-rules';
import type { GatewayApp } from '../support/gateway-app';

/** A complete, valid KYC of kyc@ (Kavya Nair). */
export const validDetails = (overrides: Record<string, unknown> = {}): KycDetails => ({
  name: 'Kavya Nair',
  pan: 'EFGPN5678L',
  dateOfBirth: '1996-06-18',
  aadhaarLast4: '4321',
  mobile: '9800000003',
  email: 'kyc@example.com',
  addressLine1: '7 Marine Drive',
  addressLine2: '',
  city: 'Kochi',
  state: 'Kerala',
  pinCode: '682031',
  occupation: 'salaried',
  incomeBand: '5l-10l',
  ifsc: 'SBIN0070123',
  accountNumber: '123456789012',
  accountNumberConfirm: '123456789012',
  nomineeName: 'Ravi Nair',
  nomineeRelationship: 'father',
  politicallyExposed: 'no',
  taxResidency: 'india-only',
  confirmed: true,
  ...overrides,
});

/** Both documents' records (the bytes are the documents module's concern, not needed here). */
export async function addDocuments(db: Database, investorSub: string, kinds: DocumentKind[]) {
  for (const kind of kinds) {
    await insertDocument(db.orm, {
      id: crypto.randomUUID(),
      investorSub,
      kind,
      contentType: 'image/png',
      bytes: 10,
      sha256: 'a'.repeat(64),
      storageKey: `test/${investorSub}/${kind}`,
    });
  }
}

/** Whether any row of these tables holds the text (stored data, audit, idempotency, jobs). */
export async function storedAnywhere(db: Database, text: string): Promise<boolean> {
  const tables = ['kyc_records', 'audit_log', 'idempotency_keys', 'jobs'];
  for (const table of tables) {
    const result = await db.orm.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE t::text LIKE ${`%${text}%`}`,
    );
    const [row] = (result as { rows: Array<{ n: number }> }).rows;
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The dev mailbox's messages to `to`, waiting up to `ms` for one to arrive (a job sends it). */
export async function mailTo(app: GatewayApp, to: string, wanted: (subject: string) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await app.call('GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const messages = (await answer.json()) as Array<{ subject: string; kind: string }>;
    const found = messages.find((message) => wanted(message.subject));
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
