import { describe, expect, it } from 'vitest';
import { capitalGainsCsv, lossesOf } from '@/features/portfolio/components/tax-report-csv';
import { csvField } from '@/features/portfolio/model/report-format';
import type { CapitalGains } from '@/features/portfolio/model/contract';

// The capital gains CSV a CA opens in a spreadsheet (issue 11): a header row, one row per FIFO
// line, then totals rows; plain rupees with 2 decimals, ISO dates, CRLF lines (RFC 4180).

const regime = (pre: number, from: number) => ({
  'pre-2024-07-23': pre,
  'from-2024-07-23': from,
  total: pre + from,
});

const report: CapitalGains = {
  fy: '2024-25',
  financialYears: ['2024-25', '2023-24'],
  lines: [
    {
      symbol: 'INFY',
      name: 'Infosys Ltd.',
      isin: 'INE009A01021',
      quantity: 10,
      acquired: '2017-06-01',
      sold: '2024-06-10',
      term: 'long',
      cost: 1_100_000,
      proceeds: 1_500_000,
      expenses: 2_050,
      gain: 397_950,
      regime: 'pre-2024-07-23',
      grandfathered: true,
      needsFmv: false,
      origin: 'BUY',
    },
    {
      symbol: 'M&M',
      name: 'Mahindra, "M&M" Ltd.',
      isin: 'INE101A01026',
      quantity: 5,
      acquired: '2024-05-02',
      sold: '2024-09-16',
      term: 'short',
      cost: 1_400_000,
      proceeds: 1_300_000,
      expenses: 1_999,
      gain: -101_999,
      regime: 'from-2024-07-23',
      grandfathered: false,
      needsFmv: false,
      origin: 'BUY',
    },
  ],
  totals: {
    stcg: regime(0, 0),
    ltcg: regime(397_950, 0),
    stLoss: 101_999,
    ltLoss: 0,
    exemptionLimit: 12_500_000,
    exemptionUsed: 295_951,
    taxableStcg: regime(0, 0),
    taxableLtcg: regime(0, 0),
    tax: regime(0, 0),
    lossesCarriedForward: { shortTerm: 0, longTerm: 0 },
  },
  dividends: { gross: 250_000, tds: 0 },
  notes: ['Rates: STCG 20 %, LTCG 12.5 % from 23 July 2024.'],
};

describe('capital gains CSV', () => {
  const csv = capitalGainsCsv(report, new Date('2026-01-12T20:00:00Z'));
  const rows = csv.split('\r\n');

  it('ends every row with CRLF and dates the statement by India’s calendar', () => {
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(rows[0]).toBe('Capital gains statement FY 2024-25 (2024-04-01 to 2025-03-31)');
    // 20:00 UTC is 01:30 the next day in India.
    expect(rows[1]).toBe('Generated on 2026-01-13');
  });

  it('has one header row, then one row per line with rupees to 2 decimals and ISO dates', () => {
    expect(rows[3]).toBe(
      'Symbol,Name,ISIN,Quantity,Acquired,Sold,Term,Regime,Cost (INR),Proceeds (INR),Transfer expenses (INR),Gain (INR),Grandfathered,Needs 31 Jan 2018 FMV,Origin',
    );
    expect(rows[4]).toBe(
      'INFY,Infosys Ltd.,INE009A01021,10,2017-06-01,2024-06-10,Long term,Before 23 Jul 2024,11000.00,15000.00,20.50,3979.50,Yes,No,Buy',
    );
    // A loss stays a plain negative number; a name with a comma and quotes is quoted.
    expect(rows[5]).toBe(
      'M&M,"Mahindra, ""M&M"" Ltd.",INE101A01026,5,2024-05-02,2024-09-16,Short term,From 23 Jul 2024,14000.00,13000.00,19.99,-1019.99,No,No,Buy',
    );
    const columns = rows[3]?.split(',').length;
    expect(rows[4]?.split(',').length).toBe(columns);
  });

  it('adds the totals by regime, the set-off, the exemption and the dividends', () => {
    const totals = rows.slice(7);
    expect(totals[0]).toBe('Totals (INR),Before 23 Jul 2024,From 23 Jul 2024,Total');
    expect(totals).toContain('Long-term capital gains (LTCG),3979.50,0.00,3979.50');
    expect(totals).toContain('Tax before surcharge and 4% cess,0.00,0.00,0.00');
    expect(totals).toContain('Short-term losses in the year,,,1019.99');
    expect(totals).toContain('Short-term losses set off,,,1019.99');
    expect(totals).toContain('Short-term loss carried forward,,,0.00');
    expect(totals).toContain('LTCG exemption limit,,,125000.00');
    expect(totals).toContain('LTCG exemption used,,,2959.51');
    expect(totals).toContain('Dividends (gross),,,2500.00');
    expect(totals).toContain('TDS on dividends,,,0.00');
  });
});

describe('CSV fields', () => {
  it.each([
    ['INFY', 'INFY'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    // Spreadsheet formula injection: text that would run is kept as text.
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91', "'+91"],
    ['-SYM', "'-SYM"],
    ['@cmd', "'@cmd"],
  ])('%j is written %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('losses', () => {
  it('sets off what gains absorbed and carries the rest forward', () => {
    const losses = lossesOf({
      ...report.totals,
      stLoss: 500_000,
      ltLoss: 200_000,
      lossesCarriedForward: { shortTerm: 120_000, longTerm: 200_000 },
    });
    expect(losses.short).toEqual({ year: 500_000, setOff: 380_000, carried: 120_000 });
    expect(losses.long).toEqual({ year: 200_000, setOff: 0, carried: 200_000 });
  });
});
