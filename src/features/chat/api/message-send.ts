import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { outbox, type SubmitResult } from '@/outbox';
import {
  chatMessageSchema,
  type ChatMessage,
  type ChatRole,
  type SendMessage,
} from '../model/contract';
import { upsertIntoPages } from '../model/messages';
import { applyIncoming } from '../model/threads';
import { CHAT_ATTACHMENT_KIND } from '../model/attachment-file';
import { CHAT_MESSAGE_KIND, CHAT_MESSAGES_PATH, type LocalSend } from '../model/timeline';
import { uploadAttachment, type UploadInput } from './attachment-upload';
import { updateMessages } from './messages-get';
import { CHAT_THREADS_KEY, updateThreads } from './threads-get';

// POST /api/chat/messages through the outbox, replayed silently and in order (ARCHITECTURE.md,
// "The write path"): a message typed offline waits on the device with its clientMessageId and
// Idempotency-Key and goes when the signal returns; the server answers a retry with the same
// message. The answer is put straight into the held conversation; a message the outbox sent in
// the background is remembered here as landed until the conversation's next fetch holds it, so
// it never flickers out between the two (the signed-in frame refetches every query when a
// background write lands, src/outbox/use-outbox.ts).

/** A message the server holds; the conversation and the thread list show it at once. */
export function holdSent(queryClient: QueryClient, message: ChatMessage, myRole: ChatRole): void {
  updateMessages(queryClient, message.threadId, (pages) => upsertIntoPages(pages, message));
  const listed = updateThreads(queryClient, (threads) =>
    applyIncoming(threads, message, { myRole, openThreadId: message.threadId }),
  );
  if (!listed) void queryClient.invalidateQueries({ queryKey: CHAT_THREADS_KEY });
}

// Messages the outbox sent in the background this session, by clientMessageId (bounded: they
// matter only until the next fetch of their thread).
const LANDED_KEPT = 200;
let landed: readonly LocalSend[] = [];
const landedListeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  outbox.onLanded((item) => {
    if (item.kind !== CHAT_MESSAGE_KIND) return;
    landed = [
      ...landed,
      { body: item.body as SendMessage, createdAt: item.createdAt, state: 'landed' as const },
    ].slice(-LANDED_KEPT);
    landedListeners.forEach((listener) => listener());
  });
}

/** The chat messages this device sent in the background (they are on the server). */
export function useLandedSends(): readonly LocalSend[] {
  return useSyncExternalStore(
    (listener) => {
      landedListeners.add(listener);
      return () => landedListeners.delete(listener);
    },
    () => landed,
    () => landed,
  );
}

/**
 * Messages of this thread still waiting in the outbox go before a new one (the outbox sends a
 * new write at once, and its retries wait for their backoff): each is retried now, in order,
 * until one cannot go (still offline), so the other side reads them in the order written.
 * True when one still waits: the new message then queues behind it rather than going now (the
 * connection may return between the two, and it must not overtake).
 */
async function sendEarlierFirst(threadId: string): Promise<boolean> {
  const waiting = outbox
    .items()
    .filter(
      (item) =>
        item.state === 'pending' &&
        (item.kind === CHAT_ATTACHMENT_KIND ||
          (item.kind === CHAT_MESSAGE_KIND &&
            (item.body as Partial<SendMessage> | undefined)?.threadId === threadId)),
    );
  for (const item of waiting) {
    await outbox.retry(item.id).catch(() => undefined);
    if (outbox.items().some((held) => held.id === item.id)) return true;
  }
  return false;
}

export interface SendInput {
  /** Made when the user pressed Send: the message's identity on every retry. */
  clientMessageId: string;
  text: string;
  /** One of the investor's documents, or the file uploaded first (`upload`). */
  attachmentDocumentId?: string | undefined;
  /** A file chosen on the device: uploaded (through the outbox) before the message. */
  upload?: UploadInput | undefined;
}

/** Sent now (`sent`, with the server's message) or kept on the device until online. */
export type SendOutcome = { state: 'sent'; message: ChatMessage } | { state: 'queued' };

/** The message as the conversation shows it while it is prepared (its file going up first). */
export const preparingSend = (threadId: string, input: SendInput, createdAt: number): LocalSend => {
  const attached = input.upload?.attachmentId ?? input.attachmentDocumentId;
  return {
    body: {
      clientMessageId: input.clientMessageId,
      threadId,
      text: input.text,
      ...(attached ? { attachmentDocumentId: attached } : {}),
    },
    createdAt,
    state: 'pending',
    ...(input.upload
      ? { upload: { name: input.upload.name, contentType: input.upload.file.type || null } }
      : {}),
  };
};

// Sends go one at a time, in the order the user pressed Send: each waits until the one before
// it is answered or kept in the outbox, which orders what it keeps by when it was handed over.
// Without this a second message (its earlier-first retries and upload done sooner) could reach
// the outbox, and the other side, before the first.
let previousSend: Promise<unknown> = Promise.resolve();
function inTurn<T>(send: () => Promise<T>): Promise<T> {
  const turn = previousSend.then(send, send);
  previousSend = turn.catch(() => undefined);
  return turn;
}

export function useSendMessage(threadId: string, myRole: ChatRole, to: string) {
  const queryClient = useQueryClient();
  return useMutation<SendOutcome, Error, SendInput>({
    // The outbox decides what happens offline: never paused by the query client.
    networkMode: 'always',
    mutationFn: ({ clientMessageId, text, attachmentDocumentId, upload }) =>
      inTurn(async (): Promise<SendOutcome> => {
        const behindWaiting = await sendEarlierFirst(threadId);
        // A refusal (not an image or a PDF after all: 415) throws, and the message stays unsent.
        if (upload) await uploadAttachment(upload);
        const attached = upload?.attachmentId ?? attachmentDocumentId;
        const body: SendMessage = {
          clientMessageId,
          threadId,
          text,
          ...(attached ? { attachmentDocumentId: attached } : {}),
        };
        const result: SubmitResult = await outbox.submit({
          kind: CHAT_MESSAGE_KIND,
          label: `Message to ${to}`,
          replay: 'silent',
          method: 'POST',
          path: CHAT_MESSAGES_PATH,
          body,
          behindWaiting,
        });
        if (result.state !== 'sent') return { state: 'queued' };
        const message = chatMessageSchema.parse(result.data);
        // Here, in the same turn as the outbox's removal of the item, so the bubble never blinks.
        holdSent(queryClient, message, myRole);
        return { state: 'sent', message };
      }),
  });
}
