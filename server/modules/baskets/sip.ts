import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Basket, SipRequest } from '../../../src/features/baskets/model/contract';
import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import type { Database, Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { notify } from '../account/notices';
import { latestTradeDate } from '../orders/market';
import { investInBasket } from './invest';
import { basketAnswer, marketDayOf } from './service';
import { instalmentsDue } from './sip-dates';
import { ownBasket, sipMonthsOf } from './store';
import { baskets, basketSips, sipRuns } from './tables';

// A basket's monthly SIP (issue 13, Deliver 7): set, changed or stopped by the investor; each
// instalment taken by the data-update job once the market day reaches its due date, exactly
// once however many server processes run the job (the sip_runs row decides).

/** PUT .../sip. A change restarts the schedule from today's market day; a replay changes nothing. */
export async function setSip(
  tx: Orm,
  sub: string,
  basketId: string,
  body: SipRequest,
  now: Date,
): Promise<Basket> {
  const basket = await ownBasket(tx, sub, basketId, true);
  const [before] = await tx.select().from(basketSips).where(eq(basketSips.basketId, basketId));
  const same =
    before !== undefined &&
    before.amount === body.amount &&
    before.day === body.day &&
    before.active === body.active;
  if (!same) {
    const values = {
      amount: body.amount,
      day: body.day,
      active: body.active,
      startedOn: await marketDayOf(tx),
      updatedAt: now,
    };
    await tx
      .insert(basketSips)
      .values({ basketId, ...values })
      .onConflictDoUpdate({ target: basketSips.basketId, set: values });
    await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.basketId, basketId));
  }
  return basketAnswer(tx, sub, { ...basket, updatedAt: same ? basket.updatedAt : now });
}

export interface SipReport {
  /** Instalments this run took (placed a group, whatever became of its orders). */
  taken: number;
  /** Instalments this run claimed but could not place (no paper account, too small...). */
  skipped: number;
}

/** Takes one instalment if no other run has: true when this run claimed it. */
async function takeInstalment(
  db: Database,
  sip: { basketId: string; investorSub: string; name: string; amount: number },
  due: { month: string; dueOn: string },
  now: Date,
): Promise<'taken' | 'skipped' | 'elsewhere'> {
  return db.orm.transaction(async (tx: Orm) => {
    const investmentId = randomUUID();
    const claimed = await tx
      .insert(sipRuns)
      .values({
        basketId: sip.basketId,
        month: due.month,
        investmentId,
        dueOn: due.dueOn,
        ranAt: now,
      })
      .onConflictDoNothing()
      .returning({ month: sipRuns.month });
    if (claimed.length === 0) return 'elsewhere';
    try {
      const group = await tx.transaction((savepoint: Orm) =>
        investInBasket(
          savepoint,
          sip.investorSub,
          sip.basketId,
          { amount: sip.amount },
          { now, kind: 'sip', investmentId },
        ),
      );
      const filled = group.orders.filter((order) => order.status === 'COMPLETE').length;
      const text =
        group.status === 'complete'
          ? `Nivesh: your SIP of ${rupees(sip.amount)} in ${sip.name} bought ${filled} stocks for ${rupees(group.spent)} on ${due.dueOn}.`
          : group.status === 'partial'
            ? `Nivesh: your SIP in ${sip.name} bought ${filled} of ${group.orders.length} stocks on ${due.dueOn}; the rest did not go through. Open the basket to retry them.`
            : `Nivesh: your SIP of ${rupees(sip.amount)} in ${sip.name} could not buy anything on ${due.dueOn}: ${group.orders[0]?.message ?? 'the orders were refused'}.`;
      await notify(tx, { investorSub: sip.investorSub, topic: 'orders', text: text.slice(0, 400) });
      return 'taken';
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      await tx
        .update(sipRuns)
        .set({ investmentId: null, note: error.message })
        .where(and(eq(sipRuns.basketId, sip.basketId), eq(sipRuns.month, due.month)));
      await notify(tx, {
        investorSub: sip.investorSub,
        topic: 'orders',
        text: `Nivesh: your SIP instalment in ${sip.name} due ${due.dueOn} was not taken: ${error.message}`.slice(
          0,
          400,
        ),
      });
      return 'skipped';
    }
  });
}

/**
 * The SIP instalments due on the archive's market day (sip-dates.ts), each taken once: its
 * sip_runs row is inserted first and only the run that inserts it invests (kind 'sip') and
 * tells the investor; a second process, or a second run, finds the row and moves on.
 */
export async function runDueSips(db: Database, now: Date): Promise<SipReport> {
  const report: SipReport = { taken: 0, skipped: 0 };
  const day = await latestTradeDate(db.orm);
  if (!day) return report;
  const sips = await db.orm
    .select({
      basketId: basketSips.basketId,
      amount: basketSips.amount,
      day: basketSips.day,
      active: basketSips.active,
      startedOn: basketSips.startedOn,
      investorSub: baskets.investorSub,
      name: baskets.name,
    })
    .from(basketSips)
    .innerJoin(baskets, eq(baskets.basketId, basketSips.basketId))
    .where(eq(basketSips.active, true));
  if (sips.length === 0) return report;
  const taken = await sipMonthsOf(
    db.orm,
    sips.map((sip) => sip.basketId),
  );
  for (const sip of sips) {
    for (const due of instalmentsDue(sip, day, taken.get(sip.basketId) ?? new Set())) {
      const result = await takeInstalment(db, sip, due, now);
      if (result === 'taken') report.taken += 1;
      if (result === 'skipped') report.skipped += 1;
    }
  }
  return report;
}
