import { CHAT_ATTACHMENT_KIND, uploadOfPath } from './attachment-file';
import { sendMessageSchema, type ChatMessage, type ChatRole, type SendMessage } from './contract';

// What the conversation shows: the server's messages, then the ones this device has sent that
// the server's list does not hold yet (landed), then the ones still in the outbox (typed
// offline, or the server not answering), oldest first. A message is matched across the three
// by its clientMessageId, so it is shown once however many times it was retried, and keeps
// its place when it moves from "waiting" to "sent".

/** The outbox's kind and path of a chat message (src/outbox). */
export const CHAT_MESSAGE_KIND = 'chat-message';
export const CHAT_MESSAGES_PATH = '/chat/messages';

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  id: string;
  kind: string;
  path: string;
  body?: unknown;
  state: string;
  createdAt: number;
  lastError?: string;
}

/** A message sent from this device, known by what was sent. */
export interface LocalSend {
  body: SendMessage;
  /** When it was typed (ms since the epoch). */
  createdAt: number;
  /** The outbox item, while it waits there. */
  outboxId?: string;
  /** `failed`: the server refused it (it waits in the outbox for a retry or a discard). */
  state: 'pending' | 'failed' | 'landed';
  lastError?: string;
  /** A file uploaded with it, still on the device: its name and type. */
  upload?: { name: string | null; contentType: string | null };
}

/**
 * Pending: a clock. Failed: refused. Sent: on the server. Delivered: fetched or pushed to the
 * other side. Read: they marked it read.
 */
export type Tick = 'pending' | 'failed' | 'sent' | 'delivered' | 'read';

export interface TimelineEntry {
  /** Stable across the move from waiting to sent: the clientMessageId. */
  key: string;
  messageId: string | null;
  clientMessageId: string;
  mine: boolean;
  senderRole: ChatRole;
  text: string;
  attachment: { documentId: string; name: string | null; contentType: string | null } | null;
  /** When it was sent (the server's time) or, while waiting, typed. ISO 8601. */
  at: string;
  /** Only for the caller's own messages. */
  tick: Tick | null;
  outboxId: string | null;
  lastError: string | null;
  isDemo: boolean;
}

/**
 * The chat messages waiting in the outbox for this thread, oldest first. An investor's message
 * may have gone without a threadId (their one thread): `unthreaded` says this is that thread.
 */
export function waitingSends(
  items: readonly WaitingWrite[],
  threadId: string,
  unthreaded: boolean,
): LocalSend[] {
  // Files waiting to go up before the message that names them.
  const uploads = new Map<string, NonNullable<LocalSend['upload']>>();
  for (const item of items) {
    const upload = item.kind === CHAT_ATTACHMENT_KIND ? uploadOfPath(item.path) : null;
    if (!upload) continue;
    const type = typeof Blob !== 'undefined' && item.body instanceof Blob ? item.body.type : '';
    uploads.set(upload.attachmentId, { name: upload.name, contentType: type || null });
  }
  const sends: LocalSend[] = [];
  for (const item of items) {
    if (item.kind !== CHAT_MESSAGE_KIND || item.path !== CHAT_MESSAGES_PATH) continue;
    if (item.state !== 'pending' && item.state !== 'failed') continue;
    const parsed = sendMessageSchema.safeParse(item.body);
    if (!parsed.success) continue;
    const body = parsed.data;
    if (body.threadId === undefined ? !unthreaded : body.threadId !== threadId) continue;
    const upload = body.attachmentDocumentId ? uploads.get(body.attachmentDocumentId) : undefined;
    sends.push({
      body,
      createdAt: item.createdAt,
      outboxId: item.id,
      state: item.state,
      ...(item.lastError === undefined ? {} : { lastError: item.lastError }),
      ...(upload ? { upload } : {}),
    });
  }
  return sends.sort((a, b) => a.createdAt - b.createdAt);
}

export const tickOf = (message: ChatMessage): Tick =>
  message.readAt ? 'read' : message.deliveredAt ? 'delivered' : 'sent';

export function buildTimeline(
  server: readonly ChatMessage[],
  local: readonly LocalSend[],
  myRole: ChatRole,
): TimelineEntry[] {
  const entries: TimelineEntry[] = server.map((message) => {
    const mine = message.senderRole === myRole;
    return {
      key: mine ? message.clientMessageId : message.messageId,
      messageId: message.messageId,
      clientMessageId: message.clientMessageId,
      mine,
      senderRole: message.senderRole,
      text: message.text,
      attachment: message.attachment,
      at: message.sentAt,
      tick: mine ? tickOf(message) : null,
      outboxId: null,
      lastError: null,
      isDemo: message.isDemo,
    };
  });
  const shown = new Set(entries.filter((entry) => entry.mine).map((entry) => entry.key));
  // Landed first (they reached the server before anything still waiting), each in typing order.
  const rank = (send: LocalSend) => (send.state === 'landed' ? 0 : 1);
  const ordered = [...local].sort((a, b) => rank(a) - rank(b) || a.createdAt - b.createdAt);
  for (const send of ordered) {
    const key = send.body.clientMessageId;
    if (shown.has(key)) continue;
    shown.add(key);
    entries.push({
      key,
      messageId: null,
      clientMessageId: key,
      mine: true,
      senderRole: myRole,
      text: send.body.text,
      attachment: send.body.attachmentDocumentId
        ? {
            documentId: send.body.attachmentDocumentId,
            name: send.upload?.name ?? null,
            contentType: send.upload?.contentType ?? null,
          }
        : null,
      at: new Date(send.createdAt).toISOString(),
      tick: send.state === 'landed' ? 'sent' : send.state,
      outboxId: send.outboxId ?? null,
      lastError: send.lastError ?? null,
      isDemo: false,
    });
  }
  return entries;
}

/**
 * The message to mark read up to: the other side's newest, when any of theirs is unread
 * (POST .../read is cumulative). Null when there is nothing to mark.
 */
export function readUpTo(messages: readonly ChatMessage[], myRole: ChatRole): string | null {
  const theirs = messages.filter((message) => message.senderRole !== myRole);
  if (!theirs.some((message) => message.readAt === null)) return null;
  return theirs.at(-1)?.messageId ?? null;
}
