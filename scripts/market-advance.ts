/**
 * npm run market:advance
 *
 * Appends one generated trading day to the demo archive (after the last stored day, weekends
 * and NSE holidays skipped): prices, corporate actions due that day, index levels, quotes and
 * the overview, and a new data-update time. Works while npm start runs and without it.
 */
import { advanceDemoArchive, type DemoResult } from '../server/archive/demo-archive';
import { commandActor, runArchiveCommand } from './lib/archive-command';
import { errorMessage } from './lib/steps';

async function main(): Promise<void> {
  const actor = commandActor('market:advance');
  const { result, how } = await runArchiveCommand<DemoResult>('/advance', { actor }, (db) =>
    advanceDemoArchive(db, actor),
  );
  console.log(
    `Appended the trading day ${result.days.join(', ')} (${result.bars} bars) ${how}. ` +
      `Data-update time is now ${result.updatedatetime ?? '(unchanged)'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`market:advance: ${errorMessage(error)}`);
  process.exit(1);
});
