import { describe, expect, it } from 'vitest';
import {
  csvRupees,
  describeChange,
  formatCompactRupees,
  formatIsoDate,
  formatPercent,
  formatRupees,
  formatSignedPercent,
  formatSignedRupees,
  performanceSummary,
} from '@/features/portfolio/model/report-format';

// How the portfolio screens write money (integer paise in, Indian lakh/crore grouping out),
// returns and dates (issue 11: "₹1,23,456.78; lakh/crore shorthand where space is tight").

describe('rupees', () => {
  it.each([
    [12_345_678, '₹1,23,456.78'],
    [100_000_000, '₹10,00,000.00'],
    [5, '₹0.05'],
    [0, '₹0.00'],
    [-12_345_678, '-₹1,23,456.78'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it.each([
    [12_345, '+₹123.45'],
    [-12_345, '-₹123.45'],
    [0, '₹0.00'],
  ])('signed: %i paise is %s', (paise, text) => {
    expect(formatSignedRupees(paise)).toBe(text);
  });

  it.each([
    [4_567_890, '₹45,679'],
    [9_999_999, '₹1 L'],
    [10_000_000, '₹1 L'],
    [123_000_000, '₹12.3 L'],
    [-123_000_000, '-₹12.3 L'],
    [999_999_999, '₹1 Cr'],
    [1_234_567_890, '₹1.23 Cr'],
    [12_345_678_900, '₹12.35 Cr'],
    [1_000_000_000_000, '₹1,000 Cr'],
  ])('compact: %i paise is %s', (paise, text) => {
    expect(formatCompactRupees(paise)).toBe(text);
  });

  it.each([
    [123_456, '1234.56'],
    [-5, '-0.05'],
    [-123_400, '-1234.00'],
    [0, '0.00'],
    // Beyond float-exact cents: ₹9,00,71,99,25,474,099.91 stays exact from integers.
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('CSV: %i paise is %s', (paise, text) => {
    expect(csvRupees(paise)).toBe(text);
  });
});

describe('returns and dates', () => {
  it.each([
    [0.1234, '12.34 %', '+12.34 %', 'up 12.34 %'],
    [-0.004, '-0.40 %', '-0.40 %', 'down 0.40 %'],
    [0, '0.00 %', '0.00 %', 'unchanged'],
    [null, '–', '–', 'not known'],
  ])('%s is %s, %s, "%s"', (fraction, plain, signed, words) => {
    expect(formatPercent(fraction)).toBe(plain);
    expect(formatSignedPercent(fraction)).toBe(signed);
    expect(describeChange(fraction)).toBe(words);
  });

  it('writes an ISO date as India reads it, whatever the device zone', () => {
    expect(formatIsoDate('2026-01-12')).toBe('12 Jan 2026');
    expect(formatIsoDate('2025-03-31')).toBe('31 Mar 2025');
  });
});

describe('the chart text alternative', () => {
  const base = {
    range: '1Y',
    benchmark: { name: 'NIFTY 50' },
    points: [
      { date: '2025-11-20', value: 100_000_000 },
      { date: '2026-11-20', value: 112_300_000 },
    ],
    portfolioReturn: 0.123,
    benchmarkReturn: 0.081,
  };

  it('says the last net worth, its date and both returns over the period', () => {
    expect(performanceSummary(base)).toBe(
      'Net worth ₹11,23,000.00 on 20 Nov 2026, up 12.30 % over 1 year; NIFTY 50 up 8.10 %.',
    );
  });

  it('says a fall, and a period named in words', () => {
    expect(
      performanceSummary({ ...base, range: 'YTD', portfolioReturn: -0.05, benchmarkReturn: null }),
    ).toBe(
      'Net worth ₹11,23,000.00 on 20 Nov 2026, down 5.00 % this year so far; NIFTY 50 not known.',
    );
  });

  it('says when there is no history yet', () => {
    expect(performanceSummary({ ...base, points: [] })).toBe(
      'No net worth history for this period yet.',
    );
  });
});
