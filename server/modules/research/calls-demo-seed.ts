import { and, asc, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { addDays, closeCall } from '../../../src/features/research/model/call-close';
import type { CallAction } from '../../../src/features/research/model/contract';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { Database } from '../../db/database';
import { dailyBars, instruments, latestQuotes } from '../../db/schema';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { barsAfter, latestMarketDay, niftyOn } from './calls-store';
import { researchCalls } from './tables';

/** The demo's `n`-th research call of an adviser (0 first), the same id on every start. */
export const demoCallId = (sub: string, n: number): string =>
  demoUuid(`nivesh-demo-research-call:${sub}:${n}`);

interface DemoCall {
  /** Preferred stock; the next largest unused one when the archive lacks it. */
  symbol: string;
  action: CallAction;
  /** How far back the entry is, as a share of the window (18 months, or the archive if less). */
  back: number;
  /** Target and stop-loss distance from the entry, percent. */
  target: number;
  stop: number;
  horizonDays: number;
  categories: RiskCategoryId[];
  allocationBp?: number;
  /** `{name}` and `{sector}` are filled in. */
  rationale: string;
}

const MODERATE_UP: RiskCategoryId[] = ['moderate', 'moderately-aggressive', 'aggressive'];
const ALL_BUT_LOWEST: RiskCategoryId[] = ['moderately-conservative', ...MODERATE_UP];

const PRIYA: DemoCall[] = [
  {
    symbol: 'HDFCBANK',
    action: 'buy',
    back: 1,
    target: 12,
    stop: 8,
    horizonDays: 270,
    categories: ALL_BUT_LOWEST,
    rationale:
      '{name} has grown its loans and deposits steadily, and the price has fallen back to where it traded a year ago. A sound bank at a fair price for a long holding.',
  },
  {
    symbol: 'TCS',
    action: 'sell',
    back: 0.9,
    target: 10,
    stop: 7,
    horizonDays: 180,
    categories: MODERATE_UP,
    rationale:
      'Large IT clients are cutting spending and {name} trades above its usual valuation. We expect the price to cool; trim holdings above your target weight.',
  },
  {
    symbol: 'ITC',
    action: 'buy',
    back: 0.8,
    target: 10,
    stop: 7,
    horizonDays: 365,
    categories: ['conservative', ...ALL_BUT_LOWEST],
    allocationBp: 800,
    rationale:
      '{name} pays a high dividend from steady cigarette cash flows, and its other consumer businesses are growing. A defensive stock that suits careful investors too.',
  },
  {
    symbol: 'BAJFINANCE',
    action: 'buy',
    back: 0.7,
    target: 15,
    stop: 10,
    horizonDays: 240,
    categories: ['aggressive'],
    rationale:
      'A higher-risk bet: {name} can grow its consumer loans quickly as rates fall, but the price swings hard on any news of bad loans. Only for clients who accept large swings.',
  },
  {
    symbol: 'RELIANCE',
    action: 'hold',
    back: 0.6,
    target: 12,
    stop: 10,
    horizonDays: 300,
    categories: ALL_BUT_LOWEST,
    rationale:
      '{name} is fairly priced after its run. Keep what you hold; we will say when to add, after the retail and telecom businesses show their next results.',
  },
  {
    symbol: 'LT',
    action: 'buy',
    back: 0.5,
    target: 14,
    stop: 9,
    horizonDays: 300,
    categories: MODERATE_UP,
    rationale:
      'Government and private spending on roads, power and factories keeps {name}’s order book full for years. Buy for the infrastructure cycle.',
  },
  {
    symbol: 'HINDUNILVR',
    action: 'sell',
    back: 0.4,
    target: 8,
    stop: 6,
    horizonDays: 150,
    categories: ALL_BUT_LOWEST,
    rationale:
      'Rural demand is slow and {name} is priced for growth it is not showing. Sell some and move the money to cheaper stocks in {sector}.',
  },
  {
    symbol: 'ICICIBANK',
    action: 'buy',
    back: 0.28,
    target: 11,
    stop: 8,
    horizonDays: 365,
    categories: ALL_BUT_LOWEST,
    rationale:
      '{name} earns well on its loans with few going bad, and it keeps winning customers from older banks. A core holding for most portfolios.',
  },
  {
    symbol: 'SBIN',
    action: 'buy',
    back: 0.14,
    target: 13,
    stop: 9,
    horizonDays: 270,
    categories: MODERATE_UP,
    rationale:
      '{name} is cheap against private banks while its bad loans keep falling. The gap should narrow as profits hold up.',
  },
  {
    symbol: 'INFY',
    action: 'hold',
    back: 0.05,
    target: 10,
    stop: 9,
    horizonDays: 180,
    categories: ALL_BUT_LOWEST,
    rationale:
      '{name} has a strong balance sheet but slow growth this year. Keep it for the dividend; do not add until deal wins pick up.',
  },
];

const VIKRAM: DemoCall[] = [
  {
    symbol: 'BHARTIARTL',
    action: 'buy',
    back: 0.6,
    target: 12,
    stop: 8,
    horizonDays: 300,
    categories: MODERATE_UP,
    rationale:
      '{name} keeps raising the revenue it earns per user, and the mobile market has settled into three players. Buy for steady growth.',
  },
  {
    symbol: 'SUNPHARMA',
    action: 'buy',
    back: 0.1,
    target: 10,
    stop: 8,
    horizonDays: 240,
    categories: ALL_BUT_LOWEST,
    rationale:
      '{name}’s speciality medicines sell well abroad and its Indian business is steady. A defensive buy in {sector}.',
  },
];

const ADVISERS: Record<string, readonly DemoCall[]> = {
  'advisor@example.com': PRIYA,
  'advisor2@example.com': VIKRAM,
};

/** The window the demo calls spread over: about 18 months of trading days. */
const WINDOW_DAYS = 375;

/** When a demo call was made: 4 pm IST of its entry day, after the close. */
const madeAt = (day: string, n: number) => new Date(Date.parse(`${day}T10:30:00.000Z`) + n);

const pct = (price: number, percent: number) => Math.round(price * (1 + percent / 100));

/**
 * Demo data (local mode, idempotent, the same on every start): advisor@ gets ten research calls
 * and advisor2@ two, spread over the last 18 months of the demo archive (or the whole archive
 * when shorter), each made at its entry day's close with targets and stops 6 to 15 % away, and
 * each closed as the data-update job would, by closeCall over the real bars since, so the track
 * record is computed. Buys, sells and holds; one buy suits aggressive clients only. An adviser
 * with any call already is left alone. Runs after the archive.
 */
export async function seedResearchCallsDemo(db: Database): Promise<void> {
  const latest = await latestMarketDay(db.orm);
  if (!latest) return;
  const ranked = await db.orm
    .select({
      id: instruments.id,
      symbol: instruments.symbol,
      name: instruments.name,
      sector: instruments.sector,
    })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.exchange, 'NSE'),
        eq(instruments.status, 'active'),
        isNotNull(latestQuotes.marketCap),
      ),
    )
    .orderBy(desc(latestQuotes.marketCap), instruments.symbol)
    .limit(60);
  if (ranked.length === 0) return;
  const days = await tradingDays(db, ranked[0]!.id, latest);
  if (days.length < 3) return;
  const window = Math.min(WINDOW_DAYS, days.length - 2);
  for (const [email, plan] of Object.entries(ADVISERS)) {
    const sub = demoSubOf(email);
    const [mine] = await db.orm
      .select({ id: researchCalls.callId })
      .from(researchCalls)
      .where(eq(researchCalls.advisorSub, sub))
      .limit(1);
    if (mine) continue;
    const used = new Set<string>();
    for (const [n, call] of plan.entries()) {
      const stock =
        ranked.find((s) => s.symbol === call.symbol && !used.has(s.symbol)) ??
        ranked.find((s) => !used.has(s.symbol));
      if (!stock) break;
      used.add(stock.symbol);
      const entryDate = days[days.length - 1 - Math.max(1, Math.round(window * call.back))]!;
      const [bar] = await db.orm
        .select({ close: dailyBars.close })
        .from(dailyBars)
        .where(and(eq(dailyBars.instrumentId, stock.id), eq(dailyBars.tradeDate, entryDate)));
      if (!bar) continue;
      const entry = bar.close;
      const up = call.action !== 'sell';
      const terms = {
        action: call.action,
        entryPrice: entry,
        targetPrice: pct(entry, up ? call.target : -call.target),
        stopLoss: pct(entry, up ? -call.stop : call.stop),
        horizonDate: addDays(entryDate, call.horizonDays),
      };
      const close = closeCall(terms, await barsAfter(db.orm, stock.id, entryDate, latest), latest);
      await db.orm
        .insert(researchCalls)
        .values({
          callId: demoCallId(sub, n),
          advisorSub: sub,
          instrumentId: stock.id,
          symbol: stock.symbol,
          ...terms,
          entryDate,
          niftyEntry: await niftyOn(db.orm, entryDate),
          horizonDays: call.horizonDays,
          rationale: call.rationale
            .replaceAll('{name}', stock.name)
            .replaceAll('{sector}', stock.sector),
          categories: call.categories,
          allocationBp: call.action === 'buy' ? (call.allocationBp ?? 500) : 0,
          createdAt: madeAt(entryDate, n),
          status: close?.status ?? 'open',
          closedOn: close?.closedOn ?? null,
          closePrice: close?.closePrice ?? null,
          demo: true,
        })
        .onConflictDoNothing();
    }
  }
}

/** The trading days of the window's stock up to `latest`, oldest first. */
async function tradingDays(db: Database, instrumentId: number, latest: string): Promise<string[]> {
  const from = addDays(latest, -Math.ceil(WINDOW_DAYS * 1.6));
  const rows = await db.orm
    .select({ date: dailyBars.tradeDate })
    .from(dailyBars)
    .where(and(eq(dailyBars.instrumentId, instrumentId), gte(dailyBars.tradeDate, from)))
    .orderBy(asc(dailyBars.tradeDate));
  return rows.map((row) => row.date).filter((day) => day <= latest);
}
