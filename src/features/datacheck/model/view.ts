import { formatChangePercent, formatIsoDate, formatRupees } from '@/ui/format-money';
import {
  ANOMALY_KINDS,
  type Anomaly,
  type AnomalyKind,
  type Freshness,
  type ImportRow,
} from './contract';

// What the data check screen says about its answer: words and colours for freshness, a label
// and the figures of each anomaly, sorting and grouping. Pure; table-tested in
// tests/unit/datacheck.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface StatusView {
  /** A Chakra colour palette. */
  palette: 'green' | 'orange' | 'red' | 'gray';
  word: string;
  detail: string;
}

export function freshnessView(freshness: Freshness): StatusView {
  const { status, lastTradingDay, expectedLastTradingDay, tradingDaysBehind } = freshness;
  const expected = formatIsoDate(expectedLastTradingDay);
  if (status === 'empty' || !lastTradingDay) {
    return {
      palette: 'gray',
      word: 'No market data',
      detail: 'The archive holds no prices yet: import a bhavcopy or run npm run reset.',
    };
  }
  const last = formatIsoDate(lastTradingDay);
  if (status === 'fresh') {
    return {
      palette: 'green',
      word: 'Up to date',
      detail: `Prices up to ${last}, the last trading session that has closed.`,
    };
  }
  return {
    palette: status === 'behind' ? 'orange' : 'red',
    word: `${plural(tradingDaysBehind, 'trading day')} behind`,
    detail: `Prices up to ${last}; the last session that has closed is ${expected}.`,
  };
}

export const ANOMALY_LABELS: Record<AnomalyKind, string> = {
  jump: 'Move over 20 %',
  'zero-volume': 'Zero volume',
  'stale-price': 'Unchanged close',
  'no-recent-bar': 'No recent price',
};

export const ANOMALY_HINTS: Record<AnomalyKind, string> = {
  jump: 'A close more than 20 % from the previous close, with no split or bonus that day.',
  'zero-volume': 'A day with a price but no shares traded.',
  'stale-price': 'The same close on 5 or more trading days in a row.',
  'no-recent-bar': 'The latest price is older than the archive’s last trading day.',
};

const price = (paise: number | null) => (paise === null ? '–' : formatRupees(paise));

/** One line of figures an adviser reads: what was seen, in rupees and days. */
export function anomalyFigures(a: Anomaly): string {
  switch (a.kind) {
    case 'jump':
      return `${price(a.previousClose)} → ${price(a.close)} (${formatChangePercent(a.changePercent)})`;
    case 'zero-volume':
      return `No shares traded; close ${price(a.close)}`;
    case 'stale-price':
      return (
        `${price(a.close)} on ${plural(a.days ?? 0, 'trading day')}` +
        (a.since ? ` from ${formatIsoDate(a.since)}` : '')
      );
    case 'no-recent-bar':
      return `Last close ${price(a.close)}, ${plural(a.days ?? 0, 'trading day')} missing since`;
  }
}

export type AnomalySortKey = 'kind' | 'symbol' | 'date' | 'size';

const size = (a: Anomaly) => (a.kind === 'jump' ? Math.abs(a.changePercent ?? 0) : (a.days ?? 0));
const kindIndex = (kind: AnomalyKind) => ANOMALY_KINDS.indexOf(kind);

/** A sorted copy; ties fall back to kind, then newest day, then symbol. */
export function sortAnomalies(
  anomalies: readonly Anomaly[],
  key: AnomalySortKey,
  direction: 'asc' | 'desc',
): Anomaly[] {
  const sign = direction === 'asc' ? 1 : -1;
  const primary = (a: Anomaly, b: Anomaly): number => {
    switch (key) {
      case 'kind':
        return kindIndex(a.kind) - kindIndex(b.kind);
      case 'symbol':
        return a.symbol.localeCompare(b.symbol);
      case 'date':
        return a.date.localeCompare(b.date);
      case 'size':
        return size(a) - size(b);
    }
  };
  return [...anomalies].sort(
    (a, b) =>
      sign * primary(a, b) ||
      kindIndex(a.kind) - kindIndex(b.kind) ||
      b.date.localeCompare(a.date) ||
      a.symbol.localeCompare(b.symbol),
  );
}

/** Counts by kind, in the contract's order, leaving out kinds with none. */
export function countByKind(anomalies: readonly Anomaly[]): Array<[AnomalyKind, number]> {
  return ANOMALY_KINDS.map(
    (kind) => [kind, anomalies.filter((a) => a.kind === kind).length] as [AnomalyKind, number],
  ).filter(([, n]) => n > 0);
}

export const IMPORT_KIND_LABELS: Record<ImportRow['kind'], string> = {
  bhavcopy: 'Bhavcopy',
  fundamentals: 'Fundamentals',
  'market-advance': 'Market advance',
  demo: 'Demo data',
};

/** "1 Jul 2026" or "1 Jul 2026 – 3 Jul 2026"; "no trading day" when it covered none. */
export function coveredDays(row: Pick<ImportRow, 'firstDate' | 'lastDate'>): string {
  if (!row.firstDate) return 'nothing loaded';
  if (!row.lastDate || row.lastDate === row.firstDate) return formatIsoDate(row.firstDate);
  return `${formatIsoDate(row.firstDate)} – ${formatIsoDate(row.lastDate)}`;
}

/** "12 missing trading days" words for a list of days, the first few shown. */
export function listDays(days: readonly string[], shown = 10): string {
  const head = days.slice(0, shown).map(formatIsoDate).join(', ');
  return days.length > shown ? `${head} and ${days.length - shown} more` : head;
}

export const windowWords = (days: number) => `the last ${days} days`;
