import { describe, expect, it } from 'vitest';
import { annualise, timeWeightedReturn, type ValuationPoint } from '@/features/portfolio/model/twr';

// Time-weighted return chain-links daily returns r_t = (V_t − F_t) / V_{t−1} − 1, V_t being the
// end-of-day value including that day's external flow F_t (deposit +, withdrawal −), so flows
// do not move the result. Worked by hand below.

const point = (date: string, valuePaise: number, flowPaise = 0): ValuationPoint => ({
  date,
  valuePaise,
  flowPaise,
});

// The market moves +10 %, −5 %, +20 % on days 2, 3, 4: 1.1 × 0.95 × 1.2 − 1 = 0.254.
const NO_FLOWS = [
  point('2025-06-02', 100_000),
  point('2025-06-03', 110_000),
  point('2025-06-04', 104_500),
  point('2025-06-05', 125_400),
];
// Same market, ₹500 deposited on day 3 (as cash it earns nothing that day): 110,000 × 0.95 +
// 50,000 = 154,500; then 154,500 × 1.2 = 185,400.
const DEPOSIT = [
  point('2025-06-02', 100_000),
  point('2025-06-03', 110_000),
  point('2025-06-04', 154_500, 50_000),
  point('2025-06-05', 185_400),
];
// Same market, ₹300 withdrawn on day 3: 104,500 − 30,000 = 74,500; × 1.2 = 89,400.
const WITHDRAWAL = [
  point('2025-06-02', 100_000),
  point('2025-06-03', 110_000),
  point('2025-06-04', 74_500, -30_000),
  point('2025-06-05', 89_400),
];

describe('timeWeightedReturn', () => {
  it.each<[string, ValuationPoint[], number]>([
    ['no flows: the simple return', NO_FLOWS, 0.254],
    ['a deposit mid-way does not change it', DEPOSIT, 0.254],
    ['a withdrawal mid-way does not change it', WITHDRAWAL, 0.254],
    [
      // 110/100 = 1.1; (170 − 50)/110 = 1.0909…; 153/170 = 0.9 → 1.1 × 1.0909 × 0.9 = 1.08
      'by hand: +10 %, a ₹500 deposit, −10 %',
      [
        point('2025-06-02', 100_000),
        point('2025-06-03', 110_000),
        point('2025-06-04', 170_000, 50_000),
        point('2025-06-05', 153_000),
      ],
      0.08,
    ],
    [
      // the empty first day has no return; from the ₹1,000 deposit: 1,050 / 1,000 − 1
      'skips the day after a zero value',
      [point('2025-06-02', 0), point('2025-06-03', 100_000, 100_000), point('2025-06-04', 105_000)],
      0.05,
    ],
    ['a flat portfolio', [point('2025-06-02', 100_000), point('2025-06-03', 100_000)], 0],
  ])('%s', (_name, points, expected) => {
    expect(timeWeightedReturn(points)).toBeCloseTo(expected, 12);
  });

  it.each<[string, ValuationPoint[]]>([
    ['no points', []],
    ['one point', [point('2025-06-02', 100_000)]],
    ['only zero values before each day', [point('2025-06-02', 0), point('2025-06-03', 0)]],
  ])('is null for %s', (_name, points) => {
    expect(timeWeightedReturn(points)).toBeNull();
  });

  it('refuses points out of date order', () => {
    expect(() =>
      timeWeightedReturn([point('2025-06-03', 100_000), point('2025-06-02', 100_000)]),
    ).toThrow(RangeError);
  });
});

describe('annualise', () => {
  it.each([
    ['a year is unchanged', 0.12, 365, 0.12],
    ['21 % over two years', 0.21, 730, 0.1],
    ['half a year compounds', 0.1, 182.5, 0.21],
    ['a total loss stays −100 %', -1, 100, -1],
  ])('%s', (_name, ret, days, expected) => {
    expect(annualise(ret, days)).toBeCloseTo(expected, 12);
  });

  it('refuses a period of no days', () => {
    expect(() => annualise(0.1, 0)).toThrow(RangeError);
  });
});
