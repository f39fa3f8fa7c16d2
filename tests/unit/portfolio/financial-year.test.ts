import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  financialYearOf,
  financialYearRange,
  isIsoDate,
  parseFinancialYear,
} from '@/features/portfolio/model/financial-year';

// Income-tax Act s.3: the financial (previous) year runs 1 April to 31 March, labelled '2025-26'.

describe('financialYearOf', () => {
  it.each([
    ['2025-04-01', '2025-26'],
    ['2026-03-31', '2025-26'],
    ['2025-03-31', '2024-25'],
    ['2024-02-29', '2023-24'],
    ['1999-04-01', '1999-00'],
    ['2009-12-31', '2009-10'],
  ])('%s is in FY %s', (date, fy) => {
    expect(financialYearOf(date)).toBe(fy);
  });

  it.each(['2025-02-29', '2025-4-1', '', '2025-04-01T00:00:00Z'])('throws for %j', (date) => {
    expect(() => financialYearOf(date)).toThrow(RangeError);
  });
});

describe('financialYearRange', () => {
  it.each([
    ['2025-26', '2025-04-01', '2026-03-31'],
    ['2023-24', '2023-04-01', '2024-03-31'],
    ['1999-00', '1999-04-01', '2000-03-31'],
  ])('%s runs %s to %s', (fy, from, to) => {
    expect(financialYearRange(fy)).toEqual({ from, to });
  });

  it('throws for a bad label', () => {
    expect(() => financialYearRange('2025-27')).toThrow(RangeError);
  });
});

describe('parseFinancialYear', () => {
  it.each([
    ['2025-26', '2025-26'],
    ['1999-00', '1999-00'],
    ['2025-27', null],
    ['2025-2026', null],
    ['25-26', null],
    [' 2025-26', null],
    ['FY2025-26', null],
  ])('%j → %j', (text, expected) => {
    expect(parseFinancialYear(text)).toBe(expected);
  });
});

describe('date helpers', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-06-02', true],
  ])('isIsoDate(%s) is %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });

  it.each([
    ['1970-01-01', '1970-01-02', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-03-30', '2024-03-31', 1], // European DST change: still one day, computed in UTC
    ['2024-01-01', '2025-01-01', 366],
  ])('%s to %s is %d days', (from, to, days) => {
    expect(dayNumber(to) - dayNumber(from)).toBe(days);
  });
});
