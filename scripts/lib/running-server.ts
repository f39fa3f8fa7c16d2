import type { ServerConfig } from '../../server/env';
import { isProcessAlive } from '../../server/process-alive';
import { readAdminToken, readServerInfo } from '../../server/runtime-files';

export interface RunningServerHandle {
  url: string;
  adminToken: string | undefined;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/health', url), {
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

const configuredUrl = ({ host, port }: ServerConfig): string | undefined => {
  if (port === 0) return undefined;
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
};

/**
 * The server that owns this DATA_DIR, found through the server.json it writes at start; a file
 * left by a process that died is ignored.
 */
export async function findServerForDataDir(
  dataDir: string,
): Promise<RunningServerHandle | undefined> {
  const info = await readServerInfo(dataDir);
  if (!info || !isProcessAlive(info.pid) || !(await answersHealth(info.url))) return undefined;
  return { url: info.url, adminToken: await readAdminToken(dataDir) };
}

/** Any Nivesh server this configuration points at: the DATA_DIR owner or one on HOST:PORT. */
export async function findAnyServer(config: ServerConfig): Promise<string | undefined> {
  const owner = await findServerForDataDir(config.dataDir);
  if (owner) return owner.url;
  const url = configuredUrl(config);
  return url && (await answersHealth(url)) ? url : undefined;
}
