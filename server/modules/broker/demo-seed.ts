import type { Database } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { PAPER_START_CASH_PAISE } from './paper';
import { openPaperAccount } from './store';
import { brokerLinks } from './tables';

// Fixed times, so every start seeds the same rows.
const LINKED_AT = new Date('2026-01-05T04:30:00Z');
// Zerodha ends sessions at 6:00 AM IST: the demo's Zerodha session ended on this morning.
const ZERODHA_ENDED_AT = new Date('2026-01-06T00:30:00Z');

/**
 * Demo data (local mode, idempotent: runs on every npm start). investor@ (active), neha@
 * (advisor2@'s client) and sunita@ trade on paper with ₹10,00,000 of virtual cash (sunita@'s
 * few holdings are bought by the portfolio seed); broker@ has linked
 * nothing yet. frozen@ shows what a live link looks like once Zerodha's daily session has
 * ended: a link marked demo, with no token at all (nothing here can reach Zerodha).
 */
export async function seedBrokerDemo(db: Database): Promise<void> {
  const orm = db.orm;
  for (const email of ['investor@example.com', 'neha@example.com', 'sunita@example.com']) {
    const investorSub = demoSubOf(email);
    await openPaperAccount(orm, investorSub, PAPER_START_CASH_PAISE, LINKED_AT, true);
    await orm
      .insert(brokerLinks)
      .values({
        investorSub,
        broker: 'paper',
        accountId: investorSub,
        linkedAt: LINKED_AT,
        lastSyncAt: LINKED_AT,
        demo: true,
      })
      .onConflictDoNothing();
  }
  await orm
    .insert(brokerLinks)
    .values({
      investorSub: demoSubOf('frozen@example.com'),
      broker: 'zerodha',
      accountId: 'DEMO01',
      accessTokenEnc: null,
      sessionExpiresAt: ZERODHA_ENDED_AT,
      linkedAt: LINKED_AT,
      lastSyncAt: LINKED_AT,
      demo: true,
    })
    .onConflictDoNothing();
}
