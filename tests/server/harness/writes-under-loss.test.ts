import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from '@/api/http-client';
import { createOutbox } from '@/outbox/outbox';
import { sendThrough } from '@/outbox/send';
import { createIdbOutboxStore } from '@/outbox/store';
import { demo, startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';
import { seeded, startFaultProxy, type FaultProxy } from './fault-proxy';

// The write path end to end under loss: the real outbox (src/outbox, on IndexedDB) sends a
// burst of notes through the real gateway client and a proxy that loses 30 % of the server's
// answers (and drops, cuts, delays and duplicates more); every note must land exactly once.

const WRITES = 60;
const SEED = 20261123;

let app: GatewayApp;
let proxy: FaultProxy;
const advisor = tokenOf('advisor@example.com');
const client = demo('investor@example.com');

beforeAll(async () => {
  app = await startGatewayApp();
  proxy = await startFaultProxy(
    app.server.url,
    { dropResponse: 0.3, dropRequest: 0.05, cutResponse: 0.05, duplicate: 0.1, delay: 0.1 },
    seeded(SEED),
  );
});

afterAll(async () => {
  await proxy?.close();
  await app?.close();
  await removeTempDirs();
});

const notesSchema = z.object({ notes: z.array(z.object({ text: z.string() }).passthrough()) });

describe('writes through the outbox on a lossy link', () => {
  it(`lands each of ${WRITES} notes exactly once with 30 % of answers lost`, async () => {
    let clock = 0;
    let attempts = 0;
    const gateway = createHttpClient(
      `${proxy.url}/api`,
      () => Promise.resolve(advisor),
      (request) => {
        attempts += 1;
        return fetch(request);
      },
    );
    const outbox = createOutbox({
      store: createIdbOutboxStore(() => new IDBFactory()),
      send: sendThrough(gateway),
      owner: () => client.advisorSub,
      now: () => clock,
      setTimer: () => () => undefined,
    });

    const texts = Array.from({ length: WRITES }, (_, index) => `Burst note ${index + 1}`);
    const path = `/advisor/investors/${client.sub}/notes`;
    const results = [];
    for (const text of texts) {
      results.push(
        await outbox.submit({
          kind: 'client-note',
          label: text,
          replay: 'silent',
          method: 'POST',
          path,
          body: { text },
        }),
      );
    }
    let rounds = 0;
    while (outbox.items().length > 0 && rounds < 500) {
      clock += 5 * 60_000; // past any backoff
      await outbox.flush();
      rounds += 1;
    }
    expect(outbox.items()).toEqual([]);

    // Read straight from the server, not through the proxy.
    const answer = await app.call('GET', `/api${path}?limit=200`, { token: advisor });
    const stored = notesSchema.parse(await answer.json()).notes.map((note) => note.text);
    const burst = stored.filter((text) => text.startsWith('Burst note '));
    const duplicates = burst.length - new Set(burst).size;
    const lost = texts.filter((text) => !burst.includes(text)).length;
    console.log(
      `Writes under loss: ${WRITES} notes, ${attempts} attempts in ${rounds} retry rounds; ` +
        `faults ${JSON.stringify(proxy.counts)}; sent at once ${results.filter((r) => r.state === 'sent').length}; ` +
        `duplicates ${duplicates}, lost ${lost}`,
    );
    expect(proxy.counts['drop-response']).toBeGreaterThan(WRITES * 0.15);
    expect(duplicates).toBe(0);
    expect(lost).toBe(0);
    expect(burst).toHaveLength(WRITES);
  });
});
