import type { BrokerConfig } from './env';
import type { BrokerAdapter, Fetch, LiveBrokerId } from './adapter';
import { kiteAdapter } from './kite';
import { PAPER_START_CASH_PAISE } from './paper';
import { upstoxAdapter } from './upstox';

/** What the broker routes use from outside: the network and the clock (tests replace both). */
export interface BrokerRuntime {
  fetch: Fetch;
  now: () => Date;
}

export const defaultRuntime = (): BrokerRuntime => ({
  fetch: (input, init) => fetch(input, init),
  now: () => new Date(),
});

export function liveAdapters(
  config: BrokerConfig,
  { fetch, now }: BrokerRuntime,
): Record<LiveBrokerId, BrokerAdapter> {
  return {
    zerodha: kiteAdapter({ credentials: config.kite, fetch, now }),
    upstox: upstoxAdapter({
      credentials: config.upstox,
      redirectUrl: config.redirectUrl,
      fetch,
      now,
    }),
  };
}

const LIVE_NOTE: Record<LiveBrokerId, { ready: string; missing: string }> = {
  zerodha: {
    ready: 'Sign in on Zerodha’s Kite page. Zerodha ends the session at 6:00 AM IST every day.',
    missing: 'Not set up on this server: its operator has not added a Kite Connect app.',
  },
  upstox: {
    ready: 'Sign in on Upstox’s page. Upstox ends the session at 3:30 AM IST every day.',
    missing: 'Not set up on this server: its operator has not added an Upstox API app.',
  },
};

/** GET /api/brokers: the paper broker first (the demo's default), then the live ones. */
export function brokerList(config: BrokerConfig, runtime: BrokerRuntime) {
  const live = liveAdapters(config, runtime);
  return {
    brokers: [
      {
        id: 'paper' as const,
        name: 'Paper trading',
        kind: 'paper' as const,
        configured: true,
        note: 'Practise with virtual cash on this server. No real money or shares move.',
        startingCashPaise: PAPER_START_CASH_PAISE,
      },
      ...(['zerodha', 'upstox'] as const).map((id) => ({
        id,
        name: live[id].name,
        kind: 'live' as const,
        configured: live[id].configured(),
        note: live[id].configured() ? LIVE_NOTE[id].ready : LIVE_NOTE[id].missing,
        startingCashPaise: null,
      })),
    ],
  };
}
