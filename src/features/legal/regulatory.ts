/*
 * Regulatory facts the documents quote. They change by SEBI circular, not by our choice: check
 * them against the current SEBI Master Circular for Investment Advisers before each release.
 */

/** SEBI's standard statement for intermediaries; shown verbatim. */
export const MARKET_RISK_STATEMENT =
  'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.';

/** SEBI's standard disclaimer on registration; the IAASB is BSE Limited since July 2024. */
export const REGISTRATION_DISCLAIMER =
  'Registration granted by SEBI, enlistment with the Investment Adviser Administration and Supervisory Body (IAASB) and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.';

export const sebiFeeRules = {
  /** Fixed-fee mode: at most this much a year per family of client (paise). */
  fixedFeeCapPaise: 151_000_00,
  /** Assets-under-advice mode: at most this percentage of AUA a year per family of client. */
  auaFeeCapPercent: 2.5,
  /** Fees may be taken in advance, if the client agrees, for at most this many months. */
  maxAdvanceMonths: 12,
} as const;

/** GST on investment advisory services, used in the refund example. */
export const GST_RATE_PERCENT = 18;

export const sebiLinks = {
  scores: 'https://scores.sebi.gov.in',
  smartOdr: 'https://smartodr.in',
  sebi: 'https://www.sebi.gov.in',
  /** IRDAI's grievance portal, for insurance products (outside SEBI's remit). */
  bimaBharosa: 'https://bimabharosa.irdai.gov.in',
} as const;
