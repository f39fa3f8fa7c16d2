import type { ZodMiniType } from 'zod/mini';
import { ApiError } from '@/api/errors';
import type { Funds, Holding, Holdings, Lot, Order } from '@/features/portfolio/model/contract';

// Shared answers for the holdings and order ticket tests, and a fake of the API clients (the
// network edge): each answer is parsed with the caller's schema, as the real client does.

export function holding(
  symbol: string,
  fields: {
    name: string;
    sector: string;
    quantity: number;
    invested: number;
    lastPrice: number;
    previousClose: number;
    lots?: Lot[];
    freeQuantity?: number;
  },
): Holding {
  const value = fields.quantity * fields.lastPrice;
  const dayChange = fields.quantity * (fields.lastPrice - fields.previousClose);
  return {
    exchange: 'NSE',
    symbol,
    name: fields.name,
    isin: `INE${symbol.padEnd(9, '0').slice(0, 9)}`,
    sector: fields.sector,
    size: 'Large cap',
    quantity: fields.quantity,
    freeQuantity: fields.freeQuantity ?? fields.quantity,
    averagePrice: Math.round(fields.invested / fields.quantity),
    invested: fields.invested,
    lastPrice: fields.lastPrice,
    previousClose: fields.previousClose,
    value,
    dayChange,
    dayChangePercent: ((fields.lastPrice - fields.previousClose) / fields.previousClose) * 100,
    unrealisedGain: value - fields.invested,
    unrealisedGainPercent: ((value - fields.invested) / fields.invested) * 100,
    weight: 0,
    lots: fields.lots ?? [
      {
        tradeId: `t-${symbol}`,
        acquired: '2026-03-02',
        quantity: fields.quantity,
        price: Math.round(fields.invested / fields.quantity),
        cost: fields.invested,
        origin: 'BUY',
        term: 'short',
      },
    ],
  };
}

const INFY = holding('INFY', {
  name: 'Infosys Limited',
  sector: 'Information Technology',
  quantity: 10,
  invested: 1_400_000,
  lastPrice: 150_000,
  previousClose: 148_000,
  lots: [
    {
      tradeId: 't1',
      acquired: '2024-06-10',
      quantity: 5,
      price: 280_000,
      cost: 1_400_000,
      origin: 'BUY',
      term: 'long',
    },
    {
      tradeId: 'bonus:2025-01-15',
      acquired: '2025-01-15',
      quantity: 5,
      price: 0,
      cost: 0,
      origin: 'BONUS',
      term: 'short',
    },
  ],
});
const TCS = holding('TCS', {
  name: 'Tata Consultancy Services Limited',
  sector: 'Information Technology',
  quantity: 4,
  invested: 1_600_000,
  lastPrice: 350_000,
  previousClose: 352_000,
  freeQuantity: 2,
});
const HDFCBANK = holding('HDFCBANK', {
  name: 'HDFC Bank Limited',
  sector: 'Financial Services',
  quantity: 20,
  invested: 3_000_000,
  lastPrice: 160_000,
  previousClose: 160_000,
});

export function holdingsOf(items: Holding[]): Holdings {
  const value = items.reduce((sum, item) => sum + item.value, 0);
  const weighted = items.map((item) => ({ ...item, weight: value ? item.value / value : 0 }));
  const invested = items.reduce((sum, item) => sum + item.invested, 0);
  return {
    items: weighted,
    totals: {
      invested,
      value,
      dayChange: items.reduce((sum, item) => sum + item.dayChange, 0),
      unrealisedGain: value - invested,
    },
    asOf: {
      date: '2026-11-20',
      updatedatetime: '2026-11-20T18:30:00+05:30',
      demo: true,
      label: 'Demo data',
    },
  };
}

export const HOLDINGS = holdingsOf([INFY, TCS, HDFCBANK]);

export const FUNDS: Funds = {
  available: 5_00_000_00,
  cash: 5_00_000_00,
  blocked: 0,
  deposited: 10_00_000_00,
  asOf: '2026-11-20T18:30:00+05:30',
};

export function order(fields: Partial<Order> & Pick<Order, 'symbol' | 'side' | 'quantity'>): Order {
  return {
    orderId: 'o-1',
    exchange: 'NSE',
    name: `${fields.symbol} Limited`,
    product: 'CNC',
    orderType: 'MARKET',
    price: null,
    triggerPrice: null,
    status: 'COMPLETE',
    statusMessage: null,
    filledQuantity: 0,
    averagePrice: null,
    blocked: 0,
    marketDate: '2026-11-20',
    placedAt: '2026-11-21T04:00:00.000Z',
    updatedAt: '2026-11-21T04:00:00.000Z',
    simulated: true,
    source: 'app',
    trades: [],
    ...fields,
  };
}

export const noPaperAccount = () =>
  new ApiError('Link the paper broker first', 409, 'no_paper_account');

/** What the fake answers per path: data, or an error to throw. */
export type Answers = Record<string, unknown>;

/** A stand-in for `gatewayApi.read` / `archiveApi.get` over a table of answers. */
export function fakeRead(answers: () => Answers) {
  return async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = answers()[path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
}
