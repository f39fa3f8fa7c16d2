import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * Chat between an investor and their own adviser (issue 18, Deliver 2): the API's shapes,
 * shared by the server, which validates and documents with them (server/modules/chat/schema.ts),
 * and the client, which parses its answers and socket frames with them. Times are ISO 8601.
 *
 * A thread is one investor-adviser pair; its id is derived from the pair, so an adviser's
 * client with no messages yet already has a thread id. Anyone not in the thread gets 404.
 * `active` is false once the investor is no longer that adviser's client (or has deleted the
 * account): the history stays readable and exportable (the adviser's record, kept 5 years),
 * new messages are refused (409 `thread_closed`).
 *
 * Paths:
 * - POST /api/chat/messages (Idempotency-Key): send; 201 Message. The same clientMessageId from
 *   the same sender again answers the same message (messageId), however often it is retried.
 *   An investor may omit threadId (their thread with their adviser); an adviser must give it.
 *   `attachmentDocumentId` is a file the sender uploaded for chat (below), or one of the
 *   thread's investor's onboarding documents (GET /api/investor/documents); anything else is
 *   422 at that field.
 * - PUT /api/chat/attachments/{attachmentId}?name=<file name> (Idempotency-Key): the body is the
 *   file itself (a JPEG or PNG image or a PDF, at most CHAT_ATTACHMENT_MAX_BYTES; its type is
 *   checked from its bytes: 415 otherwise); the id is made by the client (an outbox replay
 *   stores one). 201 ChatAttachment; then send a message with attachmentDocumentId = that id.
 * - GET /api/chat/threads: { threads } (adviser: one per client, including clients with no
 *   messages yet; investor: their thread), newest activity first.
 * - GET /api/chat/threads/{threadId}/messages?before=<messageId>&limit=<1..100>: a page, oldest
 *   first; `hasMore` says older messages exist (ask again with before = the first messageId).
 *   Fetching marks the other side's messages delivered.
 * - POST /api/chat/threads/{threadId}/read { upTo } (Idempotency-Key): marks the other side's
 *   messages up to and including `upTo` read.
 * - GET /api/chat/threads/{threadId}/export?format=csv|json: the whole thread (default CSV).
 * - GET /api/chat/threads/{threadId}/attachments/{documentId}: an attached file, to both members.
 * - GET /api/chat/search?q=: messages containing the words (adviser: across their threads;
 *   investor: their own), newest first, at most SEARCH_LIMIT.
 * - GET /api/chat/socket: WebSocket (see the frames below). Without it, poll the messages every
 *   CHAT_POLL_MS.
 */

export const CHAT_TEXT_MAX = 4000;
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;
export const CHAT_SEARCH_MIN = 2;
export const CHAT_SEARCH_MAX = 100;
export const CHAT_SEARCH_LIMIT = 50;
/** How often screens poll the open thread while no socket is connected. */
export const CHAT_POLL_MS = 5000;
/** A typing indicator is shown this long after the last typing frame. */
export const CHAT_TYPING_MS = 4000;
/** The file types an attachment may have. */
export const CHAT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const CHAT_ATTACHMENT_MAX_BYTES = 1024 * 1024;
export const CHAT_ATTACHMENT_NAME_MAX = 120;
/** The WebSocket's path (same origin as the API). */
export const CHAT_SOCKET_PATH = '/api/chat/socket';

const instant = z.iso.datetime({ offset: true });
const id = z.uuid({ error: 'Expected an id (a UUID)' });

export const CHAT_ROLES = ['investor', 'advisor'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const sendMessageSchema = z.strictObject(
  {
    /** Made by the client once per message; a retry sends the same one. */
    clientMessageId: id,
    threadId: z.optional(id),
    text: z
      .string({ error: 'Write a message' })
      .check(
        z.trim(),
        z.minLength(1, 'Write a message'),
        z.maxLength(CHAT_TEXT_MAX, `At most ${CHAT_TEXT_MAX} characters`),
      ),
    /** One of the thread's investor's documents (GET /api/investor/documents). */
    attachmentDocumentId: z.optional(id),
  },
  strictError,
);
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const chatAttachmentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  contentType: z.enum(CHAT_ATTACHMENT_TYPES),
  /** Where both members GET the bytes: /api/chat/threads/{threadId}/attachments/{documentId}
   * (an upload not yet sent in a message: null; the uploader may not fetch it before). */
  fileUrl: z.nullable(z.string()),
  bytes: z.int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  messageId: z.string(),
  threadId: z.string(),
  clientMessageId: z.string(),
  senderSub: z.string(),
  senderRole: z.enum(CHAT_ROLES),
  text: z.string(),
  attachment: z.nullable(chatAttachmentSchema),
  sentAt: instant,
  /** When the other side first received it (pushed to their socket or fetched). */
  deliveredAt: z.nullable(instant),
  /** When the other side marked it read. */
  readAt: z.nullable(instant),
  isDemo: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatPartySchema = z.object({
  sub: z.string(),
  /** Null when the account has been deleted (the record is kept, the name is not). */
  name: z.nullable(z.string()),
});
export type ChatParty = z.infer<typeof chatPartySchema>;

export const chatThreadSchema = z.object({
  threadId: z.string(),
  investor: chatPartySchema,
  advisor: chatPartySchema,
  /** Messages from the other side not yet read by the caller. */
  unreadCount: z.int(),
  lastMessage: z.nullable(chatMessageSchema),
  /** False once the pair is no longer adviser and client: readable, no new messages. */
  active: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatThreadListSchema = z.object({
  threads: z.array(chatThreadSchema),
  asOf: instant,
});
export type ChatThreadList = z.infer<typeof chatThreadListSchema>;

export const threadParamsSchema = z.strictObject({ threadId: id }, strictError);

const pageLimit = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > CHAT_PAGE_MAX) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `The limit is a whole number from 1 to ${CHAT_PAGE_MAX}`,
      });
      return z.NEVER;
    }
    return value;
  }),
);

export const messagesQuerySchema = z.strictObject(
  {
    /** A messageId of the thread: the page ends just before it. */
    before: z.optional(id),
    limit: z.optional(pageLimit),
  },
  strictError,
);
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const chatMessagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  asOf: instant,
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

export const markReadSchema = z.strictObject(
  { upTo: z.uuid({ error: 'Expected a messageId (a UUID)' }) },
  strictError,
);
export type MarkRead = z.infer<typeof markReadSchema>;

export const markReadAnswerSchema = z.object({
  threadId: z.string(),
  upTo: z.string(),
  /** How many messages this call marked read (0 when they already were). */
  marked: z.int(),
  readAt: z.nullable(instant),
  unreadCount: z.int(),
});
export type MarkReadAnswer = z.infer<typeof markReadAnswerSchema>;

export const CHAT_EXPORT_FORMATS = ['csv', 'json'] as const;
export const exportQuerySchema = z.strictObject(
  { format: z.optional(z.enum(CHAT_EXPORT_FORMATS, { error: 'The format is csv or json' })) },
  strictError,
);

export const chatExportSchema = z.object({
  thread: chatThreadSchema,
  messages: z.array(chatMessageSchema),
  exportedAt: instant,
  /** The retention rule, in words. */
  retention: z.string(),
});
export type ChatExport = z.infer<typeof chatExportSchema>;

export const attachmentUploadParamsSchema = z.strictObject({ attachmentId: id }, strictError);
export const attachmentUploadQuerySchema = z.strictObject(
  {
    name: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Give the file a name'),
          z.maxLength(CHAT_ATTACHMENT_NAME_MAX, `At most ${CHAT_ATTACHMENT_NAME_MAX} characters`),
        ),
    ),
  },
  strictError,
);

export const attachmentParamsSchema = z.strictObject({ threadId: id, documentId: id }, strictError);

export const searchQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: 'Type something to search for' })
      .check(
        z.trim(),
        z.minLength(CHAT_SEARCH_MIN, `Type at least ${CHAT_SEARCH_MIN} characters`),
        z.maxLength(CHAT_SEARCH_MAX, `At most ${CHAT_SEARCH_MAX} characters`),
      ),
  },
  strictError,
);

export const chatSearchSchema = z.object({
  q: z.string(),
  /** Newest first; each names its thread (threadId) so the screen can open it. */
  messages: z.array(chatMessageSchema),
  /** More matched than SEARCH_LIMIT: refine the words. */
  truncated: z.boolean(),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;

// WebSocket frames (JSON text frames).

/** The client's frames. The first must be `auth`, within 10 s, or the socket is closed. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  /** The token the REST calls send in Authorization (without "Bearer "). */
  z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('typing'), threadId: z.string() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const receiptFrameSchema = z.object({
  type: z.literal('receipt'),
  threadId: z.string(),
  /**
   * Cumulative: this message and every earlier one of the thread from the same sender are
   * delivered (deliveredAt) or read (readAt) as of this time.
   */
  messageId: z.string(),
  deliveredAt: z.optional(instant),
  readAt: z.optional(instant),
});
export type ReceiptFrame = z.infer<typeof receiptFrameSchema>;

/** The server's frames. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  /** Authenticated: events for the user's threads follow. */
  z.object({ type: z.literal('ready'), sub: z.string() }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  receiptFrameSchema,
  z.object({ type: z.literal('typing'), threadId: z.string(), senderSub: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** Then the server closes the socket (auth failures) or ignores the frame. */
  z.object({ type: z.literal('error'), code: z.string(), detail: z.string() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
