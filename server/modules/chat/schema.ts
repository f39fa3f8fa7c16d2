import { z } from 'zod';
import type * as mini from 'zod/mini';
import {
  CHAT_ATTACHMENT_NAME_MAX,
  CHAT_EXPORT_FORMATS,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_SEARCH_MAX,
  CHAT_SEARCH_MIN,
  chatAttachmentSchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatSearchSchema,
  chatThreadListSchema,
  markReadAnswerSchema,
  markReadSchema,
  sendMessageSchema,
} from '../../../src/features/chat/model/contract';
import { shared } from '../../openapi/shared-schema';

// The chat's contract (src/features/chat/model/contract.ts), named for the OpenAPI document;
// path and query parameters in the full zod, as the route table documents them.

const uuid = (what: string) => z.uuid({ error: `${what} is an id (a UUID)` });

export const threadParam = z.object({
  threadId: uuid('threadId').meta({ description: 'The conversation (GET /api/chat/threads)' }),
});

export const attachmentParam = z.object({
  threadId: uuid('threadId').meta({ description: 'The conversation' }),
  documentId: uuid('documentId').meta({
    description:
      'An attachment of a message in the conversation, or one of its investor’s documents',
  }),
});

export const uploadParam = z.object({
  attachmentId: uuid('attachmentId').meta({
    description: 'Made by the client, so a replayed upload stores one file',
  }),
});

export const uploadQuery = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the file a name')
    .max(CHAT_ATTACHMENT_NAME_MAX, `At most ${CHAT_ATTACHMENT_NAME_MAX} characters`)
    .optional()
    .meta({ description: 'The file’s name as the other side sees it' }),
});

export const messagesQuery = z.object({
  before: uuid('before')
    .optional()
    .meta({ description: 'A messageId of the thread: the page ends just before it' }),
  limit: z.coerce
    .number({ error: `limit is a whole number from 1 to ${CHAT_PAGE_MAX}` })
    .int(`limit is a whole number from 1 to ${CHAT_PAGE_MAX}`)
    .min(1, `limit is a whole number from 1 to ${CHAT_PAGE_MAX}`)
    .max(CHAT_PAGE_MAX, `limit is a whole number from 1 to ${CHAT_PAGE_MAX}`)
    .default(CHAT_PAGE_DEFAULT),
});

export const exportQuery = z.object({
  format: z
    .enum(CHAT_EXPORT_FORMATS, { error: 'format is csv or json' })
    .default('csv')
    .meta({ description: 'csv (default) or json' }),
});

export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(CHAT_SEARCH_MIN, `Type at least ${CHAT_SEARCH_MIN} characters`)
    .max(CHAT_SEARCH_MAX, `At most ${CHAT_SEARCH_MAX} characters`)
    .optional()
    .meta({ description: 'Words the messages must all hold (any case); none: no results' }),
});

const example = {
  clientMessageId: '6f1c2a7e-8f3b-4c6d-9e0a-1b2c3d4e5f60',
  text: 'Can we review my SIP amounts this month?',
};

export const sendMessageBody = shared<mini.output<typeof sendMessageSchema>>(
  sendMessageSchema,
  'ChatSend',
  [example],
);
export const markReadBody = shared<mini.output<typeof markReadSchema>>(
  markReadSchema,
  'ChatMarkRead',
);
export const messageAnswer = shared(chatMessageSchema, 'ChatMessage');
export const threadListAnswer = shared(chatThreadListSchema, 'ChatThreads');
export const pageAnswer = shared(chatMessagePageSchema, 'ChatMessagePage');
export const markReadAnswer = shared(markReadAnswerSchema, 'ChatReadReceipt');
export const searchAnswer = shared(chatSearchSchema, 'ChatSearch');
export const attachmentAnswer = shared(chatAttachmentSchema, 'ChatAttachment');
