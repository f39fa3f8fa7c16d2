import autocannon from 'autocannon';
import { referenceData } from '../../server/archive/reference-data';

/** Latency and throughput of one archive endpoint under load from this (a second) process. */
export interface LoadResult {
  name: string;
  budgetP95: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

const CONNECTIONS = 50;
const WARM_SECONDS = 3;
const SECONDS = 10;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function run(
  url: string,
  paths: readonly string[],
  seconds: number,
  onTime?: (ms: number, ok: boolean) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    if (onTime) {
      instance.on('response', (_client, status, _bytes, time) =>
        onTime(time, status >= 200 && status < 300),
      );
    }
  });
}

async function measure(
  url: string,
  name: string,
  budgetP95: number,
  paths: readonly string[],
): Promise<LoadResult> {
  // The first answers of each path build the caches of this data-update time: warm up first.
  await run(url, paths, WARM_SECONDS);
  const times: number[] = [];
  let failed = 0;
  const result = await run(url, paths, SECONDS, (ms, ok) => {
    times.push(ms);
    if (!ok) failed += 1;
  });
  times.sort((a, b) => a - b);
  return {
    name,
    budgetP95,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requestsPerSecond: times.length / SECONDS,
    requests: times.length,
    errors: failed + result.errors + result.timeouts,
  };
}

/** The four workloads of the archive issue, each against its p95 budget (ms). */
export async function measureArchiveLoad(url: string): Promise<LoadResult[]> {
  const { companies } = referenceData();
  const nifty50 = companies.filter((c) => c.nifty50).map((c) => c.symbol);
  const others = companies.filter((c) => !c.nifty50).map((c) => c.symbol);
  const enc = encodeURIComponent;
  const searches = [
    'R',
    'REL',
    'TAT',
    'INF',
    'HDFC',
    'bank',
    'adani',
    'MARUTI',
    'SBI',
    'icici',
    'pow',
    'INE002A01018',
    'L',
    'bajaj',
    'tech',
    'M&M',
    'ZY',
    'coal',
    'ultra',
    'sun',
  ];
  const year = (symbol: string) => `/archive/instruments/${enc(symbol)}/history?interval=daily`;
  const quoteSets = [nifty50, others.slice(0, 50), others.slice(50, 100), others.slice(100, 150)];
  return [
    await measure(
      url,
      'search (20 typeahead prefixes)',
      10,
      searches.map((q) => `/archive/instruments/search?q=${enc(q)}&limit=10`),
    ),
    await measure(
      url,
      'one year of daily history (20 symbols)',
      25,
      [...nifty50.slice(0, 10), ...others.slice(0, 10)].map(year),
    ),
    await measure(
      url,
      'latest quotes for 50 symbols',
      10,
      quoteSets.map((set) => `/archive/quotes?symbols=${set.map(enc).join(',')}`),
    ),
    await measure(url, 'market overview', 25, ['/archive/market/overview']),
    // Issue 12: what a stock page reads, every view, for 10 stocks.
    await measure(
      url,
      'stock page APIs (6 reads x 10 symbols)',
      25,
      [...nifty50.slice(0, 5), ...others.slice(0, 5)].flatMap((symbol) => {
        const base = `/archive/instruments/${enc(symbol)}`;
        return [
          base,
          `${base}/factors`,
          `${base}/strength`,
          `${base}/peers?limit=5`,
          `${base}/market-sentiment`,
          `${base}/fundamentals?quarters=8`,
        ];
      }),
    ),
  ];
}
