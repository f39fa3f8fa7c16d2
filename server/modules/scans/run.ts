import type { Frame } from '../../../src/domain/scan/frame';
import { formatIsoDate } from '../../../src/ui/format-money';
import { frameFor, runScan, usesFactors, type ParsedScan } from '../../archive/read/scan';
import { readVersion } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import type { LastRun } from './tables';

// A saved scan's runs (issue 14): at save, after each data update (jobs.ts) and in the demo
// seed, through the same scan runner as GET /archive/scan.

/** The symbols the scan matches at `dayIndex` of the frame (the latest by default). */
export function lastRunOf(
  frame: Frame,
  scan: ParsedScan,
  dayIndex = frame.days.length - 1,
): LastRun {
  const { matches } = runScan(frame, scan, dayIndex);
  const symbols = matches.map((index) => frame.stocks[index]?.symbol ?? '');
  return { date: frame.days[dayIndex] ?? '', asOf: frame.version, count: symbols.length, symbols };
}

/**
 * The run of a scan being saved, inside the write's transaction: null while it cannot run (no
 * market data yet, or its factor scores are being computed: the data.updated job runs it
 * then); a scan that runs out of time is refused (422 scan_timeout).
 */
export async function runOnSave(root: Orm, tx: Orm, scan: ParsedScan): Promise<LastRun | null> {
  const version = await readVersion(tx);
  let frame: Frame;
  try {
    frame = await frameFor(root, version, { within: tx, factors: usesFactors(scan.ast) });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 503)) return null;
    throw error;
  }
  return lastRunOf(frame, scan);
}

/** Matches now that were not in the run before; none on a first run (nothing to compare). */
export const newSince = (previous: LastRun | null, now: LastRun): string[] => {
  if (!previous) return [];
  const before = new Set(previous.symbols);
  return now.symbols.filter((symbol) => !before.has(symbol));
};

const SHOWN = 8;

/** "3 new stocks match 'Oversold quality'" and the stocks, for the in-app notification. */
export function newMatchesText(name: string, fresh: readonly string[], run: LastRun) {
  const n = fresh.length;
  const listed =
    n <= SHOWN
      ? fresh.join(', ')
      : `${fresh.slice(0, SHOWN).join(', ')} and ${(n - SHOWN).toLocaleString('en-IN')} more`;
  return {
    title: `${n.toLocaleString('en-IN')} new ${n === 1 ? 'stock matches' : 'stocks match'} '${name}'`,
    body:
      `${listed} ${n === 1 ? 'matches' : 'match'} your scan at the close of ` +
      `${formatIsoDate(run.date)} and did not before; ` +
      `${run.count.toLocaleString('en-IN')} ${run.count === 1 ? 'stock matches' : 'stocks match'} in all.`,
  };
}
