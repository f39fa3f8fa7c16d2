import { z } from 'zod';
import { CHAT_ATTACHMENT_MAX_BYTES } from '../../../src/features/chat/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { documentStorageOf } from '../documents/storage';
import { attachmentFile, uploadAttachment } from './attachments';
import { chatCsv, chatExportOf, exportFileName } from './export';
import {
  attachmentAnswer,
  attachmentParam,
  exportQuery,
  markReadAnswer,
  markReadBody,
  messageAnswer,
  messagesQuery,
  pageAnswer,
  searchAnswer,
  searchQuery,
  sendMessageBody,
  threadListAnswer,
  threadParam,
  uploadParam,
  uploadQuery,
} from './schema';
import {
  markRead,
  messagePage,
  resolveThread,
  searchChat,
  sendMessage,
  threadList,
  threadView,
} from './service';
import { CHAT_FILE_TYPES } from './tables';

const TAG = 'Chat';
const now = () => new Date();
const NOT_FOUND = {
  404: 'No such conversation among the caller’s (or not a member of it)',
} as const;

// The answer is the caller's own record; another caller's is another answer.
const PRIVATE_FILE = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  Vary: 'Authorization',
} as const;

/**
 * Chat between an investor and their own adviser (issue 18, Deliver 2). Real time goes over the
 * WebSocket at /api/chat/socket (server/modules/chat/socket.ts), which the HTTP server's upgrade
 * handler serves outside this table; these are the REST calls, and the polling fallback.
 */
export const chatRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/chat/threads',
    operationId: 'listChatThreads',
    summary: 'The caller’s conversations, newest activity first, with unread counts',
    description:
      'An adviser: one per current client (with or without messages) and any earlier client’s ' +
      'with messages (`active: false`: read only). An investor: the one with their adviser.',
    tag: TAG,
    access: ['I', 'A'],
    response: { description: 'The conversations', schema: threadListAnswer },
    handler: ({ caller, deps }) => threadList(deps.db.orm, caller, now()),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/chat/messages',
    operationId: 'sendChatMessage',
    summary: 'Sends a message (exactly once per clientMessageId)',
    description:
      'The same clientMessageId from the same sender again answers the same message (one ' +
      'message, one messageId), whatever the Idempotency-Key. An investor may leave out ' +
      'threadId (their conversation with their adviser); an adviser names the client’s thread.',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'optional',
    body: sendMessageBody,
    problems: {
      ...NOT_FOUND,
      400: 'Invalid input named by field (an empty or too long text, an id that is not a UUID)',
      409:
        'No adviser to write to (`no_advisor`), or the pair is no longer adviser and client ' +
        '(`thread_closed`)',
      422:
        'An adviser without threadId (`thread_required`), or an attachment that is not the ' +
        'sender’s upload nor the investor’s document (`invalid_attachment`)',
    },
    response: { status: 201, description: 'The message as stored', schema: messageAnswer },
    handler: async ({ caller, body, tx, deps }) => {
      const sent = await sendMessage(tx, documentStorageOf(deps.config), caller, body);
      return {
        status: 201,
        body: sent.message,
        audit: {
          entity: 'chat_message',
          entityId: sent.message.messageId,
          subject: sent.investorSub,
          // A retry of a stored message (another key, same clientMessageId) wrote nothing.
          action: !sent.created
            ? 'Sent a chat message again (kept once)'
            : sent.message.attachment
              ? 'Sent a chat message with a file'
              : 'Sent a chat message',
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/chat/threads/:threadId/messages',
    operationId: 'listChatMessages',
    summary: 'A page of a conversation, oldest first; marks the other side’s messages delivered',
    description:
      'The newest `limit` messages before `before` (default: the newest). `hasMore` says there ' +
      'are older ones: ask again with `before` set to the first messageId of this page.',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    params: threadParam,
    query: messagesQuery,
    problems: {
      ...NOT_FOUND,
      400: 'A limit out of range, or `before` not a message of the thread',
    },
    response: { description: 'The page', schema: pageAnswer },
    handler: ({ caller, params, query, deps }) =>
      messagePage(deps.db, caller, params.threadId, query, now()),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/chat/threads/:threadId/read',
    operationId: 'markChatRead',
    summary: 'Marks the other side’s messages read, up to and including one',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    idempotency: 'optional',
    params: threadParam,
    body: markReadBody,
    problems: { ...NOT_FOUND, 422: '`upTo` is not a message of the thread (`unknown_message`)' },
    response: { status: 200, description: 'What was marked', schema: markReadAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const { answer, investorSub } = await markRead(tx, caller, params.threadId, body.upTo, now());
      return {
        status: 200,
        body: answer,
        audit: {
          entity: 'chat_thread',
          entityId: answer.threadId,
          subject: investorSub,
          action: 'Read chat messages',
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/chat/threads/:threadId/export',
    operationId: 'exportChatThread',
    summary: 'The whole conversation: the adviser’s record, as CSV or JSON',
    description:
      'Every message, oldest first, with sender, times sent, delivered and read (India’s time ' +
      'in the CSV). Kept five years as the adviser’s record, also after the client leaves.',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    params: threadParam,
    query: exportQuery,
    problems: { ...NOT_FOUND, 400: 'A format other than csv or json' },
    response: {
      description: 'nivesh-chat-CLIENT-DAY.csv (or .json: ChatExport)',
      schema: z.string(),
      file: ['text/csv', 'application/json'],
    },
    handler: async ({ caller, params, query, deps }) => {
      const at = now();
      const record = await chatExportOf(deps.db.orm, caller, params.threadId, at);
      const csv = query.format === 'csv';
      const name = exportFileName(record.thread, at, csv ? 'csv' : 'json');
      return new Response(csv ? chatCsv(record.thread, record.messages) : JSON.stringify(record), {
        status: 200,
        headers: {
          ...PRIVATE_FILE,
          'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/chat/threads/:threadId/attachments/:documentId',
    operationId: 'getChatAttachment',
    summary: 'A file sent in the conversation (to both members)',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    params: attachmentParam,
    problems: { 404: 'No such conversation, or no such file in it' },
    response: {
      description: 'The file, with the type sniffed when it was stored',
      schema: z.unknown(),
      file: CHAT_FILE_TYPES,
    },
    handler: async ({ caller, params, deps }) => {
      const thread = await resolveThread(deps.db.orm, caller, params.threadId);
      const { active } = await threadView(deps.db.orm, caller, thread.threadId);
      const file = await attachmentFile(
        deps.db.orm,
        documentStorageOf(deps.config),
        { ...thread, active },
        params.documentId,
      );
      return new Response(file.bytes, {
        status: 200,
        headers: {
          ...PRIVATE_FILE,
          'Cache-Control': 'private, max-age=600',
          'Content-Type': file.contentType,
          'Content-Length': String(file.bytes.length),
          'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          // A PDF opened from here runs nothing and reaches nothing of the app's origin.
          'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:",
        },
      });
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/chat/attachments/:attachmentId',
    operationId: 'uploadChatAttachment',
    summary: 'Uploads a file (image or PDF) to send in a message',
    description:
      'The body is the file itself; its type is checked from its bytes (415 otherwise). Then ' +
      'send a message with `attachmentDocumentId` set to this id.',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'optional',
    params: uploadParam,
    query: uploadQuery,
    upload: {
      types: CHAT_FILE_TYPES,
      maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
      description: 'A JPEG or PNG image or a PDF',
    },
    problems: {
      400: 'A name too long, or an id that is not a UUID',
      409: 'The id is another file’s (`attachment_exists`)',
    },
    response: { status: 201, description: 'The stored file', schema: attachmentAnswer },
    handler: async ({ caller, params, query, upload, tx, deps }) => {
      if (!upload) throw new Error('uploadChatAttachment was called without a body');
      const attachment = await uploadAttachment(
        tx,
        documentStorageOf(deps.config),
        caller,
        params.attachmentId,
        query.name,
        upload,
      );
      return {
        status: 201,
        body: attachment,
        audit: {
          entity: 'chat_attachment',
          entityId: attachment.documentId,
          action: 'Uploaded a file for chat',
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/chat/search',
    operationId: 'searchChat',
    summary: 'Messages holding every word, across the caller’s conversations, newest first',
    tag: TAG,
    access: ['I', 'A'],
    query: searchQuery,
    problems: { 400: 'Fewer than 2 or more than 100 characters' },
    response: { description: 'The matches', schema: searchAnswer },
    handler: ({ caller, query, deps }) => searchChat(deps.db.orm, caller, query.q),
  }),
];
