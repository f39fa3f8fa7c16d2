import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from '@/features/crm/model/phone';

// Phone numbers of leads and contacts (issue 17): typed any way, stored in E.164 with India as
// the default country; a number of the wrong length is refused in plain words. Numbering plans:
// ITU-T E.164 and the Indian National Numbering Plan (10-digit mobiles, 0 trunk prefix).

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(022) 2345 6789', '+912223456789'],
    ['080-2345 6789', '+918023456789'],
    ['+1 202 555 0123', '+12025550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +971 50 123 4567  ', '+971501234567'],
  ])('%s is %s', (typed, e164) => {
    expect(normalisePhone(typed)).toEqual({ ok: true, e164 });
  });

  it('takes another default country', () => {
    expect(normalisePhone('202 555 0123', 'US')).toEqual({ ok: true, e164: '+12025550123' });
  });

  it.each([
    ['', 'Give a phone number'],
    ['   ', 'Give a phone number'],
    ['98765', 'This phone number is too short, e.g. 98765 43210'],
    ['98765432101234567', 'This phone number is too long, e.g. 98765 43210'],
    ['call me', 'This does not look like a phone number, e.g. 98765 43210 or +91 98765 43210'],
    ['98765 abc 10', 'This does not look like a phone number, e.g. 98765 43210 or +91 98765 43210'],
    ['+999 1234 5678', 'We do not know this country code; check the number'],
  ])('refuses %j: %s', (typed, message) => {
    expect(normalisePhone(typed)).toEqual({ ok: false, message });
  });
});

describe('formatPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['+912223456789', '+91 22 2345 6789'],
    ['+12025550123', '+1 202 555 0123'],
    ['not a number', 'not a number'],
  ])('%s is shown as %s', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it('shows what it normalised the same however it was typed', () => {
    const typed = ['98765 43210', '+91-98765-43210', '0091 9876543210'];
    const shown = typed.map((one) => {
      const result = normalisePhone(one);
      return result.ok ? formatPhone(result.e164) : result.message;
    });
    expect(new Set(shown)).toEqual(new Set(['+91 98765 43210']));
  });
});
