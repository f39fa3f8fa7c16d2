import { describe, expect, it } from 'vitest';
import {
  applyIncoming,
  filterThreads,
  sortThreads,
  totalUnread,
  withUnread,
} from '../../../src/features/chat/model/threads';
import { message, OTHER_THREAD, THREAD, thread } from './fixtures';

// The adviser's thread list between fetches: unread counts, order, search by name.

const THIRD = '00000000-0000-4000-8000-0000000000a3';

describe('a message pushed to the thread list', () => {
  const last = message('2026-01-12T10:00:00+05:30');
  const list = [
    thread(OTHER_THREAD, 'Sunita Rao', {
      lastMessage: message('2026-01-12T11:00:00+05:30', { threadId: OTHER_THREAD }),
    }),
    thread(THREAD, 'Aarav Sharma', { lastMessage: last, unreadCount: 1 }),
  ];
  const options = { myRole: 'advisor' as const, openThreadId: null };

  it('counts the client’s new message as unread and moves the thread to the top', () => {
    const next = applyIncoming(list, message('2026-01-12T12:00:00+05:30'), options);
    expect(next?.map((t) => [t.threadId, t.unreadCount])).toEqual([
      [THREAD, 2],
      [OTHER_THREAD, 0],
    ]);
  });

  it('does not count it while the conversation is open, nor the adviser’s own', () => {
    const open = applyIncoming(list, message('2026-01-12T12:00:00+05:30'), {
      myRole: 'advisor',
      openThreadId: THREAD,
    });
    expect(open?.find((t) => t.threadId === THREAD)?.unreadCount).toBe(1);
    const own = applyIncoming(
      list,
      message('2026-01-12T12:00:00+05:30', { senderRole: 'advisor' }),
      options,
    );
    expect(own?.find((t) => t.threadId === THREAD)?.unreadCount).toBe(1);
  });

  it('counts the same message heard twice once', () => {
    const fresh = message('2026-01-12T12:00:00+05:30');
    const once = applyIncoming(list, fresh, options) ?? [];
    const twice = applyIncoming(once, { ...fresh, deliveredAt: fresh.sentAt }, options);
    expect(twice?.find((t) => t.threadId === THREAD)?.unreadCount).toBe(2);
    expect(twice?.find((t) => t.threadId === THREAD)?.lastMessage?.deliveredAt).toBe(fresh.sentAt);
  });

  it('leaves the last message alone for a late, older one', () => {
    const late = message('2026-01-12T09:00:00+05:30');
    const next = applyIncoming(list, late, options);
    expect(next?.find((t) => t.threadId === THREAD)?.lastMessage?.messageId).toBe(last.messageId);
  });

  it('answers null for a thread not in the list (the list is fetched again)', () => {
    expect(
      applyIncoming(list, message('2026-01-12T12:00:00+05:30', { threadId: THIRD }), options),
    ).toBeNull();
  });
});

describe('the list’s order and counts', () => {
  it('puts the newest activity first, then clients with no messages by name', () => {
    const list = [
      thread(THIRD, 'Zoya Khan'),
      thread(THREAD, 'Aarav Sharma', { lastMessage: message('2026-01-10T10:00:00+05:30') }),
      thread('t-none', 'Bhavna Patel'),
      thread(OTHER_THREAD, 'Sunita Rao', { lastMessage: message('2026-01-12T10:00:00+05:30') }),
    ];
    expect(sortThreads(list, 'advisor').map((t) => t.investor.name)).toEqual([
      'Sunita Rao',
      'Aarav Sharma',
      'Bhavna Patel',
      'Zoya Khan',
    ]);
  });

  it('sets a thread’s count after reading and adds them all up', () => {
    const list = [
      thread(THREAD, 'A', { unreadCount: 3 }),
      thread(OTHER_THREAD, 'B', { unreadCount: 2 }),
    ];
    expect(totalUnread(list)).toBe(5);
    expect(totalUnread(withUnread(list, THREAD, 0))).toBe(2);
  });
});

describe('searching the list by name', () => {
  const list = [
    thread(THREAD, 'Aarav Sharma'),
    thread(OTHER_THREAD, 'Sunita Rao'),
    thread(THIRD, null),
  ];
  const names = (query: string) =>
    filterThreads(list, query, 'advisor').map((t) => t.investor.name);

  it.each([
    ['', ['Aarav Sharma', 'Sunita Rao', null]],
    ['sun', ['Sunita Rao']],
    ['SHARMA aarav', ['Aarav Sharma']],
    ['  rao ', ['Sunita Rao']],
    ['former', [null]],
    ['xyz', []],
  ])('“%s”', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('ignores accents', () => {
    expect(filterThreads([thread(THREAD, 'Zoë Mehta')], 'zoe', 'advisor')).toHaveLength(1);
  });
});
