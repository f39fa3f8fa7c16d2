import type { ChatMessage, ReceiptFrame } from './contract';

// The server's messages of one thread as this device holds them: pages of history (newest page
// first, as the infinite query keeps them), messages pushed by the socket, pages polled while
// the socket is down, and receipts. Every merge is by messageId, so a message heard twice (the
// socket and a poll, a retried send) is held once, and its delivered/read times only move on.

const timeOf = (iso: string) => Date.parse(iso);

/** Oldest first; messages sent in the same millisecond keep a stable order by id. */
export const compareMessages = (a: ChatMessage, b: ChatMessage): number =>
  timeOf(a.sentAt) - timeOf(b.sentAt) ||
  (a.messageId < b.messageId ? -1 : a.messageId > b.messageId ? 1 : 0);

const earliest = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : timeOf(a) <= timeOf(b) ? a : b;

/** The same message heard twice: the newer copy, with the first time it was delivered and read. */
export function mergeCopies(held: ChatMessage, heard: ChatMessage): ChatMessage {
  const readAt = earliest(held.readAt, heard.readAt);
  return {
    ...heard,
    deliveredAt: earliest(earliest(held.deliveredAt, heard.deliveredAt), readAt),
    readAt,
  };
}

/** Pages (newest page first, each oldest first) with this message in place, once. */
export function upsertIntoPages(
  pages: readonly (readonly ChatMessage[])[],
  message: ChatMessage,
): ChatMessage[][] {
  const copy = pages.map((page) => [...page]);
  for (const page of copy) {
    const at = page.findIndex((held) => held.messageId === message.messageId);
    if (at >= 0) {
      page[at] = mergeCopies(page[at] as ChatMessage, message);
      return copy;
    }
  }
  if (copy.length === 0) return [[message]];
  const newest = copy[0] as ChatMessage[];
  newest.push(message);
  newest.sort(compareMessages);
  return copy;
}

/**
 * The newest page fetched again (a poll, a reconnect) laid over what is held. `gap` is true
 * when it does not reach what is held (more came meanwhile than one page): the caller then
 * loads the history afresh rather than show a hole.
 */
export function mergeNewestPage(
  pages: readonly (readonly ChatMessage[])[],
  newest: { messages: readonly ChatMessage[]; hasMore: boolean },
): { pages: ChatMessage[][]; gap: boolean } {
  const held = new Set(pages.flat().map((message) => message.messageId));
  const overlaps = newest.messages.some((message) => held.has(message.messageId));
  if (held.size > 0 && newest.hasMore && !overlaps) {
    return { pages: pages.map((page) => [...page]), gap: true };
  }
  let merged = pages.map((page) => [...page]);
  for (const message of newest.messages) merged = upsertIntoPages(merged, message);
  return { pages: merged, gap: false };
}

/** Every page's messages as one list, oldest first, each message once. */
export function flattenPages(pages: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) {
    for (const message of page) {
      const held = byId.get(message.messageId);
      byId.set(message.messageId, held ? mergeCopies(held, message) : message);
    }
  }
  return [...byId.values()].sort(compareMessages);
}

/**
 * A receipt is cumulative (contract.ts): the named message and every earlier one of the
 * thread from the same sender are delivered or read. A receipt for a message not held changes
 * nothing here; the next fetch brings its state.
 */
export function applyReceipt(
  pages: readonly (readonly ChatMessage[])[],
  receipt: Pick<ReceiptFrame, 'threadId' | 'messageId' | 'deliveredAt' | 'readAt'>,
): ChatMessage[][] {
  const target = pages.flat().find((message) => message.messageId === receipt.messageId);
  if (!target || target.threadId !== receipt.threadId) return pages.map((page) => [...page]);
  const upTo = timeOf(target.sentAt);
  const covered = (message: ChatMessage) =>
    message.threadId === target.threadId &&
    message.senderRole === target.senderRole &&
    (message.messageId === target.messageId || timeOf(message.sentAt) <= upTo);
  const heard = (message: ChatMessage): ChatMessage =>
    mergeCopies(message, {
      ...message,
      deliveredAt: receipt.deliveredAt ?? receipt.readAt ?? null,
      readAt: receipt.readAt ?? null,
    });
  return pages.map((page) => page.map((message) => (covered(message) ? heard(message) : message)));
}
