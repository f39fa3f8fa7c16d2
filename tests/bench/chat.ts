import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import {
  CHAT_SOCKET_PATH,
  serverFrameSchema,
  type ServerFrame,
} from '../../src/features/chat/model/contract';
import { DEMO_ACCOUNTS } from '../../server/identity/seed/demo-accounts';
import { USER_TYPES } from '../../server/services/tracks';
import { idTokenClaims, signToken } from '../server/identity/support/tokens';
import { CHAT_CLIENTS, chatClientSub } from './chat-server';
import { spawnBenchServer } from './spawn-bench-server';
import { tokenOf } from './write-load';

// npm run bench, chat section (issue 18, Bench: "message end-to-end latency p95 between two
// clients (≤ 100 ms locally), 200 concurrent WebSocket clients on one process"). The real server
// in a process of its own (chat-server.ts, bench-only PGlite folder) with 200 investors of the
// demo adviser. End to end is: POST /api/chat/messages sent by one client -> the message frame
// arriving on the other client's WebSocket.
//   pair:   one investor and the adviser alone, messages one after another;
//   crowd:  200 investor sockets and the adviser's open at once; every investor sends
//           MESSAGES_EACH messages (about CROWD_RATE a second in all), timed to the adviser's
//           socket, then the adviser answers each thread, timed to that investor's socket.
// Alone: npx tsx tests/bench/chat.ts

export const CHAT_P95_BUDGET_MS = 100;
const PAIR_MESSAGES = 200;
const MESSAGES_EACH = 3;
const CROWD_RATE = 100;
const SERVER_SCRIPT = fileURLToPath(new URL('./chat-server.ts', import.meta.url));

interface Client {
  token: string;
  sub: string;
  ws: WebSocket;
  /** clientMessageId -> when its message frame arrived (performance.now()). */
  arrived: Map<string, number>;
  waiters: Map<string, (at: number) => void>;
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};
const spread = (values: readonly number[]) => ({
  count: values.length,
  p50: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  max: Math.max(...values),
});
type Spread = ReturnType<typeof spread>;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function connect(url: string, token: string, sub: string): Promise<Client> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
  const client: Client = { token, sub, ws, arrived: new Map(), waiters: new Map() };
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const frame: ServerFrame = serverFrameSchema.parse(JSON.parse(data.toString('utf8')));
      if (frame.type === 'ready') resolve();
      if (frame.type === 'error') reject(new Error(`${frame.code}: ${frame.detail}`));
      if (frame.type !== 'message') return;
      const id = frame.message.clientMessageId;
      client.arrived.set(id, at);
      client.waiters.get(id)?.(at);
      client.waiters.delete(id);
    });
    ws.once('close', (code) => reject(new Error(`socket closed ${code}`)));
    ws.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return client;
}

const arrivalOf = (client: Client, clientMessageId: string, timeoutMs = 30_000) =>
  new Promise<number>((resolve, reject) => {
    const already = client.arrived.get(clientMessageId);
    if (already !== undefined) return resolve(already);
    const timer = setTimeout(
      () => reject(new Error(`message ${clientMessageId} never reached ${client.sub}`)),
      timeoutMs,
    );
    client.waiters.set(clientMessageId, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });

async function send(url: string, from: Client, to: Client, threadId?: string) {
  const clientMessageId = randomUUID();
  const arrival = arrivalOf(to, clientMessageId);
  const start = performance.now();
  const response = await fetch(new URL('/api/chat/messages', url), {
    method: 'POST',
    headers: {
      Authorization: from.token,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      clientMessageId,
      ...(threadId && { threadId }),
      text: `Bench message ${clientMessageId.slice(0, 8)}`,
    }),
  });
  const answered = performance.now();
  if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return { endToEnd: (await arrival) - start, post: answered - start };
}

export interface ChatBench {
  pair: { endToEnd: Spread; post: Spread };
  crowd: {
    sockets: number;
    inbound: Spread;
    outbound: Spread;
    seconds: number;
    stillOpen: number;
  };
}

export async function measureChat(): Promise<ChatBench> {
  const server = await spawnBenchServer(SERVER_SCRIPT, { label: 'chat' });
  const clients: Client[] = [];
  try {
    const adviserAccount = DEMO_ACCOUNTS.find((a) => a.email === 'advisor@example.com')!;
    const adviser = await connect(server.url, tokenOf(adviserAccount), adviserAccount.sub);
    clients.push(adviser);
    const investors: Client[] = [];
    for (let i = 0; i < CHAT_CLIENTS; i += 1) {
      const sub = chatClientSub(i);
      const token = signToken(
        idTokenClaims(sub, {
          email: `${sub}@bench.example`,
          name: `Bench Client ${i}`,
          'custom:user_type': USER_TYPES.investor,
        }),
      );
      const investor = await connect(server.url, token, sub);
      investors.push(investor);
      clients.push(investor);
    }
    const threads = (await (
      await fetch(new URL('/api/chat/threads', server.url), {
        headers: { Authorization: adviser.token },
      })
    ).json()) as { threads: { threadId: string; investor: { sub: string } }[] };
    const threadOf = new Map(threads.threads.map((t) => [t.investor.sub, t.threadId]));

    // Warm-up (JIT, the verifier's keys, PGlite's caches), then one pair alone.
    for (let i = 0; i < 20; i += 1) await send(server.url, investors[0]!, adviser);
    const pairEnd: number[] = [];
    const pairPost: number[] = [];
    for (let i = 0; i < PAIR_MESSAGES; i += 1) {
      const { endToEnd, post } = await send(server.url, investors[0]!, adviser);
      pairEnd.push(endToEnd);
      pairPost.push(post);
    }

    // The crowd: every investor sends, paced to CROWD_RATE a second overall.
    const started = performance.now();
    const inbound: Promise<{ endToEnd: number }>[] = [];
    for (let round = 0; round < MESSAGES_EACH; round += 1) {
      for (const investor of investors) {
        inbound.push(send(server.url, investor, adviser));
        await sleep(1000 / CROWD_RATE);
      }
    }
    const inboundTimes = (await Promise.all(inbound)).map((r) => r.endToEnd);
    const outbound: Promise<{ endToEnd: number }>[] = [];
    for (const investor of investors) {
      outbound.push(send(server.url, adviser, investor, threadOf.get(investor.sub)));
      await sleep(1000 / CROWD_RATE);
    }
    const outboundTimes = (await Promise.all(outbound)).map((r) => r.endToEnd);
    const seconds = (performance.now() - started) / 1000;
    return {
      pair: { endToEnd: spread(pairEnd), post: spread(pairPost) },
      crowd: {
        sockets: clients.length,
        inbound: spread(inboundTimes),
        outbound: spread(outboundTimes),
        seconds,
        stillOpen: clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length,
      },
    };
  } finally {
    for (const client of clients) client.ws.terminate();
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (p95: number) =>
  `/ budget ${CHAT_P95_BUDGET_MS} ms ${p95 <= CHAT_P95_BUDGET_MS ? 'within budget' : 'OVER budget'}`;

export async function benchChat(): Promise<void> {
  console.log('\nChat (issue 18): POST a message -> the other side’s WebSocket, own process');
  const r = await measureChat();
  const line = (name: string, s: Spread, budget = true) =>
    console.log(
      `  ${name}: ${s.count} messages, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}` +
        (budget ? ` ${verdict(s.p95)}` : ''),
    );
  line('one pair alone, end to end', r.pair.endToEnd);
  line('  of which the POST', r.pair.post, false);
  console.log(
    `  ${r.crowd.sockets} sockets open at once; ${r.crowd.stillOpen} still open after ` +
      `${r.crowd.seconds.toFixed(1)} s of traffic at about ${CROWD_RATE} messages/s`,
  );
  line('  investors -> adviser', r.crowd.inbound);
  line('  adviser -> each investor', r.crowd.outbound);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChat();
