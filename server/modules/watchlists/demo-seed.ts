import { and, asc, count, desc, eq } from 'drizzle-orm';
import { initialProgress, type AlertKind } from '../../../src/features/watchlists/model/alerts';
import type { Database, Orm } from '../../db/database';
import { dailyBars, instruments, latestQuotes } from '../../db/schema';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { evaluateAlerts } from './evaluate';
import { knownStocks } from './stocks';
import { priceAlerts, watchlistItems, watchlists } from './tables';

/** The demo's `n`-th list of an investor (0 first), the same id on every start. */
export const demoWatchlistId = (sub: string, n = 0): string =>
  demoUuid(`nivesh-demo-watchlist:${sub}:${n}`);
/** The demo's `n`-th price alert of an investor. */
export const demoAlertId = (sub: string, n = 0): string =>
  demoUuid(`nivesh-demo-alert:${sub}:${n}`);

interface DemoList {
  name: string;
  symbols: string[];
}

/** Real NIFTY 500 companies; a small test archive may hold none of them (see `fallback`). */
const LISTS: Record<string, DemoList[]> = {
  'investor@example.com': [
    {
      name: 'Long-term ideas',
      symbols: ['INFY', 'TCS', 'RELIANCE', 'ASIANPAINT', 'TITAN', 'HINDUNILVR', 'BAJFINANCE'],
    },
    {
      name: 'Banks to watch',
      symbols: ['HDFCBANK', 'ICICIBANK', 'SBIN', 'KOTAKBANK', 'AXISBANK', 'INDUSINDBK'],
    },
  ],
  'neha@example.com': [{ name: 'Favourites', symbols: ['ITC', 'LT', 'MARUTI'] }],
};

/** How many trading days back the demo's move alert has been watching (its past firings). */
const HISTORY_DAYS = 20;
const RUPEE = 100;

async function fallback(tx: Orm, skip: number, take: number): Promise<string[]> {
  const rows = await tx
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')))
    .orderBy(asc(instruments.symbol))
    .offset(skip)
    .limit(take);
  return rows.map((row) => row.symbol);
}

async function seedLists(tx: Orm, sub: string, lists: DemoList[], now: Date) {
  const made: string[][] = [];
  for (const [n, list] of lists.entries()) {
    const known = await knownStocks(
      tx,
      list.symbols.map((symbol) => ({ exchange: 'NSE', symbol })),
    );
    const symbols =
      known.size > 0
        ? list.symbols.filter((symbol) => known.has(`NSE:${symbol}`))
        : await fallback(tx, n * 3, 3);
    const id = demoWatchlistId(sub, n);
    await tx.insert(watchlists).values({
      id,
      ownerSub: sub,
      name: list.name,
      position: n,
      createdAt: now,
      updatedAt: now,
      demo: true,
    });
    if (symbols.length > 0) {
      await tx.insert(watchlistItems).values(
        symbols.map((symbol, position) => ({
          watchlistId: id,
          exchange: 'NSE' as const,
          symbol,
          position,
          addedAt: now,
        })),
      );
    }
    made.push(symbols);
  }
  return made;
}

interface DemoAlert {
  symbol: string;
  kind: AlertKind;
  /** From the latest close (price alerts) or basis points (moves). */
  threshold: (close: number) => number;
  /** Watching since this many trading days ago (its past crossings become notifications). */
  since?: number;
}

async function seedAlert(tx: Orm, sub: string, n: number, alert: DemoAlert, now: Date) {
  const stock = (await knownStocks(tx, [{ exchange: 'NSE', symbol: alert.symbol }]))
    .values()
    .next().value;
  if (!stock?.latest) return null;
  const threshold = alert.threshold(stock.latest.close);
  let start = stock.latest;
  if (alert.since) {
    const [past] = await tx
      .select({ date: dailyBars.tradeDate, close: dailyBars.close })
      .from(dailyBars)
      .where(eq(dailyBars.instrumentId, stock.instrumentId))
      .orderBy(desc(dailyBars.tradeDate))
      .offset(alert.since)
      .limit(1);
    if (past) start = { ...past, previousClose: null };
  }
  const id = demoAlertId(sub, n);
  await tx.insert(priceAlerts).values({
    id,
    ownerSub: sub,
    exchange: 'NSE',
    symbol: stock.symbol,
    kind: alert.kind,
    threshold,
    ...initialProgress(alert.kind, threshold, start),
    createdAt: alert.since ? new Date(`${start.date}T10:00:00Z`) : now,
    demo: true,
  });
  return alert.since ? id : null;
}

const hasAny = async (tx: Orm, table: typeof watchlists | typeof priceAlerts, sub: string) => {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.ownerSub, sub));
  return (row?.n ?? 0) > 0;
};

/**
 * Demo data (local mode, idempotent): investor@ gets two lists of real NIFTY 500 stocks and
 * three alerts: one a little above the latest close and one a day's move of 1.5 % on a bank,
 * which a few `npm run market:advance` runs are likely to fire, and one far below; the move
 * alert has watched for the last 20 trading days, so its real past crossings are in the
 * notifications list (marked demo, not e-mailed). neha@ gets one list and one alert. An
 * account that has any list (or alert) of its own is left alone. Runs after the archive.
 */
export async function seedWatchlistsDemo(db: Database): Promise<void> {
  const now = new Date();
  const history: string[] = [];
  for (const [email, lists] of Object.entries(LISTS)) {
    const sub = demoSubOf(email);
    await db.orm.transaction(async (tx: Orm) => {
      const made = (await hasAny(tx, watchlists, sub)) ? [] : await seedLists(tx, sub, lists, now);
      if (made.length === 0 || (await hasAny(tx, priceAlerts, sub))) return;
      const [first = [], second = first] = made;
      const alerts: DemoAlert[] =
        email === 'investor@example.com'
          ? [
              {
                symbol: first[0] ?? '',
                kind: 'above',
                threshold: (c) => Math.ceil((c * 1.015) / RUPEE) * RUPEE,
              },
              {
                symbol: second[0] ?? '',
                kind: 'move_pct',
                threshold: () => 150,
                since: HISTORY_DAYS,
              },
              {
                symbol: second[1] ?? first[0] ?? '',
                kind: 'below',
                threshold: (c) => Math.floor((c * 0.85) / RUPEE) * RUPEE,
              },
            ]
          : [
              {
                symbol: first[0] ?? '',
                kind: 'above',
                threshold: (c) => Math.ceil((c * 1.2) / RUPEE) * RUPEE,
              },
            ];
      for (const [n, alert] of alerts.entries()) {
        const watched = await seedAlert(tx, sub, n, alert, now);
        if (watched) history.push(watched);
      }
    });
  }
  // The close of each past day, 3:30 pm IST, as when the job would have run.
  if (history.length > 0) {
    await evaluateAlerts(db, {
      now,
      email: false,
      ids: history,
      stamp: (date) => new Date(`${date}T10:00:00Z`),
    });
  }
}
