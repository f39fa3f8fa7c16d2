import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { demoCardPng } from '../../../server/modules/documents/demo-image';
import { demoDocumentId, seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { latestDocumentsOf } from '../../../server/modules/documents/store';
import { auditLog } from '../../../server/db/schema';
import { and, eq } from 'drizzle-orm';
import { addMissingProfiles } from '../../../server/services/profiles';
import {
  demo,
  startGatewayApp,
  tokenOf,
  type DemoEmail,
  type GatewayApp,
} from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';
import type { Database } from '../../../server/db/database';

// Issue 10, document scan: uploads checked by their bytes, size limits, the newest of a kind
// current, and the files served only to the investor and their adviser. Issue 18: policy
// documents through the same upload, every one of them current, never a KYC document.

let app: GatewayApp;
let database: Database | undefined;
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...new Array<number>(200).fill(7)]);
const png = demoCardPng('PAN', [1, 2, 3]);
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  const dataDir = await tempDir('documents-api');
  app = await startGatewayApp({
    dataDir,
    jobs: false,
    beforeListen: [
      async (db) => {
        database = db;
        await addMissingProfiles(db.orm, demoProfiles());
        await seedDocumentsDemo(db, documentStorageOf({ dataDir }));
      },
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const as = (email: DemoEmail) => tokenOf(email);
const upload = (email: DemoEmail, kind: string, bytes: Uint8Array, type: string, key?: string) =>
  app.call('PUT', `/api/investor/documents/${kind}`, {
    token: as(email),
    body: bytes,
    headers: { 'Content-Type': type },
    ...(key !== undefined && { key }),
  });

interface View {
  documentId: string;
  kind: string;
  contentType: string;
  bytes: number;
  uploadedAt: string;
  fileUrl: string;
}

describe('PUT /api/investor/documents/:kind', () => {
  it.each([
    ['a JPEG photo', 'pan', jpeg, 'image/jpeg'],
    ['a PNG image', 'address', png, 'image/png'],
    ['a PDF', 'address', pdf, 'application/pdf'],
  ])('stores %s and answers its view', async (_case, kind, bytes, type) => {
    const response = await upload('kyc@example.com', kind, bytes, type);
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: View };
    expect(document).toMatchObject({ kind, contentType: type, bytes: bytes.length });
    expect(document.fileUrl).toBe(`/api/documents/${document.documentId}/file`);
    const file = await app.call('GET', document.fileUrl, { token: as('kyc@example.com') });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['PNG bytes sent as a JPEG', png, 'image/jpeg', 415, 'unsupported_media_type'],
    ['a JPEG sent as a PDF', jpeg, 'application/pdf', 415, 'unsupported_media_type'],
    [
      'HTML sent as a JPEG',
      new TextEncoder().encode('<html><script>x</script>'),
      'image/jpeg',
      415,
      'unsupported_media_type',
    ],
    ['a GIF', new TextEncoder().encode('GIF89a....'), 'image/gif', 415, 'unsupported_media_type'],
    [
      'JSON',
      new TextEncoder().encode('{"file":"x"}'),
      'application/json',
      415,
      'unsupported_media_type',
    ],
    ['an empty file', new Uint8Array(0), 'image/jpeg', 400, undefined],
    [
      'a file over 1 MiB',
      new Uint8Array(1024 * 1024 + 1).fill(0xff),
      'image/jpeg',
      413,
      'payload_too_large',
    ],
  ])('refuses %s', async (_case, bytes, type, status, code) => {
    const before = await latestDocumentsOf(database!.orm, demo('kyc@example.com').sub);
    const response = await upload('kyc@example.com', 'pan', bytes, type);
    await expectErrorBody(response, status, code);
    expect(await latestDocumentsOf(database!.orm, demo('kyc@example.com').sub)).toEqual(before);
  });

  it('accepts exactly 1 MiB', async () => {
    const bytes = new Uint8Array(1024 * 1024).fill(1);
    bytes.set([0xff, 0xd8, 0xff, 0xdb]);
    expect((await upload('broker@example.com', 'pan', bytes, 'image/jpeg')).status).toBe(201);
  });

  it('names the kind when it is not pan, address or policy', async () => {
    const response = await upload('kyc@example.com', 'aadhaar', jpeg, 'image/jpeg');
    const problem = (await expectErrorBody(response, 400, 'invalid_path')) as {
      errors: Array<{ field: string }>;
    };
    expect(problem.errors.map((error) => error.field)).toEqual(['kind']);
  });

  it.each([
    ['an adviser', 'advisor@example.com', 403, 'forbidden'],
    ['a frozen investor', 'frozen@example.com', 403, 'account_frozen'],
  ] as const)('is refused to %s', async (_case, email, status, code) => {
    await expectErrorBody(await upload(email, 'pan', jpeg, 'image/jpeg'), status, code);
  });

  it('answers a repeat with the same key once, and the same key with other bytes 422', async () => {
    const key = randomUUID();
    const first = await upload('process@example.com', 'pan', jpeg, 'image/jpeg', key);
    const again = await upload('process@example.com', 'pan', jpeg, 'image/jpeg', key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await upload('process@example.com', 'pan', png, 'image/png', key);
    expect(other.status).toBe(422);
  });
});

describe('the current documents', () => {
  it('is the newest of each kind; older ones stay for the record', async () => {
    const token = as('riskprofile@example.com');
    const listed = async () =>
      (
        (await (await app.call('GET', '/api/investor/documents', { token })).json()) as {
          documents: View[];
        }
      ).documents;
    const before = await listed();
    expect(before.map((d) => d.documentId)).toEqual([
      demoDocumentId(demo('riskprofile@example.com').sub, 'address'),
      demoDocumentId(demo('riskprofile@example.com').sub, 'pan'),
    ]);
    const created = (await (
      await upload('riskprofile@example.com', 'pan', jpeg, 'image/jpeg')
    ).json()) as { document: View };
    // Newest first: the new PAN card, then the address proof it did not replace.
    const after = await listed();
    expect(after.map((d) => d.documentId)).toEqual([
      created.document.documentId,
      before[0]?.documentId,
    ]);
    const older = before[1]?.fileUrl ?? '';
    expect((await app.call('GET', older, { token })).status).toBe(200);
  });

  it.each([
    ['process@example.com', ['address', 'pan']],
    ['investor@example.com', ['address', 'pan']],
    ['neha@example.com', ['address', 'pan']],
    ['frozen@example.com', []],
  ] as const)('the demo seed gives %s %j', async (email, kinds) => {
    const rows = await latestDocumentsOf(database!.orm, demo(email).sub);
    expect(rows.map((row) => row.kind)).toEqual(kinds);
  });

  it('seeds the same rows again without adding any', async () => {
    const sub = demo('investor@example.com').sub;
    const before = await latestDocumentsOf(database!.orm, sub);
    await seedDocumentsDemo(database!, documentStorageOf({ dataDir: await tempDir('again') }));
    expect(await latestDocumentsOf(database!.orm, sub)).toEqual(before);
  });

  it('shows the adviser their client’s, and no one else’s client', async () => {
    const client = demo('investor@example.com').sub;
    const mine = await app.call('GET', `/api/advisor/investors/${client}/documents`, {
      token: as('advisor@example.com'),
    });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { documents: View[] }).documents).toHaveLength(2);
    const theirs = await app.call('GET', `/api/advisor/investors/${client}/documents`, {
      token: as('advisor2@example.com'),
    });
    await expectErrorBody(theirs, 404, 'not_found');
  });
});

describe('policy documents', () => {
  // Sunita: KYC documents seeded, advised by advisor@; no other test here uploads for her.
  const email: DemoEmail = 'sunita@example.com';
  const sub = demo(email).sub;
  const listed = async (token = as(email)) =>
    (
      (await (await app.call('GET', '/api/investor/documents', { token })).json()) as {
        documents: View[];
      }
    ).documents;
  const uploadPolicy = async (bytes: Uint8Array, type: string) => {
    const response = await upload(email, 'policy', bytes, type);
    expect(response.status).toBe(201);
    return ((await response.json()) as { document: View }).document;
  };
  let schedule: View;
  let photo: View;

  it('stores each upload; all are listed, newest first, with the current KYC documents', async () => {
    schedule = await uploadPolicy(pdf, 'application/pdf');
    photo = await uploadPolicy(jpeg, 'image/jpeg');
    expect(schedule).toMatchObject({ kind: 'policy', contentType: 'application/pdf' });
    expect(photo).toMatchObject({ kind: 'policy', contentType: 'image/jpeg' });
    expect((await listed()).map((d) => [d.documentId, d.kind])).toEqual([
      [photo.documentId, 'policy'],
      [schedule.documentId, 'policy'],
      [demoDocumentId(sub, 'address'), 'address'],
      [demoDocumentId(sub, 'pan'), 'pan'],
    ]);
    const file = await app.call('GET', schedule.fileUrl, { token: as(email) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('inline; filename="policy.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const audit = await database!.orm
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'investor_document'), eq(auditLog.entityId, schedule.documentId)),
      );
    expect(audit.map((entry) => entry.action)).toEqual(['Uploaded a policy document']);
  });

  it('refuses a file that is not what it says (415), storing nothing', async () => {
    const before = await listed();
    await expectErrorBody(
      await upload(email, 'policy', png, 'application/pdf'),
      415,
      'unsupported_media_type',
    );
    await expectErrorBody(
      await upload(email, 'policy', new TextEncoder().encode('<html>'), 'text/html'),
      415,
      'unsupported_media_type',
    );
    expect(await listed()).toEqual(before);
  });

  it('answers another investor and another adviser 404 for its file', async () => {
    for (const other of ['neha@example.com', 'advisor2@example.com'] as const) {
      const response = await app.call('GET', schedule.fileUrl, { token: as(other) });
      await expectErrorBody(response, 404, 'not_found');
    }
    expect((await listed(as('neha@example.com'))).map((d) => d.documentId)).not.toContain(
      schedule.documentId,
    );
  });

  it('is never a KYC document: not current for the KYC, not in the adviser’s verification', async () => {
    const kyc = await latestDocumentsOf(database!.orm, sub);
    expect(kyc.map((row) => [row.id, row.kind])).toEqual([
      [demoDocumentId(sub, 'address'), 'address'],
      [demoDocumentId(sub, 'pan'), 'pan'],
    ]);
    const client = await app.call('GET', `/api/advisor/investors/${sub}/documents`, {
      token: as('advisor@example.com'),
    });
    const { documents } = (await client.json()) as { documents: View[] };
    expect(documents.map((d) => d.kind)).toEqual(['address', 'pan']);
    // The investor's adviser may still open a document attached to a policy.
    const file = await app.call('GET', photo.fileUrl, { token: as('advisor@example.com') });
    expect(file.status).toBe(200);
  });
});

describe('GET /api/documents/:documentId/file', () => {
  const aarav = demoDocumentId(demo('investor@example.com').sub, 'pan');
  const path = (id: string) => `/api/documents/${id}/file`;

  it.each([
    ['the investor', 'investor@example.com'],
    ['their adviser', 'advisor@example.com'],
  ] as const)('serves %s the bytes, as what they are, private and inline', async (_c, email) => {
    const response = await app.call('GET', path(aarav), { token: as(email) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(demoCardPng('PAN', [30, 70, 150]));
  });

  it.each([
    ['another investor', 'neha@example.com', aarav],
    ['another adviser', 'advisor2@example.com', aarav],
    ['anyone, for a document that does not exist', 'investor@example.com', randomUUID()],
  ] as const)('answers %s 404', async (_case, email, id) => {
    await expectErrorBody(await app.call('GET', path(id), { token: as(email) }), 404, 'not_found');
  });

  it('names the id when it is not one', async () => {
    const response = await app.call('GET', path('..%2F..%2Fetc'), {
      token: as('investor@example.com'),
    });
    await expectErrorBody(response, 400, 'invalid_path');
  });
});
