import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, fieldErrorsOf, NetworkError } from '@/api/errors';
import { createHttpClient, type Transport } from '@/api/http-client';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2ln';
const schema = z.object({ ok: z.boolean() });

function clientWith(
  answer: (request: Request) => Response | Promise<Response>,
  token: string | null = TOKEN,
) {
  const seen: Request[] = [];
  const transport: Transport = vi.fn(async (request: Request) => {
    seen.push(request);
    return answer(request);
  });
  const client = createHttpClient('/api', () => Promise.resolve(token), transport);
  return { client, seen };
}

describe('API client', () => {
  it.each([
    ['an authenticated call', false, TOKEN, TOKEN],
    ['a guest call', true, TOKEN, null],
    ['an authenticated call while signed out', false, null, null],
  ])('%s sends Authorization %s', async (_case, guest, token, expected) => {
    const { client, seen } = clientWith(() => Response.json({ ok: true }), token);
    await client.get('/settings', { schema, guest });
    // Spec 7: the id token itself, not "Bearer <token>".
    expect(seen[0]?.headers.get('Authorization')).toBe(expected);
  });

  it('builds the address from the base, the path and the query', async () => {
    const { client, seen } = clientWith(() => Response.json({ ok: true }));
    await client.get('/general/dailydatacheck', {
      schema,
      query: { countrycode: 'IND', format: 'json' },
    });
    expect(new URL(seen[0]?.url ?? '').pathname + new URL(seen[0]?.url ?? '').search).toBe(
      '/api/general/dailydatacheck?countrycode=IND&format=json',
    );
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it.each([
    [true, 'cache-first'],
    [false, null],
  ])('cacheable %s asks the cache with %s', async (cacheable, mode) => {
    const { client, seen } = clientWith(() => Response.json({ ok: true }));
    await client.get('/x', { schema, cacheable });
    expect(seen[0]?.headers.get('X-Nivesh-Cache-Mode')).toBe(mode);
  });

  it("fails with 'Network Error' when there is no answer", async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = client.get('/settings', { schema });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow('Network Error');
  });

  it('passes an abort on as it is, not as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = clientWith(() => Promise.reject(abort));
    await expect(client.get('/settings', { schema, signal: controller.signal })).rejects.toBe(
      abort,
    );
  });

  it("fails with the server's problem details and status outside 2xx", async () => {
    const { client } = clientWith(() =>
      Response.json(
        {
          type: 'urn:nivesh:problem:forbidden',
          title: 'Not allowed',
          status: 403,
          detail: 'Advisors only',
          code: 'forbidden',
        },
        { status: 403, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    await expect(client.get('/x', { schema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 'forbidden',
      message: 'Advisors only',
    });
    await expect(client.get('/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it('validates the answer at the boundary', async () => {
    const { client } = clientWith(() => Response.json({ ok: 'yes' }));
    await expect(client.get('/x', { schema })).rejects.toThrow();
  });

  it.each([
    ['from the network', {}, null, null],
    ['through the cache, fresh', { 'X-Nivesh-Cache': 'miss' }, 'miss', null],
    [
      'from the cache',
      { 'X-Nivesh-Cache': 'hit', 'X-Nivesh-Cached-At': '2026-01-12T10:15:00.000Z' },
      'hit',
      '2026-01-12T10:15:00.000Z',
    ],
    [
      'from the cache, offline',
      { 'X-Nivesh-Cache': 'stale', 'X-Nivesh-Cached-At': '2026-01-12T10:15:00.000Z' },
      'stale',
      '2026-01-12T10:15:00.000Z',
    ],
    [
      'with an unreadable time',
      { 'X-Nivesh-Cache': 'stale', 'X-Nivesh-Cached-At': 'yesterday' },
      'stale',
      null,
    ],
  ])('says where an answer came from: %s', async (_case, headers, cache, cachedAt) => {
    const { client } = clientWith(() => Response.json({ ok: true }, { headers }));
    const result = await client.read('/x', { schema });
    expect(result).toEqual({
      data: { ok: true },
      cache,
      cachedAt: cachedAt ? new Date(cachedAt) : null,
    });
  });

  it('sends writes with a JSON body and extra headers, and says when an answer was replayed', async () => {
    const { client, seen } = clientWith(() =>
      Response.json({ ok: true }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } }),
    );
    const result = await client.send('POST', '/investor/goals', {
      schema,
      body: { name: 'Home' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(result).toEqual({ data: { ok: true }, status: 201, replayed: true });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(await seen[0]?.text()).toBe('{"name":"Home"}');
  });

  it('keeps the fields a 400 names, for the form to show in place', async () => {
    const { client } = clientWith(() =>
      Response.json(
        {
          type: 'urn:nivesh:problem:invalid_body',
          title: 'The request is not valid',
          status: 400,
          detail: 'text: Write the note',
          code: 'invalid_body',
          errors: [
            { in: 'body', field: 'text', pointer: '#/text', detail: 'Write the note' },
            { in: 'header', field: 'Idempotency-Key', pointer: '#/Idempotency-Key', detail: 'x' },
          ],
        },
        { status: 400 },
      ),
    );
    const error = await client.send('POST', '/n', { schema, body: {} }).catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ text: 'Write the note' });
  });
});
