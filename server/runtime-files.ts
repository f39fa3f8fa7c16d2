import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Files a running server leaves in DATA_DIR so local scripts can find it and prove they are
 * local: server.json (where it listens, which process) and admin-token (0600, secret).
 */
export const runtimePaths = (dataDir: string) => ({
  serverInfo: join(dataDir, 'server.json'),
  adminToken: join(dataDir, 'admin-token'),
});

const serverInfoSchema = z.object({
  url: z.url(),
  pid: z.number().int().positive(),
  startedAt: z.string(),
});

export type ServerInfo = z.infer<typeof serverInfoSchema>;

export async function writeRuntimeFiles(
  dataDir: string,
  info: ServerInfo,
  adminToken: string,
): Promise<void> {
  const paths = runtimePaths(dataDir);
  // Replace rather than overwrite: writeFile's mode applies only to a newly created file.
  await rm(paths.adminToken, { force: true });
  await writeFile(paths.adminToken, `${adminToken}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(paths.adminToken, 0o600);
  await writeFile(paths.serverInfo, `${JSON.stringify(info, null, 2)}\n`);
}

export async function readServerInfo(dataDir: string): Promise<ServerInfo | undefined> {
  try {
    const raw: unknown = JSON.parse(await readFile(runtimePaths(dataDir).serverInfo, 'utf8'));
    const parsed = serverInfoSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function readAdminToken(dataDir: string): Promise<string | undefined> {
  const token = await readFile(runtimePaths(dataDir).adminToken, 'utf8').catch(() => '');
  return token.trim() || undefined;
}

/** Removes the files only if they still describe this process (a newer server may own them). */
export async function removeRuntimeFiles(dataDir: string, pid: number): Promise<void> {
  const info = await readServerInfo(dataDir);
  if (info && info.pid !== pid) return;
  const paths = runtimePaths(dataDir);
  await Promise.all([rm(paths.serverInfo, { force: true }), rm(paths.adminToken, { force: true })]);
}
