import { describe, expect, it } from 'vitest';
import type { SavedScan } from '@/features/scans/model/contract';
import {
  applySavedScanEdit,
  applySavedScanEdits,
  savedScanEditOf,
} from '@/features/scans/model/saved-edits';

// Saved-scan edits laid over the saved list while the outbox holds them (offline): each read
// back from the kept write, and each idempotent.

const ID = '6f1d1c2e-8a0b-4c1d-9e2f-3a4b5c6d7e8f';
const OTHER = '7a2e2d3f-9b1c-4d2e-8f30-4b5c6d7e8f90';
const AT = '2026-01-15T10:00:00.000Z';
const saved: SavedScan = {
  id: ID,
  name: 'Oversold quality',
  expression: 'rsi(close, 14) < 30 AND roe > 15',
  createdAt: AT,
  updatedAt: AT,
  lastRun: { date: '2026-01-14', asOf: AT, count: 3, symbols: ['A', 'B', 'C'] },
  newSymbols: ['C'],
};
const createdAt = Date.parse('2026-01-16T09:00:00.000Z');

describe('savedScanEditOf', () => {
  it.each([
    [
      'a new scan',
      { method: 'POST', path: '/scans', body: { id: OTHER, name: 'Cheap', expression: 'pe < 10' } },
      {
        kind: 'create',
        id: OTHER,
        name: 'Cheap',
        expression: 'pe < 10',
        at: '2026-01-16T09:00:00.000Z',
      },
    ],
    [
      'a change',
      {
        method: 'PUT',
        path: `/scans/${ID}`,
        body: { name: 'Oversold', expression: 'rsi(close, 14) < 25' },
      },
      {
        kind: 'update',
        id: ID,
        name: 'Oversold',
        expression: 'rsi(close, 14) < 25',
        at: '2026-01-16T09:00:00.000Z',
      },
    ],
    ['a deletion', { method: 'DELETE', path: `/scans/${ID}` }, { kind: 'delete', id: ID }],
    ['new matches seen', { method: 'POST', path: `/scans/${ID}/seen` }, { kind: 'seen', id: ID }],
    [
      'another feature’s write',
      { method: 'POST', path: '/investor/watchlists', body: { id: ID, name: 'x' } },
      null,
    ],
    ['a new scan with no name', { method: 'POST', path: '/scans', body: { id: OTHER } }, null],
  ])('%s', (_, write, edit) => {
    expect(savedScanEditOf({ ...write, createdAt })).toEqual(edit);
  });
});

describe('applySavedScanEdit', () => {
  it('adds a new scan once, not yet run', () => {
    const edit = {
      kind: 'create',
      id: OTHER,
      name: 'Cheap',
      expression: 'pe < 10',
      at: AT,
    } as const;
    const once = applySavedScanEdit([saved], edit);
    expect(once).toHaveLength(2);
    expect(once[1]).toMatchObject({ id: OTHER, lastRun: null, newSymbols: [] });
    expect(applySavedScanEdit(once, edit)).toEqual(once);
  });

  it('changes, marks seen and deletes, each the same when applied twice', () => {
    const edits = [
      { kind: 'update', id: ID, name: 'Oversold', expression: 'rsi(close, 14) < 25', at: AT },
      { kind: 'seen', id: ID },
    ] as const;
    const once = applySavedScanEdits([saved], edits);
    expect(once[0]).toMatchObject({
      name: 'Oversold',
      expression: 'rsi(close, 14) < 25',
      newSymbols: [],
    });
    expect(applySavedScanEdits(once, edits)).toEqual(once);
    expect(applySavedScanEdit(once, { kind: 'delete', id: ID })).toEqual([]);
  });
});
