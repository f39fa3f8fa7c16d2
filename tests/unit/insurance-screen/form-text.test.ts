import { describe, expect, it } from 'vitest';
import {
  bpToPercentText,
  indiaToday,
  paiseToText,
  percentTextToBp,
  readRupees,
  readWhole,
  regroupRupees,
} from '@/features/insurance/model/form-text';

describe('the insurance forms’ text', () => {
  it.each([
    ['2500000', 25_00_000_00],
    ['25,00,000', 25_00_000_00],
    ['₹ 1,520.5', 1_520_50],
    ['', null],
    ['12.345', Number.NaN],
    ['123456789012', Number.NaN],
  ])('reads rupees %j as %s paise', (text, paise) => {
    expect(readRupees(text)).toBe(paise);
  });

  it('writes and regroups rupees the Indian way', () => {
    expect(paiseToText(1_23_45_678_90)).toBe('1,23,45,678.9');
    expect(regroupRupees('10000000')).toBe('1,00,00,000');
    expect(regroupRupees('ten')).toBe('ten');
  });

  it('reads whole numbers and percents', () => {
    expect(readWhole(' 35 ')).toBe(35);
    expect(readWhole('3.5')).toBeNaN();
    expect(percentTextToBp('6.5 %')).toBe(650);
    expect(percentTextToBp('')).toBeNull();
    expect(bpToPercentText(650)).toBe('6.5');
  });

  it('takes today as the India date', () => {
    // 20:00 UTC on 31 Dec is 1:30 am on 1 Jan in India.
    expect(indiaToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
