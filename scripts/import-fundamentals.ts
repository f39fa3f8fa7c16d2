/**
 * npm run import:fundamentals -- FILE...
 *
 * Loads quarterly fundamentals CSV files into the archive (layout below): idempotent per
 * company and quarter, malformed lines rejected one by one with the reason, then a report of
 * what was loaded, skipped and rejected, and a new data-update time so caches refresh. Works
 * while npm start runs (through the server, which owns the PGlite folder) and without it.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  importFundamentals,
  type FundamentalsFile,
  type FundamentalsReport,
} from '../server/archive/import/fundamentals-import';
import { OPTIONAL_MONEY, REQUIRED_COLUMNS } from '../server/archive/import/fundamentals-parse';
import { commandActor, runArchiveCommand } from './lib/archive-command';
import { errorMessage } from './lib/steps';

const USAGE = `Usage: npm run import:fundamentals -- FILE...

A CSV with a header row naming its columns (any order, any case):
  required: ${REQUIRED_COLUMNS.join(', ')}
  optional: ${Object.values(OPTIONAL_MONEY).join(', ')}
Dates YYYY-MM-DD (period_end a quarter end), money in rupees crore (up to 9 decimals),
holdings in percent, shares_outstanding a whole number. An empty optional cell means
"not reported".`;
const SHOWN_ISSUES = 50;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function print(report: FundamentalsReport, how: string): void {
  console.log(`Imported ${plural(report.files.length, 'fundamentals file')} ${how}:`);
  for (const file of report.files) {
    const periods = file.periods.join(', ') || 'no quarter';
    console.log(
      `  ${file.file} (${periods}): ${file.loaded} loaded (${file.replaced} replaced a stored quarter), ` +
        `${file.skipped.length} skipped, ${file.rejected.length} rejected`,
    );
    for (const [what, issues] of [
      ['skipped', file.skipped],
      ['rejected', file.rejected],
    ] as const) {
      for (const issue of issues.slice(0, SHOWN_ISSUES)) {
        console.log(`    ${what} line ${issue.line}: ${issue.reason}`);
      }
      if (issues.length > SHOWN_ISSUES) {
        console.log(`    … and ${issues.length - SHOWN_ISSUES} more ${what} lines`);
      }
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
  const files: FundamentalsFile[] = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), content: await readFile(path, 'utf8') })),
  );
  const actor = commandActor('import:fundamentals');
  const { result, how } = await runArchiveCommand('/fundamentals', { files, actor }, (db) =>
    importFundamentals(db, files, { actor }),
  );
  print(result, how);
}

main().catch((error: unknown) => {
  console.error(`import:fundamentals: ${errorMessage(error)}`);
  process.exit(1);
});
