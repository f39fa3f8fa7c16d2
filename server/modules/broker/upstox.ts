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
import { fromIst } from './kite';

// Upstox API v2 (https://upstox.com/developer/api-documentation/): OAuth 2 authorization code.
// The dialog redirects to the registered redirect_uri with `code` and our `state`; the code is
// exchanged once for an access token, which Upstox ends at 3:30 AM IST the next morning.

export const UPSTOX_API = 'https://api.upstox.com/v2';
export const UPSTOX_DIALOG_URL = `${UPSTOX_API}/login/authorization/dialog`;

const num = z.number().nullish();

const tokenAnswer = z.object({
  user_id: z.string(),
  user_name: z.string().nullish(),
  access_token: z.string().min(1),
});
const profileData = z.object({
  user_id: z.string(),
  user_name: z.string().nullish(),
  email: z.string().nullish(),
});
const fundsData = z.object({
  equity: z.object({ available_margin: z.number(), used_margin: num }),
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
const positionsData = z.array(
  z.object({
    tradingsymbol: z.string(),
    exchange: z.string(),
    product: z.string(),
    quantity: z.number(),
    average_price: num,
    buy_price: num,
    last_price: num,
    pnl: num,
  }),
);
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

/** Upstox's statuses (lower case) in four; the pending and validation states are open. */
const UPSTOX_STATUS: Record<string, OrderStatus> = {
  complete: 'complete',
  cancelled: 'cancelled',
  rejected: 'rejected',
};

export interface UpstoxOptions {
  credentials: { clientId: string; clientSecret: string } | null;
  redirectUrl: string;
  fetch: Fetch;
  now?: () => Date;
}

export function upstoxAdapter({
  credentials,
  redirectUrl,
  fetch,
  now = () => new Date(),
}: UpstoxOptions) {
  const need = () => {
    if (!credentials) throw new BrokerError('not_configured', 'Upstox is not set up');
    return credentials;
  };
  async function call<T extends z.ZodType>(
    session: BrokerSession,
    path: string,
    schema: T,
  ): Promise<z.output<T>> {
    need();
    // 401 (UDAPI100050, invalid token) is brokerJson's "session expired".
    const body = await brokerJson(
      fetch,
      'Upstox',
      `${UPSTOX_API}${path}`,
      {
        headers: {
          Accept: 'application/json',
          'Api-Version': '2.0',
          Authorization: `Bearer ${session.accessToken}`,
        },
      },
      () => null,
    );
    return dataOf(body, schema, `Upstox's ${path}`);
  }

  const adapter: BrokerAdapter = {
    id: 'upstox',
    name: 'Upstox',
    kind: 'live',
    configured: () => credentials !== null,
    loginUrl(state) {
      const { clientId } = need();
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUrl,
        state,
      });
      return `${UPSTOX_DIALOG_URL}?${query.toString()}`;
    },
    async completeLogin({ code }) {
      const { clientId, clientSecret } = need();
      if (!code) throw new BrokerError('rejected', 'Upstox sent no authorization code');
      const body = await brokerJson(
        fetch,
        'Upstox',
        `${UPSTOX_API}/login/authorization/token`,
        {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Api-Version': '2.0',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            code,
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uri: redirectUrl,
            grant_type: 'authorization_code',
          }).toString(),
        },
        // A used or stale code (UDAPI100057 and kin): sign in again.
        (status) => (status >= 400 && status < 500 ? 'rejected' : null),
      );
      const parsed = tokenAnswer.safeParse(body);
      if (!parsed.success)
        throw new BrokerError('unavailable', 'Upstox’s token was not understood');
      return {
        accessToken: parsed.data.access_token,
        accountId: parsed.data.user_id,
        accountName: parsed.data.user_name ?? null,
        expiresAt: nextIstTime(now(), 3, 30),
      };
    },
    async profile(session) {
      const data = await call(session, '/user/profile', profileData);
      return { accountId: data.user_id, name: data.user_name ?? null, email: data.email ?? null };
    },
    async funds(session) {
      const data = await call(session, '/user/get-funds-and-margin?segment=SEC', fundsData);
      return {
        availablePaise: paiseOf(data.equity.available_margin),
        usedPaise: paiseOf(data.equity.used_margin),
      };
    },
    async holdings(session) {
      const rows = await call(session, '/portfolio/long-term-holdings', holdingsData);
      return rows.map((row) => ({
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        isin: row.isin ?? null,
        quantity: row.quantity + (row.t1_quantity ?? 0),
        averagePricePaise: paiseOf(row.average_price),
        lastPricePaise: paiseOf(row.last_price),
      }));
    },
    async positions(session) {
      const rows = await call(session, '/portfolio/short-term-positions', positionsData);
      return rows.map((row) => ({
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        product: row.product === 'I' ? 'intraday' : row.product === 'D' ? 'delivery' : 'other',
        quantity: row.quantity,
        // Upstox leaves average_price null on some positions; buy_price is then the cost.
        averagePricePaise: paiseOf(row.average_price ?? row.buy_price),
        lastPricePaise: paiseOf(row.last_price),
        pnlPaise: paiseOf(row.pnl),
      }));
    },
    async orders(session) {
      const rows = await call(session, '/order/retrieve-all', ordersData);
      return rows.map((row): BrokerOrder => ({
        orderId: row.order_id,
        symbol: row.tradingsymbol,
        exchange: exchangeOf(row.exchange),
        side: row.transaction_type === 'SELL' ? 'sell' : 'buy',
        quantity: row.quantity,
        filledQuantity: row.filled_quantity ?? 0,
        pricePaise: row.order_type === 'MARKET' ? null : paiseOf(row.price),
        status: UPSTOX_STATUS[row.status.toLowerCase()] ?? 'open',
        placedAt: fromIst(row.order_timestamp),
      }));
    },
  };
  return adapter;
}
