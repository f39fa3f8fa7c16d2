// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseScan } from '@/domain/scan/parse';
import type { Expr } from '@/domain/scan/ast';
import { runBacktest } from '../../../server/modules/strategies/engine/backtest';
import { flat, frameOf, params, weekdaysBetween, type StockSpec } from './fixture';

// Hand-worked runs on three stocks over the first quarter of 2024 (65 weekdays from Monday
// 1 January; the window is the whole axis, so day 0 is the first signal). Scores on day 0 rank
// A (2) > B (1) > C (0); from 31 January (index 22) C (2) > B (1) > A (0). Two holdings, equal
// weights, ₹1 lakh = 1,00,00,000 paise. A trades at ₹100, B at ₹200, C at ₹50 unless a test
// moves them. Trades happen at the open after a signal: 2 January, then 1 February.

const DAYS = weekdaysBetween('2024-01-01', '2024-03-29');
const MAR_1 = DAYS.indexOf('2024-03-01');
const SCORES: Array<[number, number[]]> = [
  [0, [2, 1, 0]],
  [22, [0, 1, 2]],
];

function threeStocks(change: Partial<Record<'A' | 'B' | 'C', Partial<StockSpec>>> = {}) {
  // C rises to ₹60 from 1 March, so the run makes money.
  const c = DAYS.map((_, t) => (t >= MAR_1 ? 60 : 50));
  return frameOf(
    DAYS,
    [
      { symbol: 'A', close: flat(DAYS, 100), ...change.A },
      { symbol: 'B', close: flat(DAYS, 200), ...change.B },
      { symbol: 'C', close: c, ...change.C },
    ],
    SCORES,
  );
}

const ast = (text: string): Expr => {
  const parsed = parseScan(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.ast;
};

describe('runBacktest on a hand-worked frame', () => {
  it('buys the best-ranked, sells what drops out, keeps what stays within the band', () => {
    const result = runBacktest(threeStocks(), params());
    // 2 January: A 5,00,00,000 ÷ 10,000 = 500 shares, B ÷ 20,000 = 250; cash 0.
    // 1 February: A sold (500 × ₹100); B is at its target (₹50,000 of ₹1 lakh): kept as it is;
    // C 50,00,000 ÷ 5,000 = 1,000 shares. 29 February: the same scores, nothing to trade.
    expect(result.trades).toEqual([
      expect.objectContaining({
        symbol: 'A',
        quantity: 500,
        entryDate: '2024-01-02',
        entryPrice: 10_000,
        exitDate: '2024-02-01',
        exitPrice: 10_000,
        costs: 0,
        profit: 0,
        reason: 'rebalance',
      }),
      expect.objectContaining({ symbol: 'B', quantity: 250, exitDate: null, reason: 'open' }),
      expect.objectContaining({ symbol: 'C', quantity: 1000, entryDate: '2024-02-01' }),
    ]);
    expect(result.rebalances).toBe(3);
    // Final: B 250 × ₹200 = ₹50,000, C 1,000 × ₹60 = ₹60,000: ₹1,10,000, +10 %.
    expect(result.metrics.finalValue).toBe(1_10_000_00);
    expect(result.metrics.totalReturn).toBeCloseTo(0.1, 12);
    expect(result.equity.at(-1)).toEqual({ date: '2024-03-29', strategy: 110, benchmark: 100 });
    expect(result.holdings).toEqual([
      {
        symbol: 'C',
        name: 'C Ltd',
        sector: 'Information Technology',
        quantity: 1000,
        value: 60_000_00,
        weight: 0.545455,
      },
      {
        symbol: 'B',
        name: 'B Ltd',
        sector: 'Information Technology',
        quantity: 250,
        value: 50_000_00,
        weight: 0.454545,
      },
    ]);
    expect(result.from).toBe('2024-01-01');
    expect(result.to).toBe('2024-03-29');
    expect(result.notes).toContain('Prices start on 1 Jan 2024: the test covers less than a year');
    // March: 110 ÷ 100 − 1; January and February flat.
    expect(result.months).toEqual([
      { year: 2024, month: 1, return: 0 },
      { year: 2024, month: 2, return: 0 },
      { year: 2024, month: 3, return: 0.1 },
    ]);
    expect(result.years).toEqual([{ year: 2024, return: 0.1, benchmark: 0 }]);
  });

  it('pays the dated charges on each leg', () => {
    const result = runBacktest(threeStocks(), params({ costs: true }));
    // Sizing keeps back 0.13 % for charges: A ⌊5,00,00,000 ÷ (10,000 × 1.0013)⌋ = 499 shares,
    // ₹49,900. Charges on 2 January 2024 (rates from 2021-01-01): STT 0.1 % = ₹49.90 → ₹50
    // (to the rupee) = 5,000; NSE 0.00345 % = 172.155 → 172; SEBI ₹10/crore = 4.99 → 5; stamp
    // 0.015 % = 748.5 → 749; GST 18 % × (172 + 5) = 31.86 → 32. Buy: 5,958 paise.
    // Sale on 1 February: 5,000 + 172 + 5 + 32 + DP ₹15.34 (1,534) = 6,743. A's trade: 12,701.
    // B: 249 shares, ₹49,800: 5,000 + 172 (171.81) + 5 + 747 + 32 = 5,956.
    // 1 February: value 18,086 + 49,90,000 + 49,80,000 = 99,88,086; C's target half of it,
    // 49,94,043 ÷ (5,000 × 1.0013) → 997 shares, ₹49,850: 5,000 + 172 + 5 + 748 + 32 = 5,957.
    // In all 5,958 + 5,956 + 6,743 + 5,957 = 24,614 paise.
    const a = result.trades.find((trade) => trade.symbol === 'A');
    expect(a).toMatchObject({ quantity: 499, costs: 12_701, profit: -12_701 });
    expect(result.trades.find((trade) => trade.symbol === 'C')).toMatchObject({
      quantity: 997,
      costs: 5_957,
    });
    expect(result.metrics.totalCosts).toBe(24_614);
    expect(result.metrics.costsFraction).toBeCloseTo(24_614 / 1_00_000_00, 12);
    // Cash 10,386 + B 249 × 20,000 + C 997 × 6,000 = 1,09,72,386.
    expect(result.metrics.finalValue).toBe(1_09_72_386);
  });

  it('fills at the open plus slippage to buy and minus it to sell', () => {
    const result = runBacktest(threeStocks(), params({ slippageBps: 50 }));
    // Buy A at ₹100 × 1.005 = ₹100.50: ⌊5,00,00,000 ÷ 10,050⌋ = 497; sell at ₹99.50.
    expect(result.trades[0]).toMatchObject({
      symbol: 'A',
      quantity: 497,
      entryPrice: 10_050,
      exitPrice: 9_950,
      profit: 497 * -100,
    });
  });

  it('sells at the next open when a close falls below the stop-loss', () => {
    // A closes at ₹80 from 15 January (index 10) and opens there from the 16th.
    const a = DAYS.map((_, t) => (t >= 10 ? 80 : 100));
    const result = runBacktest(threeStocks({ A: { close: a } }), params({ stopLoss: 0.15 }));
    // ₹80 < ₹100 × 0.85 = ₹85 at the close of the 15th: sold at the open of the 16th.
    expect(result.trades[0]).toMatchObject({
      symbol: 'A',
      exitDate: '2024-01-16',
      exitPrice: 8_000,
      profit: 500 * -2_000,
      reason: 'stopLoss',
    });
    // The ₹40,000 stays in cash until 1 February: value ₹40,000 + B ₹50,000 on the 31st.
    const jan31 = result.equity.find((point) => point.date === '2024-01-31');
    expect(jan31?.strategy).toBe(90);
    expect(result.trades.filter((trade) => trade.symbol === 'A')).toHaveLength(1);
  });

  it('sells on the exit rule and buys only what matches the entry rule', () => {
    const a = DAYS.map((_, t) => (t >= 10 ? 85 : 100));
    const result = runBacktest(
      threeStocks({ A: { close: a } }),
      params({ entry: 'close > 60', exit: 'close < 90' }),
      {
        entryAst: ast('close > 60'),
        exitAst: ast('close < 90'),
      },
    );
    expect(result.trades[0]).toMatchObject({
      symbol: 'A',
      exitDate: '2024-01-16',
      reason: 'exitRule',
    });
    // C (₹50) never matches close > 60 at a signal: only B is held after 31 January.
    expect(result.trades.some((trade) => trade.symbol === 'C')).toBe(false);
    expect(result.notes).toContain(
      'Only 1 stock matched the entry rule on 31 Jan 2024 and 1 more rebalance day to 29 Feb 2024: held 1 instead of 2',
    );
  });

  it('credits cash dividends to the shares held the day before the ex-date', () => {
    const result = runBacktest(
      threeStocks({ A: { dividends: [{ index: 5, amount: 5 }] } }),
      params(),
    );
    // 500 shares × ₹5 = ₹2,500 in cash from 8 January. 1 February: value ₹1,02,500, C's
    // target ₹51,250 buys 1,025 shares; cash left ₹1,250. Final: ₹1,250 + B ₹50,000 + C
    // 1,025 × ₹60 = ₹61,500: ₹1,12,750.
    expect(result.metrics.finalValue).toBe(1_12_750_00);
    expect(result.trades.find((trade) => trade.symbol === 'C')?.quantity).toBe(1025);
  });

  it('stays in cash when no stock has a score yet, and says so', () => {
    const frame = frameOf(
      DAYS,
      [
        { symbol: 'A', close: flat(DAYS, 100) },
        { symbol: 'B', close: flat(DAYS, 200) },
      ],
      [[22, [1, 2]]],
    );
    const result = runBacktest(frame, params());
    expect(result.notes).toContain(
      'No factor scores yet on 1 Jan 2024: nothing was bought or sold',
    );
    expect(result.trades.every((trade) => trade.entryDate === '2024-02-01')).toBe(true);
    expect(result.rebalances).toBe(2);
  });

  it('equal-weight NIFTY 50 holds every member whatever the holdings number', () => {
    const frame = frameOf(
      DAYS,
      ['A', 'B', 'C', 'D'].map((symbol, k) => ({
        symbol,
        close: flat(DAYS, 100),
        inNifty50: k < 3,
      })),
      [],
    );
    const result = runBacktest(frame, params({ base: 'equalWeightNifty50', holdings: 2 }));
    // 3 members, ⌊1,00,00,000 ÷ 3 ÷ 10,000⌋ = 333 shares each.
    expect(result.holdings.map((h) => [h.symbol, h.quantity])).toEqual([
      ['A', 333],
      ['B', 333],
      ['C', 333],
    ]);
  });

  it('refuses a rule whose parsed tree was not passed, rather than ignoring it', () => {
    expect(() => runBacktest(threeStocks(), params({ entry: 'close > 60' }))).toThrow(
      'Pass the parsed entry and exit rules',
    );
  });
});
