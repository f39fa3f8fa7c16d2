import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { brokerLinks, paperAccounts } from '../broker/tables';
import { paperCashEntries, paperOrders, type CashKind } from './tables';

export const RESTING = ['OPEN', 'TRIGGER PENDING'] as const;

/**
 * The investor's paper account, locked until the transaction ends, so that two orders at once
 * (100 buys from many tabs) see each other's cash and never overdraw it. Orders go to the paper
 * broker only: with no link, or a live broker's, the answer says what to do.
 */
export async function lockPaperAccount(tx: Orm, investorSub: string): Promise<{ cash: number }> {
  const [link] = await tx
    .select({ broker: brokerLinks.broker })
    .from(brokerLinks)
    .where(eq(brokerLinks.investorSub, investorSub));
  if (link && link.broker !== 'paper') {
    throw new ApiError(
      422,
      'live_broker_orders',
      'Your account is linked to a live broker: place its orders in the broker’s own app for now. Paper trading orders are placed here.',
    );
  }
  const cash = await lockCash(tx, investorSub);
  if (!link || cash === null) {
    throw new ApiError(
      409,
      'no_paper_account',
      'Link the paper broker first (Broker, in the menu): it opens your paper account with virtual cash.',
    );
  }
  return { cash };
}

/** The paper account's cash, its row locked until the transaction ends; null: no account. */
export async function lockCash(tx: Orm, investorSub: string): Promise<number | null> {
  const [account] = await tx
    .select({ cash: paperAccounts.cashPaise })
    .from(paperAccounts)
    .where(eq(paperAccounts.investorSub, investorSub))
    .for('update');
  return account?.cash ?? null;
}

/** Cash held back by the investor's open buy orders. */
export async function blockedCash(tx: Orm, investorSub: string): Promise<number> {
  const [row] = await tx
    .select({ blocked: sql<string>`coalesce(sum(${paperOrders.blockedPaise}), 0)` })
    .from(paperOrders)
    .where(
      and(eq(paperOrders.investorSub, investorSub), inArray(paperOrders.status, [...RESTING])),
    );
  return Number(row?.blocked ?? 0);
}

/** Shares of an instrument held back by open sell orders (optionally but one order). */
export async function openSellQuantity(
  tx: Orm,
  investorSub: string,
  instrumentId: number,
  except?: string,
): Promise<number> {
  const rows = await tx
    .select({ orderId: paperOrders.orderId, quantity: paperOrders.quantity })
    .from(paperOrders)
    .where(
      and(
        eq(paperOrders.investorSub, investorSub),
        eq(paperOrders.instrumentId, instrumentId),
        eq(paperOrders.side, 'SELL'),
        inArray(paperOrders.status, [...RESTING]),
      ),
    );
  return rows.filter((row) => row.orderId !== except).reduce((sum, row) => sum + row.quantity, 0);
}

export interface CashMove {
  kind: CashKind;
  amountPaise: number;
  entryDate: string;
  at: Date;
  description: string;
  tradeId?: string;
  instrumentId?: number;
  exDate?: string;
  demo?: boolean;
}

/** Books a movement of cash and moves the account's balance by it, in one transaction. */
export async function moveCash(tx: Orm, investorSub: string, move: CashMove): Promise<void> {
  await tx.insert(paperCashEntries).values({ investorSub, ...move });
  await tx
    .update(paperAccounts)
    .set({
      cashPaise: sql`${paperAccounts.cashPaise} + ${move.amountPaise}`,
      updatedAt: move.at,
    })
    .where(eq(paperAccounts.investorSub, investorSub));
}
