import { describe, expect, it } from 'vitest';
import {
  applyReceipt,
  flattenPages,
  mergeNewestPage,
  upsertIntoPages,
} from '../../../src/features/chat/model/messages';
import { message, THREAD } from './fixtures';

// The held conversation (newest page first, each page oldest first) as the socket, polls and
// receipts change it: each message once, in order, its states only moving on.

const ids = (pages: { messageId: string }[][]) => pages.map((page) => page.map((m) => m.messageId));

describe('a message heard again', () => {
  const a = message('2026-01-12T10:00:00+05:30');
  const b = message('2026-01-12T10:05:00+05:30');
  const older = message('2026-01-11T09:00:00+05:30');

  it('is held once, wherever it is', () => {
    const pages = [[a, b], [older]];
    expect(ids(upsertIntoPages(pages, b))).toEqual(ids(pages));
    expect(ids(upsertIntoPages(pages, { ...older, text: 'edited?' }))).toEqual(ids(pages));
  });

  it('joins the newest page in time order when new', () => {
    const c = message('2026-01-12T10:02:00+05:30');
    expect(ids(upsertIntoPages([[a, b], [older]], c))).toEqual([
      [a.messageId, c.messageId, b.messageId],
      [older.messageId],
    ]);
    expect(ids(upsertIntoPages([], c))).toEqual([[c.messageId]]);
  });

  it('orders by the instant, whatever the offset it is written in', () => {
    // 04:50 UTC is 10:20 IST, after a (10:00) and b (10:05); 04:31 UTC is 10:01 IST, between.
    const utc = message('2026-01-12T04:50:00Z');
    const early = message('2026-01-12T04:31:00Z');
    const pages = upsertIntoPages(upsertIntoPages([[a, b]], utc), early);
    expect(ids(pages)).toEqual([[a.messageId, early.messageId, b.messageId, utc.messageId]]);
  });

  it('never loses a delivered or read time to an older copy', () => {
    const read = {
      ...a,
      deliveredAt: '2026-01-12T10:01:00+05:30',
      readAt: '2026-01-12T10:02:00+05:30',
    };
    const [[held]] = upsertIntoPages([[read]], a) as [[typeof a]];
    expect(held.deliveredAt).toBe(read.deliveredAt);
    expect(held.readAt).toBe(read.readAt);
  });

  it('counts a read message as delivered', () => {
    const [[held]] = upsertIntoPages([[a]], { ...a, readAt: '2026-01-12T10:09:00+05:30' }) as [
      [typeof a],
    ];
    expect(held.deliveredAt).toBe('2026-01-12T10:09:00+05:30');
  });
});

describe('the newest page polled again', () => {
  const a = message('2026-01-12T10:00:00+05:30');
  const b = message('2026-01-12T10:05:00+05:30');
  const c = message('2026-01-12T10:06:00+05:30');

  it('adds what came meanwhile, once', () => {
    const { pages, gap } = mergeNewestPage([[a, b]], { messages: [b, c], hasMore: true });
    expect(gap).toBe(false);
    expect(ids(pages)).toEqual([[a.messageId, b.messageId, c.messageId]]);
  });

  it('says there is a gap when a whole page came meanwhile', () => {
    const d = message('2026-01-12T11:00:00+05:30');
    const result = mergeNewestPage([[a, b]], { messages: [c, d], hasMore: true });
    expect(result.gap).toBe(true);
    expect(ids(result.pages)).toEqual([[a.messageId, b.messageId]]);
  });

  it('takes a short page without overlap (the whole thread) as no gap', () => {
    const result = mergeNewestPage([[a]], { messages: [b, c], hasMore: false });
    expect(result.gap).toBe(false);
    expect(ids(result.pages)).toEqual([[a.messageId, b.messageId, c.messageId]]);
  });
});

describe('the pages as one list', () => {
  it('is oldest first with each message once', () => {
    const a = message('2026-01-10T10:00:00+05:30');
    const b = message('2026-01-11T10:00:00+05:30');
    const c = message('2026-01-12T10:00:00+05:30');
    expect(
      flattenPages([
        [b, c],
        [a, b],
      ]).map((m) => m.messageId),
    ).toEqual([a.messageId, b.messageId, c.messageId]);
  });
});

describe('a receipt', () => {
  const mine1 = message('2026-01-12T10:00:00+05:30', { senderRole: 'advisor' });
  const theirs = message('2026-01-12T10:01:00+05:30');
  const mine2 = message('2026-01-12T10:02:00+05:30', { senderRole: 'advisor' });
  const mine3 = message('2026-01-12T10:03:00+05:30', { senderRole: 'advisor' });
  const readAt = '2026-01-12T10:04:00+05:30';

  it('covers the message and every earlier one from the same sender', () => {
    const [page] = applyReceipt([[mine3], [mine1, theirs, mine2]].reverse(), {
      threadId: THREAD,
      messageId: mine2.messageId,
      readAt,
    });
    expect(page?.map((m) => m.readAt)).toEqual([readAt, null, readAt]);
    expect(page?.map((m) => m.deliveredAt)).toEqual([readAt, null, readAt]);
  });

  it('leaves later messages alone', () => {
    const pages = applyReceipt([[mine2, mine3]], {
      threadId: THREAD,
      messageId: mine2.messageId,
      deliveredAt: readAt,
    });
    expect(pages[0]?.map((m) => [m.deliveredAt, m.readAt])).toEqual([
      [readAt, null],
      [null, null],
    ]);
  });

  it('changes nothing for a message not held, or of another thread', () => {
    const pages = [[mine1, mine2]];
    expect(applyReceipt(pages, { threadId: THREAD, messageId: theirs.messageId, readAt })).toEqual(
      pages,
    );
    expect(
      applyReceipt(pages, { threadId: 'elsewhere', messageId: mine2.messageId, readAt }),
    ).toEqual(pages);
  });

  it('keeps the first read time when heard twice', () => {
    const first = applyReceipt([[mine1]], { threadId: THREAD, messageId: mine1.messageId, readAt });
    const again = applyReceipt(first, {
      threadId: THREAD,
      messageId: mine1.messageId,
      readAt: '2026-01-12T11:00:00+05:30',
    });
    expect(again[0]?.[0]?.readAt).toBe(readAt);
  });
});
