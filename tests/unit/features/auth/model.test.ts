import { describe, expect, it } from 'vitest';
import {
  mfaStatus,
  parseCode,
  parseSebiNumber,
  passwordHint,
  passwordProblem,
  validateSignUp,
  type SignUpValues,
} from '@/features/auth/model';
import { formatPhone, normalizePhone, parseUsername } from '@/features/auth/username';

describe('username: an email or a mobile number (spec 5)', () => {
  it.each([
    ['investor@example.com', 'investor@example.com'],
    ['  Investor@Example.COM ', 'investor@example.com'],
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+44 7911 123456', '+447911123456'],
  ])('%j -> %s', (input, expected) => {
    expect(parseUsername(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', 'investor@', 'not an email', '12345', '58765 43210', '+91 12345 67890'])(
    '%j is refused',
    (input) => {
      expect(parseUsername(input).ok).toBe(false);
    },
  );

  it('formats an Indian mobile number for people', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(normalizePhone('')).toBeNull();
  });
});

describe('password rule (spec 5, 9: at least 8, no required classes)', () => {
  it.each([
    ['', 'Use at least 8 characters.'],
    ['1234567', 'Use at least 8 characters.'],
    ['12345678', null],
    ['password', null],
    ['aaaaaaaa', null],
    ['!!!!!!!!', null],
    [' leading space', 'Do not start or end the password with a space.'],
    ['x'.repeat(257), 'Use at most 256 characters.'],
  ])('%j -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['', 'At least 8 characters. Letters, numbers and symbols are all optional.'],
    ['abc', '5 more characters needed.'],
    ['abcdefg', '1 more character needed.'],
    ['abcdefgh', 'Long enough.'],
  ])('live hint for %j: %s', (password, hint) => {
    expect(passwordHint(password)).toBe(hint);
  });
});

describe('SEBI registration number: INA followed by 9 digits', () => {
  it.each([
    ['INA000012345', true],
    ['ina000012345', true],
    ['INA 0000 12345', true],
    ['INA00001234', false],
    ['INA0000123456', false],
    ['INH000012345', false],
    ['', false],
  ])('%j -> valid %s', (input, valid) => {
    const result = parseSebiNumber(input);
    expect(result.ok).toBe(valid);
    if (result.ok) expect(result.value).toMatch(/^INA\d{9}$/);
  });
});

describe('sign-up validation', () => {
  const base: SignUpValues = {
    email: 'new@example.com',
    phone: '',
    password: 'longenough',
    role: 'investor',
    sebiReg: '',
  };

  it.each<[string, Partial<SignUpValues>, Record<string, string>]>([
    ['a bad email', { email: 'new@' }, { email: 'Enter an email address like name@example.com.' }],
    ['a short password', { password: 'short' }, { password: 'Use at least 8 characters.' }],
    [
      'a bad mobile number',
      { phone: '12345' },
      { phone: 'Enter a 10-digit mobile number like 98765 43210, or leave it empty.' },
    ],
    [
      'an adviser without a SEBI number',
      { role: 'advisor' },
      { sebiReg: 'Enter your SEBI registration number.' },
    ],
    [
      'an adviser with a wrong SEBI number',
      { role: 'advisor', sebiReg: 'INA12' },
      { sebiReg: 'Use INA followed by 9 digits, as on your SEBI certificate.' },
    ],
  ])('refuses %s', (_case, change, errors) => {
    expect(validateSignUp({ ...base, ...change })).toEqual({ ok: false, errors });
  });

  it('an investor: email as username, user type, optional phone in E.164', () => {
    expect(validateSignUp({ ...base, email: 'New@Example.com', phone: '98765 43210' })).toEqual({
      ok: true,
      value: {
        username: 'new@example.com',
        password: 'longenough',
        attributes: {
          email: 'new@example.com',
          phone_number: '+919876543210',
          'custom:user_type': 'USRTYINV',
        },
      },
    });
  });

  it('an adviser: user type and SEBI number; a SEBI number typed by an investor is ignored', () => {
    const adviser = validateSignUp({ ...base, role: 'advisor', sebiReg: 'ina000012345' });
    expect(adviser.ok && adviser.value.attributes).toEqual({
      email: 'new@example.com',
      'custom:user_type': 'USRTYADV',
      'custom:sebi_reg': 'INA000012345',
    });
    const investor = validateSignUp({ ...base, sebiReg: 'INA000012345' });
    expect(investor.ok && investor.value.attributes['custom:sebi_reg']).toBeUndefined();
  });
});

describe('codes and MFA state', () => {
  it.each([
    ['123456', true],
    [' 123 456 ', true],
    ['12345', false],
    ['12345a', false],
  ])('code %j -> valid %s', (input, valid) => {
    expect(parseCode(input).ok).toBe(valid);
  });

  it.each([
    [[], null, 'Off'],
    [['TOTP'], 'TOTP', 'On: authenticator app'],
    [['TOTP', 'SMS'], 'SMS', 'On: text message, authenticator app'],
  ] as const)('%j preferred %s -> %s', (enabled, preferred, label) => {
    expect(mfaStatus(enabled, preferred)).toBe(label);
  });
});
