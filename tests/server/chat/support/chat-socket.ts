import { WebSocket } from 'ws';
import {
  CHAT_SOCKET_PATH,
  serverFrameSchema,
  type ServerFrame,
} from '../../../../src/features/chat/model/contract';

// A test's chat socket: connects to a running server's /api/chat/socket, keeps every frame the
// server pushes (each checked against the contract), and waits for the one a test expects.

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The first frame (already received or still to come) that matches, else a timeout. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  send(frame: unknown): void;
  close(): Promise<void>;
}

export const socketUrlOf = (serverUrl: string) =>
  `${serverUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;

export async function openSocket(serverUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(socketUrlOf(serverUrl));
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(serverFrameSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        type Frame = Extract<ServerFrame, { type: typeof type }>;
        const find = () =>
          frames.find((frame): frame is Frame => frame.type === type && match(frame as Frame));
        const found = find();
        if (found) {
          resolve(found);
          return;
        }
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
          );
        }, timeoutMs);
        const check = () => {
          const frame = find();
          if (!frame) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(frame);
        };
        waiters.add(check);
      }),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return socket;
}

/** A socket signed in with `token`, once the server said ready. */
export async function signedInSocket(serverUrl: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(serverUrl);
  socket.send({ type: 'auth', token });
  await socket.next('ready');
  return socket;
}
