import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { ALERT_KINDS, thresholdProblem } from './alerts';
import { EXCHANGES, MAX_ITEMS, NAME_MAX, normalName } from './rules';

/**
 * The watchlists and alerts API's shapes (issue 12, Deliver 10), shared by the server, which
 * validates and documents with them (server/modules/watchlists/schema.ts), and the client, which
 * parses its answers with them. Prices are integer paise, moves basis points.
 */

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** An NSE or BSE symbol as typed: letters in either case (upper-cased), digits, &, _ or -. */
export const SYMBOL_FORMAT = /^[A-Za-z0-9&_-]{1,20}$/;
const symbol = z
  .string({ error: 'Choose a stock' })
  .check(z.regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -'), z.toUpperCase());
const exchange = z.enum(EXCHANGES, { error: 'The exchange is NSE or BSE' });

export const stockRefSchema = z.strictObject({ exchange, symbol }, strictError);

const listName = z
  .string({ error: 'Give the list a name' })
  .check(
    z.overwrite(normalName),
    z.minLength(1, 'Give the list a name'),
    z.maxLength(NAME_MAX, `A list name is at most ${NAME_MAX} characters`),
  );

const stockList = z
  .array(stockRefSchema)
  .check(z.maxLength(MAX_ITEMS, `A list holds at most ${MAX_ITEMS} stocks`));

/** A new list. `id` lets a device name the list it made offline and edit it before it syncs. */
export const watchlistCreateSchema = z.strictObject(
  {
    id: z.optional(z.uuid({ error: 'A list id is a UUID' })),
    name: listName,
    items: z.optional(stockList),
  },
  strictError,
);
export type WatchlistCreate = z.infer<typeof watchlistCreateSchema>;

/**
 * A rename and/or the whole list of stocks in their new order. It states the result, not a
 * step ("move INFY up"), so sending it twice (an offline replay) leaves the same list.
 */
export const watchlistUpdateSchema = z.strictObject(
  { name: z.optional(listName), items: z.optional(stockList) },
  strictError,
);
export type WatchlistUpdate = z.infer<typeof watchlistUpdateSchema>;

export const watchlistItemSchema = z.object({
  exchange,
  symbol: z.string(),
  /** The company's name in the archive; the symbol when the archive no longer knows it. */
  name: z.string(),
  addedAt: instant,
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.int(),
  /** Seeded demo data (local mode), labelled so on screen. */
  demo: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  items: z.array(watchlistItemSchema),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistsSchema = z.object({
  lists: z.array(watchlistSchema),
  limits: z.object({ lists: z.int(), items: z.int() }),
});
export type Watchlists = z.infer<typeof watchlistsSchema>;

export const alertCreateSchema = z
  .strictObject(
    {
      id: z.optional(z.uuid({ error: 'An alert id is a UUID' })),
      exchange,
      symbol,
      kind: z.enum(ALERT_KINDS, { error: 'The kind is above, below or move_pct' }),
      /** Paise for above and below; basis points (250 = 2.5 %) for move_pct. */
      threshold: z.int({ error: 'The threshold is a whole number (paise, or basis points)' }),
    },
    strictError,
  )
  .check(
    z.superRefine((alert, context) => {
      const problem = thresholdProblem(alert.kind, alert.threshold);
      if (problem) {
        context.issues.push({
          code: 'custom',
          message: problem,
          path: ['threshold'],
          input: alert.threshold,
        });
      }
    }),
  );
export type AlertCreate = z.infer<typeof alertCreateSchema>;

export const alertSchema = z.object({
  id: z.string(),
  exchange,
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  threshold: z.int(),
  state: z.enum(['armed', 'met']),
  /** The last trading day evaluated and its close. */
  lastDate: z.nullable(day),
  lastClose: z.nullable(z.int()),
  createdAt: instant,
  /** The last time it fired; null when it never has. */
  firedAt: z.nullable(instant),
  fireCount: z.int(),
  demo: z.boolean(),
});
export type PriceAlert = z.infer<typeof alertSchema>;

export const alertsSchema = z.object({ alerts: z.array(alertSchema), limit: z.int() });
export type PriceAlerts = z.infer<typeof alertsSchema>;

export const deletedSchema = z.object({ deleted: z.boolean() });
