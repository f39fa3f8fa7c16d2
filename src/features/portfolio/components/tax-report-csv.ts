import type { CapitalGains } from '../model/contract';
import { financialYearRange } from '../model/financial-year';
import { csvField, csvRupees } from '../model/report-format';

// The capital gains statement as CSV for a CA's spreadsheet (RFC 4180: comma-separated, quoted
// where needed, CRLF lines). Amounts are plain rupees with 2 decimals, dates ISO, one header row
// for the lines, then the year's totals under their own header.

// en-CA writes YYYY-MM-DD; the day is India's, like every date in the statement.
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Text, or an amount in paise written as plain rupees. */
type Cell = string | { paise: number };

const REGIME_WORDS = {
  'pre-2024-07-23': 'Before 23 Jul 2024',
  'from-2024-07-23': 'From 23 Jul 2024',
} as const;

const LINE_HEADER = [
  'Symbol',
  'Name',
  'ISIN',
  'Quantity',
  'Acquired',
  'Sold',
  'Term',
  'Regime',
  'Cost (INR)',
  'Proceeds (INR)',
  'Transfer expenses (INR)',
  'Gain (INR)',
  'Grandfathered',
  'Needs 31 Jan 2018 FMV',
  'Origin',
];

const row = (cells: readonly Cell[]): string =>
  cells
    .map((cell) => (typeof cell === 'string' ? csvField(cell) : csvRupees(cell.paise)))
    .join(',');

const byRegime = (label: string, amounts: CapitalGains['totals']['stcg']) =>
  row([
    label,
    { paise: amounts['pre-2024-07-23'] },
    { paise: amounts['from-2024-07-23'] },
    { paise: amounts.total },
  ]);

const single = (label: string, paise: number) => row([label, '', '', { paise }]);

/** The year's losses, how much of them gains absorbed (s.70), and what is carried forward. */
export function lossesOf(totals: CapitalGains['totals']) {
  const carried = totals.lossesCarriedForward;
  return {
    short: {
      year: totals.stLoss,
      setOff: totals.stLoss - carried.shortTerm,
      carried: carried.shortTerm,
    },
    long: {
      year: totals.ltLoss,
      setOff: totals.ltLoss - carried.longTerm,
      carried: carried.longTerm,
    },
  };
}

/** The year's statement: a title, the lines under one header row, then the totals. */
export function capitalGainsCsv(report: CapitalGains, generatedAt: Date): string {
  const { from, to } = financialYearRange(report.fy);
  const { totals } = report;
  const losses = lossesOf(totals);
  const lines = report.lines.map((line) =>
    row([
      line.symbol,
      line.name,
      line.isin,
      String(line.quantity),
      line.acquired,
      line.sold,
      line.term === 'long' ? 'Long term' : 'Short term',
      REGIME_WORDS[line.regime],
      { paise: line.cost },
      { paise: line.proceeds },
      { paise: line.expenses },
      { paise: line.gain },
      line.grandfathered ? 'Yes' : 'No',
      line.needsFmv ? 'Yes' : 'No',
      line.origin === 'BONUS' ? 'Bonus' : 'Buy',
    ]),
  );
  return [
    row([`Capital gains statement FY ${report.fy} (${from} to ${to})`]),
    row([`Generated on ${indiaDay.format(generatedAt)}`]),
    '',
    row(LINE_HEADER),
    ...lines,
    '',
    row(['Totals (INR)', 'Before 23 Jul 2024', 'From 23 Jul 2024', 'Total']),
    byRegime('Short-term capital gains (STCG)', totals.stcg),
    byRegime('Long-term capital gains (LTCG)', totals.ltcg),
    byRegime('Taxable STCG', totals.taxableStcg),
    byRegime('Taxable LTCG', totals.taxableLtcg),
    byRegime('Tax before surcharge and 4% cess', totals.tax),
    single('Short-term losses in the year', losses.short.year),
    single('Short-term losses set off', losses.short.setOff),
    single('Short-term loss carried forward', losses.short.carried),
    single('Long-term losses in the year', losses.long.year),
    single('Long-term losses set off', losses.long.setOff),
    single('Long-term loss carried forward', losses.long.carried),
    single('LTCG exemption limit', totals.exemptionLimit),
    single('LTCG exemption used', totals.exemptionUsed),
    single('Dividends (gross)', report.dividends.gross),
    single('TDS on dividends', report.dividends.tds),
  ]
    .map((text) => `${text}\r\n`)
    .join('');
}
