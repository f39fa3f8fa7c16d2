import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { userProfiles } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedChatDemo } from '../../../server/modules/chat/demo-seed';
import { chatAttachments, chatMessages, chatThreads } from '../../../server/modules/chat/tables';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts, purgeExpiredRecords } from '../../../server/modules/account/deletion';
import { threadIdOf } from '../../../server/modules/chat/thread-id';
import { demoDocumentId, seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import type { Database } from '../../../server/db/database';
import { addMissingProfiles } from '../../../server/services/profiles';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import {
  chatAttachmentSchema,
  chatExportSchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatSearchSchema,
  chatThreadListSchema,
  markReadAnswerSchema,
  type ChatMessage,
} from '../../../src/features/chat/model/contract';
import { SAMPLE_FILES } from '../harness/support/openapi-document';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';
import { openSocket, signedInSocket } from './support/chat-socket';

// Chat over HTTP and the WebSocket on the real server and database (issue 18, Deliver 2): the
// demo conversations, who may see a thread (404 for anyone else), exactly-once sends, paging,
// receipts, search, the export, attachments, closed threads, and pushes to sockets.

const ADVISER: DemoEmail = 'advisor@example.com';
const INVESTOR: DemoEmail = 'investor@example.com';
const sub = (email: DemoEmail) => demoSubOf(email);
const threadOf = (investor: DemoEmail, adviser: DemoEmail = ADVISER) =>
  threadIdOf(sub(investor), sub(adviser));
const MAIN = threadOf(INVESTOR);

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  const dataDir = await tempDir('chat');
  app = await startGatewayApp({
    dataDir,
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        const storage = documentStorageOf({ dataDir });
        await seedDocumentsDemo(opened, storage);
        await seedChatDemo(opened, storage);
        // Twice: the seed is idempotent.
        await seedChatDemo(opened, storage);
      },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const get = (path: string, email: DemoEmail) => app.call('GET', path, as(email));
const send = (
  email: DemoEmail,
  body: {
    clientMessageId?: string;
    threadId?: string;
    text?: string;
    attachmentDocumentId?: string;
  },
  key: string = randomUUID(),
) =>
  write(
    app,
    email,
    'POST',
    '/api/chat/messages',
    {
      clientMessageId: randomUUID(),
      text: 'Hello',
      ...body,
    },
    key,
  );
const sent = async (email: DemoEmail, body: Parameters<typeof send>[1]) =>
  chatMessageSchema.parse(await json(await send(email, body), 201));
const threads = async (email: DemoEmail) =>
  chatThreadListSchema.parse(await json(await get('/api/chat/threads', email), 200)).threads;
const page = async (email: DemoEmail, threadId: string, query = '') =>
  chatMessagePageSchema.parse(
    await json(await get(`/api/chat/threads/${threadId}/messages${query}`, email), 200),
  );
const rowsOf = (clientMessageId: string) =>
  db.orm.select().from(chatMessages).where(eq(chatMessages.clientMessageId, clientMessageId));

describe('the demo conversations', () => {
  it('gives the adviser a thread per client, with unread counts, and the investor one', async () => {
    const list = await threads(ADVISER);
    const clients = demoProfiles().filter((profile) => profile.advisorSub === sub(ADVISER));
    expect(list.map((thread) => thread.investor.sub).sort()).toEqual(
      clients.map((client) => client.sub).sort(),
    );
    const [first, second] = list;
    // Newest activity first: investor@'s PAN card (yesterday), then sunita@'s question.
    expect(first?.threadId).toBe(MAIN);
    expect(first?.unreadCount).toBe(1);
    expect(first?.lastMessage).toMatchObject({
      senderRole: 'investor',
      isDemo: true,
      attachment: { contentType: 'image/png', name: 'PAN card.png' },
    });
    expect(second?.threadId).toBe(threadOf('sunita@example.com'));
    expect(second?.unreadCount).toBe(1);
    expect(list.slice(2).every((thread) => thread.lastMessage === null)).toBe(true);
    expect(list.every((thread) => thread.active && thread.advisor.name === 'Priya Mehta')).toBe(
      true,
    );

    const mine = await threads(INVESTOR);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ threadId: MAIN, unreadCount: 0, active: true });
    expect(mine[0]?.investor).toEqual({ sub: sub(INVESTOR), name: 'Aarav Sharma' });
  });

  it('was written once although the seed ran twice', async () => {
    const rows = await db.orm.select().from(chatMessages).where(eq(chatMessages.threadId, MAIN));
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.isDemo)).toBe(true);
  });

  it('lets both members open the demo attachment', async () => {
    const [thread] = await threads(INVESTOR);
    const url = thread?.lastMessage?.attachment?.fileUrl;
    expect(url).toBe(
      `/api/chat/threads/${MAIN}/attachments/${demoDocumentId(sub(INVESTOR), 'pan')}`,
    );
    for (const email of [INVESTOR, ADVISER] as const) {
      const response = await get(url!, email);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await response.arrayBuffer()).byteLength).toBe(
        thread?.lastMessage?.attachment?.bytes,
      );
    }
  });
});

describe('isolation', () => {
  const others: DemoEmail[] = ['neha@example.com', 'advisor2@example.com', 'sunita@example.com'];

  it.each(others)('answers %s 404 for every call naming investor@’s thread', async (email) => {
    const [message] = (await page(INVESTOR, MAIN)).messages;
    const attachment = demoDocumentId(sub(INVESTOR), 'pan');
    for (const path of [
      `/api/chat/threads/${MAIN}/messages`,
      `/api/chat/threads/${MAIN}/export`,
      `/api/chat/threads/${MAIN}/attachments/${attachment}`,
    ]) {
      await expectErrorBody(await get(path, email), 404, 'not_found');
    }
    await expectErrorBody(
      await write(app, email, 'POST', `/api/chat/threads/${MAIN}/read`, {
        upTo: message!.messageId,
      }),
      404,
      'not_found',
    );
    await expectErrorBody(await send(email, { threadId: MAIN }), 404, 'not_found');
    // A thread id that names no pair at all is the same answer.
    await expectErrorBody(await get(`/api/chat/threads/${randomUUID()}/messages`, email), 404);
  });

  it('keeps search within the caller’s own threads', async () => {
    const mine = chatSearchSchema.parse(
      await json(await get('/api/chat/search?q=term%20cover', ADVISER), 200),
    );
    expect(mine.messages.map((message) => message.threadId)).toEqual([MAIN]);
    for (const email of others) {
      const theirs = chatSearchSchema.parse(
        await json(await get('/api/chat/search?q=term%20cover', email), 200),
      );
      expect(theirs.messages).toEqual([]);
    }
  });

  it('does not list another adviser’s client', async () => {
    const list = await threads('advisor2@example.com');
    expect(list.map((thread) => thread.investor.sub)).toEqual([sub('neha@example.com')]);
    expect(list.map((thread) => thread.threadId)).not.toContain(MAIN);
  });

  it('pushes nothing of the thread to another user’s socket', async () => {
    const outsider = await signedInSocket(app.server.url, tokenOf('neha@example.com'));
    const member = await signedInSocket(app.server.url, tokenOf(ADVISER));
    try {
      const message = await sent(INVESTOR, { text: 'For my adviser only' });
      await member.next('message', (frame) => frame.message.messageId === message.messageId);
      expect(outsider.frames.filter((frame) => frame.type !== 'ready')).toEqual([]);
    } finally {
      await outsider.close();
      await member.close();
    }
  });
});

describe('sending', () => {
  it('needs the adviser to name the client’s thread', async () => {
    const body = await expectErrorBody(await send(ADVISER, {}), 422, 'thread_required');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'threadId' })]);
  });

  it('finds the investor’s thread when the investor leaves threadId out', async () => {
    const message = await sent('broker@example.com', { text: 'First message' });
    expect(message).toMatchObject({
      threadId: threadOf('broker@example.com'),
      senderRole: 'investor',
      senderSub: sub('broker@example.com'),
      text: 'First message',
      deliveredAt: null,
      readAt: null,
      isDemo: false,
    });
  });

  it('refuses an empty or too long text by field', async () => {
    for (const text of ['   ', 'x'.repeat(4001)]) {
      const body = await expectErrorBody(await send(INVESTOR, { text }), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'text' })]);
    }
  });
});

describe('exactly once', () => {
  it('answers a sequential retry with the same message, whatever the key', async () => {
    const clientMessageId = randomUUID();
    const first = await sent(INVESTOR, { clientMessageId, text: 'Once only' });
    const key = randomUUID();
    const again = await send(INVESTOR, { clientMessageId, text: 'Once only' }, key);
    expect(again.status).toBe(201);
    expect(chatMessageSchema.parse(await again.json()).messageId).toBe(first.messageId);
    // The same key again: the write path's stored answer.
    const replayed = await send(INVESTOR, { clientMessageId, text: 'Once only' }, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(chatMessageSchema.parse(await replayed.json()).messageId).toBe(first.messageId);
    expect(await rowsOf(clientMessageId)).toHaveLength(1);
  });

  it('makes one message of many concurrent sends of one clientMessageId', async () => {
    const clientMessageId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => send(INVESTOR, { clientMessageId, text: 'Racing' })),
    );
    const ids = new Set<string>();
    for (const response of responses) {
      expect(response.status).toBe(201);
      ids.add(chatMessageSchema.parse(await response.json()).messageId);
    }
    expect(ids.size).toBe(1);
    expect(await rowsOf(clientMessageId)).toHaveLength(1);
    const shown = (await page(ADVISER, MAIN)).messages.filter(
      (message) => message.clientMessageId === clientMessageId,
    );
    expect(shown).toHaveLength(1);
  });

  it('keeps another sender’s message with the same clientMessageId apart', async () => {
    const clientMessageId = randomUUID();
    const mine = await sent(INVESTOR, { clientMessageId, text: 'Mine' });
    const theirs = await sent(ADVISER, { clientMessageId, threadId: MAIN, text: 'Theirs' });
    expect(theirs.messageId).not.toBe(mine.messageId);
    expect(await rowsOf(clientMessageId)).toHaveLength(2);
  });
});

describe('paging', () => {
  const PAGED: DemoEmail = 'riskprofile@example.com';

  it('walks a long thread back in pages, oldest first within each', async () => {
    const thread = threadOf(PAGED);
    const texts = Array.from({ length: 75 }, (_, i) => `Message ${i + 1}`);
    for (const text of texts) await sent(PAGED, { text });

    const first = await page(ADVISER, thread, '?limit=30');
    expect(first.hasMore).toBe(true);
    expect(first.messages.map((message) => message.text)).toEqual(texts.slice(45));
    const second = await page(ADVISER, thread, `?limit=30&before=${first.messages[0]!.messageId}`);
    expect(second.hasMore).toBe(true);
    expect(second.messages.map((message) => message.text)).toEqual(texts.slice(15, 45));
    const third = await page(ADVISER, thread, `?limit=30&before=${second.messages[0]!.messageId}`);
    expect(third.hasMore).toBe(false);
    expect(third.messages.map((message) => message.text)).toEqual(texts.slice(0, 15));
    // The default page is 50.
    expect((await page(PAGED, thread)).messages).toHaveLength(50);
  });

  it('refuses a limit out of range and a cursor from another thread', async () => {
    for (const limit of ['0', '101', 'ten']) {
      const body = await expectErrorBody(
        await get(`/api/chat/threads/${MAIN}/messages?limit=${limit}`, INVESTOR),
        400,
      );
      expect(body.errors).toEqual([expect.objectContaining({ in: 'query', field: 'limit' })]);
    }
    const [elsewhere] = (await page(PAGED, threadOf(PAGED), '?limit=1')).messages;
    await expectErrorBody(
      await get(`/api/chat/threads/${MAIN}/messages?before=${elsewhere!.messageId}`, INVESTOR),
      400,
      'unknown_message',
    );
  });
});

describe('receipts', () => {
  const CLIENT: DemoEmail = 'process@example.com';
  const thread = threadOf(CLIENT);

  it('marks delivered on fetch and read up to a message, and counts what is unread', async () => {
    const messages: ChatMessage[] = [];
    for (const text of ['One', 'Two', 'Three']) messages.push(await sent(CLIENT, { text }));
    const unread = async () =>
      (await threads(ADVISER)).find((item) => item.threadId === thread)?.unreadCount;
    expect(await unread()).toBe(3);

    // The sender fetching their own messages delivers nothing.
    expect((await page(CLIENT, thread)).messages.every((m) => m.deliveredAt === null)).toBe(true);
    const fetched = await page(ADVISER, thread);
    expect(fetched.messages.every((message) => message.deliveredAt !== null)).toBe(true);
    expect(fetched.messages.every((message) => message.readAt === null)).toBe(true);

    const answer = markReadAnswerSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', `/api/chat/threads/${thread}/read`, {
          upTo: messages[1]!.messageId,
        }),
        200,
      ),
    );
    expect(answer).toMatchObject({ threadId: thread, marked: 2, unreadCount: 1 });
    expect(await unread()).toBe(1);
    const after = (await page(CLIENT, thread)).messages;
    expect(after.map((message) => message.readAt !== null)).toEqual([true, true, false]);

    // Again: nothing more to mark.
    const again = markReadAnswerSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', `/api/chat/threads/${thread}/read`, {
          upTo: messages[1]!.messageId,
        }),
        200,
      ),
    );
    expect(again).toMatchObject({ marked: 0, readAt: null, unreadCount: 1 });
  });

  it('does not let the sender mark their own messages read', async () => {
    const mine = await sent(CLIENT, { text: 'Mine to send, theirs to read' });
    const answer = markReadAnswerSchema.parse(
      await json(
        await write(app, CLIENT, 'POST', `/api/chat/threads/${thread}/read`, {
          upTo: mine.messageId,
        }),
        200,
      ),
    );
    expect(answer.marked).toBe(0);
  });

  it('refuses a message of another thread', async () => {
    const [other] = (await page(INVESTOR, MAIN, '?limit=1')).messages;
    await expectErrorBody(
      await write(app, ADVISER, 'POST', `/api/chat/threads/${thread}/read`, {
        upTo: other!.messageId,
      }),
      422,
      'unknown_message',
    );
  });
});

describe('search and export', () => {
  it('finds messages holding every word, in any case, and takes % literally', async () => {
    const found = chatSearchSchema.parse(
      await json(await get('/api/chat/search?q=SIP%20instalments', ADVISER), 200),
    );
    expect(found.messages.length).toBeGreaterThan(0);
    expect(found.messages.every((m) => /sip/i.test(m.text) && /instalments/i.test(m.text))).toBe(
      true,
    );
    const percent = chatSearchSchema.parse(
      await json(await get('/api/chat/search?q=%25%25', ADVISER), 200),
    );
    expect(percent.messages).toEqual([]);
    expect(
      chatSearchSchema.parse(await json(await get('/api/chat/search', ADVISER), 200)).messages,
    ).toEqual([]);
    await expectErrorBody(await get('/api/chat/search?q=a', ADVISER), 400);
  });

  it('exports the whole thread as CSV (the default) and JSON', async () => {
    const response = await get(
      `/api/chat/threads/${threadOf('sunita@example.com')}/export`,
      ADVISER,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nivesh-chat-sunita-kulkarni-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sent at (IST),From,Name,Message,Attachment,Attachment type,Delivered at (IST),Read at (IST),Message id,Client message id',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T11:00:00\+05:30,Client,Sunita Kulkarni,Namaste/);
    expect(lines[2]).toMatch(/,Adviser,Priya Mehta,"?Namaste Sunita ji/);

    const record = chatExportSchema.parse(
      await json(
        await get(
          `/api/chat/threads/${threadOf('sunita@example.com')}/export?format=json`,
          ADVISER,
        ),
        200,
      ),
    );
    expect(record.messages).toHaveLength(3);
    expect(record.retention).toMatch(/five years/);
  });
});

describe('attachments', () => {
  const upload = (email: DemoEmail, id: string, type: keyof typeof SAMPLE_FILES, name = 'x.pdf') =>
    app.call('PUT', `/api/chat/attachments/${id}?name=${encodeURIComponent(name)}`, {
      ...as(email),
      key: randomUUID(),
      body: SAMPLE_FILES[type],
      headers: { 'Content-Type': type },
    });

  it('sends an uploaded PDF that both members, and only they, can open', async () => {
    const id = randomUUID();
    const stored = chatAttachmentSchema.parse(
      await json(await upload(ADVISER, id, 'application/pdf', 'Review note.pdf'), 201),
    );
    expect(stored).toMatchObject({ documentId: id, name: 'Review note.pdf', fileUrl: null });
    // Not yet sent: no one reads it through a thread.
    await expectErrorBody(await get(`/api/chat/threads/${MAIN}/attachments/${id}`, INVESTOR), 404);

    const message = await sent(ADVISER, {
      threadId: MAIN,
      text: 'The note we discussed',
      attachmentDocumentId: id,
    });
    expect(message.attachment).toMatchObject({
      documentId: id,
      contentType: 'application/pdf',
      fileUrl: `/api/chat/threads/${MAIN}/attachments/${id}`,
    });
    for (const email of [INVESTOR, ADVISER] as const) {
      const file = await get(message.attachment!.fileUrl!, email);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_FILES['application/pdf']);
    }
    await expectErrorBody(await get(message.attachment!.fileUrl!, 'neha@example.com'), 404);
    // In another of the adviser's threads it is not attached: not found there.
    await expectErrorBody(
      await get(`/api/chat/threads/${threadOf('sunita@example.com')}/attachments/${id}`, ADVISER),
      404,
    );
  });

  it('refuses a file that is not an image or a PDF, and a file claimed as another type', async () => {
    const text = await app.call('PUT', `/api/chat/attachments/${randomUUID()}`, {
      ...as(INVESTOR),
      body: new TextEncoder().encode('plain text'),
      headers: { 'Content-Type': 'text/plain' },
    });
    await expectErrorBody(text, 415);
    const disguised = await app.call('PUT', `/api/chat/attachments/${randomUUID()}`, {
      ...as(INVESTOR),
      body: SAMPLE_FILES['application/pdf'],
      headers: { 'Content-Type': 'image/png' },
    });
    await expectErrorBody(disguised, 415, 'unsupported_media_type');
  });

  it('refuses someone else’s upload or another investor’s document with 422', async () => {
    const id = randomUUID();
    await json(await upload('neha@example.com', id, 'image/png', 'neha.png'), 201);
    for (const attachmentDocumentId of [id, demoDocumentId(sub('neha@example.com'), 'pan')]) {
      const body = await expectErrorBody(
        await send(INVESTOR, { text: 'Look', attachmentDocumentId }),
        422,
        'invalid_attachment',
      );
      expect(body.errors).toEqual([expect.objectContaining({ field: 'attachmentDocumentId' })]);
    }
    // The same id from another uploader is taken.
    await expectErrorBody(await upload(INVESTOR, id, 'image/png'), 409, 'attachment_exists');
  });

  it('lets the adviser attach the client’s own document', async () => {
    const address = demoDocumentId(sub('sunita@example.com'), 'address');
    const message = await sent(ADVISER, {
      threadId: threadOf('sunita@example.com'),
      text: 'Your address proof, for the bank form',
      attachmentDocumentId: address,
    });
    expect(message.attachment).toMatchObject({ documentId: address, name: 'Address proof.png' });
    const file = await get(message.attachment!.fileUrl!, 'sunita@example.com');
    expect(file.status).toBe(200);
  });
});

describe('a closed thread', () => {
  const LEAVER: DemoEmail = 'kyc@example.com';
  const thread = threadOf(LEAVER);

  it('stays readable and exportable, but takes no new messages', async () => {
    await sent(LEAVER, { text: 'Before I move' });
    await db.orm
      .update(userProfiles)
      .set({ advisorSub: sub('advisor2@example.com') })
      .where(eq(userProfiles.sub, sub(LEAVER)));
    try {
      await expectErrorBody(
        await send(ADVISER, { threadId: thread, text: 'Still there?' }),
        409,
        'thread_closed',
      );
      await expectErrorBody(
        await send(LEAVER, { threadId: thread, text: 'To the old one' }),
        409,
        'thread_closed',
      );
      expect((await page(ADVISER, thread)).messages.map((m) => m.text)).toEqual(['Before I move']);
      expect((await get(`/api/chat/threads/${thread}/export`, ADVISER)).status).toBe(200);
      const listed = (await threads(ADVISER)).find((item) => item.threadId === thread);
      expect(listed?.active).toBe(false);
      // The investor now writes to the new adviser, in a new thread.
      const fresh = await sent(LEAVER, { text: 'Hello new adviser' });
      expect(fresh.threadId).toBe(threadOf(LEAVER, 'advisor2@example.com'));
      const theirs = await threads('advisor2@example.com');
      expect(theirs.map((item) => item.threadId)).toContain(fresh.threadId);
      await expectErrorBody(
        await get(`/api/chat/threads/${thread}/messages`, 'advisor2@example.com'),
        404,
      );
    } finally {
      await db.orm
        .update(userProfiles)
        .set({ advisorSub: sub(ADVISER) })
        .where(eq(userProfiles.sub, sub(LEAVER)));
    }
  });
});

describe('the record', () => {
  it('cannot be edited in the database, only its receipts set once', async () => {
    const message = await sent(INVESTOR, { text: 'As written' });
    await expect(
      db.orm
        .update(chatMessages)
        .set({ body: 'Rewritten' })
        .where(eq(chatMessages.messageId, message.messageId)),
    ).rejects.toThrow();
    const [row] = await db.orm
      .select({ count: sql<number>`count(*)::int` })
      .from(chatThreads)
      .where(
        and(eq(chatThreads.investorSub, sub(INVESTOR)), eq(chatThreads.advisorSub, sub(ADVISER))),
      );
    expect(Number(row?.count)).toBe(1);
  });
});

describe('the socket', () => {
  it('pushes messages, receipts and typing to both members', async () => {
    const investor = await signedInSocket(app.server.url, tokenOf(INVESTOR));
    const adviser = await signedInSocket(app.server.url, tokenOf(ADVISER));
    try {
      const message = await sent(INVESTOR, { text: 'Are you there?' });
      const isIt = (frame: { message: ChatMessage }) =>
        frame.message.messageId === message.messageId;
      await investor.next('message', isIt);
      const pushed = await adviser.next('message', isIt);
      expect(pushed.message.text).toBe('Are you there?');

      // Pushed to the adviser's socket: delivered, and the sender is told.
      const delivered = await investor.next(
        'receipt',
        (frame) => frame.messageId === message.messageId && frame.deliveredAt !== undefined,
      );
      expect(delivered.threadId).toBe(MAIN);
      const [row] = await rowsOf(message.clientMessageId);
      expect(row?.deliveredAt?.toISOString()).toBe(delivered.deliveredAt);

      await json(
        await write(app, ADVISER, 'POST', `/api/chat/threads/${MAIN}/read`, {
          upTo: message.messageId,
        }),
        200,
      );
      const read = await investor.next(
        'receipt',
        (frame) => frame.messageId === message.messageId && frame.readAt !== undefined,
      );
      expect(read.readAt).toBeDefined();

      adviser.send({ type: 'typing', threadId: MAIN });
      const typing = await investor.next('typing');
      expect(typing).toEqual({ type: 'typing', threadId: MAIN, senderSub: sub(ADVISER) });
      // Not echoed to the one typing.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(adviser.frames.some((frame) => frame.type === 'typing')).toBe(false);

      investor.send({ type: 'ping' });
      await investor.next('pong');
    } finally {
      await investor.close();
      await adviser.close();
    }
  });

  it('refuses typing in someone else’s thread', async () => {
    const outsider = await signedInSocket(app.server.url, tokenOf('neha@example.com'));
    const investor = await signedInSocket(app.server.url, tokenOf(INVESTOR));
    try {
      outsider.send({ type: 'typing', threadId: MAIN });
      const error = await outsider.next('error');
      expect(error.code).toBe('not_found');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(investor.frames.some((frame) => frame.type === 'typing')).toBe(false);
    } finally {
      await outsider.close();
      await investor.close();
    }
  });

  it('closes a socket whose first frame is not a valid token', async () => {
    const forged = await openSocket(app.server.url);
    forged.send({ type: 'auth', token: `${tokenOf(INVESTOR)}x` });
    expect((await forged.next('error')).code).toBe('invalid_token');
    expect(await forged.closed).toBe(4001);

    const early = await openSocket(app.server.url);
    early.send({ type: 'typing', threadId: MAIN });
    expect((await early.next('error')).code).toBe('missing_token');
    expect(await early.closed).toBe(4001);

    const frozen = await openSocket(app.server.url);
    frozen.send({ type: 'auth', token: tokenOf('frozen@example.com') });
    expect((await frozen.next('error')).code).toBe('account_frozen');
    expect(await frozen.closed).toBe(4003);
  });

  it('answers another path on the upgrade with 404', async () => {
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${app.server.url.replace(/^http/, 'ws')}/api/other/socket`);
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => undefined);
    });
    expect(refused).toBe(404);
  });
});

describe('retention (last: it erases an account)', () => {
  const LEAVING: DemoEmail = 'broker@example.com';
  const thread = threadOf(LEAVING);

  it('keeps the conversation when the account is erased, and deletes it after five years', async () => {
    const storage = documentStorageOf({ dataDir: app.server.config.dataDir });
    const upload = (id: string, type: 'image/jpeg' | 'image/png') =>
      app.call('PUT', `/api/chat/attachments/${id}`, {
        ...as(LEAVING),
        key: randomUUID(),
        body: SAMPLE_FILES[type],
        headers: { 'Content-Type': type },
      });
    const sentFile = randomUUID();
    const unsentFile = randomUUID();
    await json(await upload(sentFile, 'image/jpeg'), 201);
    await json(await upload(unsentFile, 'image/png'), 201);
    await sent(LEAVING, { text: 'My statement', attachmentDocumentId: sentFile });
    const keyOf = async (id: string) =>
      (
        await db.orm
          .select({ key: chatAttachments.storageKey })
          .from(chatAttachments)
          .where(eq(chatAttachments.attachmentId, id))
      )[0]?.key;
    const sentKey = (await keyOf(sentFile))!;
    const unsentKey = (await keyOf(unsentFile))!;

    const now = new Date();
    await db.orm
      .update(userProfiles)
      .set({
        deletionRequestedAt: new Date(now.getTime() - 8 * 86_400_000),
        deletionDueAt: new Date(now.getTime() - 86_400_000),
      })
      .where(eq(userProfiles.sub, sub(LEAVING)));
    const deps = {
      db,
      logger: createLogger('silent'),
      storage,
      identity: undefined,
      sendNotice: () => Promise.resolve(),
    };
    expect(await eraseDueAccounts(deps, now)).toEqual([sub(LEAVING)]);

    // The record stays with the adviser: readable, exportable, closed; the name is gone.
    const listed = (await threads(ADVISER)).find((item) => item.threadId === thread);
    expect(listed).toMatchObject({ active: false, investor: { sub: sub(LEAVING), name: null } });
    const kept = (await page(ADVISER, thread)).messages;
    expect(kept.map((message) => message.text)).toEqual(['First message', 'My statement']);
    expect((await get(kept[1]!.attachment!.fileUrl!, ADVISER)).status).toBe(200);
    expect((await get(`/api/chat/threads/${thread}/export`, ADVISER)).status).toBe(200);
    await expectErrorBody(
      await send(ADVISER, { threadId: thread, text: 'Hello?' }),
      409,
      'thread_closed',
    );
    // A file never sent is not a record: gone at once.
    expect(await keyOf(unsentFile)).toBeUndefined();
    expect(await storage.get(unsentKey)).toBeNull();
    expect(await storage.get(sentKey)).not.toBeNull();

    const fiveYears = new Date(now);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
    expect(await purgeExpiredRecords(deps, fiveYears)).toEqual([sub(LEAVING)]);
    expect(
      await db.orm.select().from(chatMessages).where(eq(chatMessages.threadId, thread)),
    ).toEqual([]);
    expect(await db.orm.select().from(chatThreads).where(eq(chatThreads.threadId, thread))).toEqual(
      [],
    );
    expect(await keyOf(sentFile)).toBeUndefined();
    expect(await storage.get(sentKey)).toBeNull();
    await expectErrorBody(await get(`/api/chat/threads/${thread}/messages`, ADVISER), 404);
  });
});
