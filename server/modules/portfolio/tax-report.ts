import { capitalGainsReport } from '../../../src/features/portfolio/model/capital-gains';
import type { CapitalGains } from '../../../src/features/portfolio/model/contract';
import {
  financialYearOf,
  financialYearRange,
} from '../../../src/features/portfolio/model/financial-year';
import { symbolKey, type ArchiveSnapshot } from '../../archive/read/snapshot';
import { ApiError } from '../../errors';
import type { AccountState } from './account-state';

/** From FY 2018-19: listed shares' gains were exempt before s.112A (Finance Act 2018). */
export const FIRST_REPORTED_FY = '2018-19';

const NOTES = [
  'Listed equity shares on which STT was paid: short-term (held up to 12 months) gains under s.111A, long-term gains under s.112A.',
  'Sales before 23 July 2024 are taxed at 15 % (short-term) and 10 % (long-term); sales from that date at 20 % and 12.5 % (Finance (No. 2) Act 2024).',
  'Long-term gains are exempt up to ₹1,00,000 a year until FY 2023-24 and ₹1,25,000 from FY 2024-25; the exemption is applied to the gains taxed at the higher rate first.',
  'Shares are matched first in, first out. Cost and sale expenses include brokerage, exchange and SEBI fees, stamp duty, GST and DP charges; STT is not deductible (s.48).',
  'Bonus shares cost nothing and are held from their allotment (s.55(2)(aa)). Shares bought before 1 February 2018 use the 31 January 2018 price when it is higher (s.55(2)(ac)).',
  'Tax is shown before surcharge, the 4 % health and education cess and any rebate; losses not set off this year can be carried forward 8 years if the return is filed on time.',
  'Paper trading: fills are simulated at archive prices. Check with your chartered accountant before filing.',
];

/** GET /api/investor/tax/capital-gains?fy=: the year's realised gains, tax and dividends. */
export function capitalGainsOf(
  state: AccountState,
  snapshot: ArchiveSnapshot,
  requested: string | undefined,
  today: string,
): CapitalGains {
  const fy = requested ?? financialYearOf(today);
  if (fy < FIRST_REPORTED_FY) {
    throw new ApiError(400, 'invalid_query', `Reports start with FY ${FIRST_REPORTED_FY}`, {}, [
      {
        in: 'query',
        field: 'fy',
        pointer: '#/fy',
        detail: `Choose FY ${FIRST_REPORTED_FY} or later`,
      },
    ]);
  }
  const names = new Map<string, { name: string; isin: string }>();
  const inputs = [];
  const years = new Set<string>();
  for (const position of state.positions.values()) {
    const instrument = snapshot.bySymbol.get(symbolKey(position.exchange, position.symbol));
    names.set(position.symbol, {
      name: instrument?.name ?? position.symbol,
      isin: instrument?.isin ?? '',
    });
    for (const match of position.matches) {
      const year = financialYearOf(match.sold);
      if (year >= FIRST_REPORTED_FY) years.add(year);
      if (year === fy) inputs.push({ ...match, symbol: position.symbol });
    }
  }
  const report = capitalGainsReport(inputs, fy);
  const { from, to } = financialYearRange(fy);
  const inYear = state.entries.filter((entry) => entry.entryDate >= from && entry.entryDate <= to);
  const { totals } = report;
  return {
    fy,
    financialYears: [...years].sort().reverse(),
    lines: report.lines.map((line) => ({
      symbol: line.symbol,
      name: names.get(line.symbol)?.name ?? line.symbol,
      isin: names.get(line.symbol)?.isin ?? '',
      quantity: line.quantity,
      acquired: line.acquired,
      sold: line.sold,
      term: line.term,
      cost: line.costPaise,
      proceeds: line.proceedsPaise,
      expenses: line.expensesPaise,
      gain: line.gainPaise,
      regime: line.regime,
      grandfathered: line.grandfathered,
      needsFmv: line.needsFmv,
      origin: line.buyTradeId.startsWith('bonus:') ? 'BONUS' : 'BUY',
    })),
    totals: {
      stcg: totals.stcg,
      ltcg: totals.ltcg,
      stLoss: totals.stLoss,
      ltLoss: totals.ltLoss,
      exemptionLimit: totals.exemptionLimit,
      exemptionUsed: totals.exemptionUsed,
      taxableStcg: totals.taxableStcg,
      taxableLtcg: totals.taxableLtcg,
      tax: totals.taxPaise,
      lossesCarriedForward: totals.lossesCarriedForward,
    },
    dividends: {
      gross: inYear.filter((e) => e.kind === 'dividend').reduce((sum, e) => sum + e.amountPaise, 0),
      tds: -inYear.filter((e) => e.kind === 'tds').reduce((sum, e) => sum + e.amountPaise, 0),
    },
    notes: NOTES,
  };
}
