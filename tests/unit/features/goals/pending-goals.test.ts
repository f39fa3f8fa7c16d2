import { describe, expect, it } from 'vitest';
import { pendingGoals, type WaitingWrite } from '@/features/goals/model/pending-goals';

// Goal writes waiting in the outbox, read back so a reload offline shows what the investor did
// (issue 13, Deliver 9).

const A = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const B = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
const C = '2d9fae50-4b3c-4e77-9f20-5c3d4e5f6071';
const D = '3eafbf61-5c4d-4f88-a031-6d4e5f607182';
const goal = (id: string, name: string) => ({
  id,
  type: 'house' as const,
  name,
  targetToday: 30_00_000_00,
  targetDate: '2032-03-31',
});
const put = (id: string, basketId: string | null) => ({
  ...goal(id, 'Flat in Pune'),
  inflationBp: 600,
  setAside: 0,
  stepUpBp: 0,
  basketId,
});

const items: WaitingWrite[] = [
  {
    kind: 'goal-create',
    method: 'POST',
    path: '/investor/goals',
    body: goal(A, 'Flat'),
    state: 'pending',
  },
  {
    kind: 'goal-update',
    method: 'PUT',
    path: `/investor/goals/${A}`,
    body: put(A, 'basket-1'),
    state: 'pending',
  },
  {
    kind: 'goal-create',
    method: 'POST',
    path: '/investor/goals',
    body: goal(B, 'Car'),
    state: 'pending',
  },
  { kind: 'goal-delete', method: 'DELETE', path: `/investor/goals/${B}`, state: 'pending' },
  {
    kind: 'goal-update',
    method: 'PUT',
    path: `/investor/goals/${C}`,
    body: put(C, null),
    state: 'pending',
  },
  { kind: 'goal-delete', method: 'DELETE', path: `/investor/goals/${D}`, state: 'pending' },
  {
    kind: 'goal-contribution',
    method: 'POST',
    path: `/investor/goals/${C}/contributions`,
    body: { id: 'k1', amount: 100_00, date: '2026-04-10' },
    state: 'pending',
  },
  {
    kind: 'goal-contribution',
    method: 'POST',
    path: `/investor/goals/${C}/contributions`,
    body: { id: 'k2', amount: 250_00, date: '2026-04-11' },
    state: 'pending',
  },
  // Refused by the server, or a purchase waiting for a confirmation: not laid over the goals.
  {
    kind: 'goal-create',
    method: 'POST',
    path: '/investor/goals',
    body: goal(D, 'Refused'),
    state: 'failed',
  },
  {
    kind: 'goal-top-up',
    method: 'POST',
    path: '/investor/baskets/x/invest',
    body: { amount: 1 },
    state: 'needs-confirm',
  },
  {
    kind: 'watchlist-add',
    method: 'POST',
    path: '/investor/watchlists/x/items',
    body: {},
    state: 'pending',
  },
];

describe('goal writes waiting in the outbox', () => {
  const pending = pendingGoals(items);

  it('shows a goal made here with its later edit, and not one made and deleted here', () => {
    expect(pending.created).toEqual([{ ...put(A, 'basket-1'), id: A }]);
  });

  it('keeps the latest edit of a goal on the server, and its deletion', () => {
    expect([...pending.updated.keys()]).toEqual([C]);
    expect([...pending.deleted].sort()).toEqual([B, D].sort());
  });

  it('adds up money recorded per goal', () => {
    expect([...pending.recorded]).toEqual([[C, 350_00]]);
  });

  it('leaves the outbox’s own bodies as they were', () => {
    expect(items[0]!.body).toEqual(goal(A, 'Flat'));
  });
});
