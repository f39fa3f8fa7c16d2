import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import type { Funds } from '../../../src/features/portfolio/model/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { blockedCash, lockPaperAccount, moveCash } from './account';
import { fundsOf } from './views';

/** The calendar day in India of an instant. */
export const istDay = (at: Date): string =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** POST /api/investor/funds/deposits and /withdrawals: virtual cash in or out. */
export async function moveFunds(
  tx: Orm,
  investorSub: string,
  kind: 'deposit' | 'withdrawal',
  amountPaise: number,
  now: Date,
): Promise<Funds> {
  const { cash } = await lockPaperAccount(tx, investorSub);
  if (kind === 'withdrawal') {
    const available = cash - (await blockedCash(tx, investorSub));
    if (amountPaise > available) {
      const detail = `You can withdraw at most ${rupees(Math.max(0, available))} now (cash not held by open orders)`;
      throw new ApiError(400, 'invalid_amount', detail, {}, [
        { in: 'body', field: 'amount', pointer: '#/amount', detail },
      ]);
    }
  }
  await moveCash(tx, investorSub, {
    kind,
    amountPaise: kind === 'deposit' ? amountPaise : -amountPaise,
    entryDate: istDay(now),
    at: now,
    description: kind === 'deposit' ? 'Added virtual cash' : 'Withdrew virtual cash',
  });
  const funds = await fundsOf(tx, investorSub);
  if (!funds) throw new Error('the paper account disappeared');
  return funds;
}
