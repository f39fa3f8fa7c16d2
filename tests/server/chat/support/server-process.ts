import { spawn } from 'node:child_process';
import type { z } from 'zod';
import { ENV_TABLE } from '../../../../server/env';
import { readyLine } from '../../write-path/two-processes-server';
import { PROJECT_ROOT } from '../../support/test-server';

// A real server in a process of its own (`npx tsx` on the write path's two-process entry, which
// runs startServer on DATABASE_URL trusting the identity emulator at TEST_IDENTITY_ENDPOINT),
// for the chat's test across processes: nothing but the database joins two of them.

const SERVER_ENTRY = 'tests/server/write-path/two-processes-server.ts';
// The server's own variables are set here or not at all: none comes from the shell.
const SERVER_VARIABLES = new Set<string>(ENV_TABLE.map((row) => row.name));

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts one process and waits for its ready line; a process that exits first fails the start. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
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
    if (!running()) return;
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
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
