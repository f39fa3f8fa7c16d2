import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../server/identity/seed/demo-accounts';
import { idTokenClaims, signToken } from '../server/identity/support/tokens';
import { pacedRun } from './paced-load';
import { spawnBenchServer, type BenchServer } from './spawn-bench-server';

// npm run bench, write-path section (write path issue, item 8): the real server on PGlite in a
// second process, 50 connections of mixed reads and idempotent writes, then writes only, and
// afterwards the exactly-once check on what was stored. Runs alone too:
// npx tsx tests/bench/write-load.ts

export const CONNECTIONS = 50;
export const MIXED_SECONDS = 30;
export const WRITES_SECONDS = 15;
const WARM_SECONDS = 3;
/**
 * The paced run: writes at a fixed rate over the same 50 connections. With all 50 sending as
 * fast as they are answered, PGlite (one process, one transaction at a time) makes a write wait
 * for the 49 before it, so that run's p95 is 50 service times whatever the code does; the paced
 * run shows the latency a user sees while the server is busy but not saturated.
 */
export const PACED_WRITES_PER_SECOND = 50;
/** "an idempotent write p95 ≤ 25 ms at 50 connections on PGlite" */
export const WRITE_P95_BUDGET_MS = 25;
const READ_SHARE = 0.7;
/** Of the writes, the share that repeats the key (and request) of an earlier answered write. */
const REPEAT_SHARE = 0.1;

const SERVER_SCRIPT = fileURLToPath(new URL('./write-load-server.ts', import.meta.url));

type Kind = 'read' | 'write' | 'repeat';

interface Planned {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  key?: string;
}

/** The keys sent, their requests, and what the server answered to each. */
interface KeyRecord {
  path: string;
  body: string;
  /** The body of the first 201 (undefined: no 201 yet). */
  answer?: string;
}

interface Ledger {
  keys: Map<string, KeyRecord>;
  /** Keys answered 201: what a repeat may send again. */
  answered: string[];
  /** A fresh (not replayed) 201 for a key that already had one: the write ran twice. */
  secondExecutions: number;
  repeats: { sent: number; replayed: number; sameAnswer: number };
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
}

export interface LoadRun {
  name: string;
  seconds: number;
  all: Latency;
  byKind: Partial<Record<Kind, Latency>>;
  /** Connection errors and timeouts (autocannon's). */
  errors: number;
  /** Non-2xx answers by status, e.g. { 409: 2 }. */
  statuses: Record<number, number>;
}

export interface ExactlyOnce {
  keysAnswered201: number;
  notesStored: number;
  /** Bench notes stored more than once for one key. */
  duplicated: number;
  /** Keys answered 201 whose note is not stored. */
  missing: number;
  /** Keys still unanswered after the retries that settle the run's cut-off requests. */
  unsettled: number;
  secondExecutions: number;
  repeats: Ledger['repeats'];
  ok: boolean;
}

/** Where the load goes and as whom: what a later measurement (the outbox's) needs too. */
export interface WriteTarget {
  url: string;
  adviserToken: string;
  investorToken: string;
  /** The demo adviser's clients (investor subs). */
  clients: readonly string[];
}

export interface WritePathBench {
  runs: { mixed: LoadRun; writes: LoadRun; paced: LoadRun };
  exactlyOnce: ExactlyOnce;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};

/** An id token as the emulator signs them, with the claims its profile row already holds. */
export const tokenOf = (demo: DemoAccount): string =>
  signToken(
    idTokenClaims(demo.sub, {
      email: demo.email,
      name: demo.name,
      ...(demo.phone && { phone_number: demo.phone }),
      'custom:user_type': demo.userType,
    }),
  );

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

const notesPath = (investor: string) => `/api/advisor/investors/${investor}/notes`;

function freshWrite(target: WriteTarget, ledger: Ledger): Planned {
  const key = randomUUID();
  const path = notesPath(pick(target.clients));
  const body = JSON.stringify({ text: `bench note ${key}` });
  ledger.keys.set(key, { path, body });
  return writeOf('write', target, key, path, body);
}

function writeOf(
  kind: Kind,
  target: WriteTarget,
  key: string,
  path: string,
  body: string,
): Planned {
  return {
    kind,
    method: 'POST',
    path,
    key,
    body,
    headers: {
      Authorization: target.adviserToken,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
  };
}

/** 70 % reads as the adviser or the investor, 30 % writes of which 1 in 10 repeats a key. */
function mixedPlan(target: WriteTarget, ledger: Ledger): () => Planned {
  const read = (token: string, path: string): Planned => ({
    kind: 'read',
    method: 'GET',
    path,
    headers: { Authorization: token },
  });
  const reads: Array<() => Planned> = [
    () => read(target.adviserToken, '/api/user/profile'),
    () => read(target.investorToken, '/api/user/profile'),
    () => read(target.adviserToken, '/api/advisor/investors'),
    () => read(target.adviserToken, notesPath(pick(target.clients))),
    () => read(target.adviserToken, '/api/user/activity'),
    () => read(target.investorToken, '/api/user/activity'),
  ];
  return () => {
    if (Math.random() < READ_SHARE) return pick(reads)();
    if (ledger.answered.length > 0 && Math.random() < REPEAT_SHARE) {
      const key = pick(ledger.answered);
      const record = ledger.keys.get(key);
      if (record) return writeOf('repeat', target, key, record.path, record.body);
    }
    return freshWrite(target, ledger);
  };
}

const headerOf = (headers: Record<string, unknown> | undefined, name: string) => {
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === wanted);
  return entry ? String(entry[1]) : undefined;
};

/** Books one answer to a write in the ledger. */
function bookWrite(
  ledger: Ledger,
  planned: Planned,
  status: number,
  body: string,
  replayed: boolean,
) {
  if (planned.key === undefined) return;
  const record = ledger.keys.get(planned.key);
  if (planned.kind === 'repeat') {
    ledger.repeats.sent += 1;
    if (status === 201 && replayed) ledger.repeats.replayed += 1;
    if (status === 201 && record?.answer === body) ledger.repeats.sameAnswer += 1;
    return;
  }
  if (status !== 201 || !record) return;
  if (record.answer === undefined) {
    record.answer = body;
    if (!replayed) ledger.answered.push(planned.key);
  } else if (!replayed) {
    ledger.secondExecutions += 1;
  }
}

function latencyOf(times: number[], seconds: number, non2xx: number): Latency {
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    requestsPerSecond: times.length / seconds,
    non2xx,
  };
}

function load(
  name: string,
  url: string,
  seconds: number,
  next: () => Planned,
  ledger: Ledger,
): Promise<LoadRun> {
  const times: Record<Kind, number[]> = { read: [], write: [], repeat: [] };
  const failed: Record<Kind, number> = { read: 0, write: 0, repeat: 0 };
  const statuses: Record<number, number> = {};
  // onResponse runs just before the 'response' event of the same answer (autocannon's client
  // calls one then emits the other), so the answer's request is handed over here.
  let answered: { planned: Planned; status: number } | undefined;
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const planned = next();
              (context as { planned?: Planned }).planned = planned;
              return {
                ...request,
                method: planned.method,
                path: planned.path,
                headers: { ...planned.headers },
                body: planned.body ?? '',
              };
            },
            onResponse: (status, body, context, headers) => {
              const { planned } = context as { planned?: Planned };
              if (!planned) return;
              answered = { planned, status };
              if (planned.method === 'POST') {
                const replayed = headerOf(headers, 'Idempotent-Replayed') === 'true';
                bookWrite(ledger, planned, status, body, replayed);
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error as Error);
          return;
        }
        const all = Object.values(times).flat();
        const non2xx = Object.values(failed).reduce((sum, n) => sum + n, 0);
        const byKind: LoadRun['byKind'] = {};
        for (const kind of Object.keys(times) as Kind[]) {
          if (times[kind].length > 0) byKind[kind] = latencyOf(times[kind], seconds, failed[kind]);
        }
        resolvePromise({
          name,
          seconds,
          all: latencyOf(all, seconds, non2xx),
          byKind,
          errors: result.errors + result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, time) => {
      const kind = answered?.planned.kind ?? 'read';
      answered = undefined;
      times[kind].push(time);
      if (status < 200 || status >= 300) {
        failed[kind] += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
  });
}

/**
 * After the load: every key sent is sent once more until answered (a run's cut-off requests
 * get theirs now, as a client retrying would), then each client's notes are read page by page.
 * Exactly once: one stored note per key answered 201, none for the others.
 */
async function checkExactlyOnce(target: WriteTarget, ledger: Ledger): Promise<ExactlyOnce> {
  let unsettled = 0;
  for (const [key, record] of ledger.keys) {
    if (record.answer !== undefined) continue;
    const planned = writeOf('write', target, key, record.path, record.body);
    let status = 0;
    // 409: the cut-off request is still running on the server; its answer comes in a moment.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await fetch(new URL(record.path, target.url), {
        method: 'POST',
        headers: planned.headers,
        body: record.body,
      });
      status = response.status;
      const body = await response.text();
      if (status !== 409) {
        const replayed = response.headers.get('Idempotent-Replayed') === 'true';
        bookWrite(ledger, planned, status, body, replayed);
        break;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    if (status !== 201) unsettled += 1;
  }

  const seen = new Map<string, number>();
  let notesStored = 0;
  for (const client of target.clients) {
    let before: string | undefined;
    for (;;) {
      const query = `?limit=200${before === undefined ? '' : `&before=${before}`}`;
      const response = await fetch(new URL(`${notesPath(client)}${query}`, target.url), {
        headers: { Authorization: target.adviserToken },
      });
      if (!response.ok) throw new Error(`reading the notes answered ${response.status}`);
      const { notes } = (await response.json()) as {
        notes: Array<{ noteId: string; text: string }>;
      };
      for (const note of notes) {
        const key = /^bench note (\S+)$/.exec(note.text)?.[1];
        if (key === undefined) continue;
        notesStored += 1;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      const last = notes.at(-1);
      if (notes.length < 200 || !last) break;
      before = last.noteId;
    }
  }
  const answered201 = [...ledger.keys].filter(([, record]) => record.answer !== undefined);
  const missing = answered201.filter(([key]) => !seen.has(key)).length;
  const duplicated = [...seen.values()].filter((count) => count > 1).length;
  const strays = [...seen.keys()].filter((key) => ledger.keys.get(key)?.answer === undefined);
  const { repeats } = ledger;
  return {
    keysAnswered201: answered201.length,
    notesStored,
    duplicated,
    missing,
    unsettled,
    secondExecutions: ledger.secondExecutions,
    repeats,
    ok:
      notesStored === answered201.length &&
      duplicated === 0 &&
      missing === 0 &&
      strays.length === 0 &&
      ledger.secondExecutions === 0 &&
      repeats.replayed === repeats.sent &&
      repeats.sameAnswer === repeats.sent,
  };
}

export type WriteServer = BenchServer;

/**
 * The server in a second process (write-load-server.ts) on a fresh PGlite folder; `env` adds
 * to its environment (BENCH_SEED=portfolio: an archive and the paper-trading demo data).
 */
export const startWriteServer = (env: Record<string, string> = {}): Promise<WriteServer> =>
  spawnBenchServer(SERVER_SCRIPT, { label: 'writes', env, timeoutMs: 180_000 });

/** Both runs, the exactly-once check and the outbox hook, against a server of its own. */
/** Writes with new keys at PACED_WRITES_PER_SECOND, evenly spaced, over 50 connections. */
async function pacedWrites(target: WriteTarget, ledger: Ledger): Promise<LoadRun> {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let non2xx = 0;
  const { errors } = await pacedRun(
    target.url,
    { rate: PACED_WRITES_PER_SECOND, seconds: WRITES_SECONDS, connections: CONNECTIONS },
    () => freshWrite(target, ledger),
    (sent, answer) => {
      const planned = sent as Planned;
      times.push(answer.ms);
      if (answer.status < 200 || answer.status > 299) {
        non2xx += 1;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
      const replayed = headerOf(answer.headers, 'Idempotent-Replayed') === 'true';
      bookWrite(ledger, planned, answer.status, answer.body, replayed);
    },
  );
  const all = latencyOf(times, WRITES_SECONDS, non2xx);
  return {
    name: `writes at ${PACED_WRITES_PER_SECOND}/s evenly, ${WRITES_SECONDS} s`,
    seconds: WRITES_SECONDS,
    all,
    byKind: { write: all },
    errors,
    statuses,
  };
}

export async function measureWritePath(): Promise<WritePathBench> {
  const adviser = account('advisor@example.com');
  const server = await startWriteServer();
  try {
    const target: WriteTarget = {
      url: server.url,
      adviserToken: tokenOf(adviser),
      investorToken: tokenOf(account('investor@example.com')),
      clients: DEMO_ACCOUNTS.filter((a) => a.advisorSub === adviser.sub).map((a) => a.sub),
    };
    const ledger: Ledger = {
      keys: new Map(),
      answered: [],
      secondExecutions: 0,
      repeats: { sent: 0, replayed: 0, sameAnswer: 0 },
    };
    // Warm-up (JIT, the verifier's keys, PGlite's caches); its writes count in the check too.
    await load('warm-up', server.url, WARM_SECONDS, mixedPlan(target, ledger), ledger);
    const mixed = await load(
      `mixed, ${MIXED_SECONDS} s`,
      server.url,
      MIXED_SECONDS,
      mixedPlan(target, ledger),
      ledger,
    );
    const writes = await load(
      `writes only, ${WRITES_SECONDS} s`,
      server.url,
      WRITES_SECONDS,
      () => freshWrite(target, ledger),
      ledger,
    );
    const paced = await pacedWrites(target, ledger);
    const exactlyOnce = await checkExactlyOnce(target, ledger);
    return { runs: { mixed, writes, paced }, exactlyOnce };
  } finally {
    await server.stop();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

const columns = (label: string, cells: readonly string[]) =>
  `  ${label.padEnd(40)} ${cells.map((cell, i) => cell.padStart(i < 3 ? 6 : 7)).join('  ')}`;

function row(label: string, latency: Latency, errors?: number) {
  return columns(label, [
    fmt(latency.p50),
    fmt(latency.p95),
    fmt(latency.p99),
    fmt(latency.requestsPerSecond, 0),
    String(latency.non2xx),
    errors === undefined ? '' : String(errors),
  ]);
}

const statusList = (statuses: Record<number, number>) => {
  const entries = Object.entries(statuses);
  return entries.length === 0 ? '' : ` (${entries.map(([s, n]) => `${n} × ${s}`).join(', ')})`;
};

/** npm run bench, write-path section: prints; never fails on a timing. */
export async function benchWritePath(): Promise<void> {
  const { runs, exactlyOnce: once } = await measureWritePath();
  console.log(
    `\nWrite path on PGlite, ${CONNECTIONS} connections from a second process (latency in ms)`,
  );
  console.log(columns('workload', ['p50', 'p95', 'p99', 'req/s', 'non-2xx', 'errors']));
  const { mixed, writes, paced } = runs;
  console.log(row(`${mixed.name} (70 % reads, 30 % writes)`, mixed.all, mixed.errors));
  const kinds: Array<[Kind, string]> = [
    ['read', '  reads'],
    ['write', '  writes, new keys'],
    ['repeat', '  writes, repeated keys'],
  ];
  for (const [kind, label] of kinds) {
    const latency = mixed.byKind[kind];
    if (latency) console.log(row(label, latency));
  }
  const verdict = (p95: number) =>
    p95 <= WRITE_P95_BUDGET_MS
      ? 'within budget'
      : `OVER budget by ${fmt(p95 - WRITE_P95_BUDGET_MS)} ms`;
  console.log(
    `${row(`${writes.name}, new keys (saturated)`, writes.all, writes.errors)}  p95 budget ${WRITE_P95_BUDGET_MS} ms, ${verdict(writes.all.p95)}`,
  );
  console.log(
    `${row(`${paced.name}, new keys`, paced.all, paced.errors)}  p95 budget ${WRITE_P95_BUDGET_MS} ms, ${verdict(paced.all.p95)}`,
  );
  console.log(
    `  service time: one write at a time takes about ${fmt(1000 / writes.all.requestsPerSecond)} ms of the server (1 / saturated req/s)`,
  );
  const statuses = { ...mixed.statuses };
  for (const run of [writes, paced]) {
    for (const [status, n] of Object.entries(run.statuses)) {
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
    }
  }
  if (Object.keys(statuses).length > 0) console.log(`  non-2xx answers${statusList(statuses)}`);

  const { repeats } = once;
  console.log(
    `  exactly once: ${once.notesStored} notes stored for ${once.keysAnswered201} keys answered 201 ` +
      `(${once.duplicated} duplicated, ${once.missing} missing, ${once.secondExecutions} run twice, ` +
      `${once.unsettled} unsettled) ${once.ok ? 'ok' : 'FAILED'}`,
  );
  console.log(
    `  repeats: ${repeats.replayed} of ${repeats.sent} answered 201 with Idempotent-Replayed: true, ` +
      `${repeats.sameAnswer} with the first answer's body`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchWritePath();
}
