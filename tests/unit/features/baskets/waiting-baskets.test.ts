import { describe, expect, it } from 'vitest';
import { stockRowSchema } from '@/features/baskets/model/archive-shapes';
import { findStocks } from '@/features/baskets/model/stock-filter';
import { waitingBaskets } from '@/features/baskets/model/waiting-baskets';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const body = (id: string, name: string) => ({
  id,
  name,
  weighting: 'equal',
  stocks: [{ symbol: 'TCS' }, { symbol: 'INFY' }, { symbol: 'ITC' }],
});

describe('waitingBaskets', () => {
  it.each<[string, Parameters<typeof waitingBaskets>[0], { basketId: string }[], unknown[]]>([
    ['nothing waiting', [], [], []],
    [
      'a basket saved offline is listed with its stocks',
      [{ kind: 'basket-create', body: body(A, 'Offline'), state: 'pending' }],
      [],
      [{ id: A, name: 'Offline', stocks: 3, state: 'pending', lastError: null }],
    ],
    [
      'one the server lists already is not repeated',
      [{ kind: 'basket-create', body: body(A, 'Sent'), state: 'pending' }],
      [{ basketId: A }],
      [],
    ],
    [
      'a refused one says why',
      [
        {
          kind: 'basket-create',
          body: body(B, 'Refused'),
          state: 'failed',
          lastError: 'You have 20 baskets',
        },
      ],
      [{ basketId: A }],
      [{ id: B, name: 'Refused', stocks: 3, state: 'failed', lastError: 'You have 20 baskets' }],
    ],
    [
      'other writes and unreadable bodies are left out',
      [
        { kind: 'basket-sip', body: { amount: 500_00 }, state: 'pending' },
        { kind: 'basket-create', body: { name: 'no id' }, state: 'pending' },
      ],
      [],
      [],
    ],
  ])('%s', (_, items, saved, expected) => {
    expect(waitingBaskets(items, saved)).toEqual(expected);
  });
});

describe('findStocks', () => {
  const rows = [
    ['INFY', 'Infosys'],
    ['TCS', 'Tata Consultancy Services'],
    ['TATAMOTORS', 'Tata Motors'],
    ['TITAN', 'Titan Company'],
  ].map(([symbol, name]) => stockRowSchema.parse({ symbol, name, sector: 'X', close: 100_00 }));

  it.each<[string, string[], string[]]>([
    ['', [], []],
    ['t', [], ['TCS', 'TATAMOTORS', 'TITAN']],
    // Symbols that start with the text come before names that contain it.
    ['tata', [], ['TATAMOTORS', 'TCS']],
    ['tata', ['TCS'], ['TATAMOTORS']],
    ['infosys', [], ['INFY']],
    ['zzz', [], []],
  ])('%j without %j', (text, picked, expected) => {
    expect(findStocks(rows, text, new Set(picked)).map((row) => row.symbol)).toEqual(expected);
  });
});
