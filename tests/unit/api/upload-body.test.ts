// @vitest-environment node
// Node's own Blob: jsdom's is not one that Node's Request can read as a body.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient, type Transport } from '@/api/http-client';

describe('API client uploads', () => {
  it('sends a Blob body as its bytes with its own type', async () => {
    const seen: Request[] = [];
    const transport: Transport = (request) => {
      seen.push(request);
      return Promise.resolve(Response.json({ ok: true }, { status: 201 }));
    };
    const client = createHttpClient('http://localhost/api', () => Promise.resolve('t'), transport);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const result = await client.send('PUT', '/investor/documents/pan', {
      schema: z.object({ ok: z.boolean() }),
      body: photo,
    });
    expect(result.status).toBe(201);
    expect(seen[0]?.headers.get('Content-Type')).toBe('image/jpeg');
    expect([...new Uint8Array(await seen[0]!.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });
});
