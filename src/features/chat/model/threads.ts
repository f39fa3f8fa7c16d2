import type { ChatMessage, ChatParty, ChatRole, ChatThread } from './contract';

// The adviser's thread list as the socket changes it between fetches: a message moves its
// thread to the top and, unless that thread is open on the screen, counts as unread; reading
// a thread clears its count. The server's next answer is the truth again.

/** The other person in the thread. */
export const counterpartOf = (thread: ChatThread, myRole: ChatRole): ChatParty =>
  myRole === 'advisor' ? thread.investor : thread.advisor;

/** A name for a party whose account is gone (the record stays, the name does not). */
export const partyName = (party: ChatParty, role: ChatRole): string =>
  party.name ?? (role === 'advisor' ? 'Former adviser' : 'Former client');

const activityOf = (thread: ChatThread) =>
  thread.lastMessage ? Date.parse(thread.lastMessage.sentAt) : Number.NEGATIVE_INFINITY;

/** Newest activity first; threads with no messages yet after them, by the client's name. */
export function sortThreads(threads: readonly ChatThread[], myRole: ChatRole): ChatThread[] {
  const name = (thread: ChatThread) =>
    partyName(counterpartOf(thread, myRole), myRole === 'advisor' ? 'investor' : 'advisor');
  return [...threads].sort(
    (a, b) => activityOf(b) - activityOf(a) || name(a).localeCompare(name(b), 'en-IN'),
  );
}

export interface IncomingOptions {
  myRole: ChatRole;
  /** The thread open on the screen: its messages are being read, so they are not unread. */
  openThreadId: string | null;
}

/**
 * A message pushed by the socket. Null when its thread is not in the list (a new client): the
 * caller fetches the list again.
 */
export function applyIncoming(
  threads: readonly ChatThread[],
  message: ChatMessage,
  { myRole, openThreadId }: IncomingOptions,
): ChatThread[] | null {
  const at = threads.findIndex((thread) => thread.threadId === message.threadId);
  const thread = threads[at];
  if (!thread) return null;
  const last = thread.lastMessage;
  let next: ChatThread = thread;
  if (last?.messageId === message.messageId) {
    next = { ...thread, lastMessage: { ...last, ...message } };
  } else if (!last || Date.parse(message.sentAt) >= Date.parse(last.sentAt)) {
    const unread = message.senderRole !== myRole && message.threadId !== openThreadId;
    next = {
      ...thread,
      lastMessage: message,
      unreadCount: thread.unreadCount + (unread ? 1 : 0),
    };
  }
  const copy = [...threads];
  copy[at] = next;
  return sortThreads(copy, myRole);
}

/** The thread's count after the caller read it (the server's count when it answered). */
export const withUnread = (
  threads: readonly ChatThread[],
  threadId: string,
  unreadCount: number,
): ChatThread[] =>
  threads.map((thread) =>
    thread.threadId === threadId && thread.unreadCount !== unreadCount
      ? { ...thread, unreadCount }
      : thread,
  );

export const totalUnread = (threads: readonly ChatThread[]): number =>
  threads.reduce((sum, thread) => sum + thread.unreadCount, 0);

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en-IN')
    .trim();

/** The threads whose other person's name has every word typed, in any order. */
export function filterThreads(
  threads: readonly ChatThread[],
  query: string,
  myRole: ChatRole,
): ChatThread[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...threads];
  const otherRole: ChatRole = myRole === 'advisor' ? 'investor' : 'advisor';
  return threads.filter((thread) => {
    const name = folded(partyName(counterpartOf(thread, myRole), otherRole));
    return words.every((word) => name.includes(word));
  });
}
