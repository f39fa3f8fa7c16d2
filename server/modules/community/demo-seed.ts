import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { tradingDaysEnding } from '../../archive/calendar';
import { createRandom } from '../../archive/random';
import type { Database, Orm } from '../../db/database';
import { archiveDemo, instruments, latestQuotes } from '../../db/schema';
import { latestTradeDate } from '../orders/market';
import { demoCommunityEvents as events, type DemoCommunityEventRow } from './tables';

// The labelled demo community of local demo mode (issue 12, Deliver 7): made-up members and
// advisers, so that a stock's community view has something to show on one machine. Every row
// is demo by definition (0016_community_demo.sql) and the view labels what it counts.

export const DEMO_MEMBERS = 40;
export const DEMO_ADVISERS = 8;
/** 8 weeks of trading days, ending at the archive's latest. */
export const DEMO_DAYS = 40;
const SEED = 'nivesh-demo-community';
const CHUNK = 1000;

export const demoMember = (n: number) => `demo-member-${String(n).padStart(2, '0')}`;
export const demoAdviser = (n: number) => `demo-adviser-${n}`;

interface Tier {
  /** Largest rank by market capitalisation (1 = largest) that the tier holds. */
  upTo: number;
  /** Chance a member watches the stock at some point of the 8 weeks. */
  watch: number;
  /** Chance a member trades it in a given week. */
  tradeWeekly: number;
  /** Chance an adviser holds a buy call on it. */
  call: number;
}

// More activity on large caps: the largest 20 have about 20 watchers and 12 traders a week among
// 40 members, so they pass k = 5 on every figure; mid caps pass on the 4 weeks but often not on
// one week; most small caps stay below k.
const TIERS: readonly Tier[] = [
  { upTo: 20, watch: 0.5, tradeWeekly: 0.3, call: 0.8 },
  { upTo: 100, watch: 0.15, tradeWeekly: 0.08, call: 0.2 },
  { upTo: 250, watch: 0.04, tradeWeekly: 0.02, call: 0.03 },
  { upTo: Infinity, watch: 0.01, tradeWeekly: 0.005, call: 0.005 },
];

const tierOf = (rank: number): Tier =>
  TIERS.find((tier) => rank <= tier.upTo) ?? (TIERS.at(-1) as Tier);

/** The daily chance that makes `overall` over DEMO_DAYS days (first occurrence wins). */
const daily = (overall: number) => 1 - (1 - overall) ** (1 / DEMO_DAYS);

/** Monday of the day's week: one mood (buying or selling) per stock and week. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export interface Stock {
  symbol: string;
  close: number;
  /** Daily chances of a member's first watch, a member's trade, an adviser's first call. */
  watch: number;
  trade: number;
  call: number;
}

const stockOf = (symbol: string, close: number, rank: number): Stock => {
  const tier = tierOf(rank);
  return {
    symbol,
    close,
    watch: daily(tier.watch),
    trade: tier.tradeWeekly / 5,
    call: daily(tier.call),
  };
};

/** Stocks given largest first (by market capitalisation), with their chances, by symbol. */
export const rankedStocks = (bySize: ReadonlyArray<{ symbol: string; close: number }>): Stock[] =>
  bySize
    .map((row, index) => stockOf(row.symbol, row.close, index + 1))
    .sort((a, b) => (a.symbol < b.symbol ? -1 : 1));

/** The archive's active NSE stocks by market capitalisation, largest first. */
const stocksBySize = (orm: Orm) =>
  orm
    .select({ symbol: instruments.symbol, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.exchange, 'NSE'),
        eq(instruments.status, 'active'),
        isNotNull(latestQuotes.marketCap),
      ),
    )
    .orderBy(desc(latestQuotes.marketCap), instruments.symbol);

/**
 * The events of the 8 weeks ending `latest`. Each day draws from its own stream, so over the
 * same stocks a day's trades stay the same as the window moves on day by day. A member watches a
 * stock from the first day that draws it (and never stops); an adviser's call likewise.
 */
export function demoCommunity(stocks: readonly Stock[], latest: string): DemoCommunityEventRow[] {
  const rows: DemoCommunityEventRow[] = [];
  const watching = new Set<string>();
  const calling = new Set<string>();
  const moods = new Map<string, number>();
  const buyChance = (day: string, symbol: string) => {
    const key = `${mondayOf(day)}:${symbol}`;
    let chance = moods.get(key);
    if (chance === undefined) {
      chance = Math.min(
        0.85,
        Math.max(0.15, 0.5 + 0.2 * createRandom(`${SEED}:mood:${key}`).normal()),
      );
      moods.set(key, chance);
    }
    return chance;
  };
  const base = { exchange: 'NSE' as const, windowEnd: latest };
  for (const day of tradingDaysEnding(latest, DEMO_DAYS)) {
    const rng = createRandom(`${SEED}:${day}`);
    for (const stock of stocks) {
      const { symbol } = stock;
      for (let n = 1; n <= DEMO_MEMBERS; n += 1) {
        const member = demoMember(n);
        const key = `${member}:${symbol}`;
        if (rng.next() < stock.watch && !watching.has(key)) {
          watching.add(key);
          rows.push({ ...base, member, symbol, kind: 'watch', happenedOn: day });
        }
        if (rng.next() < stock.trade) {
          // ₹10,000 to ₹2,00,000 an order, evenly on a log scale.
          const rupees = Math.exp(rng.between(Math.log(10_000), Math.log(200_000)));
          const quantity = Math.max(1, Math.round((rupees * 100) / stock.close));
          const kind = rng.next() < buyChance(day, symbol) ? 'buy' : 'sell';
          rows.push({
            ...base,
            member,
            symbol,
            kind,
            quantity,
            valuePaise: quantity * stock.close,
            happenedOn: day,
          });
        }
      }
      for (let n = 1; n <= DEMO_ADVISERS; n += 1) {
        const member = demoAdviser(n);
        const key = `${member}:${symbol}`;
        if (rng.next() < stock.call && !calling.has(key)) {
          calling.add(key);
          rows.push({ ...base, member, symbol, kind: 'adviser-buy-call', happenedOn: day });
        }
      }
    }
  }
  return rows;
}

/**
 * Demo data (local mode, idempotent; after the archive): the demo community of the 8 weeks to
 * the archive's latest trading day, made again when the archive has moved on. Only over demo
 * market data: over real prices it would be made-up numbers, so it is removed then.
 */
export async function seedCommunityDemo(db: Database): Promise<void> {
  const [demoArchive] = await db.orm.select({ id: archiveDemo.id }).from(archiveDemo).limit(1);
  const latest = demoArchive ? await latestTradeDate(db.orm) : null;
  if (!latest) {
    await db.orm.delete(events);
    return;
  }
  const [current] = await db.orm
    .select({ id: events.id })
    .from(events)
    .where(eq(events.windowEnd, latest))
    .limit(1);
  if (current) return;
  const rows = demoCommunity(rankedStocks(await stocksBySize(db.orm)), latest);
  await db.orm.transaction(async (tx: Orm) => {
    await tx.delete(events);
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(events).values(rows.slice(start, start + CHUNK));
    }
  });
}
