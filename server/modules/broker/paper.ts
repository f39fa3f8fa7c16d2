import type { Orm } from '../../db/database';
import { BrokerError, type BrokerAdapter } from './adapter';
import { paperCashOf } from './store';

/** ₹10,00,000 of virtual cash in a new paper account (issue 10). */
export const PAPER_START_CASH_PAISE = 10_00_000 * 100;

/**
 * The paper broker: an account on this server with virtual cash, linked without signing in
 * anywhere, the demo's default. Its session never expires. It holds nothing and has no orders
 * until the order engine (the next issue) books them against the paper account.
 */
export function paperAdapter(orm: Orm, investorSub: string): BrokerAdapter {
  const session = {
    accessToken: '',
    accountId: investorSub,
    accountName: 'Paper account',
    expiresAt: null,
  };
  return {
    id: 'paper',
    name: 'Paper trading',
    kind: 'paper',
    configured: () => true,
    loginUrl: () => null,
    completeLogin: () => Promise.resolve(session),
    profile: () => Promise.resolve({ accountId: investorSub, name: 'Paper account', email: null }),
    async funds() {
      const cash = await paperCashOf(orm, investorSub);
      if (cash === null) throw new BrokerError('session_expired', 'No paper account yet');
      return { availablePaise: cash, usedPaise: 0 };
    },
    holdings: () => Promise.resolve([]),
    positions: () => Promise.resolve([]),
    orders: () => Promise.resolve([]),
  };
}
