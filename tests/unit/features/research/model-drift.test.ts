import { describe, expect, it } from 'vitest';
import { holdingDrift, type DriftStock } from '@/features/research/model/drift';

const model: DriftStock[] = [
  { symbol: 'TCS', weightBp: 5_000, price: 100_00 },
  { symbol: 'INFY', weightBp: 3_000, price: 50_00 },
  { symbol: 'ITC', weightBp: 2_000, price: 20_00 },
];
const held = (entries: [string, number][]) => new Map(entries);

describe('holdingDrift', () => {
  it.each([
    {
      case: 'held exactly in the model weights',
      holding: held([
        ['TCS', 50],
        ['INFY', 60],
        ['ITC', 100],
      ]),
      band: 500,
      drift: 0,
      outside: false,
    },
    {
      case: 'one stock 10 points over',
      // 6000 + 3000 + 1000 of 10000: TCS 60 % (+10), INFY 30 %, ITC 10 % (−10)
      holding: held([
        ['TCS', 60],
        ['INFY', 60],
        ['ITC', 50],
      ]),
      band: 500,
      drift: 10,
      outside: true,
    },
    {
      case: 'within a wider band',
      holding: held([
        ['TCS', 60],
        ['INFY', 60],
        ['ITC', 50],
      ]),
      band: 1_000,
      drift: 10,
      outside: false,
    },
    {
      case: 'a model stock not held counts as 0 %',
      holding: held([
        ['TCS', 50],
        ['INFY', 100],
      ]),
      // 5000 + 5000: TCS 50 %, INFY 50 % (+20), ITC 0 % (−20)
      band: 500,
      drift: 20,
      outside: true,
    },
    {
      case: 'only one stock held',
      holding: held([['ITC', 7]]),
      band: 2_500,
      drift: 80,
      outside: true,
    },
    {
      case: 'stocks outside the model are ignored',
      holding: held([
        ['TCS', 50],
        ['INFY', 60],
        ['ITC', 100],
        ['SBIN', 1_000],
      ]),
      band: 500,
      drift: 0,
      outside: false,
    },
  ])('$case', ({ holding, band, drift, outside }) => {
    const result = holdingDrift(model, holding, band);
    expect(result.driftPoints).toBe(drift);
    expect(result.outsideBand).toBe(outside);
  });

  it('is null when none of the model is held', () => {
    const result = holdingDrift(model, held([['SBIN', 10]]), 500);
    expect(result).toEqual({
      driftPoints: null,
      outsideBand: false,
      actualBp: [0, 0, 0],
      value: 0,
    });
  });

  it('gives the actual weights and the value', () => {
    const result = holdingDrift(
      model,
      held([
        ['TCS', 60],
        ['INFY', 60],
        ['ITC', 50],
      ]),
      500,
    );
    expect(result.actualBp).toEqual([6_000, 3_000, 1_000]);
    expect(result.value).toBe(100_000_00 / 10);
  });

  it('counts an unpriced stock as worth nothing', () => {
    const unpriced: DriftStock[] = [
      { symbol: 'A', weightBp: 5_000, price: null },
      { symbol: 'B', weightBp: 5_000, price: 10_00 },
    ];
    const result = holdingDrift(
      unpriced,
      held([
        ['A', 10],
        ['B', 10],
      ]),
      500,
    );
    expect(result.driftPoints).toBe(50);
  });

  it('is exactly at the band: not outside', () => {
    // TCS 55 % (+5), INFY 25 % (−5), ITC 20 %
    const result = holdingDrift(
      model,
      held([
        ['TCS', 55],
        ['INFY', 50],
        ['ITC', 100],
      ]),
      500,
    );
    expect(result.driftPoints).toBe(5);
    expect(result.outsideBand).toBe(false);
  });
});
