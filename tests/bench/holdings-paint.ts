import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { signIn } from '../e2e/support/auth-flows';
import { VIEWPORTS, waitForServiceWorkerControl } from '../e2e/support/browser';
import { CPU_THROTTLE, median, throttle, timeTo } from './start-times';

// npm run bench, holdings (issue 11, "holdings screen with 100 positions to first paint at 4x
// CPU"): neha@ imports a tradebook of 100 NIFTY 500 stocks, then /investor/holdings is reloaded
// on a tablet with the service worker and 4x CPU throttling until the 100 rows are on screen.

const RUNS = 5;
export const POSITIONS = 100;
/** The issue names no number: the offline-start budget of a visited screen is used. */
export const HOLDINGS_PAINT_BUDGET_MS = 1_000;

const CONSTITUENTS = fileURLToPath(
  new URL('../../server/archive/data/nifty500-constituents.csv', import.meta.url),
);

/** A Console tradebook buying 10 shares of each of the first `count` NIFTY 500 companies. */
export function tradebookOf(count: number): string {
  const rows = readFileSync(CONSTITUENTS, 'utf8')
    .trim()
    .split('\n')
    .slice(1, count + 1);
  const header =
    'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
  return [
    header,
    ...rows.map((line, at) => {
      const cells = line.split(',');
      const [symbol, , isin] = cells.slice(-3);
      return `${symbol},${isin},2026-01-05,NSE,EQ,EQ,buy,false,10,100.00,BENCH${at},${at},2026-01-05T10:00:00`;
    }),
  ].join('\n');
}

export async function measureHoldingsPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORTS.tablet });
  try {
    const page = await context.newPage();
    await signIn(page, url, 'neha@example.com', 'Demo@2026');
    await page.waitForURL('**/investor/dashboard', { timeout: 60_000 });
    const status = await page.evaluate(async (csv) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const response = await fetch('/api/investor/tradebook', {
        method: 'POST',
        headers: {
          Authorization: localStorage.getItem(key ?? '') ?? '',
          'Content-Type': 'text/csv',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: csv,
      });
      return `${response.status} ${await response.text()}`;
    }, tradebookOf(POSITIONS));
    if (!status.startsWith('201')) throw new Error(`the bench tradebook was refused: ${status}`);
    await page.goto(`${url}/investor/holdings`);
    await waitForServiceWorkerControl(page);
    const shown = () => page.getByText(`${POSITIONS} holdings`).waitFor({ timeout: 60_000 });
    await shown();
    await throttle(context, page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await timeTo(page, shown, () => page.reload()));
    }
    return median(times);
  } finally {
    await context.close();
  }
}

export const describeHoldingsPaint = (ms: number): string =>
  `/investor/holdings with ${POSITIONS} positions, warm, tablet, ${CPU_THROTTLE}x CPU, median of ${RUNS}: ${ms.toFixed(0)} ms / budget ${HOLDINGS_PAINT_BUDGET_MS} ms ${ms <= HOLDINGS_PAINT_BUDGET_MS ? 'within budget' : 'OVER budget'}`;
