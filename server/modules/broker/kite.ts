import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  BrokerError,
  brokerJson,
  dataOf,
  exchangeOf,
  nextIstTime,
  paiseOf,
  type BrokerAdapter,
  type BrokerOrder,
  type BrokerSession,
  type Fetch,
  type OrderStatus,
} from './adapter';

// Zerodha Kite Connect v3 (https://kite.trade/docs/connect/v3/): the user signs in on Kite's
// login page, which redirects to the app's registered URL with a request_token; that is
// exchanged once for an access token (checksum = SHA-256 of api_key + request_token +
// api_secret). Kite flushes every access token at 6 AM IST the next morning.

export const KITE_LOGIN_URL = 'https://kite.zerodha.com/connect/login';
export const KITE_API = 'https://api.kite.trade';

export const kiteChecksum = (apiKey: string, requestToken: string, apiSecret: string): string =>
  createHash('sha256')
    .update(apiKey + requestToken + apiSecret)
    .digest('hex');

const num = z.number().nullish();

const sessionData = z.object({
  user_id: z.string(),
  user_name: z.string().nullish(),
  access_token: z.string().min(1),
});
const profileData = z.object({
  user_id: z.string(),
  user_name: z.string().nullish(),
  email: z.string().nullish(),
});
const marginsData = z.object({
  equity: z.object({
    net: z.number(),
    utilised: z.object({ debits: num }).partial(),
  }),
});
const holdingsData = z.array(
  z.object({
    tradingsymbol: z.string(),
    exchange: z.string(),
    isin: z.string().nullish(),
    quantity: z.number(),
    t1_quantity: num,
    average_price: num,
    last_price: num,
  }),
);
const positionsData = z.object({
  net: z.array(
    z.object({
      tradingsymbol: z.string(),
      exchange: z.string(),
      product: z.string(),
      quantity: z.number(),
      average_price: num,
      last_price: num,
      pnl: num,
    }),
  ),
});
const ordersData = z.array(
  z.object({
    order_id: z.string(),
    tradingsymbol: z.string(),
    exchange: z.string(),
    transaction_type: z.string(),
    quantity: z.number(),
    filled_quantity: num,
    order_type: z.string(),
    price: num,
    status: z.string(),
    order_timestamp: z.string().nullish(),
  }),
);

/** Kite's order statuses in four; every in-between state (`TRIGGER PENDING`, ...) is open. */
const KITE_STATUS: Record<string, OrderStatus> = {
  COMPLETE: 'complete',
  CANCELLED: 'cancelled',
  REJECTED: 'rejected',
};

/** Kite's timestamps are IST wall-clock time, "2021-05-31 09:18:57". */
export const fromIst = (text: string | null | undefined): Date =>
  text ? new Date(`${text.replace(' ', 'T')}+05:30`) : new Date(0);

export interface KiteOptions {
  credentials: { apiKey: string; apiSecret: string } | null;
  fetch: Fetch;
  now?: () => Date;
}

export function kiteAdapter({ credentials, fetch, now = () => new Date() }: KiteOptions) {
  const need = () => {
    if (!credentials) throw new BrokerError('not_configured', 'Zerodha is not set up');
    return credentials;
  };
  // A token Kite refuses is a 403 TokenException: the daily session is over.
  const refused = (status: number, body: unknown): 'session_expired' | null =>
    status === 403 && (body as { error_type?: unknown } | null)?.error_type === 'TokenException'
      ? 'session_expired'
      : null;
  async function call<T extends z.ZodType>(
    session: BrokerSession,
    path: string,
    schema: T,
  ): Promise<z.output<T>> {
    const { apiKey } = need();
    const body = await brokerJson(
      fetch,
      'Zerodha',
      `${KITE_API}${path}`,
      {
        headers: {
          'X-Kite-Version': '3',
          Authorization: `token ${apiKey}:${session.accessToken}`,
        },
      },
      refused,
    );
    return dataOf(body, schema, `Zerodha's ${path}`);
  }

  const adapter: BrokerAdapter = {
    id: 'zerodha',
    name: 'Zerodha',
    kind: 'live',
    configured: () => credentials !== null,
    loginUrl(state) {
      const { apiKey } = need();
      // redirect_params come back on the redirect: how the callback knows the login it answers.
      const back = new URLSearchParams({ broker: 'zerodha', state }).toString();
      return `${KITE_LOGIN_URL}?${new URLSearchParams({ v: '3', api_key: apiKey, redirect_params: back }).toString()}`;
    },
    async completeLogin({ requestToken }) {
      const { apiKey, apiSecret } = need();
      if (!requestToken) throw new BrokerError('rejected', 'Zerodha sent no request token');
      const body = await brokerJson(
        fetch,
        'Zerodha',
        `${KITE_API}/session/token`,
        {
          method: 'POST',
          headers: {
            'X-Kite-Version': '3',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            api_key: apiKey,
            request_token: requestToken,
            checksum: kiteChecksum(apiKey, requestToken, apiSecret),
          }).toString(),
        },
        // A used or stale request token is Kite's 403 TokenException: sign in again.
        (status) => (status >= 400 && status < 500 ? 'rejected' : null),
      );
      const data = dataOf(body, sessionData, 'Zerodha’s session');
      return {
        accessToken: data.access_token,
        accountId: data.user_id,
        accountName: data.user_name ?? null,
        expiresAt: nextIstTime(now(), 6, 0),
      };
    },
    async profile(session) {
      const data = await call(session, '/user/profile', profileData);
      return { accountId: data.user_id, name: data.user_name ?? null, email: data.email ?? null };
    },
    async funds(session) {
      const data = await call(session, '/user/margins', marginsData);
      return {
        availablePaise: paiseOf(data.equity.net),
        usedPaise: paiseOf(data.equity.utilised.debits),
      };
    },
    async holdings(session) {
      const rows = await call(session, '/portfolio/holdings', holdingsData);
      return rows.map((row) => ({
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        isin: row.isin ?? null,
        // Bought yesterday, not yet delivered (T+1): the investor owns them all the same.
        quantity: row.quantity + (row.t1_quantity ?? 0),
        averagePricePaise: paiseOf(row.average_price),
        lastPricePaise: paiseOf(row.last_price),
      }));
    },
    async positions(session) {
      const data = await call(session, '/portfolio/positions', positionsData);
      return data.net.map((row) => ({
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        product: row.product === 'MIS' ? 'intraday' : row.product === 'CNC' ? 'delivery' : 'other',
        quantity: row.quantity,
        averagePricePaise: paiseOf(row.average_price),
        lastPricePaise: paiseOf(row.last_price),
        pnlPaise: paiseOf(row.pnl),
      }));
    },
    async orders(session) {
      const rows = await call(session, '/orders', ordersData);
      return rows.map((row): BrokerOrder => ({
        orderId: row.order_id,
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        side: row.transaction_type === 'SELL' ? 'sell' : 'buy',
        quantity: row.quantity,
        filledQuantity: row.filled_quantity ?? 0,
        pricePaise: row.order_type === 'MARKET' ? null : paiseOf(row.price),
        status: KITE_STATUS[row.status] ?? 'open',
        placedAt: fromIst(row.order_timestamp),
      }));
    },
  };
  return adapter;
}
