import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CHAT_SOCKET_PATH,
  clientFrameSchema,
  type ServerFrame,
} from '../../../src/features/chat/model/contract';
import { isFrozen } from '../../auth/permissions';
import type { Database, Orm } from '../../db/database';
import { ApiError } from '../../errors';
import type { Logger } from '../../logger';
import type { VerifyToken } from '../../middleware/optional-auth';
import { profileFromToken, type Profile } from '../../services/profiles';
import { CHAT_CHANNEL, decodeChatEvent, publishChatEvent, type ChatEvent } from './events';
import { messageView, resolveThread } from './service';
import { markDelivered, messageById, threadById } from './store';

// The chat's WebSocket (issue 18): GET /api/chat/socket, upgraded on the Node HTTP server's
// 'upgrade' event (the route table never sees it). The first frame authenticates with the token
// the REST calls send, checked by the same verifier and profile rules (revoked sessions, erased
// accounts, role, frozen); then the server pushes the events of the user's threads. Events come
// from the database (NOTIFY chat_events, server/modules/chat/events.ts), so a message written
// through any server process reaches sockets on every one. Pushing a message to a socket of the
// other side is its delivery: marked once (the first process to do it), and told to the sender.

/** Close codes: the client signs in again (4001), gives up (4003), or reconnects (others). */
export const CLOSE = {
  unauthenticated: 4001,
  forbidden: 4003,
  authTimeout: 4008,
  goingAway: 1001,
  /** Events may have been missed (the database listener reconnected): reconnect and refetch. */
  restart: 1012,
} as const;

const MAX_FRAME_BYTES = 16 * 1024;
/** A socket whose unsent frames pass this is too slow to follow: closed, it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TYPING_EVERY_MS = 1000;
const THREAD_CACHE_SIZE = 10_000;

export interface ChatSocketOptions {
  db: Database;
  /** The REST path's verifier; without one (identity not wired) no socket authenticates. */
  verifyToken: VerifyToken | undefined;
  logger: Logger;
  /** As for REST calls: who takes on a new uninvited investor (server/services/intake.ts). */
  intakeAdvisorEmail: string | null;
  /** Default 10 s: a socket that has not authenticated by then is closed. */
  authTimeoutMs?: number;
  /** Default 30 s: how often sockets are pinged; one silent for a whole period is dropped. */
  heartbeatMs?: number;
}

export interface ChatSockets {
  /** The HTTP server's 'upgrade' listener: takes CHAT_SOCKET_PATH, refuses every other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open sockets, authenticated or not. */
  readonly size: number;
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  profile: Profile | undefined;
  alive: boolean;
  /** When this socket last sent typing, per thread (a frame a second at most). */
  typingAt: Map<string, number>;
  /** Threads this socket's user was found a member of (for typing). */
  threads: Set<string>;
  timers: NodeJS.Timeout[];
}

const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer)).toString('utf8');

type Members = { investorSub: string; advisorSub: string };
type RowEvent = Exclude<ChatEvent, { kind: 'typing' }>;

export async function startChatSockets(options: ChatSocketOptions): Promise<ChatSockets> {
  const { db, verifyToken, logger, intakeAdvisorEmail } = options;
  const { authTimeoutMs = 10_000, heartbeatMs = 30_000 } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const bySub = new Map<string, Set<Connection>>();
  // A thread's members never change: kept once read.
  const members = new Map<string, Members>();

  const send = (connection: Connection, frame: ServerFrame) => {
    const { ws } = connection;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(frame));
  };
  const socketsOf = (sub: string) => bySub.get(sub) ?? new Set<Connection>();
  const hasSockets = (sub: string) => socketsOf(sub).size > 0;

  async function membersOf(threadId: string): Promise<Members | undefined> {
    const known = members.get(threadId);
    if (known) return known;
    const row = await threadById(db.orm, threadId);
    if (!row) return undefined;
    if (members.size >= THREAD_CACHE_SIZE) members.clear();
    const found = { investorSub: row.investorSub, advisorSub: row.advisorSub };
    members.set(threadId, found);
    return found;
  }

  async function onMessage(event: RowEvent, pair: Members) {
    const record = await messageById(db.orm, event.messageId);
    if (!record) return;
    const frame: ServerFrame = { type: 'message', message: messageView(record) };
    for (const sub of [pair.investorSub, pair.advisorSub]) {
      for (const connection of socketsOf(sub)) send(connection, frame);
    }
    const recipient = record.senderSub === pair.investorSub ? pair.advisorSub : pair.investorSub;
    if (record.deliveredAt !== null || !hasSockets(recipient)) return;
    await db.orm.transaction(async (tx: Orm) => {
      if (await markDelivered(tx, record.messageId, new Date())) {
        await publishChatEvent(tx, {
          kind: 'delivered',
          threadId: record.threadId,
          messageId: record.messageId,
        });
      }
    });
  }

  async function onReceipt(event: RowEvent, pair: Members) {
    const record = await messageById(db.orm, event.messageId);
    if (!record) return;
    const frame: ServerFrame = {
      type: 'receipt',
      threadId: record.threadId,
      messageId: record.messageId,
      ...(record.deliveredAt && { deliveredAt: record.deliveredAt.toISOString() }),
      ...(event.kind === 'read' && record.readAt && { readAt: record.readAt.toISOString() }),
    };
    for (const sub of [pair.investorSub, pair.advisorSub]) {
      for (const connection of socketsOf(sub)) send(connection, frame);
    }
  }

  async function handle(event: ChatEvent) {
    const pair = await membersOf(event.threadId);
    if (!pair || (!hasSockets(pair.investorSub) && !hasSockets(pair.advisorSub))) return;
    if (event.kind === 'typing') {
      const other = event.senderSub === pair.investorSub ? pair.advisorSub : pair.investorSub;
      const frame: ServerFrame = {
        type: 'typing',
        threadId: event.threadId,
        senderSub: event.senderSub,
      };
      for (const connection of socketsOf(other)) send(connection, frame);
    } else if (event.kind === 'message') {
      await onMessage(event, pair);
    } else {
      await onReceipt(event, pair);
    }
  }

  // One event at a time, in the order the database delivered them (a thread's messages in order).
  let queue = Promise.resolve();
  const onPayload = (payload: string) => {
    const event = decodeChatEvent(payload);
    if (!event) return;
    queue = queue
      .then(() => handle(event))
      .catch((error: unknown) => logger.error({ err: error }, 'chat event not pushed'));
  };
  const onGap = () => {
    logger.warn('chat events may have been missed: sockets told to reconnect');
    for (const connection of connections) connection.ws.close(CLOSE.restart, 'reconnect');
  };
  const unlisten = await db.listen(CHAT_CHANNEL, onPayload, onGap);

  const forget = (connection: Connection) => {
    connections.delete(connection);
    for (const timer of connection.timers) clearTimeout(timer);
    const sub = connection.profile?.sub;
    if (sub === undefined) return;
    const set = bySub.get(sub);
    set?.delete(connection);
    if (set?.size === 0) bySub.delete(sub);
  };

  const refuse = (connection: Connection, code: number, errorCode: string, detail: string) => {
    send(connection, { type: 'error', code: errorCode, detail });
    connection.ws.close(code, errorCode);
  };

  async function authenticate(connection: Connection, token: string) {
    const user = verifyToken
      ? await verifyToken(token.replace(/^Bearer\s+/i, '')).catch(() => undefined)
      : undefined;
    if (!user) {
      refuse(
        connection,
        CLOSE.unauthenticated,
        'invalid_token',
        'The sign-in token is invalid or has expired',
      );
      return;
    }
    let profile: Profile;
    try {
      profile = await profileFromToken(db.orm, user, intakeAdvisorEmail);
    } catch (error) {
      if (error instanceof ApiError) {
        refuse(connection, CLOSE.unauthenticated, error.code, error.message);
        return;
      }
      throw error;
    }
    if (isFrozen(profile.track)) {
      refuse(connection, CLOSE.forbidden, 'account_frozen', 'This account is frozen');
      return;
    }
    if (connection.ws.readyState !== WebSocket.OPEN) return;
    connection.profile = profile;
    let set = bySub.get(profile.sub);
    if (!set) bySub.set(profile.sub, (set = new Set()));
    set.add(connection);
    // The token's end is the socket's: the client reconnects with a fresh one.
    const exp = user.claims.exp;
    if (typeof exp === 'number') {
      const timer = setTimeout(
        () => connection.ws.close(CLOSE.unauthenticated, 'token_expired'),
        Math.max(0, Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1)),
      );
      timer.unref();
      connection.timers.push(timer);
    }
    send(connection, { type: 'ready', sub: profile.sub });
  }

  async function typing(connection: Connection, profile: Profile, threadId: string) {
    const now = Date.now();
    if (now - (connection.typingAt.get(threadId) ?? 0) < TYPING_EVERY_MS) return;
    connection.typingAt.set(threadId, now);
    if (!connection.threads.has(threadId)) {
      try {
        await resolveThread(db.orm, profile, threadId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        send(connection, {
          type: 'error',
          code: 'not_found',
          detail: 'No such conversation among yours',
        });
        return;
      }
      connection.threads.add(threadId);
    }
    // A thread with no messages yet has no row, so no one else can be told where it is going.
    if (!(await threadById(db.orm, threadId))) return;
    await publishChatEvent(db.orm, { kind: 'typing', threadId, senderSub: profile.sub });
  }

  async function onFrame(connection: Connection, data: RawData, isBinary: boolean) {
    let json: unknown;
    try {
      json = isBinary ? undefined : JSON.parse(textOf(data));
    } catch {
      json = undefined;
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) {
      send(connection, {
        type: 'error',
        code: 'bad_frame',
        detail: 'Send JSON frames: auth, typing or ping',
      });
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'ping') {
      send(connection, { type: 'pong' });
      return;
    }
    if (frame.type === 'auth') {
      if (connection.profile) return;
      await authenticate(connection, frame.token);
      return;
    }
    if (!connection.profile) {
      refuse(connection, CLOSE.unauthenticated, 'missing_token', 'Send the auth frame first');
      return;
    }
    await typing(connection, connection.profile, frame.threadId);
  }

  wss.on('connection', (ws: WebSocket) => {
    const connection: Connection = {
      ws,
      profile: undefined,
      alive: true,
      typingAt: new Map(),
      threads: new Set(),
      timers: [],
    };
    connections.add(connection);
    const timeout = setTimeout(() => {
      if (!connection.profile)
        refuse(connection, CLOSE.authTimeout, 'auth_timeout', 'Authenticate first');
    }, authTimeoutMs);
    timeout.unref();
    connection.timers.push(timeout);
    // Frames of one socket in order: a typing frame never overtakes the auth before it.
    let frames = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      frames = frames
        .then(() => onFrame(connection, data, isBinary))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'chat socket frame failed');
          send(connection, { type: 'error', code: 'server_error', detail: 'Something went wrong' });
        });
    });
    ws.on('pong', () => {
      connection.alive = true;
    });
    ws.on('close', () => forget(connection));
    ws.on('error', () => forget(connection));
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.terminate();
        forget(connection);
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  let closing: Promise<void> | undefined;
  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== CHAT_SOCKET_PATH || closing) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    get size() {
      return connections.size;
    },
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        for (const connection of connections) {
          connection.ws.close(CLOSE.goingAway, 'server stopping');
          forget(connection);
        }
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        // Sockets that do not answer the close at once are cut: the process is stopping.
        for (const client of wss.clients) client.terminate();
        await unlisten();
        await queue;
      })()),
  };
}
