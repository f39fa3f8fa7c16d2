import { readFile, rm, writeFile } from 'node:fs/promises';
import { isProcessAlive } from '../process-alive';

/**
 * PGlite happily opens a folder another process already has open, and two owners corrupt it.
 * A pid file next to the folder turns that into a readable refusal.
 */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
}

async function readOwner(lockPath: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the lock, if any (scripts check before touching the folder). */
export async function liveLockOwner(lockPath: string): Promise<number | undefined> {
  const owner = await readOwner(lockPath);
  return owner !== undefined && isProcessAlive(owner) ? owner : undefined;
}

/** Returns the release function. Throws DatabaseBusyError while a live process holds the lock. */
export async function acquireFolderLock(
  lockPath: string,
  folder: string,
): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        if ((await readOwner(lockPath)) === process.pid) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await liveLockOwner(lockPath);
      if (owner !== undefined) {
        const who = owner === process.pid ? 'this process' : `process ${owner}`;
        throw new DatabaseBusyError(
          `The database ${folder} is in use by ${who} (is the server running? stop it first).`,
        );
      }
      // Left behind by a process that died without cleaning up.
      await rm(lockPath, { force: true });
    }
  }
  throw new DatabaseBusyError(
    `Could not lock the database ${folder}: ${lockPath} keeps reappearing.`,
  );
}
