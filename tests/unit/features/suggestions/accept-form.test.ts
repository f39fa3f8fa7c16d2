import { describe, expect, it } from 'vitest';
import {
  acceptBody,
  readForm,
  readQuantity,
  sortSuggestions,
} from '@/features/suggestions/model/accept-form';
import { modelSuggestion, order, suggestion } from './fixtures';

describe('readQuantity', () => {
  const buy = { side: 'BUY' as const, maxQuantity: 20 };
  const sell = { side: 'SELL' as const, maxQuantity: 4 };
  it.each([
    { text: '20', o: buy, read: { quantity: 20 } },
    { text: ' 7 ', o: buy, read: { quantity: 7 } },
    { text: '0', o: buy, read: { quantity: 0 } },
    { text: '1,0', o: buy, read: { quantity: 10 } },
    {
      text: '',
      o: buy,
      read: { error: 'Enter the number of shares, or 0 to leave this order out' },
    },
    { text: '2.5', o: buy, read: { error: 'Enter a whole number of shares' } },
    { text: 'ten', o: buy, read: { error: 'Enter a whole number of shares' } },
    { text: '-1', o: buy, read: { error: 'Enter 0 or more shares' } },
    {
      text: '21',
      o: buy,
      read: { error: 'At most 20 shares: you can accept fewer than suggested, never more' },
    },
    {
      text: '5',
      o: sell,
      read: {
        error: 'At most 4 shares: the suggestion and the shares you hold free allow no more',
      },
    },
    {
      text: '2',
      o: { side: 'BUY' as const, maxQuantity: 1 },
      read: { error: 'At most 1 share: you can accept fewer than suggested, never more' },
    },
  ])('$text of at most $o.maxQuantity ($o.side)', ({ text, o, read }) => {
    expect(readQuantity(text, o)).toEqual(read);
  });
});

describe('readForm and acceptBody', () => {
  it('keeps each order’s limit until typed, and sends nothing changed', () => {
    const form = readForm(modelSuggestion, {});
    expect(form).toEqual({
      quantities: { 'BUY:INFY': 20, 'SELL:TCS': 5 },
      errors: {},
      formError: null,
    });
    expect(acceptBody(modelSuggestion, form.quantities, '2026-11-23')).toEqual({
      asOf: '2026-11-23',
    });
  });

  it('sends only the lowered orders, 0 included', () => {
    const form = readForm(modelSuggestion, { 'BUY:INFY': '12', 'SELL:TCS': '0' });
    expect(acceptBody(modelSuggestion, form.quantities, '2026-11-23')).toEqual({
      quantities: { 'BUY:INFY': 12, 'SELL:TCS': 0 },
      asOf: '2026-11-23',
    });
  });

  it('sends a sell the investor holds fewer of than suggested at its limit', () => {
    const short = suggestion({
      orders: [order({ symbol: 'TCS', side: 'SELL', quantity: 5, maxQuantity: 3 })],
    });
    const form = readForm(short, {});
    expect(acceptBody(short, form.quantities, null)).toEqual({ quantities: { 'SELL:TCS': 3 } });
  });

  it('names the order with a bad quantity, and refuses to place nothing', () => {
    expect(readForm(modelSuggestion, { 'BUY:INFY': '25' }).errors).toEqual({
      'BUY:INFY': 'At most 20 shares: you can accept fewer than suggested, never more',
    });
    expect(readForm(modelSuggestion, { 'BUY:INFY': '0', 'SELL:TCS': '0' }).formError).toBe(
      'Keep at least one order above 0 shares, or decline the suggestion',
    );
  });
});

describe('sortSuggestions', () => {
  const at = (
    id: string,
    status: 'pending' | 'accepted' | 'declined' | 'superseded',
    createdAt: string,
  ) => ({ id, status, createdAt });
  it.each([
    {
      name: 'pending before answered, each newest first',
      input: [
        at('old-accepted', 'accepted', '2026-11-01T10:00:00+05:30'),
        at('old-pending', 'pending', '2026-11-02T10:00:00+05:30'),
        at('new-declined', 'declined', '2026-11-20T10:00:00+05:30'),
        at('new-pending', 'pending', '2026-11-21T10:00:00+05:30'),
      ],
      order: ['new-pending', 'old-pending', 'new-declined', 'old-accepted'],
    },
    {
      name: 'instants compared as instants, not text (+05:30 against Z)',
      input: [
        at('earlier', 'superseded', '2026-11-20T10:00:00+05:30'),
        at('later', 'superseded', '2026-11-20T05:00:00Z'),
      ],
      order: ['later', 'earlier'],
    },
    { name: 'none', input: [], order: [] },
  ])('$name', ({ input, order: expected }) => {
    expect(sortSuggestions(input).map((item) => item.id)).toEqual(expected);
  });
});
