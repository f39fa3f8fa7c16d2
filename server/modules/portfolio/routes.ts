import { z } from 'zod';
import {
  PERFORMANCE_RANGES,
  type CashLedger,
} from '../../../src/features/portfolio/model/contract';
import { parseFinancialYear } from '../../../src/features/portfolio/model/financial-year';
import { readRoute, writeRoute, type ApiDeps, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import { istDay } from '../orders/funds';
import { accountState } from './account-state';
import { dashboardAnswer, sendDashboard } from './dashboard';
import { cashEntriesOf } from './history';
import { performanceOf } from './summary';
import {
  capitalGainsAnswer,
  cashLedgerAnswer,
  holdingsAnswer,
  performanceAnswer,
  summaryAnswer,
} from './schema';
import { capitalGainsOf } from './tax-report';
import { importTradebook } from './tradebook-import';

const TAG = 'Portfolio';
const noAccount = { 409: 'No paper account yet: link the paper broker' } as const;

const stateOf = async (deps: ApiDeps, sub: string) => {
  const snapshot = await archiveReader(deps.db).snapshot();
  return { snapshot, state: await accountState(deps.db.orm, sub, snapshot) };
};

const fyQuery = z
  .object({
    fy: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'A financial year is written 2025-26')
      .refine((text) => parseFinancialYear(text) !== null, 'A financial year is written 2025-26')
      .optional()
      .meta({
        description: 'Indian financial year (April to March), e.g. 2025-26; default: this one',
      }),
  })
  .strict();

/**
 * The investor's portfolio (issue 11): holdings, the dashboard's numbers and chart, the cash
 * ledger and the capital-gains tax report, all from the paper account's trades and cash.
 */
export const portfolioRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/holdings',
    operationId: 'listHoldings',
    summary: 'The shares held, as FIFO lots, valued at the latest close',
    tag: TAG,
    access: ['I'],
    problems: noAccount,
    response: { description: 'Holdings, largest first, with totals', schema: holdingsAnswer },
    handler: async ({ caller, deps }) => (await stateOf(deps, caller.sub)).state.holdings,
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/portfolio',
    operationId: 'getPortfolioSummary',
    summary: 'Net worth, day change, total gain, XIRR and TWR, allocation, movers, recent orders',
    description:
      'Made once per state of the account and the market data. The answer carries an ETag: ' +
      'sent back in If-None-Match, it answers 304 Not Modified (no body) while nothing changed.',
    tag: TAG,
    access: ['I'],
    problems: noAccount,
    response: { description: 'The dashboard’s numbers', schema: summaryAnswer },
    handler: async ({ caller, deps, c }) => {
      const { state } = await stateOf(deps, caller.sub);
      return sendDashboard(c, await dashboardAnswer(caller.sub, state));
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/portfolio/performance',
    operationId: 'getPortfolioPerformance',
    summary: 'Net worth at each close of a range, against NIFTY 50 rebased to its first day',
    tag: TAG,
    access: ['I'],
    query: z
      .object({
        range: z
          .enum(PERFORMANCE_RANGES, { error: `A range is one of ${PERFORMANCE_RANGES.join(', ')}` })
          .default('1Y'),
      })
      .strict(),
    problems: noAccount,
    response: { description: 'Daily points and both returns', schema: performanceAnswer },
    handler: async ({ caller, query, deps }) => {
      const { state } = await stateOf(deps, caller.sub);
      return performanceOf(query.range, await state.days(), state.holdings.asOf);
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/funds/ledger',
    operationId: 'getCashLedger',
    summary: 'Every movement of the paper account’s cash, newest first',
    tag: TAG,
    access: ['I'],
    problems: noAccount,
    response: { description: 'The cash ledger', schema: cashLedgerAnswer },
    handler: async ({ caller, deps }): Promise<CashLedger> => {
      const { state } = await stateOf(deps, caller.sub);
      const symbolOf = new Map<string, string>();
      for (const position of state.positions.values()) {
        for (const trade of position.trades) symbolOf.set(trade.tradeId, trade.symbol);
      }
      const byInstrument = new Map(
        [...state.positions.values()].map((position) => [position.instrumentId, position.symbol]),
      );
      const entries = await cashEntriesOf(deps.db.orm, caller.sub);
      return {
        items: entries.reverse().map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: entry.amountPaise,
          date: entry.entryDate,
          description: entry.description,
          symbol:
            (entry.tradeId && symbolOf.get(entry.tradeId)) ??
            (entry.instrumentId !== null ? (byInstrument.get(entry.instrumentId) ?? null) : null),
        })),
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/tax/capital-gains',
    operationId: 'getCapitalGains',
    summary: 'Realised gains of a financial year by FIFO, short and long term, with the tax',
    description:
      'Listed equity (s.111A, s.112A): the rates by sale date (before and from 23 July 2024), ' +
      'the yearly LTCG exemption, set-off of losses, grandfathering of shares bought before ' +
      '1 February 2018, and the year’s dividends with TDS.',
    tag: TAG,
    access: ['I'],
    query: fyQuery,
    problems: { 400: 'Not a financial year, or one before FY 2018-19', ...noAccount },
    response: { description: 'The year’s tax P&L', schema: capitalGainsAnswer },
    handler: async ({ caller, query, deps }) => {
      const { snapshot, state } = await stateOf(deps, caller.sub);
      const name = `capital-gains:${query.fy ?? 'current'}`;
      let report = state.memo.get(name);
      if (!report) {
        report = capitalGainsOf(state, snapshot, query.fy, istDay(new Date()));
        state.memo.set(name, report);
      }
      return report;
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/tradebook',
    operationId: 'importTradebook',
    summary:
      'Imports a Zerodha Console tradebook (CSV) into the paper account, whole or not at all',
    description:
      'The body is the CSV file (Console → Reports → Tradebook → Equity). Every line is checked: ' +
      'a symbol the market data knows, a date not in the future, buy or sell, whole shares, a ' +
      'price, a trade id not imported before, and no sale of shares not held that day. Any ' +
      'problem answers 422 listing each line, and nothing is imported. A buy’s money comes in ' +
      'as a deposit on its date.',
    tag: TAG,
    access: ['I'],
    idempotency: 'required',
    upload: {
      types: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
      maxBytes: 2 * 1024 * 1024,
      description: 'The tradebook as exported, at most 2 MB',
    },
    problems: {
      409: 'No paper account yet: link the paper broker',
      422: 'Lines with problems, each named (or the Idempotency-Key was used for another request)',
    },
    response: {
      status: 201,
      description: 'What was imported',
      schema: z.object({
        imported: z.number().int(),
        buys: z.number().int(),
        sells: z.number().int(),
        symbols: z.number().int(),
        from: z.string(),
        to: z.string(),
      }),
    },
    handler: async ({ caller, upload, tx }) => {
      if (!upload) throw new Error('importTradebook was called without a body');
      const result = await importTradebook(tx, caller.sub, upload.bytes, new Date());
      return {
        status: 201,
        body: result,
        audit: {
          entity: 'paper_account',
          entityId: null,
          action: `Imported a tradebook: ${result.imported} trades in ${result.symbols} stocks`,
        },
      };
    },
  }),
];
