import type {
  ChatExport,
  ChatMessage,
  ChatThread,
} from '../../../src/features/chat/model/contract';
import type { Orm } from '../../db/database';
import type { Profile } from '../../services/profiles';
import { csvOf } from '../account/export';
import { messageView, threadView } from './service';
import { allMessages } from './store';

// The conversation as the adviser's record (SEBI IA Regulations 2013, Reg. 19(1): records of
// communications with clients, kept five years): every message of one thread, oldest first,
// with who sent it, when, and when the other side received and read it.

export const CHAT_RETENTION =
  'Kept for five years as the adviser’s record of communication with the client (SEBI ' +
  '(Investment Advisers) Regulations, 2013, Regulation 19), also after the client deletes the account.';

const IST_OFFSET_MS = 330 * 60_000;

/** An instant in India's time with its offset: 2026-03-02T09:15:04+05:30. */
export function istText(iso: string | null): string | null {
  if (iso === null) return null;
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}

export const CHAT_CSV_HEADER = [
  'Sent at (IST)',
  'From',
  'Name',
  'Message',
  'Attachment',
  'Attachment type',
  'Delivered at (IST)',
  'Read at (IST)',
  'Message id',
  'Client message id',
] as const;

/** RFC 4180 CSV (UTF-8 with a byte-order mark, CRLF lines), one row a message. */
export function chatCsv(thread: ChatThread, messages: readonly ChatMessage[]): string {
  const nameOf = (message: ChatMessage) =>
    (message.senderRole === 'advisor' ? thread.advisor.name : thread.investor.name) ?? '';
  return csvOf(
    CHAT_CSV_HEADER,
    messages.map((message) => [
      istText(message.sentAt),
      message.senderRole === 'advisor' ? 'Adviser' : 'Client',
      nameOf(message),
      message.text,
      message.attachment?.name ?? null,
      message.attachment?.contentType ?? null,
      istText(message.deliveredAt),
      istText(message.readAt),
      message.messageId,
      message.clientMessageId,
    ]),
  );
}

/** The file's name: the client's name (or id) and the day. */
export function exportFileName(thread: ChatThread, now: Date, extension: 'csv' | 'json'): string {
  const who = (thread.investor.name ?? thread.investor.sub)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const day = istText(now.toISOString())!.slice(0, 10);
  return `nivesh-chat-${who || 'client'}-${day}.${extension}`;
}

export async function chatExportOf(
  orm: Orm,
  caller: Profile,
  threadId: string,
  now: Date,
): Promise<ChatExport> {
  const thread = await threadView(orm, caller, threadId);
  const messages = (await allMessages(orm, thread.threadId)).map(messageView);
  return { thread, messages, exportedAt: now.toISOString(), retention: CHAT_RETENTION };
}
