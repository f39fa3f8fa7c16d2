import { USER_TYPES, type UserType } from '@/auth/permissions';
import { MIN_PASSWORD_LENGTH } from '@/config';
import { normalizePhone, parseEmail, type Result } from './username';

// Spec 5: usernames are an email or a phone number; the sign-up attribute is email; passwords
// need at least 8 characters and no character classes. Error texts are in error-messages.ts.

const MAX_PASSWORD_LENGTH = 256;
export const CODE_LENGTH = 6;

/**
 * After a password-reset request, whether or not the account exists (never tell a stranger).
 * Here rather than in error-messages.ts, which the reset form loads only once something fails.
 */
export const NEUTRAL_CODE_SENT =
  'If an account exists for that email or mobile number, we have sent it a code.';

/** Spec 5 and 9: at least 8 characters, no required classes (Cognito forbids edge spaces). */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password.trim() !== password) return 'Do not start or end the password with a space.';
  return null;
}

/** The live rule hint under a new password. */
export function passwordHint(password: string): string {
  const missing = MIN_PASSWORD_LENGTH - password.length;
  if (password.length === 0) {
    return `At least ${MIN_PASSWORD_LENGTH} characters. Letters, numbers and symbols are all optional.`;
  }
  if (missing > 0) return `${missing} more ${missing === 1 ? 'character' : 'characters'} needed.`;
  return passwordProblem(password) ?? 'Long enough.';
}

/** SEBI investment adviser registration: INA followed by 9 digits. */
export function parseSebiNumber(input: string): Result<string> {
  const value = input.replace(/\s/g, '').toUpperCase();
  if (value === '') return { ok: false, message: 'Enter your SEBI registration number.' };
  if (!/^INA\d{9}$/.test(value)) {
    return { ok: false, message: 'Use INA followed by 9 digits, as on your SEBI certificate.' };
  }
  return { ok: true, value };
}

export function parseCode(input: string): Result<string> {
  const value = input.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value)) {
    return { ok: false, message: `Enter the ${CODE_LENGTH}-digit code.` };
  }
  return { ok: true, value };
}

export type AccountRole = 'investor' | 'advisor';

export type MfaMethod = 'SMS' | 'TOTP';

const mfaMethodName: Record<MfaMethod, string> = {
  TOTP: 'authenticator app',
  SMS: 'text message',
};

/** "Off", or which MFA methods are on, the preferred one first. */
export function mfaStatus(enabled: readonly MfaMethod[], preferred: MfaMethod | null): string {
  if (enabled.length === 0) return 'Off';
  const ordered = [...enabled].sort((a, b) => Number(b === preferred) - Number(a === preferred));
  return `On: ${ordered.map((method) => mfaMethodName[method]).join(', ')}`;
}

export interface SignUpValues {
  email: string;
  phone: string;
  password: string;
  role: AccountRole;
  sebiReg: string;
}

export type SignUpField = Exclude<keyof SignUpValues, 'role'>;

export interface SignUpRequest {
  username: string;
  password: string;
  attributes: Record<string, string>;
}

const userTypeOf: Record<AccountRole, UserType> = {
  investor: USER_TYPES.investor,
  advisor: USER_TYPES.advisor,
};

/** Sign-up: email is the username; the mobile number is optional; advisers give their SEBI number. */
export function validateSignUp(
  values: SignUpValues,
):
  { ok: true; value: SignUpRequest } | { ok: false; errors: Partial<Record<SignUpField, string>> } {
  const errors: Partial<Record<SignUpField, string>> = {};
  const email = parseEmail(values.email);
  if (!email.ok) errors.email = email.message;
  const phone = values.phone.trim() === '' ? null : normalizePhone(values.phone);
  if (phone === null && values.phone.trim() !== '') {
    errors.phone = 'Enter a 10-digit mobile number like 98765 43210, or leave it empty.';
  }
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  const sebi = values.role === 'advisor' ? parseSebiNumber(values.sebiReg) : null;
  if (sebi && !sebi.ok) errors.sebiReg = sebi.message;
  if (!email.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const attributes: Record<string, string> = {
    email: email.value,
    'custom:user_type': userTypeOf[values.role],
  };
  if (phone) attributes.phone_number = phone;
  if (sebi?.ok) attributes['custom:sebi_reg'] = sebi.value;
  return { ok: true, value: { username: email.value, password: values.password, attributes } };
}
