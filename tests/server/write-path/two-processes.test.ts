import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { ENV_TABLE } from '../../../server/env';
import { startIdentityEmulator, type IdentityEmulator } from '../../../server/identity/emulator';
import { enqueue } from '../../../server/jobs';
import { createLogger } from '../../../server/logger';
import { demo, tokenOf } from '../support/gateway-app';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../support/test-database';
import {
  expectErrorBody,
  makeStaticDir,
  PROJECT_ROOT,
  removeTempDirs,
  tempDir,
} from '../support/test-server';
import { readyLine, recordedTopic, RUNS_TABLE } from './two-processes-server';

// Two real server processes (npx tsx two-processes-server.ts) on one PostgreSQL database: the
// same Idempotency-Key sent to both at once does the work once, and each job runs once although
// both processes' workers compete for the jobs.

const SERVER_ENTRY = 'tests/server/write-path/two-processes-server.ts';
// The server's own variables are set here or not at all: none comes from the shell.
const SERVER_VARIABLES = new Set<string>(ENV_TABLE.map((row) => row.name));

interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts one process and waits for its ready line; a process that exits first fails the start. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SERVER_VARIABLES.has(name)),
  );
  const child = spawn('npx', ['tsx', SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() reaches npx, tsx and the server's node.
    detached: true,
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    if (running()) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const ready = await new Promise<z.output<typeof readyLine>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ready line after 50 s:\n${log}`)),
        50_000,
      );
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        for (const line of log.split('\n')) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(line);
          } catch {
            continue;
          }
          const found = readyLine.safeParse(parsed);
          if (found.success) {
            clearTimeout(timer);
            resolve(found.data);
          }
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(
          new Error(`the server process exited (${child.exitCode}) before it was ready:\n${log}`),
        );
      });
    });
    return { url: ready.url, pid: ready.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const adviser = tokenOf('advisor@example.com');
const notesPath = `/api/advisor/investors/${demo('investor@example.com').sub}/notes`;
const note = z.object({ noteId: z.string(), text: z.string() }).passthrough();

const addNote = (server: ServerProcess, key: string, text: string) =>
  fetch(new URL(notesPath, server.url), {
    method: 'POST',
    headers: { Authorization: adviser, 'Idempotency-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });

const listNotes = async (server: ServerProcess) => {
  const response = await fetch(new URL(`${notesPath}?limit=200`, server.url), {
    headers: { Authorization: adviser },
  });
  expect(response.status).toBe(200);
  return z.object({ notes: z.array(note) }).parse(await response.json()).notes;
};

// PGlite is one process's database: two server processes on one database need PostgreSQL.
describe.skipIf(!usingPostgres)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  let emulator: IdentityEmulator | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // A third connection, the test's own: it migrates once, before either server starts, and
    // makes the table the job handler writes to.
    db = await openDatabase({ dataDir: await tempDir('two-processes'), databaseUrl: database.url });
    await migrate(db);
    await db.transaction((tx) =>
      tx.exec(`CREATE TABLE ${RUNS_TABLE} (
        job_id text NOT NULL,
        topic text NOT NULL,
        n integer NOT NULL,
        pid integer NOT NULL,
        ran_at timestamptz NOT NULL DEFAULT now()
      )`),
    );
    emulator = await startIdentityEmulator({
      dataDir: await tempDir('two-processes-identity'),
      port: 0,
      logger: createLogger('silent'),
    });
    const staticDir = await makeStaticDir();
    const common = {
      DATABASE_URL: database.url,
      STATIC_DIR: staticDir,
      TEST_IDENTITY_ENDPOINT: emulator.endpoint,
    };
    const started = await Promise.allSettled([
      startServerProcess({ ...common, DATA_DIR: await tempDir('server-a'), TEST_SEED_DEMO: '1' }),
      startServerProcess({ ...common, DATA_DIR: await tempDir('server-b') }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await db?.close();
    await database?.drop();
    await emulator?.close();
    await removeTempDirs();
  });

  it('runs two separate processes on the one database', async () => {
    expect(servers).toHaveLength(2);
    expect(new Set([process.pid, ...servers.map((server) => server.pid)]).size).toBe(3);
    // Both answer the adviser (the keys are fetched before the race below): no notes yet.
    expect(await Promise.all(servers.map(listNotes))).toEqual([[], []]);
  });

  it('does the work of one Idempotency-Key once when both processes get it at the same moment', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const run = randomUUID();
    const keys = Array.from({ length: 20 }, (_, i) => ({
      key: `${run}-${i}`,
      text: `two processes, note ${i} of ${run}`,
    }));
    const outcomes = await Promise.all(
      keys.map(async ({ key, text }) => {
        const answers = await Promise.all([addNote(a, key, text), addNote(b, key, text)]);
        return {
          key,
          text,
          answers: [a, b].map((server, i) => ({ server, response: answers[i]! })),
        };
      }),
    );

    for (const { key, text, answers } of outcomes) {
      const fresh: string[] = [];
      const replayed: string[] = [];
      const busy: ServerProcess[] = [];
      for (const { server, response } of answers) {
        if (response.status === 409) {
          await expectErrorBody(response, 409, 'idempotency_key_in_use');
          busy.push(server);
          continue;
        }
        expect(response.status).toBe(201);
        const body = note.parse(await response.json());
        expect(body.text).toBe(text);
        const isReplay = response.headers.get('idempotent-replayed') === 'true';
        (isReplay ? replayed : fresh).push(body.noteId);
      }
      // One of the two did the work; the other was told it is in flight, or got its answer.
      expect(fresh, key).toHaveLength(1);
      expect(replayed.every((noteId) => noteId === fresh[0])).toBe(true);
      // The fresh answer came after its commit, so a retry now gets the stored answer.
      for (const server of busy) {
        const retry = await addNote(server, key, text);
        expect(retry.status).toBe(201);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(note.parse(await retry.json()).noteId).toBe(fresh[0]);
      }
    }

    // Each process sees exactly one note per key.
    for (const server of servers) {
      const notes = await listNotes(server);
      const ours = notes.filter((stored) => stored.text.includes(run));
      expect(ours).toHaveLength(keys.length);
      for (const { text } of keys) expect(ours.filter((n) => n.text === text)).toHaveLength(1);
    }
  });

  it('runs each job once while the workers of both processes compete for them', async () => {
    const count = 30;
    // One transaction, so that all are due at once and both workers find work.
    await db!.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) await enqueue(tx, recordedTopic, { n });
    });

    // Each event fans out to its one subscriber's job: wait until every job is completed.
    const states = async () => {
      const [row] = await db!.transaction((tx) =>
        tx.query<{ completed: number; other: number }>(
          `SELECT count(*) FILTER (WHERE state = 'completed')::int AS completed,
                  count(*) FILTER (WHERE state <> 'completed')::int AS other
             FROM jobs WHERE topic = $1`,
          [recordedTopic.name],
        ),
      );
      return row!;
    };
    await vi.waitFor(
      async () => {
        const { completed, other } = await states();
        expect(other).toBe(0);
        expect(completed).toBeGreaterThanOrEqual(count * 2);
      },
      { timeout: 20_000, interval: 50 },
    );

    const runs = await db!.transaction((tx) =>
      tx.query<{ job_id: string; topic: string; n: number; pid: number }>(
        `SELECT job_id, topic, n, pid FROM ${RUNS_TABLE} ORDER BY n`,
      ),
    );
    expect(runs.map((run) => run.n)).toEqual([...Array(count).keys()]);
    expect(new Set(runs.map((run) => run.job_id)).size).toBe(count);
    expect(runs.every((run) => run.topic === recordedTopic.name)).toBe(true);
    expect(await states()).toEqual({ completed: count * 2, other: 0 });
    // Both processes did some of the work, and nothing else did.
    expect(new Set(runs.map((run) => run.pid))).toEqual(new Set(servers.map((s) => s.pid)));
  });
});
