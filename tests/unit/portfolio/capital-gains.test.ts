import { describe, expect, it } from 'vitest';
import {
  capitalGainsReport,
  isLongTerm,
  type GainLine,
  type GainsInput,
} from '@/features/portfolio/model/capital-gains';

// Listed equity with STT paid: s.111A (STCG) and s.112A (LTCG) of the Income-tax Act, rates
// changed for sales from 2024-07-23 by the Finance (No. 2) Act 2024; grandfathering per the
// CBDT FAQ on LTCG (4 Feb 2018); set-off per s.70. Amounts are paise: ₹1 = 100.

const LAKH = 10_000_000; // ₹1,00,000 in paise

/** One share bought and sold, with the gain landing exactly as the case needs. */
function sale(acquired: string, sold: string, costPaise: number, proceedsPaise: number) {
  return {
    symbol: 'INFY',
    sellTradeId: `S-${sold}`,
    buyTradeId: `B-${acquired}`,
    quantity: 1,
    acquired,
    sold,
    costPaise,
    proceedsPaise,
    sellChargesPaise: 0,
    origin: 'BUY',
  } satisfies GainsInput;
}
/** A gain (or, negative, a loss) of `gain` paise on a sale dated `sold`. */
const gain = (acquired: string, sold: string, amount: number): GainsInput =>
  amount >= 0
    ? sale(acquired, sold, LAKH, LAKH + amount)
    : sale(acquired, sold, LAKH - amount, LAKH);

describe('isLongTerm: held more than 12 months', () => {
  it.each([
    ['2023-05-10', '2024-05-10', false],
    ['2023-05-10', '2024-05-11', true],
    ['2024-02-29', '2025-02-28', false],
    ['2024-02-29', '2025-03-01', true],
    ['2023-02-28', '2024-02-28', false],
    ['2023-02-28', '2024-02-29', true],
    ['2023-03-01', '2024-03-01', false],
    ['2023-12-31', '2025-01-01', true],
    ['2024-06-01', '2024-06-01', false],
  ])('bought %s, sold %s: long-term %s', (acquired, sold, long) => {
    expect(isLongTerm(acquired, sold)).toBe(long);
  });
});

describe('capitalGainsReport: lines', () => {
  it('computes one line per match, with transfer expenses deducted', () => {
    const match = { ...sale('2023-05-10', '2024-05-10', 80_000, 100_000), sellChargesPaise: 500 };
    const { lines } = capitalGainsReport([match], '2024-25');
    expect(lines).toEqual<GainLine[]>([
      {
        symbol: 'INFY',
        sellTradeId: 'S-2024-05-10',
        buyTradeId: 'B-2023-05-10',
        quantity: 1,
        acquired: '2023-05-10',
        sold: '2024-05-10',
        term: 'short',
        actualCostPaise: 80_000,
        costPaise: 80_000,
        proceedsPaise: 100_000,
        expensesPaise: 500,
        gainPaise: 19_500,
        regime: 'pre-2024-07-23',
        grandfathered: false,
        needsFmv: false,
        fy: '2024-25',
      },
    ]);
  });

  it('leaves out matches sold in other years', () => {
    const matches = [gain('2023-01-01', '2024-03-31', 100), gain('2023-01-01', '2024-04-01', 200)];
    expect(capitalGainsReport(matches, '2024-25').lines.map((l) => l.sold)).toEqual(['2024-04-01']);
  });

  it.each([
    ['2024-07-22', 'pre-2024-07-23', 150_000, 0],
    ['2024-07-23', 'from-2024-07-23', 0, 200_000],
  ])('a ₹10,000 STCG sold %s is taxed under %s', (sold, regime, taxPre, taxFrom) => {
    const report = capitalGainsReport([gain('2024-03-01', sold, 1_000_000)], '2024-25');
    expect(report.lines[0]?.regime).toBe(regime);
    expect(report.totals.taxPaise).toEqual({
      'pre-2024-07-23': taxPre,
      'from-2024-07-23': taxFrom,
      total: taxPre + taxFrom,
    });
  });
});

describe('capitalGainsReport: grandfathering (CBDT FAQ on LTCG, Feb 2018)', () => {
  // One share bought 2017-01-01 for ₹100, sold 2018-04-01.
  it.each([
    ['FMV ₹200, sold ₹250: gain ₹50', 20_000, 25_000, 20_000, 5_000],
    ['FMV ₹200, sold ₹150: gain nil', 20_000, 15_000, 15_000, 0],
    ['FMV ₹50, sold ₹150: gain ₹50', 5_000, 15_000, 10_000, 5_000],
    ['FMV ₹200, sold ₹50: loss ₹50', 20_000, 5_000, 10_000, -5_000],
  ])('%s', (_name, fmv, proceeds, cost, expectedGain) => {
    const match = { ...sale('2017-01-01', '2018-04-01', 10_000, proceeds), fmv31Jan2018Paise: fmv };
    const [line] = capitalGainsReport([match], '2018-19').lines;
    expect(line).toMatchObject({
      term: 'long',
      actualCostPaise: 10_000,
      costPaise: cost,
      gainPaise: expectedGain,
      grandfathered: true,
      needsFmv: false,
    });
  });

  it('multiplies the per-share FMV by the quantity', () => {
    const match = {
      ...sale('2017-01-01', '2018-04-01', 100_000, 250_000),
      quantity: 10,
      fmv31Jan2018Paise: 20_000,
    };
    expect(capitalGainsReport([match], '2018-19').lines[0]?.gainPaise).toBe(50_000);
  });

  it.each([
    ['no FMV given: actual cost, flagged', '2017-01-01', '2018-04-01', false, true],
    ['short-term sale of a pre-2018 lot', '2018-01-15', '2018-06-01', false, false],
    ['acquired on 2018-02-01', '2018-02-01', '2019-03-01', false, false],
  ])('%s', (_name, acquired, sold, grandfathered, needsFmv) => {
    const [line] = capitalGainsReport([sale(acquired, sold, 10_000, 25_000)], '2018-19').lines;
    expect(line).toMatchObject({ costPaise: 10_000, gainPaise: 15_000, grandfathered, needsFmv });
  });
});

describe('capitalGainsReport: exemption, set-off and tax', () => {
  const LT_PRE = ['2022-01-01', '2024-06-01'] as const; // long-term, sold before 2024-07-23
  const LT_FROM = ['2022-01-01', '2024-09-01'] as const; // long-term, sold from 2024-07-23
  const LT_2025 = ['2023-01-01', '2025-06-02'] as const; // FY 2025-26
  const ST_2025 = ['2025-01-01', '2025-06-02'] as const;

  it.each<[string, GainsInput[], string, Record<string, unknown>]>([
    [
      'FY 2023-24: ₹1,50,000 LTCG, ₹1 lakh exempt, 10 % on ₹50,000 = ₹5,000',
      [gain('2022-01-01', '2024-03-15', 1.5 * LAKH)],
      '2023-24',
      { exemptionLimit: LAKH, exemptionUsed: LAKH, tax: 500_000 },
    ],
    [
      'FY 2024-25: ₹1,50,000 LTCG, ₹1.25 lakh exempt, 12.5 % on ₹25,000 = ₹3,125',
      [gain(...LT_FROM, 1.5 * LAKH)],
      '2024-25',
      { exemptionLimit: 1.25 * LAKH, exemptionUsed: 1.25 * LAKH, tax: 312_500 },
    ],
    [
      // Finance (No. 2) Act 2024 style: (2,00,000 − 1,25,000) × 12.5 % = ₹9,375
      'FY 2025-26: ₹2,00,000 LTCG → ₹75,000 taxable → ₹9,375',
      [gain(...LT_2025, 2 * LAKH)],
      '2025-26',
      { exemptionUsed: 1.25 * LAKH, taxableLtcgTotal: 7_500_000, tax: 937_500 },
    ],
    [
      // exemption first to the 12.5 % gain: ₹25,000 left for the 10 % gain → ₹7,500 (not ₹9,375)
      'FY 2024-25 across regimes: one ₹1.25 lakh exemption, higher rate first',
      [gain(...LT_PRE, LAKH), gain(...LT_FROM, LAKH)],
      '2024-25',
      { exemptionUsed: 1.25 * LAKH, taxableLtcgTotal: 7_500_000, tax: 750_000 },
    ],
    [
      // STCL ₹80k: ₹50k against STCG, ₹30k against LTCG; LTCL ₹20k against LTCG:
      // LTCG 3,00,000 − 30,000 − 20,000 − 1,25,000 = 1,25,000 × 12.5 % = ₹15,625
      'short-term loss against STCG then LTCG; long-term loss against LTCG',
      [
        gain(...ST_2025, 50_00_000),
        gain(...ST_2025, -80_00_000),
        gain(...LT_2025, 3 * LAKH),
        gain(...LT_2025, -20_00_000),
      ],
      '2025-26',
      { taxableStcgTotal: 0, taxableLtcgTotal: 12_500_000, tax: 1_562_500, carried: [0, 0] },
    ],
    [
      'a long-term loss never reduces STCG and is carried forward',
      [gain(...ST_2025, 50_00_000), gain(...LT_2025, -80_00_000)],
      '2025-26',
      { taxableStcgTotal: 5_000_000, tax: 1_000_000, carried: [0, 8_000_000] },
    ],
    [
      'a short-term loss larger than all gains is carried forward',
      [gain(...ST_2025, -LAKH), gain(...LT_2025, 30_00_000)],
      '2025-26',
      { taxableLtcgTotal: 0, exemptionUsed: 0, tax: 0, carried: [7_000_000, 0] },
    ],
    [
      // STCL ₹50k wipes the ₹40k taxed at 20 % first; ₹30k left at 15 % = ₹4,500
      'a short-term loss goes first against STCG at the higher rate',
      [
        gain('2024-03-01', '2024-07-01', 40_00_000),
        gain('2024-03-01', '2024-08-01', 40_00_000),
        gain('2024-03-01', '2024-08-02', -50_00_000),
      ],
      '2024-25',
      { taxableStcgTotal: 3_000_000, tax: 450_000 },
    ],
  ])('%s', (_name, matches, fy, expected) => {
    const { totals } = capitalGainsReport(matches, fy);
    const actual: Record<string, unknown> = {
      exemptionLimit: totals.exemptionLimit,
      exemptionUsed: totals.exemptionUsed,
      taxableStcgTotal: totals.taxableStcg.total,
      taxableLtcgTotal: totals.taxableLtcg.total,
      tax: totals.taxPaise.total,
      carried: [totals.lossesCarriedForward.shortTerm, totals.lossesCarriedForward.longTerm],
    };
    expect(actual).toMatchObject(expected);
  });

  it('reports gross gains and losses by term and regime', () => {
    const { totals } = capitalGainsReport(
      [gain(...LT_PRE, 30_000), gain(...LT_FROM, 20_000), gain(...LT_FROM, -5_000)],
      '2024-25',
    );
    expect(totals.ltcg).toEqual({
      'pre-2024-07-23': 30_000,
      'from-2024-07-23': 20_000,
      total: 50_000,
    });
    expect(totals.ltLoss).toBe(5_000);
    expect(totals.stcg.total).toBe(0);
    expect(totals.stLoss).toBe(0);
  });
});

describe('capitalGainsReport: bad input', () => {
  it.each(['2017-18', '2024-26', 'FY25'])('throws RangeError for FY %s', (fy) => {
    expect(() => capitalGainsReport([], fy)).toThrow(RangeError);
  });
});
