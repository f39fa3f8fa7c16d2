import { demoUuid } from '../../services/demo-ids';

/**
 * A thread's id: a name-based UUID of the investor-adviser pair, the same on every server and
 * every start, so an adviser's client with no messages yet already has a thread to open, and the
 * first message of either side lands in the one thread.
 */
export const threadIdOf = (investorSub: string, advisorSub: string): string =>
  demoUuid(`nivesh-chat-thread:${investorSub}:${advisorSub}`);
