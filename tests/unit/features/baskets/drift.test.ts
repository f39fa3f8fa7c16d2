import { describe, expect, it } from 'vitest';
import { driftOf } from '@/features/baskets/model/drift';

type Row = { weightBp: number; quantity: number; price: number };
const row = (weightBp: number, quantity: number, price: number): Row => ({
  weightBp,
  quantity,
  price,
});

describe('driftOf', () => {
  it.each<[string, Row[], number, ReturnType<typeof driftOf>]>([
    [
      // 3 × ₹100 and 1 × ₹300: ₹300 each of ₹600.
      'on target',
      [row(5000, 3, 100_00), row(5000, 1, 300_00)],
      200,
      {
        actualWeightsBp: [5000, 5000],
        driftsBp: [0, 0],
        maxDriftBp: 0,
        needsRebalance: false,
        value: 600_00,
      },
    ],
    [
      // ₹1,000 and ₹600 of ₹1,600: 62.5 % and 37.5 %.
      'drifted',
      [row(5000, 10, 100_00), row(5000, 2, 300_00)],
      200,
      {
        actualWeightsBp: [6250, 3750],
        driftsBp: [1250, -1250],
        maxDriftBp: 1250,
        needsRebalance: true,
        value: 1600_00,
      },
    ],
    [
      'exactly at the tolerance',
      [row(5000, 52, 1_00), row(5000, 48, 1_00)],
      200,
      {
        actualWeightsBp: [5200, 4800],
        driftsBp: [200, -200],
        maxDriftBp: 200,
        needsRebalance: false,
        value: 100_00,
      },
    ],
    [
      'a point past it',
      [row(5000, 53, 1_00), row(5000, 47, 1_00)],
      200,
      {
        actualWeightsBp: [5300, 4700],
        driftsBp: [300, -300],
        maxDriftBp: 300,
        needsRebalance: true,
        value: 100_00,
      },
    ],
    [
      // 1/3 and 2/3 round to 3,333 and 6,667.
      'rounded to the point',
      [row(3000, 1, 100_00), row(7000, 2, 100_00)],
      500,
      {
        actualWeightsBp: [3333, 6667],
        driftsBp: [333, -333],
        maxDriftBp: 333,
        needsRebalance: false,
        value: 300_00,
      },
    ],
    [
      'nothing held',
      [row(5000, 0, 100_00), row(5000, 0, 300_00)],
      200,
      { actualWeightsBp: [0, 0], driftsBp: [0, 0], maxDriftBp: 0, needsRebalance: false, value: 0 },
    ],
  ])('%s', (_, stocks, tolerance, expected) => {
    expect(driftOf(stocks, tolerance)).toEqual(expected);
  });
});
