import { describe, expect, it } from 'vitest';
import { xirr, type DatedFlow } from '@/features/portfolio/model/xirr';

// Excel XIRR convention (365-day year from the first flow's date). Money in is negative, money
// out (withdrawals, current value) positive. The first case is the example in Microsoft's XIRR
// documentation, in paise: its answer is 0.373362535 (37.34 %).

const EXCEL_EXAMPLE: DatedFlow[] = [
  { date: '2008-01-01', amountPaise: -1_000_000 },
  { date: '2008-03-01', amountPaise: 275_000 },
  { date: '2008-10-30', amountPaise: 425_000 },
  { date: '2009-02-15', amountPaise: 325_000 },
  { date: '2009-04-01', amountPaise: 275_000 },
];

const flow = (date: string, amountPaise: number): DatedFlow => ({ date, amountPaise });

/** 999 monthly SIPs of ₹5,000 grown at exactly 12 % a year, then their value: 1,000 flows. */
function sipAt12Percent(): DatedFlow[] {
  const flows: DatedFlow[] = [];
  for (let m = 0; m < 999; m += 1) {
    const date = new Date(Date.UTC(1940, m, 5)).toISOString().slice(0, 10);
    flows.push(flow(date, -500_000));
  }
  const end = '2023-04-05';
  const endDay = Date.parse(end) / 86_400_000;
  const value = flows.reduce(
    (sum, f) => sum + 500_000 * 1.12 ** ((endDay - Date.parse(f.date) / 86_400_000) / 365),
    0,
  );
  return [...flows, flow(end, Math.round(value))];
}

describe('xirr', () => {
  it.each<[string, DatedFlow[], number]>([
    ["Microsoft's documented example", EXCEL_EXAMPLE, 0.373362535],
    ['the same flows in another order', [...EXCEL_EXAMPLE].reverse(), 0.373362535],
    [
      'money back unchanged a year later',
      [flow('2024-01-01', -100_000), flow('2024-12-31', 100_000)],
      0,
    ],
    ['12 % over 365 days', [flow('2023-01-01', -100_000), flow('2024-01-01', 112_000)], 0.12],
    ['a 10 % loss over 365 days', [flow('2023-01-01', -100_000), flow('2024-01-01', 90_000)], -0.1],
    // (1 + r)^(73/365) = 2 → r = 2^5 − 1 = 31
    ['doubling in 73 days', [flow('2024-01-01', -100_000), flow('2024-03-14', 200_000)], 31],
    [
      'a deposit, a top-up and the value today',
      [flow('2021-01-01', -100_000), flow('2022-01-01', -110_000), flow('2023-01-01', 242_000)],
      0.1, // 100,000 × 1.1² + 110,000 × 1.1 = 242,000 (two 365-day years)
    ],
  ])('%s', (_name, flows, expected) => {
    expect(xirr(flows)).toBeCloseTo(expected, 8);
  });

  it.each([0.5, -0.5, 5, 50])('finds the same root from the guess %d', (guess) => {
    expect(xirr(EXCEL_EXAMPLE, guess)).toBeCloseTo(0.373362535, 8);
  });

  it('converges on 1,000 monthly SIP flows', () => {
    const flows = sipAt12Percent();
    expect(flows).toHaveLength(1_000);
    expect(xirr(flows)).toBeCloseTo(0.12, 6);
  });

  it.each<[string, DatedFlow[]]>([
    ['no flows', []],
    ['a single flow', [flow('2024-01-01', -100_000)]],
    ['only money in', [flow('2024-01-01', -100_000), flow('2024-06-01', -50_000)]],
    ['only money out', [flow('2024-01-01', 100_000), flow('2024-06-01', 50_000)]],
    ['only zeros', [flow('2024-01-01', 0), flow('2024-06-01', 0)]],
    // the rate would be 100^(365/30) − 1, far above the 100 (10,000 %) searched
    ['no root below 10,000 %', [flow('2024-01-01', -100), flow('2024-01-31', 10_000)]],
  ])('is null for %s', (_name, flows) => {
    expect(xirr(flows)).toBeNull();
  });

  it('rejects a bad date', () => {
    expect(() => xirr([flow('2024-13-01', -1), flow('2024-12-01', 2)])).toThrow(RangeError);
  });
});
