import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { LiveBrokerId } from './adapter';
import { paperCashEntries } from '../orders/tables';
import { brokerLinks, brokerLoginStates, paperAccounts, type BrokerLinkRow } from './tables';

export interface LinkWithCash extends BrokerLinkRow {
  /** The paper account's cash; null for a live broker's link. */
  cashPaise: number | null;
}

export async function selectLink(orm: Orm, investorSub: string): Promise<LinkWithCash | undefined> {
  const [row] = await orm
    .select({ link: brokerLinks, cashPaise: paperAccounts.cashPaise })
    .from(brokerLinks)
    .leftJoin(
      paperAccounts,
      and(eq(paperAccounts.investorSub, brokerLinks.investorSub), eq(brokerLinks.broker, 'paper')),
    )
    .where(eq(brokerLinks.investorSub, investorSub));
  return row && { ...row.link, cashPaise: row.cashPaise };
}

export type NewLink = typeof brokerLinks.$inferInsert;

/** The investor's one link, replaced whole: a new sign-in is a new session. */
export async function saveLink(tx: Orm, link: NewLink): Promise<void> {
  const { investorSub: _sub, ...changes } = link;
  await tx
    .insert(brokerLinks)
    .values(link)
    .onConflictDoUpdate({ target: brokerLinks.investorSub, set: changes });
}

export async function deleteLink(tx: Orm, investorSub: string): Promise<void> {
  await tx.delete(brokerLinks).where(eq(brokerLinks.investorSub, investorSub));
  await tx.delete(brokerLoginStates).where(eq(brokerLoginStates.investorSub, investorSub));
}

/**
 * Opens the paper account once, with its opening cash as the ledger's first entry; an existing
 * one keeps its cash.
 */
export async function openPaperAccount(
  tx: Orm,
  investorSub: string,
  cashPaise: number,
  openedAt: Date = new Date(),
  demo = false,
) {
  const opened = await tx
    .insert(paperAccounts)
    .values({ investorSub, cashPaise, openedAt, updatedAt: openedAt })
    .onConflictDoNothing()
    .returning({ investorSub: paperAccounts.investorSub });
  if (opened.length === 0) return;
  await tx.insert(paperCashEntries).values({
    investorSub,
    kind: 'opening',
    amountPaise: cashPaise,
    entryDate: new Date(openedAt.getTime() + 330 * 60_000).toISOString().slice(0, 10),
    at: openedAt,
    description: 'Virtual cash the paper account opened with',
    demo,
  });
}

export async function paperCashOf(orm: Orm, investorSub: string): Promise<number | null> {
  const [row] = await orm
    .select({ cash: paperAccounts.cashPaise })
    .from(paperAccounts)
    .where(eq(paperAccounts.investorSub, investorSub));
  return row?.cash ?? null;
}

/** A new sign-in under way; the investor's stale ones go (they can never be used). */
export async function insertLoginState(
  tx: Orm,
  row: { state: string; investorSub: string; broker: LiveBrokerId; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .delete(brokerLoginStates)
    .where(
      and(
        eq(brokerLoginStates.investorSub, row.investorSub),
        lte(brokerLoginStates.expiresAt, now),
      ),
    );
  await tx.insert(brokerLoginStates).values(row);
}

/** Uses a sign-in's state once: true when it was the investor's, for that broker, in time. */
export async function takeLoginState(
  tx: Orm,
  state: string,
  investorSub: string,
  broker: LiveBrokerId,
  now: Date,
): Promise<boolean> {
  const taken = await tx
    .delete(brokerLoginStates)
    .where(
      and(
        eq(brokerLoginStates.state, state),
        eq(brokerLoginStates.investorSub, investorSub),
        eq(brokerLoginStates.broker, broker),
        gt(brokerLoginStates.expiresAt, now),
      ),
    )
    .returning({ state: brokerLoginStates.state });
  return taken.length > 0;
}

export interface AdvisorLinkRow {
  investorSub: string;
  name: string | null;
  email: string | null;
  broker: BrokerLinkRow['broker'] | null;
  sessionExpiresAt: Date | null;
  lastSyncAt: Date | null;
  demo: boolean | null;
}

/** Every investor of the adviser, with their link when they have one. */
export function selectAdvisorLinks(orm: Orm, advisorSub: string): Promise<AdvisorLinkRow[]> {
  return orm
    .select({
      investorSub: userProfiles.sub,
      name: userProfiles.name,
      email: userProfiles.email,
      broker: brokerLinks.broker,
      sessionExpiresAt: brokerLinks.sessionExpiresAt,
      lastSyncAt: brokerLinks.lastSyncAt,
      demo: brokerLinks.demo,
    })
    .from(userProfiles)
    .leftJoin(brokerLinks, eq(brokerLinks.investorSub, userProfiles.sub))
    .where(and(eq(userProfiles.advisorSub, advisorSub), sql`${userProfiles.userType} = 'USRTYINV'`))
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
}
