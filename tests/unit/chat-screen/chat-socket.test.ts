import { describe, expect, it } from 'vitest';
import {
  createChatSocket,
  parseServerFrame,
  PING_EVERY_MS,
  type SocketLike,
} from '../../../src/features/chat/api/chat-socket';
import { chatSocketUrl } from '../../../src/features/chat/api/use-chat-socket';

// The chat socket's life: auth first, `ready` opens it, a drop is retried with backoff, a token
// that is not there yet is waited for, a socket that hears nothing is dropped.

class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  hear(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function harness(token: () => Promise<string | null> = () => Promise.resolve('id-token')) {
  let clock = 0;
  const timers: { at: number; run: () => void; live: boolean }[] = [];
  const sockets: FakeSocket[] = [];
  const socket = createChatSocket({
    url: () => 'ws://localhost/api/chat/socket',
    token,
    create: (url) => {
      const made = new FakeSocket(url);
      sockets.push(made);
      return made;
    },
    random: () => 1,
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { at: clock + ms, run, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  });
  /** Moves the clock on, running the timers that come due. */
  const advance = async (ms: number) => {
    const end = clock + ms;
    for (;;) {
      const next = timers
        .filter((timer) => timer.live && timer.at <= end)
        .sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      clock = next.at;
      next.live = false;
      next.run();
      await Promise.resolve();
      await Promise.resolve();
    }
    clock = end;
  };
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { socket, sockets, advance, settle };
}

const ready = { type: 'ready', sub: 'aarav' };

describe('the chat socket', () => {
  it('sends the REST token first and is open once the server says ready', async () => {
    const { socket, sockets, settle } = harness();
    socket.start();
    expect(socket.status()).toBe('connecting');
    await settle();
    const live = sockets[0] as FakeSocket;
    live.onopen?.({});
    expect(live.sent).toEqual([{ type: 'auth', token: 'id-token' }]);
    expect(socket.send({ type: 'typing', threadId: 't' })).toBe(false);
    live.hear(ready);
    expect(socket.status()).toBe('open');
    expect(socket.sub()).toBe('aarav');
    expect(socket.send({ type: 'typing', threadId: 't' })).toBe(true);
    expect(live.sent.at(-1)).toEqual({ type: 'typing', threadId: 't' });
  });

  it('hands the contract’s frames on and ignores anything else', async () => {
    const { socket, sockets, settle } = harness();
    const heard: string[] = [];
    socket.onFrame((frame) => heard.push(frame.type));
    socket.start();
    await settle();
    const live = sockets[0] as FakeSocket;
    live.hear(ready);
    live.hear({ type: 'typing', threadId: 't', senderSub: 'meera' });
    live.hear({ type: 'pong' });
    live.hear({ type: 'nonsense' });
    live.onmessage?.({ data: 'not json' });
    expect(heard).toEqual(['ready', 'typing']);
  });

  it('reconnects after a drop with a growing wait, and from the start after a ready', async () => {
    const { socket, sockets, advance, settle } = harness();
    socket.start();
    await settle();
    (sockets[0] as FakeSocket).onclose?.({});
    expect(socket.status()).toBe('down');
    await advance(999);
    expect(sockets).toHaveLength(1);
    await advance(1);
    await settle();
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).onclose?.({});
    await advance(1_999);
    expect(sockets).toHaveLength(2);
    await advance(1);
    await settle();
    expect(sockets).toHaveLength(3);
    (sockets[2] as FakeSocket).hear(ready);
    (sockets[2] as FakeSocket).onclose?.({});
    await advance(1_000);
    await settle();
    expect(sockets).toHaveLength(4);
  });

  it('gives up when the server refuses the user for good (4003), not when the token ends', async () => {
    const { socket, sockets, advance, settle } = harness();
    socket.start();
    await settle();
    (sockets[0] as FakeSocket).onclose?.({ code: 4001 });
    await advance(1_000);
    await settle();
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).onclose?.({ code: 4003 });
    await advance(60_000);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(socket.status()).toBe('down');
  });

  it('waits for a token while there is none', async () => {
    let token: string | null = null;
    const { socket, sockets, advance, settle } = harness(() => Promise.resolve(token));
    socket.start();
    await settle();
    expect(sockets).toHaveLength(0);
    expect(socket.status()).toBe('down');
    token = 'later';
    await advance(1_000);
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it('drops a socket that has heard nothing for two pings', async () => {
    const { socket, sockets, advance, settle } = harness();
    socket.start();
    await settle();
    const live = sockets[0] as FakeSocket;
    live.hear(ready);
    await advance(PING_EVERY_MS);
    expect(live.sent).toContainEqual({ type: 'ping' });
    await advance(PING_EVERY_MS * 2);
    expect(live.closed).toBe(true);
    expect(socket.status()).not.toBe('open');
  });

  it('tries again at once when back online, and stops for good when closed', async () => {
    const { socket, sockets, settle } = harness();
    socket.start();
    await settle();
    (sockets[0] as FakeSocket).onclose?.({});
    socket.reconnectNow();
    await settle();
    expect(sockets).toHaveLength(2);
    socket.stop();
    expect((sockets[1] as FakeSocket).closed).toBe(true);
    expect(socket.status()).toBe('down');
  });
});

describe('frames and the address', () => {
  it('reads a message frame by the contract', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'message', message: {} }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: 'pong' }))).toEqual({ type: 'pong' });
    expect(parseServerFrame(42)).toBeNull();
  });

  it('is the gateway’s address with the socket scheme', () => {
    expect(chatSocketUrl('/api', 'https://nivesh.example/investor/chat')).toBe(
      'wss://nivesh.example/api/chat/socket',
    );
    expect(chatSocketUrl('http://127.0.0.1:4173/api', 'http://localhost:5173/')).toBe(
      'ws://127.0.0.1:4173/api/chat/socket',
    );
  });
});
