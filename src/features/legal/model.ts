/** The four public legal pages; each slug is also its route path (product spec, section 2). */
export type LegalSlug =
  'terms-and-conditions' | 'privacypolicy' | 'eula' | 'cancellationandrefundpolicy';

/** A run of text inside a paragraph or list item: plain, emphasised, or a link. */
export type Inline = string | { text: string; href: string } | { text: string; strong: true };

export type RichText = string | readonly Inline[];

export type LegalBlock =
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; items: readonly RichText[]; ordered?: boolean }
  /** A statement the reader must not miss, such as SEBI's market-risk statement. */
  | { type: 'notice'; title: string; text: RichText };

export interface LegalSection {
  /** Anchor id, kebab-case, unique within its document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  slug: LegalSlug;
  summary: string;
  /** ISO date, yyyy-mm-dd. */
  effectiveDate: string;
  version: string;
  sections: readonly LegalSection[];
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates), counted in UTC so DST never shifts a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The refund for the unexpired part of a fee paid in advance (SEBI fee rules for investment
 * advisers): fee x unexpired days / days in the period, in paise, rounded down to the paisa.
 */
export function proRataRefundPaise(feePaise: number, periodDays: number, usedDays: number): number {
  if (!Number.isInteger(feePaise) || feePaise < 0) throw new RangeError('fee must be whole paise');
  if (!Number.isInteger(periodDays) || periodDays <= 0) throw new RangeError('period must be > 0');
  const used = Math.min(Math.max(usedDays, 0), periodDays);
  return Math.floor((feePaise * (periodDays - used)) / periodDays);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Rupees with Indian grouping (₹1,51,000); paise shown only when there are any. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
}

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date as "1 December 2026". */
export function formatLegalDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
