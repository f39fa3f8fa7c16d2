import type { Expr, ScanError } from '../../../src/domain/scan/ast';
import { valueColumns } from '../../../src/domain/scan/columns';
import { evaluateScan, ScanTimeoutError } from '../../../src/domain/scan/evaluate';
import type { Frame } from '../../../src/domain/scan/frame';
import { parseScan } from '../../../src/domain/scan/parse';
import { printScan } from '../../../src/domain/scan/print';
import {
  SCAN_TIME_LIMIT_MS,
  type ScanProblem,
  type ScanResult,
} from '../../../src/features/scans/model/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { scanFrame, withLatestScores } from './scan-frame';
import type { ArchiveVersion } from './snapshot';

// Running a scan (issue 14): parse and check the text (400 invalid_scan with the position),
// take the cached frame of the data-update time (503 factors_pending while a load is scored
// and the scan needs its scores), evaluate it at the latest day against a time limit (422
// scan_timeout) and answer the matches with the values the scan compares. GET /archive/scan,
// the saved scans (server/modules/scans) and their data.updated job all run scans through here.

let timeLimitMs = SCAN_TIME_LIMIT_MS;

/** Tests only: a shorter limit, so a pathological scan is cut on a small archive too. */
export function setScanTimeLimit(ms: number = SCAN_TIME_LIMIT_MS): void {
  timeLimitMs = ms;
}

/** A scan's text as the caller's 400 invalid_scan, with where it is wrong (RFC 9457 members). */
export function invalidScan(error: ScanError): ApiError {
  const extension: Omit<ScanProblem, 'code' | 'detail'> = {
    position: {
      offset: error.offset,
      length: error.length,
      line: error.line,
      column: error.column,
    },
    ...(error.expected && { expected: error.expected }),
    ...(error.suggestion && { suggestion: error.suggestion }),
  };
  return new ApiError(400, 'invalid_scan', error.message, {}, [], extension);
}

export interface ParsedScan {
  ast: Expr;
  /** Canonical text (printScan). */
  expression: string;
}

/** The checked scan, or 400 invalid_scan. */
export function parsedScan(text: string): ParsedScan {
  const parsed = parseScan(text);
  if (!parsed.ok) throw invalidScan(parsed.error);
  return { ast: parsed.ast, expression: printScan(parsed.ast) };
}

/** Whether the scan reads factor scores (factor.momentum, ...). */
export function usesFactors(expr: Expr): boolean {
  switch (expr.kind) {
    case 'field':
      return expr.name.startsWith('factor.');
    case 'call':
      return expr.args.some(usesFactors);
    case 'negate':
    case 'not':
      return usesFactors(expr.operand);
    case 'arithmetic':
    case 'compare':
    case 'cross':
      return usesFactors(expr.left) || usesFactors(expr.right);
    case 'logical':
      return expr.operands.some(usesFactors);
    default:
      return false;
  }
}

const factorsPending = () =>
  new ApiError(
    503,
    'factors_pending',
    'Factor scores are being computed for the latest market data: try again in a few seconds',
    { 'Retry-After': '5' },
  );

const timedOut = () =>
  new ApiError(
    422,
    'scan_timeout',
    `This scan took longer than ${(timeLimitMs / 1000).toLocaleString('en-IN')} s and was ` +
      'stopped: use fewer or simpler conditions',
  );

export interface FrameOptions {
  /** The write's transaction, when the scan runs inside one (PGlite has one connection). */
  within?: Orm;
  /** The scan reads factor scores: 503 factors_pending until they are current. */
  factors?: boolean;
}

/** The frame of the data version, with the latest scores when the scan needs them. */
export async function frameFor(
  orm: Orm,
  version: ArchiveVersion,
  options: FrameOptions = {},
): Promise<Frame> {
  const frame = await scanFrame(orm, { version }, options.within);
  if (frame.days.length === 0) {
    throw new ApiError(404, 'no_market_data', 'The archive holds no market data yet');
  }
  if (options.factors && !(await withLatestScores(orm, frame, version, options.within))) {
    throw factorsPending();
  }
  return frame;
}

// Scans that ran out of time on a frame answer 422 again at once, without running again.
const slowOn = new WeakMap<Frame, Set<string>>();

export interface ScanMatches {
  /** Indexes into frame.stocks, by symbol. */
  matches: number[];
  /** One row per match: the values of valueColumns(ast). */
  values: Array<Array<number | string | boolean | null>>;
  tookMs: number;
}

/** The scan at a day of the frame (the latest by default), within the time limit (else 422). */
export function runScan(
  frame: Frame,
  scan: ParsedScan,
  dayIndex = frame.days.length - 1,
): ScanMatches {
  const slow = slowOn.get(frame);
  const key = `${timeLimitMs}|${scan.expression}`;
  if (slow?.has(key)) throw timedOut();
  const started = performance.now();
  let found: ReturnType<typeof evaluateScan>;
  try {
    found = evaluateScan(frame, scan.ast, dayIndex, {
      deadline: started + timeLimitMs,
      now: () => performance.now(),
    });
  } catch (error) {
    if (!(error instanceof ScanTimeoutError)) throw error;
    slowOn.set(frame, (slow ?? new Set()).add(key));
    throw timedOut();
  }
  const order = found.matches
    .map((stock, k) => ({ stock, values: found.values[k] ?? [] }))
    .sort((a, b) => compareText(frame.stocks[a.stock]?.symbol, frame.stocks[b.stock]?.symbol));
  return {
    matches: order.map((row) => row.stock),
    values: order.map((row) => row.values),
    tookMs: performance.now() - started,
  };
}

const compareText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);
const cents = (value: number) => Math.round(value * 100) / 100;

/** The ScanResult of a run at `dayIndex` of the frame. */
export function scanResult(
  frame: Frame,
  scan: ParsedScan,
  run: ScanMatches,
  dayIndex = frame.days.length - 1,
): ScanResult {
  const scanned = frame.stocks.filter((stock) => Number.isFinite(stock.close[dayIndex])).length;
  return {
    date: frame.days[dayIndex] ?? '',
    asOf: frame.version,
    expression: scan.expression,
    universe: 'NIFTY 500',
    scanned,
    columns: valueColumns(scan.ast).map(({ key, label, type, unit }) => ({
      key,
      label,
      type,
      unit,
    })),
    rows: run.matches.map((index, k) => {
      const stock = frame.stocks[index]!;
      const close = stock.close[dayIndex] ?? NaN;
      const previous = stock.close[dayIndex - 1] ?? NaN;
      return {
        symbol: stock.symbol,
        name: stock.name,
        sector: stock.sector,
        close: cents(close),
        changePercent: Number.isFinite(previous) ? cents((close / previous - 1) * 100) : null,
        values: run.values[k] ?? [],
      };
    }),
    tookMs: Math.round(run.tookMs),
  };
}

/** GET /archive/scan. */
export async function scanArchive(
  orm: Orm,
  source: { version: ArchiveVersion },
  text: string,
): Promise<ScanResult> {
  const scan = parsedScan(text);
  const frame = await frameFor(orm, source.version, { factors: usesFactors(scan.ast) });
  return scanResult(frame, scan, runScan(frame, scan));
}
