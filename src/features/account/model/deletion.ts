/**
 * Deleting an account (issue 11, Deliver 8). The Digital Personal Data Protection Act 2023
 * (s. 8(7), s. 12) has personal data erased once its purpose is over or consent is withdrawn,
 * unless a law requires it kept; SEBI (Investment Advisers) Regulations 2013, Reg. 19, require an
 * adviser to keep client records for five years. So: a 7-day grace to change one's mind, then
 * erasure of everything else, and what must be kept is kept, out of sight, for five years.
 */

export const DELETION_GRACE_DAYS = 7;
export const RETENTION_YEARS = 5;

/** What the investor types to confirm: a deliberate act, not a slipped tap. */
export const DELETION_CONFIRMATION = 'DELETE';

const DAY_MS = 24 * 60 * 60 * 1000;

export const deletionDueAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

/** The end of the retention period: five calendar years after erasure. */
export function retainUntil(erasedAt: Date): Date {
  const until = new Date(erasedAt);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

/** Erased at the end of the grace period, in the words the investor reads before confirming. */
export const ERASED = [
  'Your name, e-mail address and mobile number, and your sign-in (password and two-step verification)',
  'Your paper trading account: orders, trades, holdings and cash',
  'Your broker links and their access tokens',
  'Your notification choices and any unsubmitted KYC draft',
  'Your goals, baskets, watchlists, saved scans and strategies, and your insurance policies, their documents and needs figures',
  'Your meetings with your adviser and your private calendar address',
] as const;

/** Kept for five years, as SEBI requires of your adviser, then deleted. */
export const KEPT = [
  'Your submitted KYC details and documents, and your adviser’s decision on them',
  'Your risk profiles and any change your adviser made to them, with the reasons',
  'Your adviser’s notes about you and the record of actions taken on your account',
  'Your adviser’s suggestions to you, the suitability check of each and your answers',
  'Your messages with your adviser and the files sent in them',
] as const;
