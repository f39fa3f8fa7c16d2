import { reconnectDelay } from '../model/reconnect';
import { serverFrameSchema, type ClientFrame, type ServerFrame } from '../model/contract';

// The chat's WebSocket (GET /api/chat/socket): the first frame is { type: 'auth', token } with
// the id token the REST calls send; the server answers `ready` and then pushes the user's
// messages, receipts and typing. A drop is retried with backoff (model/reconnect.ts), at once
// when the browser says it is back online; a socket that hears nothing for a while (a dead
// mobile link that never closes) is dropped too. While it is not `open` the screens poll.

export type SocketStatus = 'connecting' | 'open' | 'down';

/** What this needs of a WebSocket (the browser's; a fake in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ChatSocketDeps {
  url: () => string;
  /** The id token, or null when signed out (then it waits and tries again). */
  token: () => Promise<string | null>;
  create?: (url: string) => SocketLike;
  random?: () => number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
}

/** A ping this often keeps proxies from closing an idle socket. */
export const PING_EVERY_MS = 25_000;
/** Nothing heard for this long (two pings unanswered): the socket is taken for dead. */
export const SILENT_LIMIT_MS = 2 * PING_EVERY_MS + 5_000;

/** A text frame from the server, or null for anything that is not one of the contract's. */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function createChatSocket(deps: ChatSocketDeps) {
  const create = deps.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const setTimer =
    deps.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });

  let status: SocketStatus = 'down';
  let socket: SocketLike | null = null;
  let running = false;
  let attempts = 0;
  /** Moves on every connect and stop: a late token or event of an older socket is ignored. */
  let generation = 0;
  let lastHeard = 0;
  let sub: string | null = null;
  let cancelRetry: (() => void) | null = null;
  let cancelPing: (() => void) | null = null;
  const frameListeners = new Set<(frame: ServerFrame) => void>();
  const statusListeners = new Set<() => void>();

  function setStatus(next: SocketStatus): void {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  }

  function stopTimers(): void {
    cancelRetry?.();
    cancelRetry = null;
    cancelPing?.();
    cancelPing = null;
  }

  function scheduleRetry(): void {
    if (!running) return;
    attempts += 1;
    cancelRetry?.();
    cancelRetry = setTimer(
      () => {
        cancelRetry = null;
        void connect();
      },
      reconnectDelay(attempts, random),
    );
  }

  /** The server refused this user for good (4003, a frozen account): polling only. */
  const FORBIDDEN = 4003;

  function drop(dead: SocketLike, retry = true): void {
    if (socket !== dead) return;
    socket = null;
    generation += 1;
    cancelPing?.();
    cancelPing = null;
    try {
      dead.close();
    } catch {
      // Already closed.
    }
    setStatus('down');
    if (retry) scheduleRetry();
  }

  function keepAlive(live: SocketLike): void {
    cancelPing = setTimer(() => {
      if (socket !== live) return;
      if (now() - lastHeard > SILENT_LIMIT_MS) {
        drop(live);
        return;
      }
      live.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
      keepAlive(live);
    }, PING_EVERY_MS);
  }

  async function connect(): Promise<void> {
    if (!running || socket) return;
    const mine = ++generation;
    setStatus('connecting');
    const token = await deps.token().catch(() => null);
    if (!running || mine !== generation) return;
    if (!token) {
      setStatus('down');
      scheduleRetry();
      return;
    }
    let live: SocketLike;
    try {
      live = create(deps.url());
    } catch {
      setStatus('down');
      scheduleRetry();
      return;
    }
    socket = live;
    lastHeard = now();
    live.onopen = () => {
      if (socket === live) live.send(JSON.stringify({ type: 'auth', token } satisfies ClientFrame));
    };
    live.onmessage = (event) => {
      if (socket !== live) return;
      lastHeard = now();
      const frame = parseServerFrame(event.data);
      if (!frame || frame.type === 'pong') return;
      if (frame.type === 'ready') {
        attempts = 0;
        sub = frame.sub;
        setStatus('open');
        cancelPing?.();
        keepAlive(live);
      }
      frameListeners.forEach((listener) => listener(frame));
    };
    live.onclose = (event) => drop(live, event.code !== FORBIDDEN);
    live.onerror = () => drop(live);
  }

  return {
    status: (): SocketStatus => status,
    /** The signed-in user's sub, as the server named it in `ready`. */
    sub: (): string | null => sub,
    onStatus: (listener: () => void): (() => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onFrame(listener: (frame: ServerFrame) => void): () => void {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    start(): void {
      if (running) return;
      running = true;
      attempts = 0;
      void connect();
    },
    stop(): void {
      running = false;
      generation += 1;
      stopTimers();
      const open = socket;
      socket = null;
      open?.close(1000, 'Chat closed');
      setStatus('down');
    },
    /** Back online: try now rather than wait out the backoff. */
    reconnectNow(): void {
      if (!running || socket) return;
      cancelRetry?.();
      cancelRetry = null;
      attempts = 0;
      void connect();
    },
    /** Sends a frame on an open socket; false when there is none (the frame is not kept). */
    send(frame: ClientFrame): boolean {
      if (status !== 'open' || !socket) return false;
      try {
        socket.send(JSON.stringify(frame));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;
