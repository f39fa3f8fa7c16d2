import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Starts the app the way a user does (`npm start`, i.e. scripts/start.ts) on a free port with its
// own data folder, and stops it. Browser tests that need the server gone (offline) start their own.

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy at ${url}:\n${output()}`);
}

export async function startAppServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<AppServer> {
  // A restart on the same port keeps the page's origin, and so its IndexedDB and worker.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'nivesh-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Several apps may run at once (the shared one, offline tests): each its own emulator.
      COGNITO_LOCAL_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(url, child, () => log);

  return {
    url,
    dataDir,
    async stop() {
      const exitedAlready = () => child.exitCode !== null || child.signalCode !== null;
      if (exitedAlready()) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // The whole process group: npx -> tsx -> node.
      signalGroup(child, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!exitedAlready()) signalGroup(child, 'SIGKILL');
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
