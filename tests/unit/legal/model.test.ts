import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatLegalDate,
  formatRupees,
  proRataRefundPaise,
} from '@/features/legal/model';

describe('proRataRefundPaise', () => {
  it.each([
    // fee (paise), period days, used days, refund (paise)
    [12_000_00, 365, 0, 12_000_00],
    [12_000_00, 365, 122, 7_989_04],
    [12_000_00, 365, 365, 0],
    [12_000_00, 365, 400, 0],
    [12_000_00, 365, -5, 12_000_00],
    [2_160_00, 365, 122, 1_438_02],
    [9_000_00, 90, 30, 6_000_00],
    [1, 3, 1, 0],
  ])('refunds %i paise over %i days after %i used as %i', (fee, period, used, refund) => {
    expect(proRataRefundPaise(fee, period, used)).toBe(refund);
  });

  it('rejects fees that are not whole paise and empty periods', () => {
    expect(() => proRataRefundPaise(10.5, 365, 1)).toThrow(RangeError);
    expect(() => proRataRefundPaise(-100, 365, 1)).toThrow(RangeError);
    expect(() => proRataRefundPaise(100, 0, 0)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-04-01', '2026-08-01', 122],
    ['2026-04-01', '2027-03-31', 364],
    ['2027-03-01', '2028-03-01', 366],
    ['2026-08-01', '2026-04-01', -122],
  ])('counts %s to %s as %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('formatting', () => {
  it.each([
    [151_000_00, '₹1,51,000'],
    [7_989_04, '₹7,989.04'],
    [12_345_678_90, '₹1,23,45,678.90'],
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('writes ISO dates as day, month and year', () => {
    expect(formatLegalDate('2026-12-01')).toBe('1 December 2026');
  });
});
