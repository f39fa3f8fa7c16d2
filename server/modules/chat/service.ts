import { randomUUID } from 'node:crypto';
import {
  CHAT_PAGE_DEFAULT,
  CHAT_SEARCH_LIMIT,
  type ChatMessage,
  type ChatMessagePage,
  type ChatParty,
  type ChatSearch,
  type ChatThread,
  type ChatThreadList,
  type MarkReadAnswer,
  type SendMessage,
} from '../../../src/features/chat/model/contract';
import { roleOf } from '../../auth/permissions';
import type { Database, Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import type { DocumentStorage } from '../documents/storage';
import { attachmentForMessage } from './attachments';
import { publishChatEvent } from './events';
import {
  clientsOf,
  ensureThread,
  insertMessage,
  lastMessages,
  markReceipts,
  messageBySender,
  pageOf,
  partiesOf,
  searchMessages,
  seqInThread,
  threadById,
  threadRowsOf,
  unreadCounts,
  type MessageRecord,
  type PartyRecord,
} from './store';
import { threadIdOf } from './thread-id';

// Chat between an investor and their own adviser (issue 18, Deliver 2; the contract is
// src/features/chat/model/contract.ts). A thread is the pair; a caller who is neither of its
// members gets 404, whatever the id names. Messages are the adviser's record: written once,
// never edited here; receipts are set once each.

export interface ThreadRef {
  threadId: string;
  investorSub: string;
  advisorSub: string;
}

export const threadNotFound = () =>
  new ApiError(404, 'not_found', 'No such conversation among yours');

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field}`,
  detail,
});

const isAdvisor = (profile: Pick<Profile, 'userType'>) => roleOf(profile.userType) === 'A';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export const attachmentUrlOf = (threadId: string, attachmentId: string) =>
  `/api/chat/threads/${threadId}/attachments/${attachmentId}`;

export function messageView(record: MessageRecord): ChatMessage {
  const { attachment } = record;
  return {
    messageId: record.messageId,
    threadId: record.threadId,
    clientMessageId: record.clientMessageId,
    senderSub: record.senderSub,
    senderRole: record.senderRole,
    text: record.body,
    attachment: attachment && {
      documentId: attachment.attachmentId,
      name: attachment.name,
      contentType: attachment.contentType,
      fileUrl: attachmentUrlOf(record.threadId, attachment.attachmentId),
      bytes: attachment.bytes,
    },
    sentAt: record.sentAt.toISOString(),
    deliveredAt: iso(record.deliveredAt),
    readAt: iso(record.readAt),
    isDemo: record.isDemo,
  };
}

/**
 * The thread `threadId` names, if the caller is one of its members: a stored thread, or the
 * pair's thread that has no row yet (an adviser's client, an investor's adviser). Else 404.
 */
export async function resolveThread(
  orm: Orm,
  caller: Pick<Profile, 'sub' | 'userType' | 'advisorSub'>,
  threadId: string,
): Promise<ThreadRef> {
  const row = await threadById(orm, threadId);
  if (row) {
    if (row.investorSub !== caller.sub && row.advisorSub !== caller.sub) throw threadNotFound();
    return { threadId, investorSub: row.investorSub, advisorSub: row.advisorSub };
  }
  if (isAdvisor(caller)) {
    const client = (await clientsOf(orm, caller.sub)).find(
      (candidate) => threadIdOf(candidate.sub, caller.sub) === threadId,
    );
    if (client) return { threadId, investorSub: client.sub, advisorSub: caller.sub };
  } else if (caller.advisorSub && threadIdOf(caller.sub, caller.advisorSub) === threadId) {
    return { threadId, investorSub: caller.sub, advisorSub: caller.advisorSub };
  }
  throw threadNotFound();
}

/** The pair is still adviser and client (the investor not erased): only then may they write. */
const activeFor = (thread: ThreadRef, investor: PartyRecord | undefined) =>
  investor !== undefined && investor.erasedAt === null && investor.advisorSub === thread.advisorSub;

const partyOf = (parties: Map<string, PartyRecord>, sub: string): ChatParty => ({
  sub,
  name: parties.get(sub)?.name ?? null,
});

async function threadViews(
  orm: Orm,
  reader: string,
  threads: readonly ThreadRef[],
): Promise<ChatThread[]> {
  const ids = threads.map((thread) => thread.threadId);
  const [parties, unread, last] = await Promise.all([
    partiesOf(
      orm,
      threads.flatMap((thread) => [thread.investorSub, thread.advisorSub]),
    ),
    unreadCounts(orm, ids, reader),
    lastMessages(orm, ids),
  ]);
  return threads.map((thread) => {
    const lastMessage = last.get(thread.threadId);
    return {
      threadId: thread.threadId,
      investor: partyOf(parties, thread.investorSub),
      advisor: partyOf(parties, thread.advisorSub),
      unreadCount: unread.get(thread.threadId) ?? 0,
      lastMessage: lastMessage ? messageView(lastMessage) : null,
      active: activeFor(thread, parties.get(thread.investorSub)),
    };
  });
}

/** Newest activity first; threads without messages after, by the client's name. */
const byActivity = (a: ChatThread, b: ChatThread) => {
  const at = (thread: ChatThread) => thread.lastMessage?.sentAt ?? '';
  return (
    at(b).localeCompare(at(a)) ||
    (a.investor.name ?? '').localeCompare(b.investor.name ?? '') ||
    a.threadId.localeCompare(b.threadId)
  );
};

/**
 * GET /api/chat/threads: an adviser's thread with each current client (messages or not) and any
 * earlier client's thread with messages; an investor's with their adviser, and earlier ones.
 */
export async function threadList(orm: Orm, caller: Profile, now: Date): Promise<ChatThreadList> {
  const refs = new Map<string, ThreadRef>();
  for (const row of await threadRowsOf(orm, caller.sub)) {
    refs.set(row.threadId, {
      threadId: row.threadId,
      investorSub: row.investorSub,
      advisorSub: row.advisorSub,
    });
  }
  const current: ThreadRef[] = isAdvisor(caller)
    ? (await clientsOf(orm, caller.sub)).map((client) => ({
        threadId: threadIdOf(client.sub, caller.sub),
        investorSub: client.sub,
        advisorSub: caller.sub,
      }))
    : caller.advisorSub
      ? [
          {
            threadId: threadIdOf(caller.sub, caller.advisorSub),
            investorSub: caller.sub,
            advisorSub: caller.advisorSub,
          },
        ]
      : [];
  for (const thread of current) if (!refs.has(thread.threadId)) refs.set(thread.threadId, thread);
  const threads = (await threadViews(orm, caller.sub, [...refs.values()]))
    .filter((thread) => thread.active || thread.lastMessage !== null)
    .sort(byActivity);
  return { threads, asOf: now.toISOString() };
}

/** The thread a message goes to: checked for membership and that the pair may still write. */
async function threadForSending(
  tx: Orm,
  caller: Profile,
  threadId: string | undefined,
): Promise<ThreadRef> {
  let thread: ThreadRef;
  if (threadId !== undefined) {
    thread = await resolveThread(tx, caller, threadId);
  } else if (isAdvisor(caller)) {
    const detail = 'Choose the client to write to (threadId)';
    throw new ApiError(422, 'thread_required', detail, {}, [fieldError('threadId', detail)]);
  } else if (caller.advisorSub) {
    thread = {
      threadId: threadIdOf(caller.sub, caller.advisorSub),
      investorSub: caller.sub,
      advisorSub: caller.advisorSub,
    };
  } else {
    throw new ApiError(409, 'no_advisor', 'You have no adviser to write to yet');
  }
  const parties = await partiesOf(tx, [thread.investorSub]);
  if (!activeFor(thread, parties.get(thread.investorSub))) {
    throw new ApiError(
      409,
      'thread_closed',
      'This conversation is closed: the investor is no longer this adviser’s client. It can be read and exported.',
    );
  }
  return thread;
}

export interface Sent {
  message: ChatMessage;
  /** False when the sender had already sent this clientMessageId (the same message answers). */
  created: boolean;
  investorSub: string;
}

/**
 * POST /api/chat/messages. Exactly once per (sender, clientMessageId): a retry, sequential or
 * concurrent (the unique key makes the second insert wait for the first and do nothing),
 * answers the stored message and notifies no one again.
 */
export async function sendMessage(
  tx: Orm,
  storage: DocumentStorage,
  caller: Profile,
  body: SendMessage,
): Promise<Sent> {
  const earlier = await messageBySender(tx, caller.sub, body.clientMessageId);
  if (earlier) return replayOf(tx, earlier);
  const thread = await threadForSending(tx, caller, body.threadId);
  await ensureThread(tx, thread);
  const attachmentId =
    body.attachmentDocumentId === undefined
      ? null
      : await attachmentForMessage(tx, storage, caller, thread, body.attachmentDocumentId);
  const made = await insertMessage(tx, {
    messageId: randomUUID(),
    threadId: thread.threadId,
    senderSub: caller.sub,
    senderRole: isAdvisor(caller) ? 'advisor' : 'investor',
    clientMessageId: body.clientMessageId,
    body: body.text,
    attachmentId,
  });
  const stored = await messageBySender(tx, caller.sub, body.clientMessageId);
  if (!stored) throw new Error(`message ${body.clientMessageId} of ${caller.sub} was not stored`);
  if (made === undefined) return replayOf(tx, stored);
  await publishChatEvent(tx, { kind: 'message', threadId: thread.threadId, messageId: made });
  return { message: messageView(stored), created: true, investorSub: thread.investorSub };
}

async function replayOf(orm: Orm, record: MessageRecord): Promise<Sent> {
  const thread = await threadById(orm, record.threadId);
  return {
    message: messageView(record),
    created: false,
    investorSub: thread?.investorSub ?? record.senderSub,
  };
}

/**
 * GET .../messages: a page, oldest first. Fetching is receiving: the other side's messages not
 * yet delivered are marked delivered (and their sender told) before the page is read.
 */
export async function messagePage(
  db: Database,
  caller: Profile,
  threadId: string,
  query: { before?: string | undefined; limit?: number | undefined },
  now: Date,
): Promise<ChatMessagePage> {
  const thread = await resolveThread(db.orm, caller, threadId);
  const limit = query.limit ?? CHAT_PAGE_DEFAULT;
  let beforeSeq: number | undefined;
  if (query.before !== undefined) {
    beforeSeq = await seqInThread(db.orm, thread.threadId, query.before);
    if (beforeSeq === undefined) {
      const detail = 'No such message in this conversation';
      throw new ApiError(400, 'unknown_message', detail, {}, [
        { in: 'query', field: 'before', pointer: '#/before', detail },
      ]);
    }
  }
  await markDeliveredOnFetch(db, thread.threadId, caller.sub, now);
  const rows = await pageOf(db.orm, thread.threadId, beforeSeq, limit);
  const hasMore = rows.length > limit;
  return {
    messages: rows.slice(0, limit).reverse().map(messageView),
    hasMore,
    asOf: now.toISOString(),
  };
}

async function markDeliveredOnFetch(db: Database, threadId: string, reader: string, now: Date) {
  await db.orm.transaction(async (tx: Orm) => {
    const { newest } = await markReceipts(tx, threadId, reader, 'delivered', now);
    if (newest) await publishChatEvent(tx, { kind: 'delivered', threadId, messageId: newest });
  });
}

/** POST .../read: the other side's messages up to `upTo` read (and delivered). */
export async function markRead(
  tx: Orm,
  caller: Profile,
  threadId: string,
  upTo: string,
  now: Date,
): Promise<{ answer: MarkReadAnswer; investorSub: string }> {
  const thread = await resolveThread(tx, caller, threadId);
  const seq = await seqInThread(tx, thread.threadId, upTo);
  if (seq === undefined) {
    const detail = 'No such message in this conversation';
    throw new ApiError(422, 'unknown_message', detail, {}, [fieldError('upTo', detail)]);
  }
  const { newest, count } = await markReceipts(tx, thread.threadId, caller.sub, 'read', now, seq);
  if (newest) {
    await publishChatEvent(tx, { kind: 'read', threadId: thread.threadId, messageId: newest });
  }
  const unread = await unreadCounts(tx, [thread.threadId], caller.sub);
  return {
    answer: {
      threadId: thread.threadId,
      upTo,
      marked: count,
      readAt: count > 0 ? now.toISOString() : null,
      unreadCount: unread.get(thread.threadId) ?? 0,
    },
    investorSub: thread.investorSub,
  };
}

/** Search words: what is between spaces, at most 8, each once. */
export const searchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);

/** GET /api/chat/search: the caller's own threads only (an adviser's: every client's). */
export async function searchChat(
  orm: Orm,
  caller: Profile,
  q: string | undefined,
): Promise<ChatSearch> {
  const text = (q ?? '').trim();
  const words = searchWords(text);
  if (words.length === 0) return { q: text, messages: [], truncated: false };
  const threadIds = (await threadRowsOf(orm, caller.sub)).map((row) => row.threadId);
  const rows = await searchMessages(orm, threadIds, words, CHAT_SEARCH_LIMIT + 1);
  return {
    q: text,
    messages: rows.slice(0, CHAT_SEARCH_LIMIT).map(messageView),
    truncated: rows.length > CHAT_SEARCH_LIMIT,
  };
}

/** A thread with its parties, for the export (any member, active or not). */
export async function threadView(orm: Orm, caller: Profile, threadId: string): Promise<ChatThread> {
  const thread = await resolveThread(orm, caller, threadId);
  const [view] = await threadViews(orm, caller.sub, [thread]);
  if (!view) throw threadNotFound();
  return view;
}
