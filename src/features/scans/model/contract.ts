import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * The scans API's shapes (issue 14), shared by the server, which validates and documents with
 * them, and the client, which parses its answers with them. Prices are rupees (the scan
 * language's unit), as typed by the user.
 *
 * Paths: GET /archive/scan?q= (run a scan over the latest data: market data, no user data, so
 * the archive API; cached by the service worker like every GET, so a scan's last result opens
 * offline with its "as of"); GET/POST /api/scans, PUT/DELETE /api/scans/{scanId},
 * POST /api/scans/{scanId}/seen (saved scans, per user, both roles).
 */

/** Longest scan text accepted; longer is a 400 before the parser runs. */
export const SCAN_TEXT_MAX = 1000;
/** A scan stops with 422 scan_timeout after this long at the server (a pathological scan). */
export const SCAN_TIME_LIMIT_MS = 1000;
export const SCAN_NAME_MAX = 60;
export const MAX_SAVED_SCANS = 50;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const scanQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: 'Type a scan, for example pe < 20 AND roe > 15' })
      .check(
        z.trim(),
        z.minLength(1, 'Type a scan, for example pe < 20 AND roe > 15'),
        z.maxLength(SCAN_TEXT_MAX, `A scan is at most ${SCAN_TEXT_MAX} characters`),
      ),
  },
  strictError,
);
export type ScanQuery = z.infer<typeof scanQuerySchema>;

const cell = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const scanResultSchema = z.object({
  /** The day of the latest closes the scan ran on. */
  date: day,
  /** The archive's data-update time (ISO instant): the "as of" of the answer. */
  asOf: instant,
  /** The scan as canonical text (keywords upper case, one space around operators). */
  expression: z.string(),
  universe: z.literal('NIFTY 500'),
  /** Stocks the scan looked at (NIFTY 500 members with a price on the day). */
  scanned: z.int(),
  /** The values the scan compares, one column each, in the order they appear. */
  columns: z.array(
    z.object({
      /** Canonical text of the value: `rsi(close, 14)`, `pe`. */
      key: z.string(),
      /** Plain words for a column header: "RSI (14)", "P/E". */
      label: z.string(),
      type: z.enum(['number', 'text', 'boolean']),
      /** Unit to show with the number: '₹', '%', '₹ cr', 'x', or '' for none. */
      unit: z.string(),
    }),
  ),
  rows: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      /** Rupees. */
      close: z.number(),
      changePercent: z.nullable(z.number()),
      /** One per column. */
      values: z.array(cell),
    }),
  ),
  /** Server time spent evaluating, milliseconds (rounded). */
  tookMs: z.number(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/**
 * 400 invalid_scan carries this beside the problem details' detail: where the text is wrong,
 * what could come there and the name probably meant.
 */
export const scanProblemSchema = z.object({
  code: z.literal('invalid_scan'),
  detail: z.string(),
  position: z.object({
    offset: z.int(),
    length: z.int(),
    line: z.int(),
    column: z.int(),
  }),
  expected: z.optional(z.array(z.string())),
  suggestion: z.optional(z.string()),
});
export type ScanProblem = z.infer<typeof scanProblemSchema>;

const scanName = z
  .string({ error: 'Give the scan a name' })
  .check(
    z.trim(),
    z.minLength(1, 'Give the scan a name'),
    z.maxLength(SCAN_NAME_MAX, `A name is at most ${SCAN_NAME_MAX} characters`),
  );
const scanText = z
  .string({ error: 'Type the scan' })
  .check(
    z.trim(),
    z.minLength(1, 'Type the scan'),
    z.maxLength(SCAN_TEXT_MAX, `A scan is at most ${SCAN_TEXT_MAX} characters`),
  );

export const savedScanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  expression: z.string(),
  createdAt: instant,
  updatedAt: instant,
  /** The latest run by the server (at save and after each data update). */
  lastRun: z.nullable(
    z.object({
      date: day,
      asOf: instant,
      count: z.int(),
      symbols: z.array(z.string()),
    }),
  ),
  /** Stocks that match since the latest data update and did not before; [] once seen. */
  newSymbols: z.array(z.string()),
});
export type SavedScan = z.infer<typeof savedScanSchema>;

export const savedScanListSchema = z.object({ scans: z.array(savedScanSchema) });
export type SavedScanList = z.infer<typeof savedScanListSchema>;

/** POST /api/scans (the client makes the id, so a replayed write is the same scan). */
export const createScanSchema = z.strictObject(
  { id: z.uuid({ error: 'The scan id is a UUID' }), name: scanName, expression: scanText },
  strictError,
);
export type CreateScan = z.infer<typeof createScanSchema>;

/** PUT /api/scans/{scanId}. */
export const updateScanSchema = z.strictObject(
  { name: scanName, expression: scanText },
  strictError,
);
export type UpdateScan = z.infer<typeof updateScanSchema>;
