/**
 * The two layouts of NSE's capital-market bhavcopy (end-of-day prices). Classic, until July 2024:
 * `cm01JUL2024bhav.csv` with SYMBOL, SERIES, OPEN, …, TIMESTAMP (01-JUL-2024), TOTALTRADES, ISIN.
 * UDiFF, since: `BhavCopy_NSE_CM_0_0_0_20240708_F_0000.csv` with TradDt (2024-07-08), TckrSymb,
 * SctySrs, OpnPric, …, TtlTradgVol, TtlTrfVal, TtlNbOfTxsExctd, FinInstrmTp (STK for shares).
 */
export interface Layout {
  name: 'classic' | 'udiff';
  columns: {
    date: string;
    symbol: string;
    series: string;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
    turnover: string;
    trades?: string;
    isin?: string;
    instrumentType?: string;
  };
  parseDate(text: string): string | undefined;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const validIso = (iso: string): string | undefined => {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === iso
    ? iso
    : undefined;
};

export const LAYOUTS: readonly Layout[] = [
  {
    name: 'classic',
    columns: {
      date: 'TIMESTAMP',
      symbol: 'SYMBOL',
      series: 'SERIES',
      open: 'OPEN',
      high: 'HIGH',
      low: 'LOW',
      close: 'CLOSE',
      volume: 'TOTTRDQTY',
      turnover: 'TOTTRDVAL',
      trades: 'TOTALTRADES',
      isin: 'ISIN',
    },
    parseDate(text) {
      const match = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
      const month = match ? MONTHS.indexOf((match[2] ?? '').toUpperCase()) + 1 : 0;
      if (!match || month === 0) return undefined;
      return validIso(`${match[3]}-${String(month).padStart(2, '0')}-${match[1]}`);
    },
  },
  {
    name: 'udiff',
    columns: {
      date: 'TRADDT',
      symbol: 'TCKRSYMB',
      series: 'SCTYSRS',
      open: 'OPNPRIC',
      high: 'HGHPRIC',
      low: 'LWPRIC',
      close: 'CLSPRIC',
      volume: 'TTLTRADGVOL',
      turnover: 'TTLTRFVAL',
      trades: 'TTLNBOFTXSEXCTD',
      isin: 'ISIN',
      instrumentType: 'FININSTRMTP',
    },
    parseDate: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? validIso(text) : undefined),
  },
];

/** The layout whose required columns the header has, with each column's position. */
export function detectLayout(
  header: readonly string[],
): { layout: Layout; index: Map<string, number> } | undefined {
  const index = new Map(header.map((name, i) => [name.trim().toUpperCase(), i]));
  const layout = LAYOUTS.find((candidate) => {
    const { trades: _t, isin: _i, instrumentType: _f, ...required } = candidate.columns;
    return Object.values(required).every((column) => index.has(column));
  });
  return layout && { layout, index };
}

/** One CSV line; NSE's files have no quoted commas, but a quoted field is read correctly. */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',').map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}
