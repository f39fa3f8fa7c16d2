import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { startIdentityEmulator, type IdentityEmulator } from '../../../server/identity/emulator';
import { createLogger } from '../../../server/logger';
import { threadIdOf } from '../../../server/modules/chat/thread-id';
import { chatMessageSchema, type ChatMessage } from '../../../src/features/chat/model/contract';
import { demo, tokenOf } from '../support/gateway-app';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../support/test-database';
import { makeStaticDir, removeTempDirs, tempDir } from '../support/test-server';
import { signedInSocket, type TestSocket } from './support/chat-socket';
import { startServerProcess, type ServerProcess } from './support/server-process';

// Chat across two server processes on one PostgreSQL database (issue 18): a message posted to
// one reaches a socket on the other, its delivery receipt comes back, typing crosses too, and one
// clientMessageId sent to both at the same moment is one message. Nothing joins the processes
// but the database (NOTIFY chat_events).

const investor = demo('investor@example.com');
const adviser = demo('advisor@example.com');
const THREAD = threadIdOf(investor.sub, adviser.sub);

const post = (server: ServerProcess, token: string, body: Record<string, unknown>) =>
  fetch(new URL('/api/chat/messages', server.url), {
    method: 'POST',
    headers: {
      Authorization: token,
      'Idempotency-Key': randomUUID(),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ clientMessageId: randomUUID(), ...body }),
  });

async function sent(response: Response): Promise<ChatMessage> {
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return chatMessageSchema.parse(JSON.parse(text));
}

// PGlite is one process's database: two server processes on one database need PostgreSQL.
describe.skipIf(!usingPostgres)('chat across two server processes on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  let emulator: IdentityEmulator | undefined;
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // The test's own connection migrates once, before either server starts.
    db = await openDatabase({ dataDir: await tempDir('chat-two'), databaseUrl: database.url });
    await migrate(db);
    emulator = await startIdentityEmulator({
      dataDir: await tempDir('chat-two-identity'),
      port: 0,
      logger: createLogger('silent'),
    });
    const common = {
      DATABASE_URL: database.url,
      STATIC_DIR: await makeStaticDir(),
      TEST_IDENTITY_ENDPOINT: emulator.endpoint,
    };
    // The first seeds the demo profiles (investor@ is advisor@'s client) before it listens.
    servers.push(
      await startServerProcess({
        ...common,
        DATA_DIR: await tempDir('chat-a'),
        TEST_SEED_DEMO: '1',
      }),
    );
    servers.push(await startServerProcess({ ...common, DATA_DIR: await tempDir('chat-b') }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await db?.close();
    await database?.drop();
    await emulator?.close();
    await removeTempDirs();
  });

  it('pushes a message posted to one process to a socket on the other, and the receipt back', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(new Set([process.pid, a.pid, b.pid]).size).toBe(3);
    const investorOnA = await signedInSocket(a.url, tokenOf('investor@example.com'));
    const adviserOnB = await signedInSocket(b.url, tokenOf('advisor@example.com'));
    sockets.push(investorOnA, adviserOnB);

    const message = await sent(await post(a, tokenOf('investor@example.com'), { text: 'Via A' }));
    const pushed = await adviserOnB.next(
      'message',
      (frame) => frame.message.messageId === message.messageId,
    );
    expect(pushed.message).toMatchObject({
      threadId: THREAD,
      text: 'Via A',
      senderRole: 'investor',
    });
    // B delivered it to the adviser; A's socket hears of it.
    const receipt = await investorOnA.next(
      'receipt',
      (frame) => frame.messageId === message.messageId && frame.deliveredAt !== undefined,
    );
    expect(receipt.threadId).toBe(THREAD);

    const reply = await sent(
      await post(b, tokenOf('advisor@example.com'), { threadId: THREAD, text: 'Via B' }),
    );
    await investorOnA.next('message', (frame) => frame.message.messageId === reply.messageId);

    adviserOnB.send({ type: 'typing', threadId: THREAD });
    expect(await investorOnA.next('typing')).toEqual({
      type: 'typing',
      threadId: THREAD,
      senderSub: adviser.sub,
    });
  });

  it('makes one message of one clientMessageId sent to both processes at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = tokenOf('investor@example.com');
    for (let round = 0; round < 10; round += 1) {
      const clientMessageId = randomUUID();
      const body = { clientMessageId, text: `Race ${round}` };
      const answers = await Promise.all([post(a, token, body), post(b, token, body)]);
      const ids = await Promise.all(
        answers.map(async (response) => (await sent(response)).messageId),
      );
      expect(new Set(ids).size).toBe(1);
      const rows = await db!.transaction((tx) =>
        tx.query('SELECT message_id FROM chat_messages WHERE client_message_id = $1', [
          clientMessageId,
        ]),
      );
      expect(rows).toHaveLength(1);
    }
  });
});
