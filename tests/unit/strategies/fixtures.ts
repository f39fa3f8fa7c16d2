import {
  backtestRunSchema,
  type BacktestRun,
  type Metrics,
} from '@/features/strategies/model/contract';
import { STRATEGY_LIBRARY } from '@/features/strategies/model/library';

// A finished run as the server sends it (parsed with the real contract, so a fixture that
// drifts from the contract fails here, not in a screen test).

export const RUN_ID = '6f1c2b7e-4d3a-4e5f-9a8b-1c2d3e4f5a6b';
export const momentum = STRATEGY_LIBRARY.find((entry) => entry.id === 'momentum')!;

export const metrics = (change: Partial<Metrics> = {}): Metrics => ({
  cagr: 0.1834,
  totalReturn: 1.321,
  volatility: 0.1812,
  sharpe: 0.87,
  sortino: 1.21,
  maxDrawdown: -0.234,
  maxDrawdownDays: 143,
  calmar: 0.78,
  beta: 0.92,
  alpha: 0.041,
  winRate: 0.56,
  averageHoldingDays: 92.4,
  turnover: 1.2,
  totalCosts: 45_678_00,
  costsFraction: 0.0457,
  finalValue: 23_21_000_00,
  ...change,
});

const days = ['2021-01-04', '2021-01-05', '2021-06-30', '2022-01-03', '2022-06-30', '2023-01-02'];

export function result(change: Record<string, unknown> = {}) {
  return {
    from: '2021-01-04',
    to: '2023-01-02',
    metrics: metrics(),
    benchmark: metrics({
      cagr: 0.11,
      winRate: null,
      averageHoldingDays: null,
      turnover: null,
      totalCosts: 0,
      costsFraction: 0,
      beta: 1,
      alpha: 0,
    }),
    equity: days.map((date, index) => ({
      date,
      strategy: 100 + index * 10,
      benchmark: 100 + index * 5,
    })),
    drawdown: days.map((date, index) => ({
      date,
      strategy: index === 2 ? -0.234 : 0,
      benchmark: index === 2 ? -0.15 : 0,
    })),
    rolling: [
      { date: '2022-01-03', strategy: 0.2, benchmark: 0.1 },
      { date: '2022-06-30', strategy: -0.05, benchmark: 0.02 },
      { date: '2023-01-02', strategy: 0.31, benchmark: 0.09 },
    ],
    months: [
      { year: 2021, month: 1, return: 0.02 },
      { year: 2021, month: 2, return: -0.01 },
      { year: 2022, month: 12, return: 0.05 },
    ],
    years: [
      { year: 2021, return: 0.22, benchmark: 0.12 },
      { year: 2022, return: 0.08, benchmark: 0.04 },
    ],
    trades: [
      {
        symbol: 'TCS',
        name: 'Tata Consultancy Services',
        quantity: 10,
        entryDate: '2021-01-05',
        entryPrice: 3_000_00,
        exitDate: '2021-06-30',
        exitPrice: 3_300_00,
        costs: 120_00,
        profit: 2_880_00,
        reason: 'rebalance',
      },
      {
        symbol: 'INFY',
        name: 'Infosys',
        quantity: 20,
        entryDate: '2022-01-03',
        entryPrice: 1_500_00,
        exitDate: null,
        exitPrice: null,
        costs: 40_00,
        profit: null,
        reason: 'open',
      },
    ],
    holdings: [
      {
        symbol: 'INFY',
        name: 'Infosys',
        sector: 'IT',
        quantity: 20,
        value: 32_000_00,
        weight: 0.4,
      },
      {
        symbol: 'ITC',
        name: 'ITC',
        sector: 'FMCG',
        quantity: 100,
        value: 48_000_00,
        weight: 0.6,
      },
    ],
    rebalances: 24,
    notes: ['Only 12 stocks matched the entry rule on 2022-03-31'],
    ...change,
  };
}

export function run(change: Partial<Record<keyof BacktestRun, unknown>> = {}): BacktestRun {
  return backtestRunSchema.parse({
    id: RUN_ID,
    status: 'done',
    progress: 1,
    params: momentum.params,
    key: 'key',
    asOf: '2026-01-14T12:30:00.000Z',
    startedAt: '2026-01-15T10:00:00.000Z',
    finishedAt: '2026-01-15T10:00:02.000Z',
    error: null,
    result: result(),
    ...change,
  });
}
