import * as z from 'zod/mini';
import { RISK_CATEGORY_IDS } from '../../../domain/risk-categories';

/**
 * The client book's answer (issue 15, Deliver 2): GET /api/advisor/book, adviser only, the
 * caller's own clients only. Shared by the server, which documents its answer with it, and the
 * client, which parses the answer with it. Money is integer paise; instants are ISO 8601;
 * days are YYYY-MM-DD. The action rules are server/modules/advisor-book/action-rules.ts and
 * docs/client-book.md.
 */

/** What an action is about; the screen filters by these. */
export const BOOK_ACTION_KINDS = [
  'kyc',
  'risk-profile',
  'chat',
  'drift',
  'goal',
  'idle-cash',
  'follow_up',
] as const;
export type BookActionKind = (typeof BOOK_ACTION_KINDS)[number];

/** The screens an action opens (src/routes/advisor). */
export const BOOK_ACTION_ROUTES = [
  '/advisor/investordetails',
  '/advisor/invstverification',
  '/advisor/baskets',
  '/advisor/chat',
  '/advisor/crm/lead',
  '/advisor/crm/contact',
] as const;
export type BookActionRoute = (typeof BOOK_ACTION_ROUTES)[number];

const instant = z.iso.datetime({ offset: true });
const paise = z.int();
const person = z.object({ id: z.string(), name: z.string() });

export const bookActionSchema = z.object({
  /**
   * Stable: kind, investor and what it is about (a goal, a model). A CRM follow-up (kind
   * follow_up) is the adviser's own, not a client's: its `investor` is the lead or contact it
   * is about (`id` the lead's or contact's id) and it opens the CRM's screens.
   */
  id: z.string(),
  kind: z.enum(BOOK_ACTION_KINDS),
  /** 1–100, higher first (docs/client-book.md says how each rule scores). */
  urgency: z.int(),
  investor: person,
  title: z.string(),
  /** Plain words with the figures behind the action. */
  detail: z.string(),
  opens: z.object({
    to: z.enum(BOOK_ACTION_ROUTES),
    search: z.record(z.string(), z.string()),
  }),
});
export type BookAction = z.infer<typeof bookActionSchema>;

export const bookSchema = z.object({
  asOf: z.object({
    /** The archive's latest trading day (prices are its closes); null without an archive. */
    archiveDate: z.nullable(z.iso.date()),
    /** The archive's data-update time; a new one recomputes the book. */
    dataUpdatedAt: z.nullable(z.string()),
  }),
  /** When this book was computed (it is kept in memory up to 30 s; docs/client-book.md). */
  computedAt: instant,
  /** The adviser's settings the rules used (their defaults when none are saved). */
  rules: z.object({
    reviewPeriodMonths: z.int(),
    idleCashThresholdPaise: paise,
  }),
  clients: z.int(),
  assets: z.object({
    /** Assets under advice: holdings at the latest close plus cash, all clients. */
    totalPaise: paise,
    holdingsPaise: paise,
    cashPaise: paise,
    /** The largest clients by value, at most 10. */
    top: z.array(
      z.object({
        investor: person,
        valuePaise: paise,
        holdingsPaise: paise,
        cashPaise: paise,
      }),
    ),
  }),
  /** Clients by onboarding status (track), in onboarding order; only statuses with clients. */
  byStatus: z.array(z.object({ track: z.string(), count: z.int() })),
  /** Clients by risk category in force, lowest risk first; null: no risk profile yet. */
  byRisk: z.array(z.object({ category: z.nullable(z.enum(RISK_CATEGORY_IDS)), count: z.int() })),
  /** Ranked: urgency, highest first, ties by the client's name. */
  actions: z.array(bookActionSchema),
});
export type Book = z.infer<typeof bookSchema>;
