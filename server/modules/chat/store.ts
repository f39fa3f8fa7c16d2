import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import {
  chatAttachments,
  chatMessages,
  chatThreads,
  type ChatAttachmentRow,
  type ChatMessageRow,
  type ChatThreadRow,
} from './tables';

// The chat's SQL (server/db/migrations/0024_chat.sql). Ownership is the service's: these read
// and write what they are told.

/** A message with its attachment's facts (null without one). */
export interface MessageRecord extends ChatMessageRow {
  attachment: Pick<ChatAttachmentRow, 'attachmentId' | 'name' | 'contentType' | 'bytes'> | null;
}

const messageColumns = {
  message: chatMessages,
  attachmentId: chatAttachments.attachmentId,
  attachmentName: chatAttachments.name,
  attachmentType: chatAttachments.contentType,
  attachmentBytes: chatAttachments.bytes,
};

type Joined = {
  message: ChatMessageRow;
  attachmentId: string | null;
  attachmentName: string | null;
  attachmentType: ChatAttachmentRow['contentType'] | null;
  attachmentBytes: number | null;
};

const recordOf = (row: Joined): MessageRecord => ({
  ...row.message,
  attachment:
    row.attachmentId === null
      ? null
      : {
          attachmentId: row.attachmentId,
          name: row.attachmentName ?? '',
          contentType: row.attachmentType ?? 'application/pdf',
          bytes: row.attachmentBytes ?? 0,
        },
});

function selectMessages(orm: Orm) {
  return orm
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.attachmentId, chatMessages.attachmentId));
}

export async function threadById(orm: Orm, threadId: string): Promise<ChatThreadRow | undefined> {
  const [row] = await orm.select().from(chatThreads).where(eq(chatThreads.threadId, threadId));
  return row;
}

/** Every thread row the user is a member of, on either side. */
export function threadRowsOf(orm: Orm, sub: string): Promise<ChatThreadRow[]> {
  return orm
    .select()
    .from(chatThreads)
    .where(or(eq(chatThreads.investorSub, sub), eq(chatThreads.advisorSub, sub)));
}

/** Writes the pair's thread row if it is not there yet. */
export async function ensureThread(
  tx: Orm,
  thread: { threadId: string; investorSub: string; advisorSub: string },
): Promise<void> {
  await tx.insert(chatThreads).values(thread).onConflictDoNothing();
}

export interface PartyRecord {
  sub: string;
  name: string | null;
  advisorSub: string | null;
  erasedAt: Date | null;
}

export async function partiesOf(
  orm: Orm,
  subs: readonly string[],
): Promise<Map<string, PartyRecord>> {
  if (subs.length === 0) return new Map();
  const rows = await orm
    .select({
      sub: userProfiles.sub,
      name: userProfiles.name,
      advisorSub: userProfiles.advisorSub,
      erasedAt: userProfiles.erasedAt,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.sub, [...new Set(subs)]));
  return new Map(rows.map((row) => [row.sub, row]));
}

/** An adviser's current clients (not erased), by name. */
export function clientsOf(orm: Orm, advisorSub: string): Promise<PartyRecord[]> {
  return orm
    .select({
      sub: userProfiles.sub,
      name: userProfiles.name,
      advisorSub: userProfiles.advisorSub,
      erasedAt: userProfiles.erasedAt,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.advisorSub, advisorSub), isNull(userProfiles.erasedAt)))
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
}

/** Per thread: the messages from the other side that `reader` has not read. */
export async function unreadCounts(
  orm: Orm,
  threadIds: readonly string[],
  reader: string,
): Promise<Map<string, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await orm
    .select({ threadId: chatMessages.threadId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.threadId, [...threadIds]),
        ne(chatMessages.senderSub, reader),
        isNull(chatMessages.readAt),
      ),
    )
    .groupBy(chatMessages.threadId);
  return new Map(rows.map((row) => [row.threadId, Number(row.count)]));
}

/** Each thread's newest message. */
export async function lastMessages(
  orm: Orm,
  threadIds: readonly string[],
): Promise<Map<string, MessageRecord>> {
  if (threadIds.length === 0) return new Map();
  const rows = await orm
    .selectDistinctOn([chatMessages.threadId], messageColumns)
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.attachmentId, chatMessages.attachmentId))
    .where(inArray(chatMessages.threadId, [...threadIds]))
    .orderBy(chatMessages.threadId, desc(chatMessages.seq));
  return new Map(rows.map((row) => [row.message.threadId, recordOf(row)]));
}

export async function messageById(orm: Orm, messageId: string): Promise<MessageRecord | undefined> {
  const [row] = await selectMessages(orm).where(eq(chatMessages.messageId, messageId));
  return row && recordOf(row);
}

export async function messageBySender(
  orm: Orm,
  senderSub: string,
  clientMessageId: string,
): Promise<MessageRecord | undefined> {
  const [row] = await selectMessages(orm).where(
    and(eq(chatMessages.senderSub, senderSub), eq(chatMessages.clientMessageId, clientMessageId)),
  );
  return row && recordOf(row);
}

/** The message's place in its thread, or undefined when it is not one of the thread's. */
export async function seqInThread(
  orm: Orm,
  threadId: string,
  messageId: string,
): Promise<number | undefined> {
  const [row] = await orm
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.messageId, messageId)));
  return row === undefined ? undefined : Number(row.seq);
}

/** A page of a thread, newest first: `limit` + 1 rows tell whether there is more. */
export async function pageOf(
  orm: Orm,
  threadId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<MessageRecord[]> {
  const rows = await selectMessages(orm)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return rows.map(recordOf);
}

/** The whole thread, oldest first (the export). */
export async function allMessages(orm: Orm, threadId: string): Promise<MessageRecord[]> {
  const rows = await selectMessages(orm)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(asc(chatMessages.seq));
  return rows.map(recordOf);
}

export type NewMessage = typeof chatMessages.$inferInsert;

/** Inserts the message unless the sender already sent this clientMessageId: then undefined. */
export async function insertMessage(tx: Orm, row: NewMessage): Promise<string | undefined> {
  const [made] = await tx
    .insert(chatMessages)
    .values(row)
    .onConflictDoNothing({ target: [chatMessages.senderSub, chatMessages.clientMessageId] })
    .returning({ messageId: chatMessages.messageId, sentAt: chatMessages.sentAt });
  if (!made) return undefined;
  await tx
    .update(chatThreads)
    .set({ lastMessageAt: made.sentAt })
    .where(
      and(
        eq(chatThreads.threadId, row.threadId),
        or(isNull(chatThreads.lastMessageAt), lt(chatThreads.lastMessageAt, made.sentAt)),
      ),
    );
  return made.messageId;
}

/**
 * Marks the other side's messages delivered to `reader` (all of the thread's not yet delivered),
 * or read up to `upToSeq`. Returns the newest message marked, for the receipt, and how many.
 */
export async function markReceipts(
  tx: Orm,
  threadId: string,
  reader: string,
  kind: 'delivered' | 'read',
  at: Date,
  upToSeq?: number,
): Promise<{ newest: string | undefined; count: number }> {
  const fromOtherSide = and(
    eq(chatMessages.threadId, threadId),
    ne(chatMessages.senderSub, reader),
    upToSeq === undefined ? undefined : lte(chatMessages.seq, upToSeq),
  );
  const rows =
    kind === 'delivered'
      ? await tx
          .update(chatMessages)
          .set({ deliveredAt: at })
          .where(and(fromOtherSide, isNull(chatMessages.deliveredAt)))
          .returning({ messageId: chatMessages.messageId, seq: chatMessages.seq })
      : await tx
          .update(chatMessages)
          .set({
            readAt: at,
            deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
          })
          .where(and(fromOtherSide, isNull(chatMessages.readAt)))
          .returning({ messageId: chatMessages.messageId, seq: chatMessages.seq });
  let newest: { messageId: string; seq: number } | undefined;
  for (const row of rows)
    if (!newest || Number(row.seq) > newest.seq) newest = { ...row, seq: Number(row.seq) };
  return { newest: newest?.messageId, count: rows.length };
}

/** One message delivered (pushed to a socket of the other side); true when this call did it. */
export async function markDelivered(orm: Orm, messageId: string, at: Date): Promise<boolean> {
  const rows = await orm
    .update(chatMessages)
    .set({ deliveredAt: at })
    .where(and(eq(chatMessages.messageId, messageId), isNull(chatMessages.deliveredAt)))
    .returning({ messageId: chatMessages.messageId });
  return rows.length > 0;
}

/** `%`, `_` and `\` stand for themselves in an ILIKE pattern. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Messages of these threads holding every word (any case), newest first. */
export async function searchMessages(
  orm: Orm,
  threadIds: readonly string[],
  words: readonly string[],
  limit: number,
): Promise<MessageRecord[]> {
  if (threadIds.length === 0 || words.length === 0) return [];
  const matches: SQL[] = words.map((word) => ilike(chatMessages.body, likePattern(word)));
  const rows = await selectMessages(orm)
    .where(and(inArray(chatMessages.threadId, [...threadIds]), ...matches))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.map(recordOf);
}

// Attachments

export async function attachmentById(
  orm: Orm,
  attachmentId: string,
): Promise<ChatAttachmentRow | undefined> {
  const [row] = await orm
    .select()
    .from(chatAttachments)
    .where(eq(chatAttachments.attachmentId, attachmentId));
  return row;
}

export type NewAttachment = typeof chatAttachments.$inferInsert;

export async function insertAttachment(tx: Orm, row: NewAttachment): Promise<boolean> {
  const made = await tx
    .insert(chatAttachments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: chatAttachments.attachmentId });
  return made.length > 0;
}

/** True when a message of the thread carries the attachment. */
export async function attachedInThread(
  orm: Orm,
  threadId: string,
  attachmentId: string,
): Promise<boolean> {
  const [row] = await orm
    .select({ id: chatMessages.messageId })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.attachmentId, attachmentId)))
    .limit(1);
  return row !== undefined;
}
