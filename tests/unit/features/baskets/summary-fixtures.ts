import type {
  Basket,
  BasketStock,
  Investment,
  InvestPreview,
  OrderLeg,
} from '@/features/baskets/model/contract';

// Small, hand-made baskets and orders for the summary's tests (money in paise, weights in bp).

export const stock = (fields: Partial<BasketStock> & { symbol: string }): BasketStock => ({
  name: `${fields.symbol} Ltd`,
  sector: 'Financials',
  weightBp: 5_000,
  price: 100_000,
  quantity: 0,
  value: 0,
  actualWeightBp: 0,
  driftBp: 0,
  ...fields,
});

export const basket = (fields: Partial<Basket> = {}): Basket => ({
  basketId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Steady compounders',
  weighting: 'equal',
  themeId: null,
  toleranceBp: 200,
  goalId: null,
  goalName: null,
  asOf: '2026-01-12',
  stocks: [stock({ symbol: 'INFY' }), stock({ symbol: 'TCS' })],
  value: 0,
  invested: 0,
  gain: 0,
  xirr: null,
  minimumInvestment: 5_900_000,
  maxDriftBp: 0,
  needsRebalance: false,
  volatility: null,
  fitCategory: 'aggressive',
  sip: null,
  investments: [],
  demo: false,
  createdAt: '2026-01-01T10:00:00+05:30',
  updatedAt: '2026-01-01T10:00:00+05:30',
  ...fields,
});

export const leg = (fields: Partial<OrderLeg> & { symbol: string }): OrderLeg => ({
  name: `${fields.symbol} Ltd`,
  side: 'BUY',
  quantity: 2,
  price: 150_000,
  value: 300_000,
  charges: 1_200,
  orderId: 'o-1',
  status: 'COMPLETE',
  message: null,
  attempts: 1,
  ...fields,
});

export const investment = (fields: Partial<Investment> = {}): Investment => ({
  investmentId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
  basketId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'lumpsum',
  goalId: null,
  amount: 1_000_000,
  marketDate: '2026-01-12',
  status: 'complete',
  spent: 602_400,
  orders: [leg({ symbol: 'INFY' }), leg({ symbol: 'TCS' })],
  createdAt: '2026-01-12T10:00:00+05:30',
  ...fields,
});

type PreviewOrder = InvestPreview['orders'][number];

export const previewOrder = (fields: Partial<PreviewOrder> & { symbol: string }): PreviewOrder => ({
  name: `${fields.symbol} Ltd`,
  quantity: 3,
  price: 150_000,
  value: 450_000,
  charges: 600,
  targetWeightBp: 5_000,
  weightBp: 5_000,
  ...fields,
});
