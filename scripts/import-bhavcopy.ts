/**
 * npm run import:bhavcopy -- FILE...
 *
 * Loads NSE equity bhavcopy CSV files (classic or UDiFF layout) into the archive: idempotent per
 * trading day, malformed lines rejected one by one with the reason, then a report of what was
 * loaded, skipped and rejected. Works while npm start runs (through the server, which owns the
 * PGlite folder) and without it.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  importBhavcopy,
  type BhavcopyFile,
  type BhavcopyReport,
} from '../server/archive/import/bhavcopy-import';
import { commandActor, runArchiveCommand } from './lib/archive-command';
import { errorMessage } from './lib/steps';

const USAGE = 'Usage: npm run import:bhavcopy -- FILE... (NSE bhavcopy CSV, classic or UDiFF)';
const SHOWN_REJECTIONS = 50;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function print(report: BhavcopyReport, how: string): void {
  console.log(`Imported ${plural(report.files.length, 'bhavcopy file')} ${how}:`);
  for (const file of report.files) {
    const skipped = file.skipped.reduce((sum, group) => sum + group.count, 0);
    const days = file.tradeDates.join(', ') || 'no trading day';
    console.log(
      `  ${file.file} (${file.layout ?? 'unknown layout'}, ${days}): ${file.loaded} loaded ` +
        `(${file.replaced} replaced a stored bar), ${skipped} skipped, ${file.rejected.length} rejected`,
    );
    for (const group of file.skipped) {
      console.log(`    skipped ${group.count}: ${group.reason} (lines ${group.lines.join(', ')}…)`);
    }
    for (const issue of file.rejected.slice(0, SHOWN_REJECTIONS)) {
      console.log(`    rejected line ${issue.line}: ${issue.reason}`);
    }
    if (file.rejected.length > SHOWN_REJECTIONS) {
      console.log(`    … and ${file.rejected.length - SHOWN_REJECTIONS} more rejected lines`);
    }
  }
  console.log(
    `Total: ${report.loaded} loaded, ${report.skipped} skipped, ${report.rejected} rejected. ` +
      (report.updatedatetime
        ? `Data-update time is now ${report.updatedatetime}.`
        : 'Nothing loaded: the archive is unchanged.'),
  );
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((arg) => arg !== '--');
  if (paths.length === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const files: BhavcopyFile[] = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), content: await readFile(path, 'utf8') })),
  );
  const actor = commandActor('import:bhavcopy');
  const { result, how } = await runArchiveCommand('/bhavcopy', { files, actor }, (db) =>
    importBhavcopy(db, files, { actor }),
  );
  print(result, how);
}

main().catch((error: unknown) => {
  console.error(`import:bhavcopy: ${errorMessage(error)}`);
  process.exit(1);
});
