import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { MAX_ORDER_QUANTITY } from './order-rules';

/**
 * The portfolio API's shapes (issue 11, "Contract"), shared by the server, which validates and
 * documents with them (server/modules/orders/schema.ts names them for OpenAPI), and the client,
 * which parses its answers with them. Money and prices are integer paise; field names follow the
 * issue's contract (`price`, `averagePrice`, `available`).
 */

const paise = z.int();
const day = z.iso.date();

export const SIDES = ['BUY', 'SELL'] as const;
export const ORDER_TYPES = ['MARKET', 'LIMIT', 'SL', 'SL-M'] as const;
export const ORDER_STATUSES = [
  'OPEN',
  'TRIGGER PENDING',
  'COMPLETE',
  'CANCELLED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
const SOURCES = ['app', 'import', 'demo'] as const;

/** A price per share in paise, above zero and below ₹1 crore. */
const price = (what: string) =>
  z
    .int({ error: `The ${what} is a whole number of paise` })
    .check(
      z.positive(`The ${what} must be above zero`),
      z.maximum(1_00_00_000_00, `The ${what} is above ₹1 crore a share`),
    );

const quantity = z
  .int({ error: 'Enter a whole number of shares' })
  .check(
    z.minimum(1, 'Enter a whole number of shares, 1 or more'),
    z.maximum(MAX_ORDER_QUANTITY, 'At most 1,00,000 shares in one order'),
  );

/** An NSE symbol as typed: letters in either case (it is upper-cased), digits, &, _ or -. */
export const SYMBOL_FORMAT = /^[A-Za-z0-9&_-]{1,20}$/;
export const symbolSchema = z
  .string({ error: 'Choose a stock' })
  .check(z.regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -'), z.toUpperCase());

export const orderRequestSchema = z.strictObject(
  {
    exchange: z.literal('NSE', { error: 'Orders go to NSE' }),
    symbol: symbolSchema,
    side: z.enum(SIDES, { error: 'Choose BUY or SELL' }),
    quantity,
    orderType: z.enum(ORDER_TYPES, { error: 'Choose MARKET, LIMIT, SL or SL-M' }),
    price: z.optional(price('price')),
    triggerPrice: z.optional(price('trigger price')),
  },
  strictError,
);
export type OrderRequest = z.output<typeof orderRequestSchema>;

export const orderChangeSchema = z
  .strictObject(
    {
      quantity: z.optional(quantity),
      orderType: z.optional(orderRequestSchema.shape.orderType),
      price: z.optional(z.nullable(price('price'))),
      triggerPrice: z.optional(z.nullable(price('trigger price'))),
    },
    strictError,
  )
  .check(
    z.refine((change) => Object.keys(change).length > 0, 'Change the quantity, type or price'),
  );
export type OrderChange = z.output<typeof orderChangeSchema>;

/** The contract note's charges of one trade (paise). */
export const chargesSchema = z.object({
  brokerage: paise,
  stt: paise,
  transaction: paise,
  sebi: paise,
  stamp: paise,
  gst: paise,
  dp: paise,
  total: paise,
});

export const tradeSchema = z.object({
  tradeId: z.string(),
  orderId: z.nullable(z.string()),
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  side: z.enum(SIDES),
  quantity: z.int(),
  /** Fill price per share. */
  price: paise,
  /** Quantity × price. */
  value: paise,
  /** The trading day whose price filled it. */
  tradeDate: day,
  executedAt: z.string(),
  charges: chargesSchema,
  /** Cash moved: −(value + charges) on a buy, value − charges on a sell. */
  netAmount: paise,
  /** Filled by the paper broker, not an exchange. */
  simulated: z.boolean(),
  source: z.enum(SOURCES),
});
export type Trade = z.output<typeof tradeSchema>;

export const orderSchema = z.object({
  orderId: z.string(),
  exchange: z.literal('NSE'),
  symbol: z.string(),
  name: z.string(),
  side: z.enum(SIDES),
  product: z.literal('CNC'),
  orderType: z.enum(ORDER_TYPES),
  quantity: z.int(),
  price: z.nullable(paise),
  triggerPrice: z.nullable(paise),
  status: z.enum(ORDER_STATUSES),
  /** Why it was rejected or cancelled. */
  statusMessage: z.nullable(z.string()),
  filledQuantity: z.int(),
  averagePrice: z.nullable(paise),
  /** Cash an open buy holds back. */
  blocked: paise,
  /** The archive's last trading day when placed (only later days can fill it). */
  marketDate: day,
  placedAt: z.string(),
  updatedAt: z.string(),
  /** Always true: the paper broker fills orders. */
  simulated: z.boolean(),
  source: z.enum(SOURCES),
  trades: z.array(tradeSchema),
});
export type Order = z.output<typeof orderSchema>;

export const orderListSchema = z.object({ items: z.array(orderSchema), total: z.int() });
export type OrderList = z.output<typeof orderListSchema>;
export const tradeListSchema = z.object({ items: z.array(tradeSchema), total: z.int() });
export type TradeList = z.output<typeof tradeListSchema>;

export const lotSchema = z.object({
  tradeId: z.string(),
  /** When the holding period of these shares starts. */
  acquired: day,
  quantity: z.int(),
  /** Price paid per share (0 for bonus shares). */
  price: paise,
  /** Cost of these shares, the charges tax law allows included. */
  cost: paise,
  origin: z.enum(['BUY', 'BONUS']),
  /** Long-term once held over 12 months. */
  term: z.enum(['short', 'long']),
});
export type Lot = z.output<typeof lotSchema>;

export const CAP_SIZES = ['Large cap', 'Mid cap', 'Small cap'] as const;

export const holdingSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  name: z.string(),
  isin: z.string(),
  sector: z.string(),
  size: z.enum(CAP_SIZES),
  quantity: z.int(),
  /** Not held back by open sell orders. */
  freeQuantity: z.int(),
  /** Average cost per share. */
  averagePrice: paise,
  invested: paise,
  /** The latest close. */
  lastPrice: paise,
  previousClose: z.nullable(paise),
  value: paise,
  dayChange: paise,
  /** In percent (1.5 = 1.5 %), as the percentages of this API; weights and returns are fractions. */
  dayChangePercent: z.nullable(z.number()),
  unrealisedGain: paise,
  unrealisedGainPercent: z.nullable(z.number()),
  /** Share of the holdings' value, 0 to 1. */
  weight: z.number(),
  lots: z.array(lotSchema),
});
export type Holding = z.output<typeof holdingSchema>;

/** The prices' date and the archive's data-update time, and whether they are demo data. */
export const asOfSchema = z.object({
  date: z.nullable(day),
  updatedatetime: z.string(),
  demo: z.boolean(),
  label: z.nullable(z.string()),
});
export type AsOf = z.output<typeof asOfSchema>;

export const holdingsSchema = z.object({
  items: z.array(holdingSchema),
  totals: z.object({
    invested: paise,
    value: paise,
    dayChange: paise,
    unrealisedGain: paise,
  }),
  asOf: asOfSchema,
});
export type Holdings = z.output<typeof holdingsSchema>;

export const fundsSchema = z.object({
  /** Cash that can be spent now: cash − blocked. */
  available: paise,
  cash: paise,
  /** Held back by open buy orders. */
  blocked: paise,
  /** Opening cash + deposits − withdrawals. */
  deposited: paise,
  asOf: z.string(),
});
export type Funds = z.output<typeof fundsSchema>;

export const fundsMoveSchema = z.strictObject(
  {
    amount: z
      .int({ error: 'Enter a whole number of paise' })
      .check(
        z.minimum(100, 'At least ₹1'),
        z.maximum(10_00_00_000_00, 'At most ₹10 crore at a time'),
      ),
  },
  strictError,
);
export type FundsMove = z.output<typeof fundsMoveSchema>;

/** One movement of the paper account's cash (GET /api/investor/funds/ledger). */
export const cashEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(['opening', 'deposit', 'withdrawal', 'buy', 'sell', 'dividend', 'tds']),
  /** Signed: + into cash. */
  amount: paise,
  date: day,
  description: z.string(),
  /** The stock of a trade, dividend or TDS entry. */
  symbol: z.nullable(z.string()),
});
export type CashEntry = z.output<typeof cashEntrySchema>;
export const cashLedgerSchema = z.object({ items: z.array(cashEntrySchema) });
export type CashLedger = z.output<typeof cashLedgerSchema>;

const slice = z.object({ name: z.string(), value: paise, weight: z.number() });
const mover = z.object({
  symbol: z.string(),
  name: z.string(),
  lastPrice: paise,
  dayChange: paise,
  dayChangePercent: z.nullable(z.number()),
});

/** GET /api/investor/portfolio: the dashboard's numbers. */
export const portfolioSummarySchema = z.object({
  asOf: asOfSchema,
  /** Holdings' value + cash. */
  netWorth: paise,
  holdingsValue: paise,
  cash: paise,
  /** Cost of the shares held. */
  invested: paise,
  dayChange: paise,
  /** In percent (1.5 = 1.5 %). */
  dayChangePercent: z.nullable(z.number()),
  /** Opening cash + deposits − withdrawals. */
  deposited: paise,
  /** Net worth − deposited: every gain, dividend and charge since the account opened. */
  totalGain: paise,
  /** In percent, of `deposited`. */
  totalGainPercent: z.nullable(z.number()),
  unrealisedGain: paise,
  /** Gains of every sale so far (FIFO, charges in cost), before tax. */
  realisedGain: paise,
  /** Dividends credited, after TDS. */
  dividends: paise,
  /** Money-weighted return since inception, a yearly rate (0.12 = 12 %). */
  xirr: z.nullable(z.number()),
  /** Time-weighted return since inception, cumulative (0.3 = 30 %). */
  twr: z.nullable(z.number()),
  since: z.nullable(day),
  allocation: z.object({ bySector: z.array(slice), bySize: z.array(slice) }),
  movers: z.object({ gainers: z.array(mover), losers: z.array(mover) }),
  recentOrders: z.array(orderSchema),
  openOrders: z.int(),
});
export type PortfolioSummary = z.output<typeof portfolioSummarySchema>;

export const PERFORMANCE_RANGES = ['1M', '6M', '1Y', 'YTD', 'ALL'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

/** GET /api/investor/portfolio/performance?range=1Y: net worth against NIFTY 50. */
export const performanceSchema = z.object({
  range: z.enum(PERFORMANCE_RANGES),
  asOf: asOfSchema,
  benchmark: z.object({ code: z.string(), name: z.string() }),
  points: z.array(
    z.object({
      date: day,
      /** Net worth at the day's close. */
      value: paise,
      /** Deposited so far (opening + deposits − withdrawals). */
      deposited: paise,
      /** NIFTY 50 rebased to the net worth of the range's first day (paise). */
      benchmark: z.nullable(paise),
    }),
  ),
  /** Time-weighted return over the range (fraction). */
  portfolioReturn: z.nullable(z.number()),
  benchmarkReturn: z.nullable(z.number()),
});
export type Performance = z.output<typeof performanceSchema>;

const byRegime = z.object({
  'pre-2024-07-23': paise,
  'from-2024-07-23': paise,
  total: paise,
});

/** GET /api/investor/tax/capital-gains?fy=2025-26: realised gains and tax, FIFO. */
export const capitalGainsSchema = z.object({
  fy: z.string(),
  /** Every financial year with a sale, newest first. */
  financialYears: z.array(z.string()),
  lines: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      isin: z.string(),
      quantity: z.int(),
      acquired: day,
      sold: day,
      term: z.enum(['short', 'long']),
      /** Cost used for the gain (grandfathered where that applies), buy charges but STT in. */
      cost: paise,
      /** Sale value. */
      proceeds: paise,
      /** Transfer expenses: the sale's charges but STT. */
      expenses: paise,
      gain: paise,
      regime: z.enum(['pre-2024-07-23', 'from-2024-07-23']),
      grandfathered: z.boolean(),
      needsFmv: z.boolean(),
      origin: z.enum(['BUY', 'BONUS']),
    }),
  ),
  totals: z.object({
    stcg: byRegime,
    ltcg: byRegime,
    stLoss: paise,
    ltLoss: paise,
    exemptionLimit: paise,
    exemptionUsed: paise,
    taxableStcg: byRegime,
    taxableLtcg: byRegime,
    /** Before surcharge and 4 % cess. */
    tax: byRegime,
    lossesCarriedForward: z.object({ shortTerm: paise, longTerm: paise }),
  }),
  /** Dividends credited in the year and TDS deducted (income from other sources). */
  dividends: z.object({ gross: paise, tds: paise }),
  /** Plain-words notes for the reader (rates, what is not included). */
  notes: z.array(z.string()),
});
export type CapitalGains = z.output<typeof capitalGainsSchema>;
