import { threadIdOf } from '../../../../server/modules/chat/thread-id';
import { ACCOUNTS, CALLERS, roleOfAccount, type Account } from './callers';

// Chat threads (issue 18) that routes name by `:threadId`. A thread's id is derived from its
// investor-adviser pair, so nothing needs seeding: the caller's own is theirs with their adviser
// (an adviser's: with their first client, whose documents the `:documentId` finder names too);
// someone else's is a pair the caller is not in.

const firstClientOf = (advisorSub: string): Account | undefined =>
  ACCOUNTS.find((account) => account.advisorSub === advisorSub);

function pairOf(account: Account): string {
  if (roleOfAccount(account) === 'A') {
    const client = firstClientOf(account.sub);
    if (!client) throw new Error(`the harness has no client of ${account.email}`);
    return threadIdOf(client.sub, account.sub);
  }
  if (!account.advisorSub) throw new Error(`${account.email} has no adviser to chat with`);
  return threadIdOf(account.sub, account.advisorSub);
}

/** `:threadId`: the caller's own thread, or another user's of the same role. */
export function harnessThreadId(caller: Account, whose: 'own' | 'other'): string {
  if (whose === 'own') return pairOf(caller);
  const role = CALLERS[roleOfAccount(caller)];
  const other = [role.other, role.own].find(
    (account) => account.sub !== caller.sub && account.advisorSub !== caller.sub,
  );
  if (!other) throw new Error(`the harness has no other user for ${caller.email}`);
  return pairOf(other);
}
