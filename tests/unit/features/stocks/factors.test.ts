import { describe, expect, it } from 'vitest';
import {
  adjustedReturn,
  annualisedVolatility,
  betaTo,
  bookToPrice,
  debtToEquity,
  earningsVariability,
  earningsYield,
  FACTOR_KEYS,
  FACTORS,
  logMarketCap,
  logReturn,
  meanOfAvailable,
  rankDescending,
  RAW_KEYS,
  RAW_MEASURES,
  returnOnEquity,
  scoreCrossSection,
  standardise,
  trailingOn,
  type Quarter,
  type RawKey,
} from '../../../../src/features/stocks/model/factors';

const close = (expected: number) => expect.closeTo(expected, 9) as unknown as number;

describe('raw measures (worked examples)', () => {
  // Fama and French (1992): E/P and B/M; Barra USE4 earnings yield and book-to-price.
  it.each([
    ['earnings yield = TTM profit / market cap', earningsYield(50, 1000), 0.05],
    ['a loss gives a negative earnings yield', earningsYield(-20, 1000), -0.02],
    ['no market cap, no earnings yield', earningsYield(50, 0), NaN],
    ['book to price = equity / market cap', bookToPrice(400, 1000), 0.4],
    // MSCI Quality Indexes Methodology: ROE and debt to equity.
    ['ROE = TTM profit / average equity', returnOnEquity(120, 800), 0.15],
    ['ROE needs positive equity', returnOnEquity(120, -5), NaN],
    ['debt to equity = debt / equity', debtToEquity(300, 600), 0.5],
    ['debt to equity needs positive equity', debtToEquity(300, 0), NaN],
    // Banz (1981): size as the logarithm of market value.
    ['size = ln(market cap)', logMarketCap(Math.exp(10)), 10],
    ['size needs a market cap', logMarketCap(0), NaN],
  ])('%s', (_name, actual, expected) => {
    if (Number.isNaN(expected)) expect(actual).toBeNaN();
    else expect(actual).toEqual(close(expected));
  });
});

describe('returns adjusted with price_factor (Jegadeesh and Titman 1993, 12-1 momentum)', () => {
  it.each([
    ['no action: 100 to 120 is +20 %', 100, 120, 1, 0.2],
    ['a 2:1 split (factor 0.5): 100 to 60 is +20 %', 100, 60, 0.5, 0.2],
    ['a dividend of 5 on 100 (factor 0.95): 100 to 95 is 0 %', 100, 95, 0.95, 0],
    ['a 1:1 bonus and a fall: 100 to 40 is -20 %', 100, 40, 0.5, -0.2],
  ])('%s', (_name, then, now, factor, expected) => {
    expect(adjustedReturn(then, now, factor)).toEqual(close(expected));
    expect(logReturn(then, now, factor)).toEqual(close(Math.log(1 + expected)));
  });
});

describe('earnings variability: standard deviation / mean (Barra USE4 "Variability in Earnings")', () => {
  it.each([
    ['steady profits vary by 0', [10, 10, 10, 10, 10, 10], 0],
    ['8, 12, ... : sample sd 2.19 over mean 10', [8, 12, 8, 12, 8, 12], Math.sqrt(4.8) / 10],
    ['eight quarters', [5, 6, 7, 8, 9, 10, 11, 12], Math.sqrt(6) / 8.5],
    ['fewer than six quarters: unknown', [8, 12, 8, 12, 8], NaN],
    ['a loss-making mean: unknown', [-5, 1, -5, 1, -5, 1], NaN],
  ])('%s', (_name, profits, expected) => {
    const actual = earningsVariability(profits);
    if (Number.isNaN(expected)) expect(actual).toBeNaN();
    else expect(actual).toEqual(close(expected));
  });
});

describe('volatility and beta over 252 daily log returns', () => {
  const alternating = (size: number) =>
    Float64Array.from({ length: 252 }, (_, i) => (i % 2 === 0 ? size : -size));

  it('annualises the sample standard deviation with sqrt(252) (Hull, historical volatility)', () => {
    // Mean 0, sample variance 252 x 0.0001 / 251: sd x sqrt(252) = 0.01 x 252 / sqrt(251).
    expect(annualisedVolatility(alternating(0.01), 0, 252)).toEqual(
      close((0.01 * 252) / Math.sqrt(251)),
    );
  });

  it('needs 200 returns in the window, skipping missing days', () => {
    const returns = alternating(0.01);
    returns.fill(NaN, 0, 52);
    expect(annualisedVolatility(returns, 0, 252)).not.toBeNaN();
    returns[52] = NaN;
    expect(annualisedVolatility(returns, 0, 252)).toBeNaN();
    expect(annualisedVolatility(alternating(0.01), 100, 252)).toBeNaN();
  });

  it.each([
    ['moves 1.5 times the market', 1.5],
    ['moves against the market', -0.5],
    ['moves with it one for one', 1],
  ])('beta = cov / var (Sharpe 1964; Frazzini and Pedersen 2014): %s', (_name, beta) => {
    const market = Float64Array.from({ length: 252 }, (_, i) => Math.sin(i) / 100);
    const stock = market.map((m, i) => beta * m + (i % 3 === 0 ? 0.0001 : 0));
    expect(betaTo(stock, market, 0, 252)).toBeCloseTo(beta, 2);
  });

  it('pairs only the days where both returns exist', () => {
    const market = Float64Array.from({ length: 252 }, (_, i) => Math.cos(i) / 100);
    const stock = market.map((m) => 2 * m);
    stock[10] = NaN;
    market[20] = NaN;
    expect(betaTo(stock, market, 0, 252)).toEqual(close(2));
  });
});

describe('trailing fundamentals known on a day (announced on or before it)', () => {
  const quarter = (periodEnd: string, announcedOn: string, netProfit: number, equity = 100) => ({
    periodEnd,
    announcedOn,
    netProfit,
    equity,
    totalDebt: 50,
    sharesOutstanding: 10,
  });
  const quarters: Quarter[] = [
    quarter('2023-03-31', '2023-05-15', 10, 90),
    quarter('2023-06-30', '2023-08-14', 11, 100),
    quarter('2023-09-30', '2023-11-14', 12, 110),
    quarter('2023-12-31', '2024-02-14', 13, 120),
    quarter('2024-03-31', '2024-05-15', 14, 130),
  ];

  it.each([
    ['before any announcement', '2023-05-14', null],
    ['one quarter: balance sheet, no TTM', '2023-05-15', { latest: 10, ttm: NaN, equity: NaN }],
    ['four quarters', '2024-02-14', { latest: 13, ttm: 46, equity: 105 }],
    [
      'a quarter ended but not yet announced is not used',
      '2024-05-14',
      { latest: 13, ttm: 46, equity: 105 },
    ],
    ['the next announcement rolls the year', '2024-05-15', { latest: 14, ttm: 50, equity: 115 }],
    ['stale after 1096 days', '2027-06-30', null],
  ])('%s (%s)', (_name, day, expected) => {
    const trailing = trailingOn(quarters, day);
    if (expected === null) return expect(trailing).toBeNull();
    expect(trailing?.latest.netProfit).toBe(expected.latest);
    if (Number.isNaN(expected.ttm)) expect(trailing?.ttmNetProfit).toBeNaN();
    else expect(trailing?.ttmNetProfit).toBe(expected.ttm);
    if (Number.isNaN(expected.equity)) expect(trailing?.averageEquity).toBeNaN();
    else expect(trailing?.averageEquity).toBe(expected.equity);
  });

  it('does not add up four quarters with a gap as a year', () => {
    const gap = [quarters[0], quarters[1], quarters[3], quarters[4]] as Quarter[];
    expect(trailingOn(gap, '2024-06-01')?.ttmNetProfit).toBeNaN();
  });
});

describe('z-scores winsorised at ±3 (MSCI Quality Indexes Methodology; Barra standardisation)', () => {
  const z = (values: number[], members = values.map((_, i) => i)) => {
    const out = new Float64Array(values.length).fill(-99);
    standardise(values, members, out);
    return [...out];
  };

  it('uses the equal-weighted mean and population standard deviation', () => {
    const r = Math.SQRT1_2;
    expect(z([1, 2, 3, 4, 5])).toEqual([-2 * r, -r, 0, r, 2 * r].map(close));
  });

  it('clips an outlier at +3 and does not re-standardise', () => {
    // 19 zeros and 100: mean 5, sd sqrt(475); 100 is 4.36 sd away.
    const scores = z([...Array<number>(19).fill(0), 100]);
    expect(scores[19]).toBe(3);
    expect(scores[0]).toEqual(close(-5 / Math.sqrt(475)));
  });

  it('leaves missing values out, and scores a group of fewer than 3 as unknown', () => {
    expect(z([1, NaN, 3, 5])).toEqual([close(-Math.sqrt(1.5)), NaN, 0, close(Math.sqrt(1.5))]);
    expect(z([1, 2, NaN])).toEqual([NaN, NaN, NaN]);
  });

  it('scores equal values 0, and only touches the members given', () => {
    expect(z([7, 7, 7])).toEqual([0, 0, 0]);
    expect(z([1, 2, 3, 9], [0, 1, 2])).toEqual([
      close(-Math.sqrt(1.5)),
      0,
      close(Math.sqrt(1.5)),
      -99,
    ]);
  });

  it('averages the available sub-scores, requiring a minimum count', () => {
    const a = Float64Array.from([1, NaN, NaN]);
    const b = Float64Array.from([3, 2, NaN]);
    expect([...meanOfAvailable([a, b], 3, 1)]).toEqual([2, 2, NaN]);
    expect([...meanOfAvailable([a, b], 3, 2)]).toEqual([2, NaN, NaN]);
  });

  it('ranks 1 = highest, ties to the earlier member, unknowns unranked', () => {
    const rank = new Float64Array(5);
    const size = new Float64Array(5);
    rankDescending([0.5, 2, NaN, 0.5, -1], [0, 1, 2, 3, 4], rank, size);
    expect([...rank]).toEqual([2, 1, NaN, 3, 4]);
    expect([...size]).toEqual([4, 4, NaN, 4, 4]);
  });
});

describe('one day of scores (scoreCrossSection)', () => {
  const raw = (overrides: Partial<Record<RawKey, number[]>> = {}) =>
    Object.fromEntries(RAW_KEYS.map((key) => [key, overrides[key] ?? [1, 2, 3, 4]])) as Record<
      RawKey,
      number[]
    >;
  const rounded = (values: Float64Array) => [...values].map((v) => Math.round(v * 1000) / 1000);

  it('turns "higher is better" around for debt, variability, volatility, beta and size', () => {
    const day = scoreCrossSection(raw(), [[0, 1, 2, 3]], 4);
    const up = [-1.342, -0.447, 0.447, 1.342];
    expect(rounded(day.universe.value)).toEqual(up);
    expect(rounded(day.universe.momentum)).toEqual(up);
    expect(rounded(day.universe.lowVolatility)).toEqual(up.map((v) => -v).map((v) => v || 0));
    expect(rounded(day.universe.size)).toEqual([...up].reverse());
    // ROE up, debt and variability up too: -1 + 1 + 1 over three, re-standardised.
    expect(rounded(day.universe.quality)).toEqual([...up].reverse());
  });

  it('scores within the sector and ranks the sector composite; one sector = the universe', () => {
    const day = scoreCrossSection(raw({ momentum12_1: [4, 1, 3, 2] }), [[0, 1, 2, 3]], 4);
    for (const key of FACTOR_KEYS) {
      expect(rounded(day.sector[key])).toEqual(rounded(day.universe[key]));
    }
    expect(rounded(day.sectorComposite)).toEqual(rounded(day.composite));
    const order = [...day.composite.keys()].sort(
      (a, b) => (day.composite[b] ?? 0) - (day.composite[a] ?? 0),
    );
    expect(order.map((i) => day.sectorRank[i])).toEqual([1, 2, 3, 4]);
    expect([...day.sectorSize]).toEqual([4, 4, 4, 4]);
  });

  it('gives a sector of fewer than 3 no sector scores and no rank', () => {
    const day = scoreCrossSection(raw(), [[0, 1, 2], [3]], 4);
    expect(day.sector.value[3]).toBeNaN();
    expect(day.sectorRank[3]).toBeNaN();
    // Value and momentum favour stock 2, quality, low volatility and size stock 0.
    expect([...day.sectorRank].slice(0, 3)).toEqual([1, 2, 3]);
    expect(day.universe.value[3]).not.toBeNaN();
  });

  it('needs 3 of the 5 factors for a composite', () => {
    const missing = [NaN, NaN, NaN, NaN];
    const day = scoreCrossSection(
      raw({
        earningsYield: missing,
        bookToPrice: missing,
        momentum12_1: missing,
        returnOnEquity: missing,
        debtToEquity: missing,
        earningsVariability: missing,
      }),
      [[0, 1, 2, 3]],
      4,
    );
    expect([...day.composite].every(Number.isNaN)).toBe(true);
  });
});

describe('labels and one-line explanations for the factor view', () => {
  it('names and explains every factor and raw measure in one line', () => {
    for (const key of FACTOR_KEYS) {
      expect(FACTORS[key].label).not.toBe('');
      expect(FACTORS[key].explanation.length).toBeLessThanOrEqual(80);
    }
    for (const key of RAW_KEYS) {
      expect(RAW_MEASURES[key].explanation.length).toBeLessThanOrEqual(90);
    }
    const parts = FACTOR_KEYS.flatMap((key) => FACTORS[key].parts.map((part) => part.raw));
    expect(parts.sort()).toEqual([...RAW_KEYS].sort());
  });
});
