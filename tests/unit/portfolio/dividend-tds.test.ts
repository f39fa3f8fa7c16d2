import { describe, expect, it } from 'vitest';
import {
  dividendTdsPaise,
  dividendTdsThresholdPaise,
} from '@/features/portfolio/model/dividend-tds';

const rupees = (n: number) => n * 100;

describe('TDS on dividends (s.194)', () => {
  it.each([
    ['2024-25', rupees(5_000)],
    ['2025-26', rupees(10_000)],
    ['2026-27', rupees(10_000)],
    ['2021-22', rupees(5_000)],
  ])('FY %s: the threshold per company is %i paise', (fy, threshold) => {
    expect(dividendTdsThresholdPaise(fy)).toBe(threshold);
  });

  it.each([
    // fy, paid before, this dividend, TDS
    ['2025-26', 0, rupees(10_000), 0], // exactly at the threshold: not above it
    ['2025-26', 0, rupees(10_001), rupees(1_000)], // 10 % of 10,001 = 1,000.10 -> ₹1,000
    ['2025-26', rupees(9_000), rupees(2_000), rupees(200)], // crosses: this dividend taxed
    ['2025-26', rupees(12_000), rupees(500), rupees(50)], // already above: every later one
    ['2024-25', rupees(4_000), rupees(1_500), rupees(150)], // the old ₹5,000 threshold
    ['2024-25', 0, rupees(5_000), 0],
    ['2025-26', rupees(6_000), 1_235, 0],
    ['2025-26', rupees(11_000), 1_255, 100], // 125.5 paise -> ₹1 (nearest rupee)
  ])('FY %s, paid before %i, dividend %i: TDS %i', (fy, before, amount, tds) => {
    expect(dividendTdsPaise(fy, before, amount)).toBe(tds);
  });
});
