import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthProblem,
  IFSC_FORMAT,
  looksLikeFullAadhaar,
  maskAccountNumber,
  panProblem,
  PIN_FORMAT,
  todayInIndia,
} from '@/features/onboarding/model/kyc-checks';
import { kycDetailsSchema, kycDraftSchema } from '@/features/onboarding/model/kyc-rules';
import { kycDecisionSchema } from '@/features/onboarding/model/kyc-records';

// The KYC rules as tables of worked cases. Sources: PAN structure (Income Tax Department,
// "Know your PAN": 5 letters, 4 digits, a check letter; 4th character P = individual); IFSC
// (RBI: 4-letter bank code, 0, 6-character branch code); PIN (India Post: 6 digits, the first
// 1-9 is the region); Aadhaar (UIDAI: 12 digits; only the last 4 may be asked for here).

describe('PAN', () => {
  it.each([
    ['ABCPE1234F', null],
    ['AAAPZ9999Z', null],
    ['ABCCE1234F', 'individual'], // C: a company
    ['ABCHE1234F', 'individual'], // H: a Hindu undivided family
    ['abcpe1234f', 'as on the card'],
    ['ABCPE1234', 'as on the card'],
    ['ABCPE12345', 'as on the card'],
    ['1BCPE1234F', 'as on the card'],
    ['ABCP E1234F', 'as on the card'],
    ['', 'as on the card'],
  ])('%j -> %s', (pan, problem) => {
    const found = panProblem(pan);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

describe('IFSC', () => {
  it.each([
    ['SBIN0001234', true],
    ['HDFC0ABC123', true],
    ['ICIC0000001', true],
    ['SBIN1001234', false], // 5th character must be zero
    ['SBI00001234', false], // bank code is 4 letters
    ['sbin0001234', false],
    ['SBIN000123', false],
    ['SBIN00012345', false],
  ])('%s -> %s', (ifsc, valid) => expect(IFSC_FORMAT.test(ifsc)).toBe(valid));
});

describe('PIN code', () => {
  it.each([
    ['110001', true],
    ['682031', true],
    ['999999', true],
    ['012345', false],
    ['11000', false],
    ['1100011', false],
    ['11000a', false],
  ])('%s -> %s', (pin, valid) => expect(PIN_FORMAT.test(pin)).toBe(valid));
});

describe('Aadhaar: only the last 4 digits', () => {
  it.each([
    ['123456789012', true],
    ['1234 5678 9012', true],
    ['1234-5678-9012', true],
    ['Flat 4, 123456789012 Road', true],
    ['12345678901234', true], // longer runs hold 12 digits too
    ['9012', false],
    ['12345678901', false], // 11 digits
    ['1234  5678  9012', false], // double spaces: not one number
    ['Flat 1234, Sector 56', false],
  ])('%j looks like a full Aadhaar: %s', (text, full) =>
    expect(looksLikeFullAadhaar(text)).toBe(full),
  );

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['123456789012', false],
  ])('aadhaarLast4 %j accepted: %s', (value, ok) => {
    const issues = kycDetailsSchema.safeParse({ aadhaarLast4: value }).error?.issues ?? [];
    expect(issues.some((issue) => issue.path[0] === 'aadhaarLast4')).toBe(!ok);
  });
});

describe('age: 18 or older on the Indian calendar day', () => {
  it.each([
    ['2008-03-15', '2026-03-15', 18],
    ['2008-03-16', '2026-03-15', 17],
    ['2008-02-29', '2026-02-28', 17], // a leap-day birthday counts on 1 March
    ['2008-02-29', '2026-03-01', 18],
    ['1990-12-31', '2026-01-01', 35],
    ['1990-02-30', '2026-01-01', null], // no such date
    ['1990/01/01', '2026-01-01', null],
  ])('born %s, on %s: %s', (birth, today, age) => expect(ageOn(birth, today)).toBe(age));

  it.each([
    ['2008-03-15', null],
    ['2008-03-16', '18 or older'],
    ['2027-01-01', 'future'],
    ['1890-01-01', 'year of birth'],
    ['', 'date of birth'],
  ])('born %j, on 2026-03-15 -> %s', (birth, problem) => {
    const found = dateOfBirthProblem(birth, '2026-03-15');
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('counts the day in India (IST is UTC+5:30)', () => {
    expect(todayInIndia(new Date('2026-03-14T18:29:00Z'))).toBe('2026-03-14');
    expect(todayInIndia(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });
});

describe('the schemas', () => {
  it('masks an account number to its last 4 digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
  });

  it('a draft takes any part of the form but never a full Aadhaar', () => {
    expect(kycDraftSchema.safeParse({ pan: 'ABC', accountNumber: '123456789012' }).success).toBe(
      true,
    );
    const refused = kycDraftSchema.safeParse({ addressLine1: 'near 2345 6789 0123' });
    expect(refused.error?.issues[0]?.path).toEqual(['addressLine1']);
  });

  it.each([
    [{ decision: 'approve' }, true],
    [{ decision: 'reject', reason: 'The PAN photo is blurred' }, true],
    [{ decision: 'reject' }, false],
    [{ decision: 'reject', reason: 'too short' }, false],
    [{ decision: 'reject', reason: 'x'.repeat(501) }, false],
    [{ decision: 'maybe' }, false],
  ])('decision %j valid: %s', (body, ok) =>
    expect(kycDecisionSchema.safeParse(body).success).toBe(ok),
  );
});
