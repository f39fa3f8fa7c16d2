import { describe, expect, it } from 'vitest';
import { change, quarterLabel, shareholdingRows } from '@/features/stocks/model/shareholding';

const quarter = (periodEnd: string, promoter: number, fii: number, dii: number, pledge = 0) => ({
  periodEnd,
  promoterHoldingBp: promoter,
  promoterPledgeBp: pledge,
  fiiHoldingBp: fii,
  diiHoldingBp: dii,
});

describe('shareholdingRows', () => {
  it('turns basis points into percent, the public holding the rest', () => {
    expect(shareholdingRows([quarter('2026-06-30', 5012, 2250, 1500, 120)])).toEqual([
      {
        periodEnd: '2026-06-30',
        promoter: 50.12,
        pledged: 1.2,
        fii: 22.5,
        dii: 15,
        publicOther: 12.38,
      },
    ]);
  });

  it('never gives a negative public holding', () => {
    expect(shareholdingRows([quarter('2026-06-30', 7000, 2000, 1500)])[0]?.publicOther).toBe(0);
  });
});

describe('change', () => {
  it('is the points moved from the first quarter to the last', () => {
    const rows = shareholdingRows([
      quarter('2025-09-30', 5000, 2000, 1000),
      quarter('2025-12-31', 4990, 2100, 1000),
      quarter('2026-03-31', 4975, 2150, 1000),
    ]);
    expect(change(rows, (r) => r.promoter)).toBe(-0.25);
    expect(change(rows, (r) => r.fii)).toBe(1.5);
    expect(change(rows, (r) => r.dii)).toBe(0);
    expect(change(rows.slice(0, 1), (r) => r.fii)).toBeNull();
  });
});

describe('quarterLabel', () => {
  it.each([
    ['2026-03-31', 'Mar 2026'],
    ['2025-12-31', 'Dec 2025'],
  ])('%s reads %s', (periodEnd, label) => {
    expect(quarterLabel(periodEnd)).toBe(label);
  });
});
