import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BrokerError,
  nextIstTime,
  type BrokerSession,
} from '../../../server/modules/broker/adapter';
import { kiteAdapter, kiteChecksum } from '../../../server/modules/broker/kite';
import { upstoxAdapter } from '../../../server/modules/broker/upstox';
import { replay } from './support/replay';

// Each live adapter against the brokers' documented answers (fixtures/): the sign-in exchange
// (Kite's checksum, Upstox's form), the mapping of funds, holdings, positions and orders to
// paise, and an ended session.

const KITE = { apiKey: 'kitetestkey', apiSecret: 'kitetestsecret' };
const UPSTOX = { clientId: 'upstox-client', clientSecret: 'upstox-secret' };
const REDIRECT = 'http://127.0.0.1:4173/investor/broker';
// 12 Jan 2026, 2:35 pm IST.
const NOW = new Date('2026-01-12T09:05:00Z');

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a BrokerError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(BrokerError);
      return (error as BrokerError).failure;
    },
  );

describe('nextIstTime', () => {
  it.each([
    ['2026-01-12T09:05:00Z', 6, 0, '2026-01-13T00:30:00.000Z'],
    ['2026-01-12T23:00:00Z', 6, 0, '2026-01-13T00:30:00.000Z'],
    ['2026-01-13T00:30:00Z', 6, 0, '2026-01-14T00:30:00.000Z'],
    ['2026-01-12T09:05:00Z', 3, 30, '2026-01-12T22:00:00.000Z'],
    ['2026-01-12T21:59:00Z', 3, 30, '2026-01-12T22:00:00.000Z'],
    ['2026-01-12T22:01:00Z', 3, 30, '2026-01-13T22:00:00.000Z'],
  ])('after %s the next %i:%i IST is %s', (from, hour, minute, expected) => {
    expect(nextIstTime(new Date(from), hour, minute).toISOString()).toBe(expected);
  });
});

describe('Zerodha (Kite Connect v3)', () => {
  const kite = (table: Parameters<typeof replay>[0], credentials = KITE) => {
    const broker = replay(table);
    return {
      ...broker,
      adapter: kiteAdapter({ credentials, fetch: broker.fetch, now: () => NOW }),
    };
  };
  const session: BrokerSession = {
    accessToken: 'kiteAccessToken0123456789',
    accountId: 'XX0000',
    accountName: null,
    expiresAt: null,
  };

  it('sends the investor to the v3 login page with the state in redirect_params', () => {
    const url = new URL(kite({}).adapter.loginUrl('s'.repeat(43)) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://kite.zerodha.com/connect/login');
    expect(url.searchParams.get('v')).toBe('3');
    expect(url.searchParams.get('api_key')).toBe(KITE.apiKey);
    const back = new URLSearchParams(url.searchParams.get('redirect_params') ?? '');
    expect(back.get('state')).toBe('s'.repeat(43));
    expect(back.get('broker')).toBe('zerodha');
  });

  it('exchanges the request token with checksum = sha256(api_key + request_token + api_secret)', async () => {
    const { adapter, requests } = kite({
      'POST https://api.kite.trade/session/token': { fixture: 'kite-session-token' },
    });
    const got = await adapter.completeLogin({ requestToken: 'reqtok123' });
    expect(got).toEqual({
      accessToken: 'kiteAccessToken0123456789',
      accountId: 'XX0000',
      accountName: 'Kite Connect',
      // Kite flushes sessions at 6 AM IST the next morning.
      expiresAt: new Date('2026-01-13T00:30:00Z'),
    });
    const [sent] = requests;
    const form = new URLSearchParams(sent?.body);
    const expected = createHash('sha256')
      .update('kitetestkeyreqtok123kitetestsecret')
      .digest('hex');
    expect(form.get('checksum')).toBe(expected);
    expect(kiteChecksum(KITE.apiKey, 'reqtok123', KITE.apiSecret)).toBe(expected);
    expect(form.get('api_key')).toBe(KITE.apiKey);
    expect(form.get('request_token')).toBe('reqtok123');
    expect(form.has('api_secret')).toBe(false);
    expect(sent?.headers.get('X-Kite-Version')).toBe('3');
  });

  it('answers a used or stale request token as refused', async () => {
    const { adapter } = kite({
      'POST https://api.kite.trade/session/token': { status: 403, fixture: 'kite-token-exception' },
    });
    expect(await rejection(adapter.completeLogin({ requestToken: 'old' }))).toBe('rejected');
  });

  it('maps funds, holdings, positions and orders to paise, with the token header', async () => {
    const { adapter, requests } = kite({
      'GET https://api.kite.trade/user/profile': { fixture: 'kite-profile' },
      'GET https://api.kite.trade/user/margins': { fixture: 'kite-margins' },
      'GET https://api.kite.trade/portfolio/holdings': { fixture: 'kite-holdings' },
      'GET https://api.kite.trade/portfolio/positions': { fixture: 'kite-positions' },
      'GET https://api.kite.trade/orders': { fixture: 'kite-orders' },
    });
    expect(await adapter.profile(session)).toEqual({
      accountId: 'XX0000',
      name: 'Kite Connect',
      email: 'xxxyyy@gmail.com',
    });
    expect(await adapter.funds(session)).toEqual({ availablePaise: 9972505, usedPaise: 14570655 });
    expect(await adapter.holdings(session)).toEqual([
      {
        symbol: 'GOLDBEES',
        exchange: 'BSE',
        isin: 'INF204KB17I5',
        quantity: 2,
        averagePricePaise: 4067,
        lastPricePaise: 4247,
      },
      // T+1 shares count as held.
      {
        symbol: 'IDEA',
        exchange: 'NSE',
        isin: 'INE669E01016',
        quantity: 8,
        averagePricePaise: 847,
        lastPricePaise: 1000,
      },
    ]);
    const positions = await adapter.positions(session);
    expect(positions[1]).toEqual({
      symbol: 'SBIN',
      exchange: 'NSE',
      product: 'intraday',
      quantity: -10,
      averagePricePaise: 81240,
      lastPricePaise: 81090,
      pnlPaise: 1500,
    });
    expect(positions[0]?.exchange).toBe('MCX');
    const orders = await adapter.orders(session);
    expect(
      orders.map((o) => [o.orderId, o.side, o.status, o.pricePaise, o.filledQuantity]),
    ).toEqual([
      ['260112000000001', 'buy', 'complete', null, 5],
      ['260112000000002', 'sell', 'open', 80550, 0],
    ]);
    // Kite's order times are IST wall-clock.
    expect(orders[0]?.placedAt.toISOString()).toBe('2026-01-12T03:48:57.000Z');
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe(
        'token kitetestkey:kiteAccessToken0123456789',
      );
      expect(request.headers.get('X-Kite-Version')).toBe('3');
    }
  });

  it('answers an ended session (403 TokenException) as expired', async () => {
    const { adapter } = kite({
      'GET https://api.kite.trade/portfolio/holdings': {
        status: 403,
        fixture: 'kite-token-exception',
      },
    });
    expect(await rejection(adapter.holdings(session))).toBe('session_expired');
  });

  it('answers an unreachable or odd Kite as unavailable', async () => {
    expect(await rejection(kite({}).adapter.funds(session))).toBe('unavailable');
    const odd = kite({ 'GET https://api.kite.trade/user/margins': { fixture: 'kite-holdings' } });
    expect(await rejection(odd.adapter.funds(session))).toBe('unavailable');
  });

  it('is not configured without its key and secret', async () => {
    const { adapter } = kite({}, null as unknown as typeof KITE);
    expect(adapter.configured()).toBe(false);
    expect(() => adapter.loginUrl('x')).toThrow(BrokerError);
    expect(await rejection(adapter.completeLogin({ requestToken: 'r' }))).toBe('not_configured');
  });
});

describe('Upstox (API v2, OAuth 2)', () => {
  const upstox = (table: Parameters<typeof replay>[0]) => {
    const broker = replay(table);
    const adapter = upstoxAdapter({
      credentials: UPSTOX,
      redirectUrl: REDIRECT,
      fetch: broker.fetch,
      now: () => NOW,
    });
    return { ...broker, adapter };
  };
  const session: BrokerSession = {
    accessToken: 'upstoxToken',
    accountId: '5ABC12',
    accountName: null,
    expiresAt: null,
  };

  it('sends the investor to the authorization dialog with client, redirect and state', () => {
    const url = new URL(upstox({}).adapter.loginUrl('t'.repeat(43)) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://api.upstox.com/v2/login/authorization/dialog',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: UPSTOX.clientId,
      redirect_uri: REDIRECT,
      state: 't'.repeat(43),
    });
  });

  it('exchanges the code for a token that ends at 3:30 AM IST', async () => {
    const { adapter, requests } = upstox({
      'POST https://api.upstox.com/v2/login/authorization/token': { fixture: 'upstox-token' },
    });
    const got = await adapter.completeLogin({ code: 'abc123' });
    expect(got.accountId).toBe('5ABC12');
    expect(got.expiresAt?.toISOString()).toBe('2026-01-12T22:00:00.000Z');
    expect(Object.fromEntries(new URLSearchParams(requests[0]?.body))).toEqual({
      code: 'abc123',
      client_id: UPSTOX.clientId,
      client_secret: UPSTOX.clientSecret,
      redirect_uri: REDIRECT,
      grant_type: 'authorization_code',
    });
  });

  it('answers a refused code as refused', async () => {
    const { adapter } = upstox({
      'POST https://api.upstox.com/v2/login/authorization/token': {
        status: 400,
        fixture: 'upstox-invalid-credentials',
      },
    });
    expect(await rejection(adapter.completeLogin({ code: 'old' }))).toBe('rejected');
  });

  it('maps funds, holdings, positions and orders, with the bearer token', async () => {
    const { adapter, requests } = upstox({
      'GET https://api.upstox.com/v2/user/get-funds-and-margin': { fixture: 'upstox-funds' },
      'GET https://api.upstox.com/v2/portfolio/long-term-holdings': { fixture: 'upstox-holdings' },
      'GET https://api.upstox.com/v2/portfolio/short-term-positions': {
        fixture: 'upstox-positions',
      },
      'GET https://api.upstox.com/v2/order/retrieve-all': { fixture: 'upstox-orders' },
    });
    expect(await adapter.funds(session)).toEqual({ availablePaise: 4847950, usedPaise: 152050 });
    expect(await adapter.holdings(session)).toEqual([
      {
        symbol: 'YESBANK',
        exchange: 'NSE',
        isin: 'INE528G01035',
        quantity: 36,
        averagePricePaise: 1875,
        lastPricePaise: 1705,
      },
    ]);
    expect(await adapter.positions(session)).toEqual([
      {
        symbol: 'SBIN',
        exchange: 'NSE',
        product: 'intraday',
        quantity: 0,
        averagePricePaise: 57100,
        lastPricePaise: 57120,
        pnlPaise: -5,
      },
    ]);
    const orders = await adapter.orders(session);
    expect(orders.map((o) => [o.symbol, o.exchange, o.side, o.status, o.pricePaise])).toEqual([
      ['SBIN', 'NSE', 'buy', 'complete', 57100],
      ['YESBANK', 'BSE', 'sell', 'rejected', null],
    ]);
    expect(requests[0]?.url.searchParams.get('segment')).toBe('SEC');
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer upstoxToken');
    }
  });

  it('answers an ended session (401 UDAPI100050) as expired', async () => {
    const { adapter } = upstox({
      'GET https://api.upstox.com/v2/user/profile': {
        status: 401,
        fixture: 'upstox-invalid-token',
      },
    });
    expect(await rejection(adapter.profile(session))).toBe('session_expired');
  });
});
