import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readRoute, type GatewayRoute } from '../../../server/api/route';
import { GATEWAY_ROUTES } from '../../../server/api/routes';
import { loadConfig } from '../../../server/env';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { brokerRoutes, brokerRoutesWith } from '../../../server/modules/broker/routes';
import { selectLink } from '../../../server/modules/broker/store';
import { openToken } from '../../../server/modules/broker/token-vault';
import {
  demo,
  startGatewayApp,
  tokenOf,
  type DemoEmail,
  type GatewayApp,
} from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { replay } from './support/replay';

// The broker link over HTTP on the real server and database: paper linking completes onboarding,
// the track rules, a live broker's sign-in (Zerodha set up with recorded answers; Upstox left
// unset to show the not-set-up answers), the state check, an ended session, encryption at rest,
// and each adviser seeing only their own investors.

const config = loadConfig({});
const brokerConfig = {
  ...config.broker,
  kite: { apiKey: 'kitetestkey', apiSecret: 'kitetestsecret' },
};
let clock = new Date('2026-01-12T09:05:00Z');
const kite = replay({
  'POST https://api.kite.trade/session/token': { fixture: 'kite-session-token' },
  'GET https://api.kite.trade/user/profile': { fixture: 'kite-profile' },
});
let refuseToken = false;

// Test only: the caller's stored link as the database holds it.
const storedLinkRoute = readRoute({
  method: 'GET',
  path: '/api/test/broker-link-row',
  operationId: 'testBrokerLinkRow',
  summary: 'Test only',
  tag: 'Test',
  access: ['I'],
  response: { description: 'row', schema: z.unknown() },
  handler: async ({ caller, deps }) => ({
    row: (await selectLink(deps.db.orm, caller.sub)) ?? null,
  }),
});

const routes: GatewayRoute[] = [
  ...GATEWAY_ROUTES.filter((route) => !brokerRoutes.includes(route)),
  ...brokerRoutesWith({
    fetch: (input, init) =>
      refuseToken && input.endsWith('/session/token')
        ? Promise.resolve(
            Response.json(
              {
                status: 'error',
                error_type: 'TokenException',
                message: 'Token is invalid or has expired.',
              },
              { status: 403 },
            ),
          )
        : kite.fetch(input, init),
    now: () => clock,
  }),
  storedLinkRoute,
];

let app: GatewayApp;
beforeAll(async () => {
  app = await startGatewayApp({
    routes,
    broker: brokerConfig,
    jobs: false,
    // The demo seed, twice: it runs on every npm start.
    beforeListen: [
      (db) => addMissingProfiles(db.orm, demoProfiles()),
      seedBrokerDemo,
      seedBrokerDemo,
    ],
  });
});
afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const as = (email: DemoEmail) => ({ token: tokenOf(email) });
const json = async (response: Response, status: number) => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as Record<string, unknown>;
};
const link = (email: DemoEmail, broker: string, key?: string) =>
  app.call('POST', '/api/investor/broker/link', {
    ...as(email),
    body: { broker },
    ...(key && { key }),
  });
const trackOf = async (email: DemoEmail) =>
  (await json(await app.call('GET', '/api/user/profile', as(email)), 200)).track;

describe('brokers', () => {
  it('lists paper first, then Zerodha (set up) and Upstox (not set up) to both roles', async () => {
    for (const email of ['broker@example.com', 'advisor@example.com'] as const) {
      const body = await json(await app.call('GET', '/api/brokers', as(email)), 200);
      expect(body.brokers).toMatchObject([
        { id: 'paper', kind: 'paper', configured: true, startingCashPaise: 100_000_000 },
        { id: 'zerodha', kind: 'live', configured: true },
        {
          id: 'upstox',
          kind: 'live',
          configured: false,
        },
      ]);
      expect(JSON.stringify(body.brokers)).toContain('Not set up on this server');
    }
  });

  it('answers linking a broker that is not set up with 422 naming the broker, and issues no sign-in', async () => {
    await expectErrorBody(await link('broker@example.com', 'upstox'), 422, 'broker_not_configured');
    // No state was issued, so no callback can complete.
    const callback = await app.call('POST', '/api/investor/broker/callback', {
      ...as('broker@example.com'),
      body: { broker: 'upstox', state: 'x'.repeat(43), code: 'abc' },
    });
    await expectErrorBody(callback, 400, 'invalid_state');
  });
});

describe('demo seed', () => {
  it('links investor@ and neha@ to paper with ₹10,00,000, broker@ to nothing', async () => {
    for (const email of ['investor@example.com', 'neha@example.com'] as const) {
      const { link: seeded } = await json(
        await app.call('GET', '/api/investor/broker', as(email)),
        200,
      );
      expect(seeded).toMatchObject({
        broker: 'paper',
        status: 'linked',
        paper: { cashPaise: 100_000_000 },
        demo: true,
      });
    }
    expect(
      await json(await app.call('GET', '/api/investor/broker', as('broker@example.com')), 200),
    ).toEqual({ link: null });
  });
});

describe('paper', () => {
  it('refuses to link before the risk profile (409) and a frozen account (403)', async () => {
    for (const email of [
      'kyc@example.com',
      'process@example.com',
      'riskprofile@example.com',
    ] as const) {
      await expectErrorBody(await link(email, 'paper'), 409, 'risk_profile_first');
      expect(await trackOf(email)).toBe(demo(email).track);
    }
    expect((await link('frozen@example.com', 'paper')).status).toBe(403);
  });

  it('links with ₹10,00,000 of virtual cash and completes onboarding, once per key', async () => {
    expect(await trackOf('broker@example.com')).toBe('UPFBROKERPENDING');
    const first = await json(await link('broker@example.com', 'paper', 'paper-key-1'), 201);
    expect(first).toEqual({
      broker: 'paper',
      status: 'linked',
      linkedAt: clock.toISOString(),
      lastSyncAt: clock.toISOString(),
      sessionExpiresAt: null,
      paper: { cashPaise: 100_000_000 },
      demo: false,
    });
    expect(await trackOf('broker@example.com')).toBe('UPFACTIVE');
    const again = await link('broker@example.com', 'paper', 'paper-key-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(again, 201)).toEqual(first);
    const read = await json(
      await app.call('GET', '/api/investor/broker', as('broker@example.com')),
      200,
    );
    expect(read).toEqual({ link: first });
  });

  it('refuses another broker while paper is linked, unlinks, and keeps the paper cash', async () => {
    await expectErrorBody(await link('broker@example.com', 'zerodha'), 409, 'already_linked');
    const gone = await app.call('DELETE', '/api/investor/broker', as('broker@example.com'));
    expect(await json(gone, 200)).toEqual({ link: null });
    expect(
      await json(await app.call('GET', '/api/investor/broker', as('broker@example.com')), 200),
    ).toEqual({ link: null });
    expect(await trackOf('broker@example.com')).toBe('UPFACTIVE');
    const back = await json(await link('broker@example.com', 'paper'), 201);
    expect(back.paper).toEqual({ cashPaise: 100_000_000 });
    await json(await app.call('DELETE', '/api/investor/broker', as('broker@example.com')), 200);
  });

  it('refuses bad bodies with the field named', async () => {
    const bad = await app.call('POST', '/api/investor/broker/link', {
      ...as('investor@example.com'),
      body: { broker: 'icici' },
    });
    const problem = await expectErrorBody(bad, 400);
    expect(JSON.stringify(problem)).toContain('"field":"broker"');
  });
});

describe('Zerodha sign-in', () => {
  const startZerodha = async () => {
    const body = await json(await link('broker@example.com', 'zerodha'), 200);
    const url = new URL(String(body.redirectUrl));
    expect(url.origin + url.pathname).toBe('https://kite.zerodha.com/connect/login');
    return new URLSearchParams(url.searchParams.get('redirect_params') ?? '').get('state') ?? '';
  };
  const callback = (email: DemoEmail, state: string, requestToken = 'reqtok123') =>
    app.call('POST', '/api/investor/broker/callback', {
      ...as(email),
      body: { broker: 'zerodha', state, requestToken },
    });

  it('checks the state: unknown, another investor’s or late is 400 naming state', async () => {
    const state = await startZerodha();
    const unknown = await expectErrorBody(
      await callback('broker@example.com', 'u'.repeat(43)),
      400,
      'invalid_state',
    );
    expect(JSON.stringify(unknown)).toContain('"field":"state"');
    await expectErrorBody(await callback('investor@example.com', state), 400, 'invalid_state');
    clock = new Date(clock.getTime() + 16 * 60_000);
    await expectErrorBody(await callback('broker@example.com', state), 400, 'invalid_state');
    const missing = await app.call('POST', '/api/investor/broker/callback', {
      ...as('broker@example.com'),
      body: { broker: 'zerodha', state },
    });
    expect(JSON.stringify(await expectErrorBody(missing, 400))).toContain('"field":"requestToken"');
  });

  it('a refused request token is 400 and leaves the sign-in usable', async () => {
    const state = await startZerodha();
    refuseToken = true;
    await expectErrorBody(await callback('broker@example.com', state), 400, 'broker_refused');
    refuseToken = false;
    await json(await callback('broker@example.com', state), 201);
    await json(await app.call('DELETE', '/api/investor/broker', as('broker@example.com')), 200);
  });

  it('links with the daily session, keeps the token encrypted, and expires at 6 AM IST', async () => {
    clock = new Date('2026-01-12T09:05:00Z');
    const state = await startZerodha();
    const linked = await json(await callback('broker@example.com', state), 201);
    expect(linked).toMatchObject({
      broker: 'zerodha',
      status: 'linked',
      sessionExpiresAt: '2026-01-13T00:30:00.000Z',
      paper: null,
    });
    expect(JSON.stringify(linked)).not.toContain('kiteAccessToken');
    await expectErrorBody(await callback('broker@example.com', state), 400, 'invalid_state');

    const { row } = await json(
      await app.call('GET', '/api/test/broker-link-row', as('broker@example.com')),
      200,
    );
    const stored = z.object({ accessTokenEnc: z.string(), accountId: z.string() }).parse(row);
    expect(stored.accountId).toBe('XX0000');
    expect(stored.accessTokenEnc).not.toContain('kiteAccessToken');
    const sub = demo('broker@example.com').sub;
    expect(openToken(config.broker.tokenKey, stored.accessTokenEnc, sub, 'zerodha')).toBe(
      'kiteAccessToken0123456789',
    );
    expect(
      openToken(
        config.broker.tokenKey,
        stored.accessTokenEnc,
        demo('investor@example.com').sub,
        'zerodha',
      ),
    ).toBeNull();

    clock = new Date('2026-01-13T00:31:00Z');
    const read = await json(
      await app.call('GET', '/api/investor/broker', as('broker@example.com')),
      200,
    );
    expect(read.link).toMatchObject({ broker: 'zerodha', status: 'expired' });
    // Signing in again is allowed on the same broker.
    await startZerodha();
  });
});

describe('adviser', () => {
  const linksOf = async (email: DemoEmail) =>
    z
      .object({
        links: z.array(
          z.object({ investorId: z.string(), status: z.string(), needsRelogin: z.boolean() }),
        ),
      })
      .parse(await json(await app.call('GET', '/api/advisor/broker-links', as(email)), 200)).links;

  it('sees only their own investors, those to sign in again first', async () => {
    const own = await linksOf('advisor@example.com');
    const ids = own.map((entry) => entry.investorId);
    expect(ids).not.toContain(demo('neha@example.com').sub);
    expect(ids).toContain(demo('kyc@example.com').sub);
    expect(own[0]).toMatchObject({
      investorId: demo('broker@example.com').sub,
      status: 'expired',
      needsRelogin: true,
    });
    expect(own.find((entry) => entry.investorId === demo('kyc@example.com').sub)?.status).toBe(
      'none',
    );
    expect((await linksOf('advisor2@example.com')).map((entry) => entry.investorId)).toEqual([
      demo('neha@example.com').sub,
    ]);
  });

  it('is for advisers only', async () => {
    expect(
      (await app.call('GET', '/api/advisor/broker-links', as('investor@example.com'))).status,
    ).toBe(403);
    expect((await app.call('GET', '/api/investor/broker', as('advisor@example.com'))).status).toBe(
      403,
    );
  });
});
