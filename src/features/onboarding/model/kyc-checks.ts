// The KYC form's single-field rules as plain functions, so that the shared schema
// (kyc-rules.ts), the form and the tests use one definition of each.

/** PAN: five letters, four digits, a letter; the 4th letter is the holder's status. */
export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_FORMAT = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian PIN code: six digits, the first not zero. */
export const PIN_FORMAT = /^[1-9][0-9]{5}$/;
export const AADHAAR_LAST4_FORMAT = /^[0-9]{4}$/;
/** An Indian mobile number without +91: ten digits starting 6 to 9. */
export const MOBILE_FORMAT = /^[6-9][0-9]{9}$/;
/** A bank account number: 9 to 18 digits. */
export const ACCOUNT_FORMAT = /^[0-9]{9,18}$/;

export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** Why a PAN is refused, or null when it is a valid PAN of an individual. */
export function panProblem(pan: string): string | null {
  if (!PAN_FORMAT.test(pan)) return 'Enter the PAN as on the card, e.g. ABCPE1234F';
  // The 4th character is the holder's status; P is an individual (C company, H HUF, F firm...).
  if (pan[3] !== 'P') return 'This is not an individual’s PAN: its 4th letter must be P';
  return null;
}

/**
 * A full Aadhaar number, or anything that looks like one: 12 digits, alone or written in groups
 * with single spaces or hyphens. The KYC asks only for the last 4 digits (Aadhaar Act s.29:
 * the number must not be collected or stored without need), so text that holds one is refused.
 */
const TWELVE_DIGITS = /\d(?:[\s-]?\d){11}/;

export const looksLikeFullAadhaar = (text: string): boolean => TWELVE_DIGITS.test(text);

export const FULL_AADHAAR_MESSAGE =
  'Do not enter a full Aadhaar number: only its last 4 digits are asked for';

/** A calendar date written YYYY-MM-DD, as UTC midnight; null for anything else. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : null;
}

/** Today's date in India (YYYY-MM-DD): ages are counted on the Indian calendar day. */
export const todayInIndia = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Full years from `birth` to `today` (both YYYY-MM-DD); null when either is not a date. */
export function ageOn(birth: string, today: string): number | null {
  const born = parseIsoDate(birth);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const birthdayPassed =
    now.getUTCMonth() > born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() >= born.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

/** Why a date of birth is refused on `today`, or null: the investor must be 18 or older. */
export function dateOfBirthProblem(birth: string, today: string = todayInIndia()): string | null {
  const age = ageOn(birth, today);
  if (age === null) return 'Enter your date of birth';
  if (age < 0) return 'The date of birth cannot be in the future';
  if (age < MIN_AGE) return `You must be ${MIN_AGE} or older to open an account`;
  if (age > MAX_AGE) return 'Check the year of birth';
  return null;
}

/** The account number as it is shown once submitted: only its last 4 digits. */
export const maskAccountNumber = (account: string): string =>
  account.length <= 4 ? account : `${'X'.repeat(account.length - 4)}${account.slice(-4)}`;
