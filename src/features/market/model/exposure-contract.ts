import * as z from 'zod/mini';

/**
 * GET /api/advisor/exposure/movers (issue 15, Deliver 1): the adviser's clients' exposure to the
 * latest trading day's biggest moves. Shared by the server, which validates and documents with
 * it (server/modules/advisor-book/exposure-routes.ts), and the screen, which parses the answer.
 * Money is integer paise; changes in percent (1.25 = 1.25 %). Only the caller's own clients, and
 * of those only the ones with a paper account; stocks held by any of them that traded on the
 * latest day, the 10 with the largest |change %|, largest first.
 */

export const EXPOSURE_MOVERS = 10;

const paise = z.int();
const day = z.iso.date();

export const exposureHolderSchema = z.object({
  investorId: z.string(),
  name: z.nullable(z.string()),
  quantity: z.int(),
  /** The holding's value at the latest close. */
  value: paise,
  /** The holding's change in value today. */
  dayChange: paise,
});

export const exposureMoverSchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  name: z.string(),
  close: paise,
  changePercent: z.number(),
  /** How many of the adviser's clients hold it. */
  clients: z.int(),
  /** Value held by those clients together. */
  value: paise,
  /** Their change in value today, together. */
  dayChange: paise,
  /** The clients holding it, largest holding first. */
  holders: z.array(exposureHolderSchema),
});

export const exposureMoversSchema = z.object({
  /** The latest trading day of the archive; null while it holds no prices. */
  date: z.nullable(day),
  /** The archive's data-update time the prices belong to (ISO 8601). */
  updatedatetime: z.string(),
  demo: z.boolean(),
  /** The adviser's clients with a paper account, whose holdings were looked at. */
  clientsCounted: z.int(),
  /** The adviser's clients without a paper account (skipped). */
  clientsSkipped: z.int(),
  movers: z.array(exposureMoverSchema),
});

export type ExposureHolder = z.output<typeof exposureHolderSchema>;
export type ExposureMover = z.output<typeof exposureMoverSchema>;
export type ExposureMovers = z.output<typeof exposureMoversSchema>;
