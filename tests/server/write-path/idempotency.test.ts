import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeRoute, type GatewayRoute } from '../../../server/api/route';
import { GATEWAY_ROUTES } from '../../../server/api/routes';
import { recordAudit } from '../../../server/api/audit';
import { usingPostgres } from '../support/test-database';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { demo, startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';

// The write path's idempotency rules (IETF Idempotency-Key draft, Stripe semantics), each a case
// against the real server and database. Two test routes stand in for the kinds later issues add:
// one that moves money (key required) and one that waits until the test lets it finish.

const calls = new Map<string, number>();
const count = (key: string | null) =>
  calls.set(key ?? '(none)', (calls.get(key ?? '(none)') ?? 0) + 1);
let release: () => void = () => undefined;
let gate = Promise.resolve();

const transferBody = z.object({ amount: z.number().int().positive() }).strict();

const testRoutes: GatewayRoute[] = [
  writeRoute({
    method: 'POST',
    path: '/api/investor/test-transfers',
    operationId: 'testTransfer',
    summary: 'Test: moves money, so the key is required',
    tag: 'Test',
    access: ['I'],
    idempotency: 'required',
    body: transferBody,
    response: { status: 201, description: 'done', schema: z.object({ transferId: z.string() }) },
    handler: async ({ body, idempotencyKey, tx, caller }) => {
      count(idempotencyKey);
      // Written in the same transaction: a failure after this line must leave no audit entry.
      await recordAudit(tx, {
        actorSub: caller.sub,
        actorRole: 'I',
        subjectSub: caller.sub,
        method: 'POST',
        route: 'test',
        path: 'test',
        entity: 'test_marker',
        entityId: null,
        action: 'marker',
        status: 0,
      });
      if (body.amount === 13) throw new Error('SELECT secret FROM wallets -- failed');
      return {
        status: 201,
        body: { transferId: `t-${body.amount}-${calls.get(idempotencyKey ?? '') ?? 0}` },
        audit: { entity: 'test_transfer', entityId: String(body.amount), action: 'Moved money' },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/test-slow',
    operationId: 'testSlow',
    summary: 'Test: finishes when the test says so',
    tag: 'Test',
    access: ['I'],
    idempotency: 'optional',
    response: { status: 201, description: 'done', schema: z.object({ ok: z.boolean() }) },
    handler: async ({ idempotencyKey }) => {
      count(idempotencyKey);
      await gate;
      return {
        status: 201,
        body: { ok: true },
        audit: { entity: 't', entityId: null, action: 'x' },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/test-upload',
    operationId: 'testUpload',
    summary: 'Test: an upload route (raw bytes)',
    tag: 'Test',
    access: ['I'],
    idempotency: 'optional',
    upload: { types: ['image/jpeg', 'application/pdf'], maxBytes: 1024, description: 'A file' },
    response: { status: 201, description: 'done', schema: z.object({ bytes: z.number() }) },
    handler: ({ upload, idempotencyKey }) => {
      count(idempotencyKey);
      return Promise.resolve({
        status: 201,
        body: { bytes: upload?.bytes.byteLength ?? -1, type: upload?.contentType },
        audit: { entity: 'test_upload', entityId: null, action: 'Uploaded' },
      });
    },
  }),
];

let app: GatewayApp;
const investor = tokenOf('investor@example.com');
const otherInvestor = tokenOf('neha@example.com');
const advisor = tokenOf('advisor@example.com');
const client = demo('investor@example.com').sub;

beforeAll(async () => {
  app = await startGatewayApp({ routes: [...GATEWAY_ROUTES, ...testRoutes] });
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const transfer = (key: string | undefined, amount: number, token = investor) =>
  app.call('POST', '/api/investor/test-transfers', { token, key, body: { amount } });

const activity = async (token: string) =>
  z
    .object({
      entries: z.array(z.object({ entity: z.string(), action: z.string() }).passthrough()),
    })
    .parse(await (await app.call('GET', '/api/user/activity', { token })).json()).entries;

describe('idempotent writes', () => {
  it('does the work once and replays the first answer to a repeat', async () => {
    const first = await transfer('key-repeat', 100);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const body: unknown = await first.json();

    const again = await transfer('key-repeat', 100);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect(calls.get('key-repeat')).toBe(1);
  });

  it('treats a body with the same content in another key order as the same request', async () => {
    await transfer('key-order', 7);
    const again = await app.call('POST', '/api/investor/test-transfers', {
      token: investor,
      key: 'key-order',
      rawBody: '{ "amount" : 7 }',
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(calls.get('key-order')).toBe(1);
  });

  it.each([
    ['another body', '/api/investor/test-transfers', { amount: 200 }],
    ['another route', '/api/investor/test-slow', undefined],
  ])('answers 422 to the same key with %s', async (_case, path, body) => {
    await transfer('key-reused', 150);
    const reused = await app.call('POST', path, { token: investor, key: 'key-reused', body });
    await expectErrorBody(reused, 422, 'idempotency_key_reused');
    expect(calls.get('key-reused')).toBe(1);
  });

  it('answers a repeat while the first still runs with 409, then replays the first answer', async () => {
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const first = app.call('POST', '/api/investor/test-slow', { token: investor, key: 'key-slow' });
    // The handler has started once it has counted the call.
    while (!calls.get('key-slow')) await new Promise((resolve) => setTimeout(resolve, 5));
    const during = app.call('POST', '/api/investor/test-slow', {
      token: investor,
      key: 'key-slow',
    });
    // PGlite runs one transaction at a time, so there the repeat cannot even sign in until the
    // first commits and then gets the replay; PostgreSQL answers it at once with 409.
    const early = await Promise.race([
      during,
      new Promise<undefined>((resolve) => setTimeout(resolve, 300)),
    ]);
    release();
    expect((await first).status).toBe(201);
    const repeat = early ?? (await during);
    if (usingPostgres) {
      const problem = await expectErrorBody(repeat, 409, 'idempotency_key_in_use');
      expect(repeat.headers.get('retry-after')).toBe('1');
      expect(problem.detail).toMatch(/still being processed/);
    } else {
      expect([409, 201]).toContain(repeat.status);
    }
    const after = await app.call('POST', '/api/investor/test-slow', {
      token: investor,
      key: 'key-slow',
    });
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(calls.get('key-slow')).toBe(1);
  });

  it('does the work once when the same key arrives ten times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => transfer('key-burst', 500)));
    expect(calls.get('key-burst')).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(
      answers.filter((a) => a.status === 201 && !a.headers.get('idempotent-replayed')),
    ).toHaveLength(1);
  });

  it('keeps keys per user: the same key from another user is their own request', async () => {
    const mine: unknown = await (await transfer('key-shared', 300)).json();
    const theirs = await transfer('key-shared', 300, otherInvestor);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(calls.get('key-shared')).toBe(2);
    expect(mine).toEqual({ transferId: 't-300-1' });
  });

  it('requires a key on routes that move money, naming the header', async () => {
    const problem = await expectErrorBody(
      await transfer(undefined, 100),
      400,
      'idempotency_key_required',
    );
    expect(problem.errors).toEqual([
      expect.objectContaining({ in: 'header', field: 'Idempotency-Key' }),
    ]);
    expect(calls.get('(none)')).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
    ['with a quote inside', 'a"b'],
  ])('refuses a key that is %s', async (_case, key) => {
    await expectErrorBody(await transfer(key, 100), 400, 'invalid_idempotency_key');
  });

  it('accepts the key as a structured-field string', async () => {
    await transfer('key-sf', 42);
    const quoted = await transfer('"key-sf"', 42);
    expect(quoted.headers.get('idempotent-replayed')).toBe('true');
  });

  it('stores nothing for a request that failed, so the key works once the input is fixed', async () => {
    await expectErrorBody(await transfer('key-fix', -5), 400, 'invalid_body');
    const failed = await transfer('key-fix', 13);
    const problem = await expectErrorBody(failed, 500, 'internal');
    expect(JSON.stringify(problem)).not.toMatch(/SELECT|wallets|at .*\.ts/);
    const fixed = await transfer('key-fix', 14);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    // The failed attempt's marker was rolled back with it: one marker per landed transfer.
    const entries = await activity(investor);
    const markers = entries.filter((entry) => entry.entity === 'test_marker').length;
    const transfers = entries.filter((entry) => entry.entity === 'test_transfer').length;
    expect(markers).toBe(transfers);
  });
});

describe('uploads (raw bytes through the same write path)', () => {
  const upload = (bytes: Uint8Array<ArrayBuffer>, type: string, key?: string) =>
    fetch(new URL('/api/investor/test-upload', app.server.url), {
      method: 'PUT',
      headers: {
        Authorization: investor,
        'Content-Type': type,
        ...(key !== undefined && { 'Idempotency-Key': key }),
      },
      body: bytes,
    });

  it('hands the bytes and their declared type to the handler, and replays a repeat', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const first = await upload(bytes, 'image/jpeg; charset=binary', 'up-1');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ bytes: 7, type: 'image/jpeg' });
    const again = await upload(bytes, 'image/jpeg', 'up-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(calls.get('up-1')).toBe(1);
    const changed = await upload(new Uint8Array([9, 9]), 'image/jpeg', 'up-1');
    expect(changed.status).toBe(422);
  });

  it.each([
    ['a type the route does not take', new Uint8Array([1]), 'image/gif', 415],
    ['JSON', new TextEncoder().encode('{"a":1}'), 'application/json', 415],
    ['an empty file', new Uint8Array(0), 'application/pdf', 400],
    ['a file over the limit', new Uint8Array(1025), 'application/pdf', 413],
  ])('refuses %s', async (_case, bytes, type, status) => {
    const answer = await upload(bytes, type);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
  });
});

describe('the audit log and the adviser’s notes', () => {
  const notes = `/api/advisor/investors/${client}/notes`;

  it('records an adviser’s note on a client, which the client sees in their activity', async () => {
    const added = await app.call('POST', notes, {
      token: advisor,
      key: 'note-1',
      body: { text: '  Reviewed the SIP plan; suggested a step-up.  ' },
    });
    expect(added.status).toBe(201);
    const note = z
      .object({ noteId: z.string(), investorId: z.string(), text: z.string() })
      .passthrough()
      .parse(await added.json());
    expect(note).toMatchObject({
      investorId: client,
      text: 'Reviewed the SIP plan; suggested a step-up.',
    });

    const seen = await activity(investor);
    expect(seen).toContainEqual(
      expect.objectContaining({
        entity: 'client_note',
        entityId: note.noteId,
        action: 'Added a note',
        byYou: false,
        actor: { id: demo('advisor@example.com').sub, name: 'Priya Mehta', role: 'A' },
      }),
    );
    const byOthers = z
      .object({ entries: z.array(z.object({ byYou: z.boolean() }).passthrough()) })
      .parse(
        await (await app.call('GET', '/api/user/activity?by=others', { token: investor })).json(),
      ).entries;
    expect(byOthers.every((entry) => !entry.byYou)).toBe(true);
    expect(await activity(otherInvestor)).not.toContainEqual(
      expect.objectContaining({ entity: 'client_note' }),
    );
  });

  it('lists the notes newest first, to their adviser only', async () => {
    await app.call('POST', notes, { token: advisor, body: { text: 'Second note' } });
    const listed = z
      .object({ notes: z.array(z.object({ text: z.string() }).passthrough()) })
      .parse(await (await app.call('GET', notes, { token: advisor })).json()).notes;
    expect(listed[0]?.text).toBe('Second note');
    await expectErrorBody(
      await app.call('GET', notes, { token: tokenOf('advisor2@example.com') }),
      404,
      'not_found',
    );
    await expectErrorBody(await app.call('GET', notes, { token: investor }), 403, 'forbidden');
  });

  it.each([
    ['an empty note', { text: '   ' }, 'text', /Write the note/],
    ['a missing note', {}, 'text', /Write the note/],
    ['a note too long', { text: 'x'.repeat(4001) }, 'text', /at most 4000/],
    ['an unknown field', { text: 'ok', pinned: true }, '', /pinned/],
  ])('names the field of %s', async (_case, body, field, detail) => {
    const problem = await expectErrorBody(
      await app.call('POST', notes, { token: advisor, body }),
      400,
      'invalid_body',
    );
    expect(problem.errors?.[0]).toMatchObject({ in: 'body', field });
    expect(JSON.stringify(problem.errors)).toMatch(detail);
  });

  it.each([
    ['not JSON', 'text=hello', 'text/plain', 415, 'unsupported_media_type'],
    ['broken JSON', '{"text": ', 'application/json', 400, 'invalid_json'],
    [
      'too large',
      JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
      'application/json',
      413,
      'payload_too_large',
    ],
  ])('refuses a body that is %s', async (_case, rawBody, type, status, code) => {
    await expectErrorBody(
      await app.call('POST', notes, {
        token: advisor,
        rawBody,
        headers: { 'Content-Type': type },
      }),
      status,
      code,
    );
  });
});
