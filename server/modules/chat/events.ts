import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/database';

/**
 * What one server process tells every other (and itself) about a chat, through PostgreSQL's
 * NOTIFY on `chat_events` (PGlite: the same, in process). The payload names ids only; each
 * process reads the rows it pushes, so nothing a user wrote travels outside the database, and a
 * notification of a rolled back write never arrives (NOTIFY is sent at commit).
 */
export const CHAT_CHANNEL = 'chat_events';

export type ChatEvent =
  /**
   * A new message (`message`), or receipts (cumulative: this message and the sender's earlier
   * ones are delivered or read). The thread lets a process with no socket of its members skip it.
   */
  | { kind: 'message' | 'delivered' | 'read'; threadId: string; messageId: string }
  /** A member is typing in a thread (not stored). */
  | { kind: 'typing'; threadId: string; senderSub: string };

const payloadSchema = z.discriminatedUnion('k', [
  z.object({ k: z.enum(['m', 'd', 'r']), th: z.uuid(), id: z.uuid() }),
  z.object({ k: z.literal('y'), th: z.uuid(), s: z.string().min(1).max(200) }),
]);

const SHORT = { message: 'm', delivered: 'd', read: 'r' } as const;
const LONG = { m: 'message', d: 'delivered', r: 'read' } as const;

export function encodeChatEvent(event: ChatEvent): string {
  return JSON.stringify(
    event.kind === 'typing'
      ? { k: 'y', th: event.threadId, s: event.senderSub }
      : { k: SHORT[event.kind], th: event.threadId, id: event.messageId },
  );
}

/** The event a payload names, or undefined for one this version does not know. */
export function decodeChatEvent(payload: string): ChatEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  return data.k === 'y'
    ? { kind: 'typing', threadId: data.th, senderSub: data.s }
    : { kind: LONG[data.k], threadId: data.th, messageId: data.id };
}

/** Notifies every process; inside a transaction, once it commits (and never if it rolls back). */
export async function publishChatEvent(orm: Orm, event: ChatEvent): Promise<void> {
  await orm.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${encodeChatEvent(event)})`);
}
