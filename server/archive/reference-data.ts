import { readFileSync } from 'node:fs';

/** The real universe and market path the demo generator builds on (server/archive/data). */
export interface ListedCompany {
  symbol: string;
  name: string;
  /** NSE's industry of the NIFTY 500 list, e.g. "Financial Services". */
  industry: string;
  series: string;
  isin: string;
  nifty50: boolean;
  /** Closing price on REFERENCE_DATE in paise; undefined for the few the list lacks. */
  referenceClose: number | undefined;
}

export interface WeeklyPoint {
  date: string;
  nifty50: number;
  vix: number;
}

export interface ReferenceData {
  companies: ListedCompany[];
  weekly: WeeklyPoint[];
}

/** The day of reference-closes.csv: every stock's generated path passes through its close. */
export const REFERENCE_DATE = '2026-08-03';

const DATA_DIR = new URL('./data/', import.meta.url);

function readCsv(file: string): string[][] {
  const text = readFileSync(new URL(file, DATA_DIR), 'utf8');
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()));
}

let loaded: ReferenceData | undefined;

export function referenceData(): ReferenceData {
  if (loaded) return loaded;
  const nifty50 = new Set(readCsv('nifty50-constituents.csv').map((row) => row[2]));
  const closes = new Map(
    readCsv('reference-closes.csv').map(([symbol, cmp]) => [symbol, Math.round(Number(cmp) * 100)]),
  );
  const companies = readCsv('nifty500-constituents.csv').map(
    ([name = '', industry = '', symbol = '', series = '', isin = '']) => ({
      symbol,
      name,
      industry,
      series,
      isin,
      nifty50: nifty50.has(symbol),
      referenceClose: closes.get(symbol),
    }),
  );
  const weekly = readCsv('nifty50-vix-weekly.csv').map(([date = '', nifty = '', vix = '']) => ({
    date,
    nifty50: Number(nifty),
    vix: Number(vix),
  }));
  loaded = { companies, weekly };
  return loaded;
}
