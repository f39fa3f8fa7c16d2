// The sign-in name (spec 5: an email or a phone number). Apart from model.ts so that the login
// form, the first screen most visitors load, carries only this.

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mobile number in E.164; 10-digit Indian numbers get +91 (with or without a 0 or 91). */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) {
    if (compact.startsWith('+91')) return /^\+91[6-9]\d{9}$/.test(compact) ? compact : null;
    return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  }
  const national = compact.replace(/^(0|91(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

export { formatPhone } from '@/ui/format-phone';

export function parseEmail(input: string): Result<string> {
  const value = input.trim().toLowerCase();
  if (value === '') return { ok: false, message: 'Enter your email address.' };
  if (!EMAIL.test(value))
    return { ok: false, message: 'Enter an email address like name@example.com.' };
  return { ok: true, value };
}

/** The sign-in name: an email (lower-cased) or a mobile number (E.164). */
export function parseUsername(input: string): Result<string> {
  const value = input.trim();
  if (value === '') return { ok: false, message: 'Enter your email address or mobile number.' };
  if (value.includes('@')) return parseEmail(value);
  const phone = normalizePhone(value);
  if (phone) return { ok: true, value: phone };
  return {
    ok: false,
    message: 'Enter an email address, or a 10-digit mobile number like 98765 43210.',
  };
}
