import type { FactorDay, Frame, FrameTexts } from '../../../src/domain/scan/frame';
import { parseFrame } from '../../../src/domain/scan/frame-parse';
import type { Orm } from '../../db/database';
import { fromDayNumber, toDayNumber } from '../calendar';
import {
  factorScoresCurrent,
  latestMarketDay,
  readFactorDays,
  readFrameTexts,
} from './frame-texts';
import type { ArchiveVersion } from './snapshot';

// The screener's frame (issue 14): the latest ~400 trading days of the NIFTY 500 with the latest
// day's factor scores, built once per data-update time and kept, so a scan only evaluates. One
// build at a time per database (single flight); the saved scans' data.updated job builds it
// right after a load, so the first scan of the day does not wait for it.

/** Calendar days of bars read: about 400 trading days (sma 200 and 252-day highs need them). */
export const SCAN_FRAME_CALENDAR_DAYS = 600;

interface Entry {
  key: string;
  frame: Promise<Frame>;
  /** Set once the frame is built (a reader inside a transaction only uses a finished one). */
  ready: Frame | undefined;
}

// By the database's root orm (the same object for the routes and the job worker).
const entries = new WeakMap<Orm, Entry>();
// Frames waiting for their latest scores to be attached, single flight per frame, and frames
// whose scores are known current.
const attaching = new WeakMap<Frame, Promise<boolean>>();
const scored = new WeakSet<Frame>();

const keyOf = (version: ArchiveVersion) => `${version.updatedatetime}|${version.demo}`;

async function build(orm: Orm, version: ArchiveVersion): Promise<Frame> {
  const latest = await latestMarketDay(orm);
  // No prices at all: an empty frame (its scans answer 404 no_market_data).
  const from = latest
    ? fromDayNumber(toDayNumber(latest) - SCAN_FRAME_CALENDAR_DAYS)
    : '9999-12-31';
  return parseFrame(await readFrameTexts(orm, { version }, { from, factorDays: 'latest' }));
}

/**
 * The frame of `source`'s data-update time. `within`: a transaction to read in (a write's, on
 * PGlite's one connection, where waiting for a build outside it would wait for ever): it uses
 * a finished frame, or builds its own and keeps it.
 */
export function scanFrame(
  orm: Orm,
  source: { version: ArchiveVersion },
  within?: Orm,
): Promise<Frame> {
  const key = keyOf(source.version);
  const entry = entries.get(orm);
  if (entry?.key === key && (!within || entry.ready)) return entry.frame;
  const made: Entry = { key, frame: build(within ?? orm, source.version), ready: undefined };
  if (!within || entry?.key !== key) entries.set(orm, made);
  made.frame.then(
    (frame) => {
      made.ready = frame;
      const now = entries.get(orm);
      if (now?.key === key && !now.ready) entries.set(orm, made);
    },
    // A failure is not kept: the next request tries again.
    () => {
      if (entries.get(orm) === made) entries.delete(orm);
    },
  );
  return made.frame;
}

/** The frame's latest day has factor scores (the scores are read with the frame when current). */
export const hasLatestScores = (frame: Frame): boolean => frame.factors.has(frame.days.length - 1);

/**
 * A frame built while the factor engine was still scoring its load gets the latest day's scores
 * once they are current: added to its factor map (no other series depends on them), so the
 * indicators already computed on it are kept. False while the scores are still pending.
 * `within`: a write's transaction, which reads for itself rather than wait for a read outside.
 */
export async function withLatestScores(
  orm: Orm,
  frame: Frame,
  version: ArchiveVersion,
  within?: Orm,
): Promise<boolean> {
  if (hasLatestScores(frame) || scored.has(frame)) return true;
  if (within) return attachScores(within, frame, version);
  let pending = attaching.get(frame);
  if (!pending) {
    pending = attachScores(orm, frame, version).finally(() => attaching.delete(frame));
    attaching.set(frame, pending);
  }
  return pending;
}

async function attachScores(orm: Orm, frame: Frame, version: ArchiveVersion): Promise<boolean> {
  if (!(await factorScoresCurrent(orm, version))) return false;
  const last = frame.days.length - 1;
  const [stored] = await readFactorDays(orm, frame.days[last] ?? '9999-12-31', 'latest');
  if (stored !== undefined && stored.date === frame.days[last])
    frame.factors.set(last, factorDayOf(frame, stored));
  // Current now, with or without scores for the latest day: not asked again.
  scored.add(frame);
  return true;
}

/** One stored day's six values per id onto the frame's stocks (NaN when not scored). */
function factorDayOf(frame: Frame, stored: FrameTexts['factorDays'][number]): FactorDay {
  const n = frame.stocks.length;
  const make = () => new Float64Array(n).fill(NaN);
  const day: FactorDay = {
    composite: make(),
    value: make(),
    momentum: make(),
    quality: make(),
    lowVolatility: make(),
    size: make(),
  };
  const order = [day.composite, day.value, day.momentum, day.quality, day.lowVolatility, day.size];
  const slotOf = new Map(frame.stocks.map((stock, index) => [stock.id, index]));
  stored.ids.forEach((id, k) => {
    const index = slotOf.get(id);
    if (index === undefined) return;
    order.forEach((values, f) => {
      values[index] = stored.values[k * 6 + f] ?? NaN;
    });
  });
  return day;
}
