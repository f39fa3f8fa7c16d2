import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  CHAT_MESSAGE_KIND,
  CHAT_MESSAGES_PATH,
  readUpTo,
  waitingSends,
  type LocalSend,
  type WaitingWrite,
} from '../../../src/features/chat/model/timeline';
import { message, OTHER_THREAD, THREAD } from './fixtures';

// The conversation as shown: the server's messages, then this device's landed and waiting ones,
// each message once by its clientMessageId however often it was retried.

const CMID = (n: number) => `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`;

const waiting = (
  n: number,
  createdAt: number,
  extra: Partial<WaitingWrite> = {},
  /** null: sent without a thread (an investor's). */
  threadId: string | null = THREAD,
): WaitingWrite => ({
  id: `outbox-${n}`,
  kind: CHAT_MESSAGE_KIND,
  path: CHAT_MESSAGES_PATH,
  body: { clientMessageId: CMID(n), ...(threadId ? { threadId } : {}), text: `Typed ${n}` },
  state: 'pending',
  createdAt,
  ...extra,
});

const T0 = Date.parse('2026-01-12T10:00:00+05:30');

describe('messages waiting in the outbox', () => {
  it('are this thread’s chat messages, oldest first', () => {
    const items = [
      waiting(2, T0 + 2000),
      waiting(1, T0 + 1000),
      waiting(3, T0 + 3000, {}, OTHER_THREAD),
      waiting(4, T0, { kind: 'client-note', path: '/advisor/investors/x/notes' }),
    ];
    expect(waitingSends(items, THREAD, false).map((send) => send.body.text)).toEqual([
      'Typed 1',
      'Typed 2',
    ]);
  });

  it('count an investor’s message sent without a thread as their one thread’s', () => {
    const items = [waiting(1, T0, {}, null)];
    expect(waitingSends(items, THREAD, true)).toHaveLength(1);
    expect(waitingSends(items, THREAD, false)).toHaveLength(0);
  });

  it('keep a refused one as failed, with its reason, and skip those waiting for a confirm', () => {
    const items = [
      waiting(1, T0, { state: 'failed', lastError: 'The conversation is closed' }),
      waiting(2, T0 + 1, { state: 'needs-confirm' }),
    ];
    expect(waitingSends(items, THREAD, false)).toEqual([
      expect.objectContaining({ state: 'failed', lastError: 'The conversation is closed' }),
    ]);
  });

  it('skip a body that is not a message', () => {
    expect(waitingSends([waiting(1, T0, { body: { text: '' } })], THREAD, false)).toEqual([]);
  });
});

describe('the timeline', () => {
  const fromClient = message('2026-01-12T09:00:00+05:30');
  const local = (n: number, state: LocalSend['state'], createdAt: number): LocalSend => ({
    body: { clientMessageId: CMID(n), threadId: THREAD, text: `Typed ${n}` },
    createdAt,
    state,
    ...(state === 'landed' ? {} : { outboxId: `outbox-${n}` }),
  });

  it('shows two messages typed offline after the server’s, in order, with a clock', () => {
    const entries = buildTimeline(
      [fromClient],
      [local(2, 'pending', T0 + 2000), local(1, 'pending', T0 + 1000)],
      'advisor',
    );
    expect(entries.map((e) => [e.text, e.tick])).toEqual([
      [fromClient.text, null],
      ['Typed 1', 'pending'],
      ['Typed 2', 'pending'],
    ]);
  });

  it('shows a message once when the server holds it and the outbox still does', () => {
    const onServer = message('2026-01-12T10:00:05+05:30', {
      senderRole: 'advisor',
      clientMessageId: CMID(1),
      text: 'Typed 1',
      deliveredAt: '2026-01-12T10:00:06+05:30',
    });
    const entries = buildTimeline(
      [fromClient, onServer],
      [local(1, 'landed', T0), local(1, 'pending', T0)],
      'advisor',
    );
    expect(entries.map((e) => [e.key, e.tick])).toEqual([
      [fromClient.messageId, null],
      [CMID(1), 'delivered'],
    ]);
  });

  it('puts landed messages (on the server, not yet fetched) before ones still waiting', () => {
    const entries = buildTimeline(
      [],
      [local(2, 'pending', T0 + 1), local(1, 'landed', T0 + 5)],
      'advisor',
    );
    expect(entries.map((e) => [e.text, e.tick])).toEqual([
      ['Typed 1', 'sent'],
      ['Typed 2', 'pending'],
    ]);
  });

  it('keeps a waiting message’s key when it lands, so its bubble stays in place', () => {
    const before = buildTimeline([], [local(1, 'pending', T0)], 'investor');
    const onServer = message('2026-01-12T10:00:05+05:30', { clientMessageId: CMID(1) });
    const after = buildTimeline([onServer], [], 'investor');
    expect(after[0]?.key).toBe(before[0]?.key);
  });

  it('never takes the other side’s message for the caller’s', () => {
    // The same clientMessageId from the other person (client ids are per sender).
    const theirs = message('2026-01-12T10:00:05+05:30', { clientMessageId: CMID(1) });
    const entries = buildTimeline([theirs], [local(1, 'pending', T0)], 'advisor');
    expect(entries.map((e) => e.mine)).toEqual([false, true]);
  });

  it('ticks the caller’s messages by their state', () => {
    const sent = message('2026-01-12T10:00:00+05:30', { senderRole: 'advisor' });
    const delivered = { ...sent, messageId: 'd', clientMessageId: 'd', deliveredAt: sent.sentAt };
    const read = { ...delivered, messageId: 'r', clientMessageId: 'r', readAt: sent.sentAt };
    const refused = local(9, 'failed', T0);
    expect(buildTimeline([sent, delivered, read], [refused], 'advisor').map((e) => e.tick)).toEqual(
      ['sent', 'delivered', 'read', 'failed'],
    );
  });

  it('carries a waiting attachment by its document id', () => {
    const send: LocalSend = {
      body: {
        clientMessageId: CMID(1),
        threadId: THREAD,
        text: 'PAN',
        attachmentDocumentId: CMID(7),
      },
      createdAt: T0,
      state: 'pending',
    };
    expect(buildTimeline([], [send], 'investor')[0]?.attachment).toEqual({
      documentId: CMID(7),
      name: null,
      contentType: null,
    });
  });
});

describe('marking read', () => {
  const a = message('2026-01-12T10:00:00+05:30');
  const b = message('2026-01-12T10:01:00+05:30');
  const mine = message('2026-01-12T10:02:00+05:30', { senderRole: 'advisor' });

  it('goes up to the other side’s newest message', () => {
    expect(readUpTo([a, b, mine], 'advisor')).toBe(b.messageId);
  });

  it('has nothing to do when theirs are all read, or there are none', () => {
    const readAt = '2026-01-12T10:03:00+05:30';
    expect(readUpTo([{ ...a, readAt }, { ...b, readAt }, mine], 'advisor')).toBeNull();
    expect(readUpTo([mine], 'advisor')).toBeNull();
    expect(readUpTo([a, b], 'investor')).toBeNull();
  });
});
