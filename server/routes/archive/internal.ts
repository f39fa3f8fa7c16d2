import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { advanceDemoArchive, DemoArchiveError } from '../../archive/demo-archive';
import { importBhavcopy } from '../../archive/import/bhavcopy-import';
import { importFundamentals } from '../../archive/import/fundamentals-import';
import { archiveReader } from '../../archive/read/reader';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { parseJsonBody } from '../../validation';

const MAX_FILE_CHARS = 20 * 1024 * 1024;

/** Who ran the load (the command and the OS user), for the import history. */
const actor = z.string().max(200).optional();

const advanceBody = z.object({ actor });

const importBody = z.object({
  actor,
  files: z
    .array(
      z.object({
        name: z.string().min(1).max(300),
        content: z.string().max(MAX_FILE_CHARS, 'a file is at most 20 MiB'),
      }),
    )
    .min(1, 'files must hold at least one file')
    .max(400, 'at most 400 files at once'),
});

/**
 * /internal/archive: loads for npm run import:bhavcopy, import:fundamentals and market:advance
 * while this process owns the database (mounted behind the admin-token check of /internal).
 */
export function archiveInternalRoutes(db: Database): Hono<AppEnv> {
  const noStore = { 'Cache-Control': 'no-store' };
  const reader = archiveReader(db);
  return new Hono<AppEnv>()
    .post('/bhavcopy', async (c) => {
      const { files, actor } = await parseJsonBody(c, importBody);
      const report = await importBhavcopy(db, files, { actor });
      reader.invalidate();
      c.var.logger.info(
        { loaded: report.loaded, skipped: report.skipped, rejected: report.rejected },
        'bhavcopy imported',
      );
      return c.json(report, 200, noStore);
    })
    .post('/fundamentals', async (c) => {
      const { files, actor } = await parseJsonBody(c, importBody);
      const report = await importFundamentals(db, files, { actor });
      reader.invalidate();
      c.var.logger.info(
        { loaded: report.loaded, skipped: report.skipped, rejected: report.rejected },
        'fundamentals imported',
      );
      return c.json(report, 200, noStore);
    })
    .post('/advance', async (c) => {
      // A body is optional here (older callers post none).
      const sent = Number(c.req.header('content-length') ?? 0) > 0;
      const { actor } = sent ? await parseJsonBody(c, advanceBody) : {};
      try {
        const result = await advanceDemoArchive(db, actor ?? 'POST /internal/archive/advance');
        reader.invalidate();
        c.var.logger.info({ days: result.days, bars: result.bars }, 'market advanced');
        return c.json(result, 200, noStore);
      } catch (error) {
        if (error instanceof DemoArchiveError)
          throw new ApiError(409, 'no_demo_archive', error.message);
        throw error;
      }
    });
}
