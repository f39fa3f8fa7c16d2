import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a bench's server script (one that calls serveForBench, bench-server.ts) in a process of
 * its own on a fresh PGlite folder, so the load a bench makes does not share the server's event
 * loop. Resolves once the script prints "listening <url>"; `stop` ends it and removes the folder.
 */
export async function spawnBenchServer(
  script: string,
  {
    label,
    env = {},
    timeoutMs = 300_000,
  }: {
    label: string;
    env?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `nivesh-bench-${label}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`no ${label} server after ${timeoutMs / 1000} s:\n${log}`)),
        timeoutMs,
      );
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const found = /^listening (\S+)$/m.exec(log)?.[1];
        if (found) {
          clearTimeout(timer);
          ready(found);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the ${label} bench server exited with ${code}:\n${log}`));
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
