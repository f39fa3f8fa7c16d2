import { describe, expect, it } from 'vitest';
import {
  fromPercent,
  mulDivRound,
  percentOfPaise,
  percentOfPaiseToRupee,
  roundHalfUp,
  safeMultiply,
} from '@/features/portfolio/model/money';

// Integer-paise arithmetic (STYLE.md: money is integer paise). Rates are micro-percent:
// 0.1 % = 100_000, 18 % = 18_000_000. Halves round away from zero.

describe('roundHalfUp', () => {
  it.each([
    [2.5, 3],
    [2.4999, 2],
    [0.5, 1],
    [1.5, 2],
    [44.55, 45],
    [-2.5, -3],
    [-2.4, -2],
    [-0.4, 0],
    [0, 0],
  ])('%d → %d', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('never returns −0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });
});

describe('fromPercent', () => {
  it.each([
    [0.1, 100_000],
    [0.00297, 2_970],
    [0.00345, 3_450],
    [0.015, 15_000],
    [12.5, 12_500_000],
    [18, 18_000_000],
    [100, 100_000_000],
  ])('%d %% → %d micro-percent', (percent, rate) => {
    expect(fromPercent(percent)).toBe(rate);
  });

  it('refuses a rate finer than a micro-percent', () => {
    expect(() => fromPercent(0.0000001)).toThrow(RangeError);
  });
});

describe('mulDivRound', () => {
  it.each([
    [7, 1, 2, 4],
    [-7, 1, 2, -4],
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    [5, 3, 10, 2], // 1.5 → 2
    [0, 9, 7, 0],
  ])('%d × %d / %d → %d', (a, b, c, expected) => {
    expect(mulDivRound(a, b, c)).toBe(expected);
  });

  it.each([
    ['a zero divisor', () => mulDivRound(1, 1, 0)],
    ['a fractional input', () => mulDivRound(1.5, 1, 1)],
    ['a result past 2^53', () => mulDivRound(Number.MAX_SAFE_INTEGER, 2, 1)],
  ])('throws RangeError for %s', (_name, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('percentOfPaise', () => {
  it.each([
    ['0.00297 % of ₹15,000 = 44.55 paise', 1_500_000, 2_970, 45],
    ['0.015 % of ₹15,000', 1_500_000, 15_000, 225],
    ['18 % of 47 paise = 8.46', 47, 18_000_000, 8],
    ['18 % of ₹1,000 crore', 1_000_000_000_000, 18_000_000, 180_000_000_000],
    ['18 % of ₹1,000 crore − 1 paisa (…999.82)', 999_999_999_999, 18_000_000, 180_000_000_000],
    ['12.5 % of 999,999,999,996 (…999.5)', 999_999_999_996, 12_500_000, 125_000_000_000],
    ['12.5 % of 999,999,999,995 (…999.375)', 999_999_999_995, 12_500_000, 124_999_999_999],
    ['12.5 % of −999,999,999,996', -999_999_999_996, 12_500_000, -125_000_000_000],
  ])('%s', (_name, value, rate, expected) => {
    expect(percentOfPaise(value, rate)).toBe(expected);
  });

  it.each([
    ['₹2.50 rounds up to ₹3', 250_000, 300],
    ['₹2.49999 rounds down to ₹2', 249_999, 200],
    ['₹15.50 rounds up to ₹16', 1_550_000, 1_600],
  ])('to the rupee: 0.1 %% giving %s', (_name, value, expected) => {
    expect(percentOfPaiseToRupee(value, 100_000)).toBe(expected);
  });
});

describe('safeMultiply', () => {
  it('multiplies exactly within 2^53 and refuses beyond', () => {
    expect(safeMultiply(1_000_000, 150_000, 'value')).toBe(150_000_000_000);
    expect(() => safeMultiply(100_000_000, 100_000_000, 'value')).toThrow(RangeError);
  });
});
