import { describe, expect, it } from 'vitest';
import {
  altmanFromRatios,
  altmanZ,
  companyKind,
  financialStrength,
  financialYears,
  fsiOf,
  FSI_HELP,
  piotroski,
  type PiotroskiTestId,
  type QuarterFigures,
} from '@/features/stocks/model/financial-strength';

// Issue 12, Deliver 8: the stock page's financial strength view as tables of worked examples.
// Piotroski's nine signals follow J. D. Piotroski (2000), "Value Investing: The Use of Historical
// Financial Statement Information to Separate Winners from Losers", Journal of Accounting
// Research 38 (Supplement), section 2.2; the company below is made up, and each expected value
// is worked by hand from those definitions (noted beside it).

interface Year {
  revenue: number;
  grossProfit: number;
  netProfit: number;
  operatingCashFlow: number;
  ebit: number;
  interestExpense: number;
  totalAssets: number;
  currentAssets: number;
  currentLiabilities: number;
  longTermDebt: number;
  totalDebt: number;
  equity: number;
  retainedEarnings: number;
  sharesOutstanding: number;
}

// Company A (crore; any unit works). FY1 opens with total assets of 1000.
const FY1: Year = {
  revenue: 1000,
  grossProfit: 400,
  netProfit: 50,
  operatingCashFlow: 80,
  ebit: 100,
  interestExpense: 20,
  totalAssets: 1100,
  currentAssets: 500,
  currentLiabilities: 400,
  longTermDebt: 300,
  totalDebt: 380,
  equity: 640,
  retainedEarnings: 300,
  sharesOutstanding: 100,
};
const FY2: Year = {
  revenue: 1200,
  grossProfit: 504,
  netProfit: 88,
  operatingCashFlow: 120,
  ebit: 160,
  interestExpense: 16,
  totalAssets: 1200,
  currentAssets: 600,
  currentLiabilities: 400,
  longTermDebt: 280,
  totalDebt: 350,
  equity: 700,
  retainedEarnings: 350,
  sharesOutstanding: 100,
};
const OPENING_ASSETS = 1000;

const FLOWS = [
  'revenue',
  'grossProfit',
  'netProfit',
  'operatingCashFlow',
  'ebit',
  'interestExpense',
];
const ENDS = ['03-31', '06-30', '09-30', '12-31'];

/** Nine quarters: the one before FY1, then FY1's and FY2's four, flows split evenly. */
function quartersOf(fy1: Year, fy2: Year, openingAssets = OPENING_ASSETS): QuarterFigures[] {
  const quarter = (periodEnd: string, year: Year): QuarterFigures => {
    const flow = (key: keyof Year) => (FLOWS.includes(key) ? year[key] / 4 : year[key]);
    return {
      periodEnd,
      revenue: flow('revenue'),
      operatingProfit: flow('ebit') + 10,
      netProfit: flow('netProfit'),
      totalDebt: year.totalDebt,
      equity: year.equity,
      cash: 50,
      sharesOutstanding: year.sharesOutstanding,
      totalAssets: year.totalAssets,
      currentAssets: year.currentAssets,
      currentLiabilities: year.currentLiabilities,
      retainedEarnings: year.retainedEarnings,
      ebit: flow('ebit'),
      interestExpense: flow('interestExpense'),
      operatingCashFlow: flow('operatingCashFlow'),
      grossProfit: flow('grossProfit'),
      longTermDebt: year.longTermDebt,
    };
  };
  return [
    { ...quarter('2023-12-31', fy1), totalAssets: openingAssets },
    ...ENDS.map((end) => quarter(`2024-${end}`, fy1)),
    ...ENDS.map((end) => quarter(`2025-${end}`, fy2)),
  ];
}

const scoreOf = (fy2: Partial<Year>, shareFactor = 1) => {
  const { latest, previous } = financialYears(quartersOf(FY1, { ...FY2, ...fy2 }));
  return piotroski(latest, previous, shareFactor);
};

const failing = (result: ReturnType<typeof piotroski>) =>
  result.tests.filter((t) => t.passed === false).map((t) => t.id);

describe('Piotroski F-score (Piotroski 2000, section 2.2)', () => {
  it('passes all nine tests for company A, with the numbers worked by hand', () => {
    const result = scoreOf({});
    expect(result.score).toBe(9);
    const byId = Object.fromEntries(result.tests.map((t) => [t.id, t]));
    // ROA = NI / opening assets: 88 / 1100 = 0.08; a year before 50 / 1000 = 0.05.
    expect(byId.roa?.value).toBeCloseTo(0.08, 10);
    expect(byId['delta-roa']?.benchmark).toBeCloseTo(0.05, 10);
    // CFO / opening assets: 120 / 1100 = 0.10909.
    expect(byId.cfo?.value).toBeCloseTo(0.109091, 6);
    // Leverage = LTD / average assets: 280 / 1150 = 0.243478 against 300 / 1050 = 0.285714.
    expect(byId['delta-leverage']?.value).toBeCloseTo(0.243478, 6);
    expect(byId['delta-leverage']?.benchmark).toBeCloseTo(0.285714, 6);
    // Current ratio 600 / 400 = 1.5 against 500 / 400 = 1.25.
    expect(byId['delta-liquidity']).toMatchObject({ value: 1.5, benchmark: 1.25 });
    // Gross margin 504 / 1200 = 0.42 against 400 / 1000 = 0.40.
    expect(byId['delta-gross-margin']?.value).toBeCloseTo(0.42, 10);
    // Asset turnover = sales / opening assets: 1200 / 1100 = 1.0909 against 1000 / 1000 = 1.
    expect(byId['delta-asset-turnover']?.value).toBeCloseTo(1.090909, 6);
    expect(byId['delta-asset-turnover']?.benchmark).toBe(1);
  });

  it.each<[string, Partial<Year>, PiotroskiTestId[]]>([
    // NI -20: ROA -0.018 < 0, and below last year's 0.05.
    ['a loss', { netProfit: -20 }, ['roa', 'delta-roa']],
    // CFO -10: -0.009 < 0, and below ROA 0.08 (accruals).
    ['negative operating cash flow', { operatingCashFlow: -10 }, ['cfo', 'accrual']],
    // NI 50: ROA 50 / 1100 = 0.0455 < 0.05.
    ['a lower ROA', { netProfit: 50 }, ['delta-roa']],
    // CFO 80: 80 / 1100 = 0.0727 < ROA 0.08.
    ['profit above cash flow', { operatingCashFlow: 80 }, ['accrual']],
    // LTD 350: 350 / 1150 = 0.304 > 0.286.
    ['more long-term debt', { longTermDebt: 350 }, ['delta-leverage']],
    // CA 480: 480 / 400 = 1.2 < 1.25.
    ['a lower current ratio', { currentAssets: 480 }, ['delta-liquidity']],
    ['new shares', { sharesOutstanding: 110 }, ['no-new-shares']],
    // GP 468: 468 / 1200 = 0.39 < 0.40.
    ['a lower gross margin', { grossProfit: 468 }, ['delta-gross-margin']],
    // Sales 1100 (GP 462 keeps 0.42): 1100 / 1100 = 1.0, not above 1.0.
    ['flat asset turnover', { revenue: 1100, grossProfit: 462 }, ['delta-asset-turnover']],
  ])('fails on %s', (_case, change, expected) => {
    const result = scoreOf(change);
    expect(failing(result)).toEqual(expected);
    expect(result.score).toBe(9 - expected.length);
  });

  it('does not count a split as new shares', () => {
    // A 1:2 split doubles the count: 200 now against 100 x 2 a year before.
    expect(failing(scoreOf({ sharesOutstanding: 200 }, 2))).toEqual([]);
    expect(failing(scoreOf({ sharesOutstanding: 200 }))).toEqual(['no-new-shares']);
  });

  it('passes the leverage test without long-term debt in either year', () => {
    const { latest, previous } = financialYears(
      quartersOf({ ...FY1, longTermDebt: 0 }, { ...FY2, longTermDebt: 0 }),
    );
    expect(piotroski(latest, previous).tests.find((t) => t.id === 'delta-leverage')?.passed).toBe(
      true,
    );
  });

  it('has no score without two years of consecutive quarters, and says why', () => {
    const quarters = quartersOf(FY1, FY2);
    const short = financialYears(quarters.slice(3));
    expect(short.previous).toBeNull();
    expect(piotroski(short.latest, short.previous)).toMatchObject({
      score: null,
      reason: 'Needs eight consecutive quarters: the latest year and the year before it.',
    });
    // A missing quarter breaks the run: only the quarters after the gap count.
    const gap = financialYears(quarters.filter((q) => q.periodEnd !== '2024-09-30'));
    expect(gap.previous).toBeNull();
    expect(gap.latest?.periodEnd).toBe('2025-12-31');
  });

  it('approximates the earlier opening assets with eight quarters, and notes it', () => {
    const years = financialYears(quartersOf(FY1, FY2).slice(1));
    expect(years.previous?.openingAssets).toBe(FY1.totalAssets);
    expect(years.notes.join(' ')).toMatch(/opening assets/i);
  });

  it('leaves a test open when a figure is not reported', () => {
    const quarters = quartersOf(FY1, FY2).map((q) => ({ ...q, grossProfit: null }));
    const { latest, previous } = financialYears(quarters);
    const result = piotroski(latest, previous);
    expect(result.score).toBeNull();
    expect(result.reason).toBe('Missing figures for: Change in gross margin.');
  });
});

describe('Altman Z', () => {
  it.each([
    // Altman (1968), Journal of Finance 23(4), Table 1, as secondary summaries quote it: the
    // means of the 33 bankrupt and 33 non-bankrupt manufacturers, in percent: X1 -6.1 / 41.4, X2 -62.6 / 35.5, X3 -31.8 / 15.3,
    // X4 40.1 / 247.7, X5 150.0 / 190.0. By hand with 1.2, 1.4, 3.3, 0.6, 1.0: -0.258 and 4.885.
    [
      'bankrupt group mean',
      { x1: -0.061, x2: -0.626, x3: -0.318, x4: 0.401, x5: 1.5 },
      -0.2584,
      'distress',
    ],
    [
      'non-bankrupt group mean',
      { x1: 0.414, x2: 0.355, x3: 0.153, x4: 2.477, x5: 1.9 },
      4.8849,
      'safe',
    ],
    // The cut-offs of Altman (1968): below 1.81 distress, 1.81 to 2.99 grey, above 2.99 safe.
    ['at the distress line', { x1: 0, x2: 0, x3: 0, x4: 0, x5: 1.81 }, 1.81, 'grey'],
    ['just above the safe line', { x1: 0, x2: 0, x3: 0, x4: 0, x5: 3 }, 3, 'safe'],
  ] as const)('original Z: %s', (_case, ratios, score, zone) => {
    const result = altmanFromRatios('Z', ratios);
    expect(result.score).toBeCloseTo(score, 4);
    expect(result.zone).toBe(zone);
  });

  it.each([
    // Z'' = 6.56 X1 + 3.26 X2 + 6.72 X3 + 1.05 X4 and its cut-offs 1.10 / 2.60: Altman (2000),
    // "Predicting Financial Distress of Companies: Revisiting the Z-Score and ZETA Models".
    // Worked by hand: 6.56 x 0.1 + 3.26 x 0.2 + 6.72 x 0.05 + 1.05 x 0.5 = 2.169.
    ['a grey example', { x1: 0.1, x2: 0.2, x3: 0.05, x4: 0.5, x5: 9 }, 2.169, 'grey'],
    // 6.56 x -0.1 + 3.26 x 0.05 + 6.72 x 0.02 + 1.05 x 0.3 = -0.0436: X5 plays no part.
    ['a distressed example', { x1: -0.1, x2: 0.05, x3: 0.02, x4: 0.3, x5: 0 }, -0.0436, 'distress'],
    [
      'just above the safe line',
      { x1: 0, x2: 0, x3: 0, x4: 2.6 / 1.05 + 0.001, x5: 0 },
      2.60105,
      'safe',
    ],
    ['at the distress line', { x1: 0, x2: 0, x3: 0, x4: 1.1 / 1.05, x5: 0 }, 1.1, 'grey'],
  ] as const)("Z'' for non-manufacturers: %s", (_case, ratios, score, zone) => {
    const result = altmanFromRatios('Z-double-prime', ratios);
    expect(result.score).toBeCloseTo(score, 4);
    expect(result.zone).toBe(zone);
  });

  const { latest } = financialYears(quartersOf(FY1, FY2));

  it('uses the market value of equity for a manufacturer (company A)', () => {
    // X1 = (600 - 400) / 1200, X2 = 350 / 1200, X3 = 160 / 1200, X4 = 2000 / (1200 - 700),
    // X5 = 1200 / 1200: 0.2 + 0.40833 + 0.44 + 2.4 + 1 = 4.44833.
    const result = altmanZ('manufacturer', latest, 2000);
    expect(result).toMatchObject({ variant: 'Z', zone: 'safe', reason: null });
    expect(result.score).toBeCloseTo(4.448333, 5);
    expect(result.components.map((c) => c.id)).toEqual(['X1', 'X2', 'X3', 'X4', 'X5']);
  });

  it("uses the book value of equity in Z'' for a non-manufacturer (company A)", () => {
    // X4 = 700 / 500 = 1.4: 1.09333 + 0.95083 + 0.896 + 1.47 = 4.41017.
    const result = altmanZ('non-manufacturer', latest, null);
    expect(result).toMatchObject({ variant: 'Z-double-prime', zone: 'safe' });
    expect(result.score).toBeCloseTo(4.410167, 5);
    expect(result.components).toHaveLength(4);
  });

  it('is not applicable to banks and NBFCs, and says so', () => {
    const result = altmanZ('financial', latest, 2000);
    expect(result.score).toBeNull();
    expect(result.reason).toMatch(/not applicable to banks, NBFCs/i);
  });

  it('needs a market capitalisation for the original Z', () => {
    expect(altmanZ('manufacturer', latest, null).reason).toMatch(/market capitalisation/);
  });
});

describe('company kind from the NSE industry', () => {
  it.each([
    ['Financial Services', 'Financial Services', 'financial'],
    ['Industrials', 'Capital Goods', 'manufacturer'],
    ['Fast Moving Consumer Goods', 'Fast Moving Consumer Goods', 'manufacturer'],
    ['Information Technology', 'Information Technology', 'non-manufacturer'],
    ['Utilities', 'Power', 'non-manufacturer'],
    ['Telecommunication', 'Telecommunication', 'non-manufacturer'],
  ])('%s / %s is a %s', (sector, industry, kind) => {
    expect(companyKind(sector, industry)).toBe(kind);
  });
});

describe('financial strength index', () => {
  const strength = (industry: string, sector: string, marketCap: number | null, fy2 = FY2) =>
    financialStrength({ sector, industry, quarters: quartersOf(FY1, fy2), marketCap });

  it.each([
    // F 9/9 x 40, Z safe 25, coverage 160 / 16 = 10x (>= 8.5) 15, D/E 350 / 700 = 0.5 10,
    // current ratio 1.5 (half-way from 1 to 2) 5: 95.
    ['a manufacturer', 'Capital Goods', 'Industrials', 2000, 95, 'strong'],
    ['a non-manufacturer', 'Information Technology', 'Information Technology', null, 95, 'strong'],
    // No market value: Altman Z drops out, the rest re-weighted: (40 + 15 + 10 + 5) / 75 = 93.3.
    ['a manufacturer without a quote', 'Capital Goods', 'Industrials', null, 93, 'strong'],
    // Lenders: the F-score alone (9 / 9).
    ['a bank', 'Financial Services', 'Financial Services', 2000, 100, 'strong'],
  ] as const)('%s', (_case, industry, sector, marketCap, score, band) => {
    expect(strength(industry, sector, marketCap).fsi).toMatchObject({ score, band });
  });

  it('shows but does not score the leverage and liquidity ratios of a bank', () => {
    const bank = strength('Financial Services', 'Financial Services', 2000, {
      ...FY2,
      netProfit: 50, // ROA 0.045 < 0.05: F = 8, so FSI = round(100 x 8 / 9) = 89.
    });
    expect(bank.kind).toBe('financial');
    expect(bank.altman.reason).toMatch(/banks/);
    expect(bank.debtToEquity).toMatchObject({ value: 0.5, scored: false, zone: null });
    expect(bank.interestCoverage).toMatchObject({ value: 10, scored: false });
    expect(bank.fsi.score).toBe(89);
    expect(bank.fsi.components.filter((c) => c.points !== null).map((c) => c.id)).toEqual([
      'f-score',
    ]);
  });

  it.each([
    // F 4/9 (17.8), Z'' 1.85 half-way from 1.10 to 2.60 (12.5), coverage 1.5x (0), D/E 2.5 (0),
    // current ratio 0.9 (0): 30.3 -> 30, weak.
    ['a weak company', 4, 1.85, 1.5, 2.5, 0.9, 30, 'weak'],
    // F 6/9 (26.7), Z'' 2.6 (25), coverage 5x = (5 - 1.5) / 7 (7.5), D/E 1.25 half-way (5),
    // current ratio 1.25 (2.5): 66.7 -> 67, moderate.
    ['a middling company', 6, 2.6, 5, 1.25, 1.25, 67, 'moderate'],
  ] as const)('%s', (_case, f, z, coverage, de, cr, score, band) => {
    const ratio = (value: number) => ({ value, zone: 'grey' as const, scored: true, note: null });
    const fsi = fsiOf({
      piotroski: { score: f, tests: [], reason: null },
      altman: {
        variant: 'Z-double-prime',
        formula: null,
        score: z,
        zone: 'grey',
        thresholds: { distress: 1.1, safe: 2.6 },
        components: [],
        reason: null,
      },
      interestCoverage: ratio(coverage),
      debtToEquity: ratio(de),
      currentRatio: ratio(cr),
    });
    expect(fsi).toMatchObject({ score, band });
  });

  it('documents its formula for the page help', () => {
    expect(FSI_HELP).toMatch(/weight 40/);
    expect(FSI_HELP).toMatch(/sum of weight x points/);
    expect(FSI_HELP).toMatch(/Piotroski, 2000/);
    expect(FSI_HELP).toMatch(/Altman, 1968/);
  });
});
