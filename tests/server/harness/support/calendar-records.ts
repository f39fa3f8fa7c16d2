import type { Database } from '../../../../server/db/database';
import { meetings } from '../../../../server/modules/calendar/tables';
import { demoUuid } from '../../../../server/services/demo-ids';
import { ACCOUNTS, CALLERS, roleOfAccount, type Account } from './callers';

// Meetings (issue 18) that routes name by `:meetingId`, seeded by the harness itself like its
// families: one per investor-adviser pair the matrix calls with, proposed by the adviser at the
// documented example's time (so the example answer, accepting it, is a valid one for the
// investor). The caller's own is the meeting of their pair (an adviser's: with their first
// client); someone else's is the pair of another user of the same role.

export const harnessMeetingId = (investorSub: string, advisorSub: string): string =>
  demoUuid(`nivesh-harness-meeting:${investorSub}:${advisorSub}`);

/** The example slot of the OpenAPI document's MeetingResponse (server/modules/calendar/schema.ts). */
const SLOT = '2030-07-01T10:30:00+05:30';

const firstClientOf = (advisorSub: string): Account | undefined =>
  ACCOUNTS.find((account) => account.advisorSub === advisorSub);

function pairOf(account: Account): { investorSub: string; advisorSub: string } {
  if (roleOfAccount(account) === 'A') {
    const client = firstClientOf(account.sub);
    if (!client) throw new Error(`the harness has no client of ${account.email}`);
    return { investorSub: client.sub, advisorSub: account.sub };
  }
  if (!account.advisorSub) throw new Error(`${account.email} has no adviser to meet`);
  return { investorSub: account.sub, advisorSub: account.advisorSub };
}

const idOf = (account: Account) => {
  const pair = pairOf(account);
  return harnessMeetingId(pair.investorSub, pair.advisorSub);
};

/** `:meetingId`: the caller's own meeting, or another user's of the same role. */
export function harnessMeetingOf(caller: Account, whose: 'own' | 'other'): string {
  if (whose === 'own') return idOf(caller);
  const role = CALLERS[roleOfAccount(caller)];
  const other = [role.other, role.own].find(
    (account) => account.sub !== caller.sub && account.advisorSub !== caller.sub,
  );
  if (!other) throw new Error(`the harness has no other user for ${caller.email}`);
  return idOf(other);
}

/** The meetings of each own and other caller's pair. Idempotent. */
export async function seedHarnessMeetings(db: Database): Promise<void> {
  const at = new Date();
  const accounts = [CALLERS.I.own, CALLERS.I.other, CALLERS.A.own, CALLERS.A.other];
  for (const account of accounts) {
    const { investorSub, advisorSub } = pairOf(account);
    await db.orm
      .insert(meetings)
      .values({
        meetingId: harnessMeetingId(investorSub, advisorSub),
        advisorSub,
        investorSub,
        title: 'Harness meeting',
        durationMinutes: 30,
        slots: [new Date(SLOT).toISOString()],
        proposedBy: 'advisor',
        status: 'proposed',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
}
