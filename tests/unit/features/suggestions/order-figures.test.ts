import { describe, expect, it } from 'vitest';
import { orderFigures, suggestionFigures } from '@/features/suggestions/model/order-figures';
import { callSuggestion, modelSuggestion, order } from './fixtures';

// What a suggestion's orders come to when the investor lowers quantities: unchanged orders keep
// the server's figures exactly; a lowered order's charges and tax scale with its quantity
// (rounded to the paisa), and the totals, cash and shares follow.

describe('orderFigures', () => {
  const itc = order({ symbol: 'ITC', quantity: 10, price: 40_000, charges: 500, tax: 0 });
  const tcs = order({
    symbol: 'TCS',
    side: 'SELL',
    quantity: 3,
    price: 300_000,
    charges: 1_001,
    tax: 10_000,
  });
  it.each([
    {
      name: 'as suggested: the server’s figures',
      o: itc,
      q: 10,
      value: 400_000,
      charges: 500,
      tax: 0,
      changed: false,
    },
    {
      name: 'half: half the value and charges',
      o: itc,
      q: 5,
      value: 200_000,
      charges: 250,
      tax: 0,
      changed: true,
    },
    { name: 'none: nothing', o: itc, q: 0, value: 0, charges: 0, tax: 0, changed: true },
    {
      name: 'a sell of 1 of 3: a third, rounded',
      o: tcs,
      q: 1,
      value: 300_000,
      charges: 334,
      tax: 3_333,
      changed: true,
    },
    {
      name: 'a sell of 2 of 3: two thirds, rounded',
      o: tcs,
      q: 2,
      value: 600_000,
      charges: 667,
      tax: 6_667,
      changed: true,
    },
  ])('$name', ({ o, q, value, charges, tax, changed }) => {
    expect(orderFigures(o, q)).toMatchObject({ quantity: q, value, charges, tax, changed });
  });
});

describe('suggestionFigures', () => {
  it('with nothing changed, is the server’s totals and effect', () => {
    const figures = suggestionFigures(modelSuggestion);
    expect(figures.estimated).toBe(false);
    expect(figures.totals).toEqual(modelSuggestion.totals);
    expect(figures.cashAfter).toBe(modelSuggestion.effect.cashAfter);
    expect(figures.rows).toEqual(modelSuggestion.effect.rows);
    expect(figures.placed).toBe(2);
  });

  it.each([
    {
      name: 'a call’s buy lowered to 5 of 10',
      s: callSuggestion,
      q: [['BUY:ITC', 5]] as const,
      totals: { buy: 200_000, sell: 0, charges: 250, tax: 0, cashChange: -200_250 },
      cashAfter: 1_799_750,
      // ITC ₹2,000 of ₹99,997.50 after charges.
      rows: [{ symbol: 'ITC', beforeBp: 0, afterBp: 200 }],
      placed: 1,
    },
    {
      name: 'a model’s buy lowered to 10 of 20, the sell kept',
      s: modelSuggestion,
      q: [['BUY:INFY', 10]] as const,
      totals: { buy: 1_500_000, sell: 1_500_000, charges: 4_000, tax: 10_000, cashChange: -4_000 },
      cashAfter: 1_996_000,
      // INFY ₹10,000 + ₹15,000 of ₹99,960; TCS ₹20,000 − ₹15,000.
      rows: [
        { symbol: 'INFY', beforeBp: 1_000, afterBp: 2_501 },
        { symbol: 'TCS', beforeBp: 2_000, afterBp: 500 },
      ],
      placed: 2,
    },
    {
      name: 'a model’s sell left out (0)',
      s: modelSuggestion,
      q: [['SELL:TCS', 0]] as const,
      totals: { buy: 3_000_000, sell: 0, charges: 3_000, tax: 0, cashChange: -3_003_000 },
      cashAfter: -1_003_000,
      rows: [
        { symbol: 'INFY', beforeBp: 1_000, afterBp: 4_001 },
        { symbol: 'TCS', beforeBp: 2_000, afterBp: 2_001 },
      ],
      placed: 1,
    },
  ])('$name', ({ s, q, totals, cashAfter, rows, placed }) => {
    const figures = suggestionFigures(s, Object.fromEntries(q));
    expect(figures.estimated).toBe(true);
    expect(figures.totals).toEqual(totals);
    expect(figures.cashBefore).toBe(s.effect.cashBefore);
    expect(figures.cashAfter).toBe(cashAfter);
    expect(
      figures.rows.map(({ symbol, beforeBp, afterBp }) => ({ symbol, beforeBp, afterBp })),
    ).toEqual(rows);
    expect(figures.placed).toBe(placed);
  });
});
