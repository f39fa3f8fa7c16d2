import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { BACKOFF_CAP_MS, backoffDelay } from '@/outbox/backoff';
import { createOutbox, type Sender } from '@/outbox/outbox';
import { createIdbOutboxStore } from '@/outbox/store';
import type { OutboxItem, WriteRequest } from '@/outbox/types';

// The outbox (ARCHITECTURE.md, "The write path") on a real IndexedDB (fake-indexeddb), with the
// server's answers scripted: each rule of the issue as a case.

type Answer = 'ok' | 'network' | 'in-flight' | number;

function setup(options: { owner?: string; factory?: IDBFactory } = {}) {
  const factory = options.factory ?? new IDBFactory();
  const store = createIdbOutboxStore(() => factory);
  let clock = 1_000_000;
  let who: string | null = options.owner ?? 'user-a';
  const script: Answer[] = [];
  const sent: Array<{ id: string; path: string }> = [];
  const send: Sender = (item) => {
    sent.push({ id: item.id, path: item.path });
    const answer = script.shift() ?? 'ok';
    if (answer === 'network') return Promise.reject(new NetworkError());
    if (answer === 'in-flight')
      return Promise.reject(new ApiError('still running', 409, 'idempotency_key_in_use', []));
    if (answer === 'ok')
      return Promise.resolve({ status: 201, data: { ok: item.id }, replayed: false });
    return Promise.reject(new ApiError(`refused ${answer}`, answer, 'code', []));
  };
  let ids = 0;
  const outbox = createOutbox({
    store,
    send,
    owner: () => who,
    now: () => clock,
    random: () => 0.5,
    newId: () => `key-${++ids}`,
    setTimer: () => () => undefined,
  });
  return {
    outbox,
    store,
    factory,
    sent,
    script,
    tick: (ms: number) => (clock += ms),
    signInAs: (sub: string | null) => (who = sub),
  };
}

const note = (replay: WriteRequest['replay'] = 'silent', text = 'hello'): WriteRequest => ({
  kind: 'client-note',
  label: 'Note on Aarav',
  replay,
  method: 'POST',
  path: '/advisor/investors/x/notes',
  body: { text },
});

const states = (items: readonly OutboxItem[]) => items.map((item) => [item.id, item.state]);

describe('submitting a write', () => {
  it('sends at once online, with a key made when the user acted, and keeps nothing', async () => {
    const { outbox, sent, store } = setup();
    const result = await outbox.submit(note());
    expect(result).toEqual({ state: 'sent', status: 201, data: { ok: 'key-1' }, replayed: false });
    expect(sent).toEqual([{ id: 'key-1', path: '/advisor/investors/x/notes' }]);
    expect(await store.all()).toEqual([]);
  });

  it('puts the write on the wire without waiting for the device to store it', async () => {
    const { outbox, store, sent } = setup();
    let release = () => undefined as void;
    const put = store.put.bind(store);
    store.put = (item) =>
      new Promise<void>((resolve) => (release = () => void put(item).then(resolve)));
    const result = outbox.submit(note());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(outbox.items().map((item) => item.id)).toEqual(['key-1']);
    release();
    await expect(result).resolves.toMatchObject({ state: 'sent' });
    expect(await store.all()).toEqual([]);
    expect(outbox.items()).toEqual([]);
  });

  it('a sent write survives a device that could not store it; an unsent one does not', async () => {
    const { outbox, store, script } = setup();
    store.put = () => Promise.reject(new Error('QuotaExceededError'));
    await expect(outbox.submit(note())).resolves.toMatchObject({ state: 'sent' });
    script.push('network');
    await expect(outbox.submit(note())).rejects.toThrow('QuotaExceededError');
  });

  // 409 here: a conflict other than the key in flight (a step already done) is a refusal.
  it.each([400, 403, 404, 409, 413, 422])(
    'throws the refusal (%i) for the form and keeps nothing to retry',
    async (status) => {
      const { outbox, script, store } = setup();
      script.push(status);
      await expect(outbox.submit(note())).rejects.toMatchObject({ name: 'ApiError', status });
      expect(await store.all()).toEqual([]);
    },
  );

  it.each(['network', 'in-flight', 401, 408, 429, 500, 502, 503, 504] as const)(
    'keeps a silent write when the answer is %s, and sends it later with the same key',
    async (failure) => {
      const { outbox, script, sent, tick } = setup();
      script.push(failure);
      expect(await outbox.submit(note())).toEqual({ state: 'queued', id: 'key-1' });
      expect(states(outbox.items())).toEqual([['key-1', 'pending']]);

      await outbox.flush();
      expect(sent).toHaveLength(1); // not due yet: backoff
      tick(BACKOFF_CAP_MS);
      const landed = vi.fn();
      outbox.onLanded(landed);
      await outbox.flush();
      expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1']);
      expect(outbox.items()).toEqual([]);
      expect(landed).toHaveBeenCalledWith(expect.objectContaining({ id: 'key-1' }));
    },
  );

  it('never sends a confirm write by itself; the user confirms it, with its original key', async () => {
    const { outbox, script, sent, tick } = setup();
    script.push('network');
    expect(await outbox.submit(note('confirm'))).toEqual({ state: 'needs-confirm', id: 'key-1' });
    tick(BACKOFF_CAP_MS * 10);
    await outbox.flush();
    expect(sent).toHaveLength(1);
    script.push('network');
    expect(await outbox.confirm('key-1')).toEqual({ state: 'needs-confirm', id: 'key-1' });
    expect(await outbox.confirm('key-1')).toMatchObject({ state: 'sent' });
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(outbox.items()).toEqual([]);
  });
});

describe('the queue', () => {
  it('sends in order, and stops at the first that cannot be sent', async () => {
    const { outbox, script, sent, tick } = setup();
    script.push('network', 'network');
    await outbox.submit(note('silent', 'first'));
    await outbox.submit(note('silent', 'second'));
    tick(BACKOFF_CAP_MS);
    script.push('network');
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-2', 'key-1']);
    tick(BACKOFF_CAP_MS);
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-2', 'key-1', 'key-1', 'key-2']);
    expect(outbox.items()).toEqual([]);
  });

  it('never lets a later write overtake an earlier one whose backoff is longer', async () => {
    const { outbox, script, sent, tick } = setup();
    // The first fails twice (a longer backoff), the second once: the second is due first.
    script.push('network', 'network');
    await outbox.submit(note('silent', 'first'));
    tick(10);
    await outbox.flush({ all: true });
    script.push('network');
    await outbox.submit(note('silent', 'second'));
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1', 'key-2']);
    tick(2_000); // past the second's backoff (1.5 s after one attempt), not the first's (3 s)
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1', 'key-2']);
    tick(1_000);
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1', 'key-2', 'key-1', 'key-2']);
    expect(outbox.items()).toEqual([]);
  });

  it('queues a write behind those waiting when asked, even once the connection is back', async () => {
    const { outbox, script, sent } = setup();
    script.push('network');
    await outbox.submit(note('silent', 'first'));
    // The connection is back, but the second must not go before the first.
    const second = await outbox.submit({ ...note('silent', 'second'), behindWaiting: true });
    expect(second).toEqual({ state: 'queued', id: 'key-2' });
    expect(sent.map((s) => s.id)).toEqual(['key-1']);
    await outbox.flush({ all: true });
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(outbox.items()).toEqual([]);
  });

  it('sends every waiting write at once, in order, when the connection returns', async () => {
    const { outbox, script, sent } = setup();
    script.push('network', 'network');
    await outbox.submit(note('silent', 'first'));
    await outbox.submit(note('silent', 'second'));
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-2']);
    await outbox.flush({ all: true });
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-2', 'key-1', 'key-2']);
    expect(outbox.items()).toEqual([]);
  });

  it('marks a write the server refuses later as failed, with the reason, until retried or discarded', async () => {
    const { outbox, script, tick } = setup();
    script.push('network');
    await outbox.submit(note());
    tick(BACKOFF_CAP_MS);
    script.push(422);
    await outbox.flush();
    expect(outbox.items()).toEqual([
      expect.objectContaining({ id: 'key-1', state: 'failed', lastError: 'refused 422' }),
    ]);
    await outbox.retry('key-1');
    expect(outbox.items()).toEqual([]);
  });

  it('discards one item, or all of the signed-in user’s', async () => {
    const { outbox, script } = setup();
    script.push('network', 'network', 'network');
    await outbox.submit(note());
    await outbox.submit(note());
    await outbox.submit(note());
    await outbox.discard('key-2');
    expect(outbox.items().map((i) => i.id)).toEqual(['key-1', 'key-3']);
    await outbox.discardAll();
    expect(outbox.items()).toEqual([]);
  });

  it('survives a reload: a new page finds the write and sends it with the same key', async () => {
    const first = setup();
    first.script.push('network');
    await first.outbox.submit(note());
    const second = setup({ factory: first.factory });
    await second.outbox.refresh();
    expect(states(second.outbox.items())).toEqual([['key-1', 'pending']]);
    second.tick(BACKOFF_CAP_MS);
    await second.outbox.flush();
    expect(second.sent.map((s) => s.id)).toEqual(['key-1']);
  });

  it('never shows or sends one user’s writes to another', async () => {
    const { outbox, script, sent, signInAs, tick } = setup({ owner: 'user-a' });
    script.push('network');
    await outbox.submit(note());
    signInAs('user-b');
    await outbox.refresh();
    expect(outbox.items()).toEqual([]);
    tick(BACKOFF_CAP_MS);
    await outbox.flush();
    await outbox.discardAll();
    await outbox.discard('key-1');
    await outbox.retry('key-1');
    expect(sent).toHaveLength(1);
    signInAs('user-a');
    await outbox.flush();
    expect(sent.map((s) => s.id)).toEqual(['key-1', 'key-1']);
    signInAs(null);
    await expect(outbox.submit(note())).rejects.toThrow(/Sign in/);
  });
});

describe('drafts and uploads', () => {
  const draft = (text: string): WriteRequest => ({
    kind: 'kyc-draft',
    label: 'KYC draft',
    replay: 'silent',
    method: 'PUT',
    path: '/investor/kyc/draft',
    body: { text },
    coalesce: true,
  });

  it('keeps only the latest unsent draft of a kind and path, and sends that one', async () => {
    const { outbox, script, sent, tick } = setup();
    script.push('network', 'network', 'network', 'network');
    await outbox.submit(draft('a'));
    await outbox.submit(draft('ab'));
    await outbox.submit(note());
    await outbox.submit(draft('abc'));
    expect(outbox.items().map((item) => [item.kind, item.body])).toEqual([
      ['client-note', { text: 'hello' }],
      ['kyc-draft', { text: 'abc' }],
    ]);
    tick(BACKOFF_CAP_MS);
    await outbox.flush();
    expect(sent.slice(4).map((s) => s.path)).toEqual([
      '/advisor/investors/x/notes',
      '/investor/kyc/draft',
    ]);
    expect(outbox.items()).toEqual([]);
  });

  it('never drops writes that do not ask to coalesce', async () => {
    const { outbox, script } = setup();
    script.push('network', 'network');
    await outbox.submit(note('silent', 'one'));
    await outbox.submit(note('silent', 'two'));
    expect(outbox.items()).toHaveLength(2);
  });

  it('reports an upload’s progress with its kind and path, and forgets it once answered', async () => {
    const store = createIdbOutboxStore(() => new IDBFactory());
    const send: Sender = (_item, onProgress) => {
      onProgress?.(100, 400);
      onProgress?.(400, 400);
      return Promise.resolve({ status: 201, data: {}, replayed: false });
    };
    const outbox = createOutbox({ store, send, owner: () => 'user-a', newId: () => 'up-1' });
    const seen: Array<[string, string, number, number]> = [];
    outbox.onUploadProgress((state) => seen.push([state.id, state.path, state.sent, state.total]));
    const blob = new Blob([new Uint8Array(400)], { type: 'image/jpeg' });
    await outbox.submit({
      kind: 'document',
      label: 'PAN card',
      replay: 'silent',
      method: 'PUT',
      path: '/investor/documents/pan',
      body: blob,
    });
    expect(seen).toEqual([
      ['up-1', '/investor/documents/pan', 100, 400],
      ['up-1', '/investor/documents/pan', 400, 400],
    ]);
    expect(outbox.uploadOf('up-1')).toBeUndefined();
  });

  it('gives no progress callback for JSON writes', async () => {
    const store = createIdbOutboxStore(() => new IDBFactory());
    const send = vi.fn<Sender>(() => Promise.resolve({ status: 201, data: {}, replayed: false }));
    const outbox = createOutbox({ store, send, owner: () => 'user-a' });
    await outbox.submit(note());
    expect(send.mock.calls[0]?.[1]).toBeUndefined();
  });
});

describe('backoff', () => {
  it.each([
    [1, 1_000, 2_000],
    [2, 2_000, 4_000],
    [5, 16_000, 32_000],
    [9, 150_000, 300_000],
    [30, 150_000, 300_000],
  ])('waits between half and all of the ceiling after attempt %i', (attempts, low, high) => {
    expect(backoffDelay(attempts, () => 0)).toBe(low);
    expect(backoffDelay(attempts, () => 1)).toBe(high);
  });
});
