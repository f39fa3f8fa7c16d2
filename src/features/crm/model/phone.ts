import {
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * Phone numbers of leads and contacts (issue 17): typed any way ("98765 43210", "+91-98765-43210",
 * "0091 9876543210", "098765 43210"), stored in E.164 ("+919876543210") so one number is one key
 * for duplicates and search. India is the default country. libphonenumber-js with its small
 * ("min") metadata: a number must be *possible* (the right length for its country); we do not
 * insist on *valid* (a known range), so a new series is never refused.
 */
export type { CountryCode };

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

const NOT_A_NUMBER = 'This does not look like a phone number, e.g. 98765 43210 or +91 98765 43210';

export function normalisePhone(input: string, defaultCountry: CountryCode = 'IN'): PhoneResult {
  const typed = input.trim();
  if (typed === '') return { ok: false, message: 'Give a phone number' };
  if (/[a-z]/i.test(typed.replace(/\b(ext|x)\.?\s*\d+$/i, ''))) {
    return { ok: false, message: NOT_A_NUMBER };
  }
  // "0091 ..." is how an Indian writes the international prefix.
  const prepared = typed.replace(/^\s*00(?=[1-9])/, '+');
  try {
    const parsed = parsePhoneNumberWithError(prepared, { defaultCountry });
    if (!parsed.isPossible()) {
      return {
        ok: false,
        message: lengthMessage(validatePhoneNumberLength(prepared, defaultCountry)),
      };
    }
    return { ok: true, e164: parsed.number };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, message: lengthMessage(error.message) };
    return { ok: false, message: NOT_A_NUMBER };
  }
}

function lengthMessage(problem: string | undefined): string {
  if (problem === 'TOO_SHORT') return 'This phone number is too short, e.g. 98765 43210';
  if (problem === 'TOO_LONG') return 'This phone number is too long, e.g. 98765 43210';
  if (problem === 'INVALID_COUNTRY') return 'We do not know this country code; check the number';
  if (problem === 'INVALID_LENGTH') return 'This phone number has a wrong number of digits';
  return NOT_A_NUMBER;
}

/**
 * For screens: "+91 98765 43210" (Indian numbers grouped the Indian way), "+1 202 555 0123" for
 * others; anything that does not parse is shown as it is.
 */
export function formatPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}
