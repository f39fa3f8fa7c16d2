import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { replayOutbox } from '@/outbox/replay';
import { createIdbOutboxStore } from '@/outbox/store';
import { createSyncCredentialStore, tokenExpiry } from '@/outbox/sync-credential';
import type { OutboxItem } from '@/outbox/types';

// The worker's half of the outbox (Background Sync): what it sends while no page is open, as
// whom, and where it stops. Each rule a case; the server's answers are scripted.

const NOW = 1_800_000_000_000;
const credential = { owner: 'user-a', token: 'token-a', expiresAt: NOW + 30 * 60_000 };

const item = (id: string, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  v: 1,
  owner: 'user-a',
  kind: 'client-note',
  label: 'Note',
  replay: 'silent',
  method: 'POST',
  path: '/advisor/investors/x/notes',
  body: { text: id },
  createdAt: Number(id.replace(/\D/g, '')),
  state: 'pending',
  attempts: 1,
  nextAttemptAt: 0,
  ...extra,
});

const problem = (status: number, code = 'refused', detail = `refused ${status}`) =>
  Response.json({ status, code, detail }, { status });

async function run(
  items: OutboxItem[],
  answers: Array<Response | 'network'>,
  cred: typeof credential | null = credential,
) {
  const store = createIdbOutboxStore(() => new IDBFactory());
  for (const each of items) await store.put(each);
  const sent: Array<[string, string]> = [];
  const result = await replayOutbox({
    store,
    credential: cred ?? undefined,
    now: () => NOW,
    send: (each, token) => {
      sent.push([each.id, token]);
      const answer = answers.shift() ?? Response.json({}, { status: 201 });
      return answer === 'network'
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(answer);
    },
  });
  const left = (await store.all()).map((each) => [each.id, each.state, each.lastError ?? null]);
  return { result, sent, left };
}

describe('Background Sync replay', () => {
  it('sends the owner’s silent writes oldest first with their keys, and removes them', async () => {
    const { result, sent, left } = await run([item('k2'), item('k1')], []);
    expect(sent).toEqual([
      ['k1', 'token-a'],
      ['k2', 'token-a'],
    ]);
    expect(result).toEqual({ sent: 2, refused: 0, left: 0, retryLater: false });
    expect(left).toEqual([]);
  });

  it.each([
    ['another user’s write', item('k1', { owner: 'user-b' })],
    [
      'a write that needs the user to confirm (an order)',
      item('k1', { replay: 'confirm', state: 'needs-confirm' }),
    ],
    ['a write the server already refused', item('k1', { state: 'failed' })],
  ])('never sends %s', async (_case, write) => {
    const { sent } = await run([write], []);
    expect(sent).toEqual([]);
  });

  it.each([
    ['no credential', null],
    ['an expired token', { ...credential, expiresAt: NOW - 1 }],
    ['a token about to expire', { ...credential, expiresAt: NOW + 30_000 }],
  ])('sends nothing with %s and leaves the writes for the page', async (_case, cred) => {
    const { result, sent } = await run([item('k1')], [], cred);
    expect(sent).toEqual([]);
    expect(result).toMatchObject({ sent: 0, retryLater: false });
  });

  it.each([
    ['no answer', 'network' as const, true],
    ['a busy server', problem(503), true],
    ['the same key still in flight', problem(409, 'idempotency_key_in_use'), true],
    ['a token the server no longer takes', problem(401), false],
  ])('stops at %s, keeping the order of what is left', async (_case, answer, retryLater) => {
    const { result, sent, left } = await run([item('k1'), item('k2')], [answer]);
    expect(sent.map(([id]) => id)).toEqual(['k1']);
    expect(result).toMatchObject({ sent: 0, left: 2, retryLater });
    expect(left.map(([id, state]) => [id, state])).toEqual([
      ['k1', 'pending'],
      ['k2', 'pending'],
    ]);
  });

  it('marks a refused write as failed with the server’s words, and goes on', async () => {
    const conflict = problem(409, 'kyc_already_submitted', 'Your KYC is already with your adviser');
    const { result, left } = await run([item('k1'), item('k2')], [conflict]);
    expect(result).toEqual({ sent: 1, refused: 1, left: 0, retryLater: false });
    expect(left).toEqual([['k1', 'failed', 'Your KYC is already with your adviser']]);
  });
});

describe('the sync credential', () => {
  it('reads a token’s expiry and round-trips through IndexedDB', async () => {
    const payload = btoa(JSON.stringify({ sub: 'a', exp: 1_900_000_000 })).replace(/=+$/, '');
    expect(tokenExpiry(`h.${payload}.s`)).toBe(1_900_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    const store = createSyncCredentialStore(() => new IDBFactory());
    expect(await store.read()).toBeUndefined();
    await store.write(credential);
    expect(await store.read()).toEqual(credential);
    await store.clear();
    expect(await store.read()).toBeUndefined();
  });
});
