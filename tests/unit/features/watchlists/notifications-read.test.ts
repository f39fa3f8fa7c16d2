import { describe, expect, it } from 'vitest';
import { markedLocally } from '@/features/notifications/api/notifications-read';
import type { Notifications } from '@/features/notifications/model/contract';

// Marking notifications read on this device before the server answers (issue 12, Deliver 10):
// by id, or all up to the moment "Mark all read" was pressed; the badge's count follows.

const note = (id: string, createdAt: string, readAt: string | null = null) => ({
  id,
  kind: 'price-alert',
  title: id,
  body: '',
  link: null,
  createdAt,
  readAt,
  demo: false,
});
const inbox: Notifications = {
  items: [
    note('c', '2026-01-03T10:00:00.000Z'),
    note('b', '2026-01-02T10:00:00.000Z'),
    note('a', '2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z'),
  ],
  unread: 7,
};
const AT = '2026-01-04T00:00:00.000Z';

describe('markedLocally', () => {
  it.each<[string, Parameters<typeof markedLocally>[1], string[], number]>([
    ['one by id', { ids: ['b'] }, ['b'], 6],
    ['one already read keeps its time', { ids: ['a'] }, [], 7],
    ['all up to a time: newer ones stay unread', { upTo: '2026-01-02T12:00:00.000Z' }, ['b'], 6],
    ['all up to now', { upTo: AT }, ['c', 'b'], 5],
    ['an id not on the page', { ids: ['z'] }, [], 7],
  ])('%s', (_case, which, marked, unread) => {
    const after = markedLocally(inbox, which, AT);
    expect(after.items.filter((item) => item.readAt === AT).map((item) => item.id)).toEqual(marked);
    expect(after.items.find((item) => item.id === 'a')?.readAt).toBe('2026-01-01T11:00:00.000Z');
    expect(after.unread).toBe(unread);
  });
});
