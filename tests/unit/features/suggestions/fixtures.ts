import {
  suggestionListSchema,
  suggestionSchema,
  type Suggestion,
  type SuggestionList,
  type SuggestionOrder,
} from '@/features/suggestions/model/contract';

// Hand-made suggestions (money in paise, shares in bp), parsed with the contract's schema so a
// fixture that drifts from the contract fails here rather than in a screen.

export const order = (fields: Partial<SuggestionOrder> & { symbol: string }): SuggestionOrder => {
  const quantity = fields.quantity ?? 10;
  const price = fields.price ?? 100_000;
  return {
    name: `${fields.symbol} Ltd`,
    side: 'BUY',
    quantity,
    price,
    value: quantity * price,
    charges: 1_000,
    tax: 0,
    maxQuantity: quantity,
    ...fields,
  };
};

const BASE: Suggestion = {
  suggestionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'call',
  title: 'Buy ITC',
  message: 'Steady cash flows; a fair price after the fall.',
  adviserName: 'Meera Iyer',
  createdAt: '2026-11-20T10:00:00+05:30',
  status: 'pending',
  respondedAt: null,
  declineReason: null,
  call: null,
  model: null,
  orders: [],
  totals: { buy: 0, sell: 0, charges: 0, tax: 0, cashChange: 0 },
  effect: { portfolioValue: 10_000_000, cashBefore: 2_000_000, cashAfter: 2_000_000, rows: [] },
  result: null,
  demo: false,
};

export const suggestion = (fields: Partial<Suggestion> = {}): Suggestion =>
  suggestionSchema.parse({ ...BASE, ...fields });

/** A pending call: buy 10 ITC at ₹400 (₹4,000 + ₹5 charges) out of ₹1 lakh, ₹20,000 cash. */
export const callSuggestion = suggestion({
  suggestionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'call',
  title: 'Buy ITC',
  createdAt: '2026-11-20T10:00:00+05:30',
  call: {
    symbol: 'ITC',
    name: 'ITC Ltd',
    action: 'buy',
    entryPrice: 40_000,
    targetPrice: 48_000,
    stopLoss: 36_000,
    horizonDate: '2027-05-20',
    rationale: 'Cigarette volumes recovering; hotels demerged.',
    status: 'open',
  },
  orders: [order({ symbol: 'ITC', quantity: 10, price: 40_000, charges: 500 })],
  totals: { buy: 400_000, sell: 0, charges: 500, tax: 0, cashChange: -400_500 },
  effect: {
    portfolioValue: 10_000_000,
    cashBefore: 2_000_000,
    cashAfter: 1_599_500,
    rows: [{ symbol: 'ITC', name: 'ITC Ltd', beforeBp: 0, afterBp: 400 }],
  },
});

/** A pending model: buy 20 INFY at ₹1,500, sell 5 TCS at ₹3,000 (holds 4 free). */
export const modelSuggestion = suggestion({
  suggestionId: 'a1b2c3d4-0000-4000-8000-000000000002',
  kind: 'model',
  title: 'Core IT model',
  message: 'Start the model with ₹30,000.',
  createdAt: '2026-11-22T09:30:00+05:30',
  model: { modelId: 'a1b2c3d4-0000-4000-8000-0000000000aa', name: 'Core IT', version: 2 },
  orders: [
    order({ symbol: 'INFY', quantity: 20, price: 150_000, charges: 3_000 }),
    order({
      symbol: 'TCS',
      side: 'SELL',
      quantity: 5,
      maxQuantity: 5,
      price: 300_000,
      charges: 2_500,
      tax: 10_000,
    }),
  ],
  totals: { buy: 3_000_000, sell: 1_500_000, charges: 5_500, tax: 10_000, cashChange: -1_505_500 },
  effect: {
    portfolioValue: 10_000_000,
    cashBefore: 2_000_000,
    cashAfter: 494_500,
    rows: [
      { symbol: 'INFY', name: 'INFY Ltd', beforeBp: 1_000, afterBp: 3_999 },
      { symbol: 'TCS', name: 'TCS Ltd', beforeBp: 2_000, afterBp: 500 },
    ],
  },
});

export const list = (
  suggestions: Suggestion[],
  asOf: string | null = '2026-11-23',
): SuggestionList =>
  suggestionListSchema.parse({
    suggestions,
    asOf,
    pending: suggestions.filter((item) => item.status === 'pending').length,
  });
