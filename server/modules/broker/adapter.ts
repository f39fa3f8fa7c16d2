import { z } from 'zod';

/**
 * One interface for every broker (issue 10, broker link): the paper broker of this server and
 * the live ones (Zerodha Kite Connect, Upstox), so that the portfolio and order issues read
 * funds, holdings, positions and orders the same way whoever holds the account. Amounts are
 * paise, as everywhere; brokers answer rupees, and the adapters convert at the edge.
 */

export const BROKER_IDS = ['paper', 'zerodha', 'upstox'] as const;
export type BrokerId = (typeof BROKER_IDS)[number];
export const LIVE_BROKER_IDS = ['zerodha', 'upstox'] as const;
export type LiveBrokerId = (typeof LIVE_BROKER_IDS)[number];

/** What a sign-in at the broker gives us. The access token is a secret: stored encrypted only. */
export interface BrokerSession {
  accessToken: string;
  /** The broker's id of the account (Kite `user_id`, Upstox `user_id`; paper: the investor). */
  accountId: string;
  accountName: string | null;
  /** When the broker stops honouring the token (daily for both live brokers); null: never. */
  expiresAt: Date | null;
}

export interface BrokerProfile {
  accountId: string;
  name: string | null;
  email: string | null;
}

export interface BrokerFunds {
  /** What can be spent on equity now. */
  availablePaise: number;
  /** Blocked by open orders and positions. */
  usedPaise: number;
}

/** The exchange's code as brokers use it: NSE, BSE, NFO, MCX, ... */
export type Exchange = string;

export interface BrokerHolding {
  symbol: string;
  exchange: Exchange;
  isin: string | null;
  quantity: number;
  averagePricePaise: number;
  lastPricePaise: number;
}

export interface BrokerPosition {
  symbol: string;
  exchange: Exchange;
  /** Intraday or delivery, in the broker's words mapped to two. */
  product: 'intraday' | 'delivery' | 'other';
  /** Net; negative when short. */
  quantity: number;
  averagePricePaise: number;
  lastPricePaise: number;
  pnlPaise: number;
}

export type OrderStatus = 'open' | 'complete' | 'cancelled' | 'rejected';

export interface BrokerOrder {
  orderId: string;
  symbol: string;
  exchange: Exchange;
  side: 'buy' | 'sell';
  quantity: number;
  filledQuantity: number;
  /** Limit price; null for a market order. */
  pricePaise: number | null;
  status: OrderStatus;
  placedAt: Date;
}

/** What the broker's redirect brought back (Kite: request_token; Upstox: code). */
export interface LoginReturn {
  requestToken?: string | undefined;
  code?: string | undefined;
}

export interface BrokerAdapter {
  id: BrokerId;
  name: string;
  kind: 'paper' | 'live';
  /** Live brokers: whether this server has the app's key and secret. */
  configured(): boolean;
  /** Where the investor signs in; `state` comes back with the redirect. Null: no sign-in (paper). */
  loginUrl(state: string): string | null;
  completeLogin(params: LoginReturn): Promise<BrokerSession>;
  profile(session: BrokerSession): Promise<BrokerProfile>;
  funds(session: BrokerSession): Promise<BrokerFunds>;
  holdings(session: BrokerSession): Promise<BrokerHolding[]>;
  positions(session: BrokerSession): Promise<BrokerPosition[]>;
  orders(session: BrokerSession): Promise<BrokerOrder[]>;
}

/**
 * Why a broker call failed, in the terms the service answers with: the app is not set up here
 * (503), the broker refused the session (sign in again), refused the input (400), or could not
 * be reached or answered nonsense (503).
 */
export type BrokerFailure = 'not_configured' | 'session_expired' | 'rejected' | 'unavailable';

export class BrokerError extends Error {
  override readonly name = 'BrokerError';
  constructor(
    readonly failure: BrokerFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Rupees as brokers send them (floats) to paise. */
export const paiseOf = (rupees: number | null | undefined): number =>
  typeof rupees === 'number' && Number.isFinite(rupees) ? Math.round(rupees * 100) : 0;

/** `NSE`, or Upstox's segment form `NSE_EQ`, as `NSE`. */
export const exchangeOf = (value: string): Exchange => value.split('_')[0]?.toUpperCase() ?? value;

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The next time it is `hour:minute` in India after `from`: both live brokers end sessions at a
 * fixed time of day (Kite 6:00 AM, Upstox 3:30 AM IST), whatever time the user signed in.
 */
export function nextIstTime(from: Date, hour: number, minute: number): Date {
  const ist = new Date(from.getTime() + IST_OFFSET_MS);
  let at =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hour, minute) -
    IST_OFFSET_MS;
  if (at <= from.getTime()) at += 24 * 60 * 60_000;
  return new Date(at);
}

/** The `fetch` the live adapters use; tests pass one that replays recorded answers. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A live broker's JSON answer: network failures and 5xx are `unavailable`, 401/403 mean the
 * session is over, other 4xx that the broker refused what we sent.
 */
export async function brokerJson(
  fetchImpl: Fetch,
  broker: string,
  url: string,
  init: RequestInit,
  refused: (status: number, body: unknown) => BrokerFailure | null,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new BrokerError('unavailable', `${broker} could not be reached`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const failure =
    refused(response.status, body) ??
    (response.status >= 500
      ? 'unavailable'
      : response.status === 401
        ? 'session_expired'
        : 'rejected');
  throw new BrokerError(failure, `${broker} answered ${response.status}`);
}

const successEnvelope = z.object({ status: z.literal('success'), data: z.unknown() });

/** The `data` of a broker's `{status: 'success', data}` answer, in the shape we rely on. */
export function dataOf<T extends z.ZodType>(body: unknown, schema: T, what: string): z.output<T> {
  const envelope = successEnvelope.safeParse(body);
  const parsed = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
  if (!parsed?.success) throw new BrokerError('unavailable', `${what} was not understood`);
  return parsed.data;
}
