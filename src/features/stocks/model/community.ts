import * as z from 'zod/mini';

/**
 * The community view of a stock (issue 12, Deliver 7): what the product's own users do with it,
 * anonymised. The server counts (server/modules/community); these rules decide what may be shown.
 *
 * Choices, and why:
 * - k-anonymity, k = 5: a figure is shown only when at least 5 distinct users contribute to it;
 *   otherwise it is null with the reason, and even its count is withheld ("fewer than 5", not
 *   "3"). A single contributor is the case k = 5 exists for: one user's activity is never shown.
 * - Each figure is judged on its own contributors: watchers now, additions in the last 30 days,
 *   the 4 weeks' order flow, each of the 4 weeks of its trend, adviser buy calls. A week with 4
 *   traders is hidden even when the 4 weeks together have 20.
 * - Dominance ((1, 75 %) rule of statistical disclosure control, Hundepool et al., "Statistical
 *   Disclosure Control", Wiley 2012, 4.2.2): when one trader's value is more than 75 % of what
 *   was traded, the flow is hidden too: its rupee totals would tell the others roughly that
 *   trader's size.
 * - Weeks show shares only (net buy share), never rupee values: with the 4-week totals shown, the
 *   values of 3 shown weeks would give away the hidden fourth by subtraction.
 * - Demo members and real users are different people: both are counted, and an answer that
 *   counted any demo row says so (`demo`), for the "Local demo data" label.
 * - Adviser buy calls: the product has no research calls yet, so real calls are "not available";
 *   only the demo community's advisers have calls.
 */

export const K_ANONYMITY = 5;
/** One trader above this share of the value traded hides the flow (dominance rule). */
export const DOMINANCE_SHARE = 0.75;
export const ADDITIONS_DAYS = 30;
export const FLOW_WEEKS = 4;

export const HIDDEN_REASONS = ['too-few', 'one-dominates'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** What one group of contributors did (a SQL aggregate over distinct users). */
export interface FlowTally {
  /** Distinct users who traded. */
  traders: number;
  buyPaise: number;
  sellPaise: number;
  /** The largest value any one of them traded (bought plus sold). */
  largestTraderPaise: number;
}

export const EMPTY_FLOW: FlowTally = {
  traders: 0,
  buyPaise: 0,
  sellPaise: 0,
  largestTraderPaise: 0,
};

export interface CommunityTallies {
  /** The archive's latest trading day: the windows end here. */
  asOf: string;
  /** Distinct users with the stock in a watchlist now. */
  watchers: number;
  /** Distinct users who added it to a watchlist in the last ADDITIONS_DAYS days. */
  recentAdders: number;
  /** The last FLOW_WEEKS weeks together. */
  flow: FlowTally;
  /** Each of the last FLOW_WEEKS weeks, oldest first. */
  weeks: FlowTally[];
  /** Distinct advisers holding a buy call; null while the product has no calls to count. */
  adviserCalls: number | null;
  /** Whether any demo row was counted. */
  demo: boolean;
}

const count = z.nullable(z.number().check(z.int(), z.nonnegative()));
const share = z.nullable(z.number().check(z.gte(-1), z.lte(1)));
const hidden = z.nullable(z.enum(HIDDEN_REASONS));
const day = z.iso.date();

const usersSchema = z.object({ users: count, hidden });

export const communitySchema = z.object({
  exchange: z.enum(['NSE', 'BSE']),
  symbol: z.string(),
  asOf: day,
  k: z.number(),
  watchers: usersSchema,
  recentAdders: z.object({ users: count, hidden, days: z.number() }),
  flow: z.object({
    from: day,
    to: day,
    traders: count,
    buyPaise: count,
    sellPaise: count,
    /** Bought value over all value traded, 0 to 1. */
    buyShare: share,
    hidden,
  }),
  /** Oldest first. */
  trend: z.array(
    z.object({
      from: day,
      to: day,
      traders: count,
      /** (bought − sold) / (bought + sold): −1 all selling, +1 all buying. */
      netBuyShare: share,
      hidden,
    }),
  ),
  adviserCalls: z.object({ available: z.boolean(), advisers: count, hidden }),
  demo: z.boolean(),
});

export type Community = z.output<typeof communitySchema>;

const DAY_MS = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface CommunityWindows {
  /** First day of the additions window (ADDITIONS_DAYS days ending asOf). */
  additionsFrom: string;
  /** FLOW_WEEKS weeks of 7 days ending asOf, oldest first; the flow is their union. */
  weeks: Array<{ from: string; to: string }>;
}

export function communityWindows(asOf: string): CommunityWindows {
  const weeks = Array.from({ length: FLOW_WEEKS }, (_, index) => {
    const weeksAgo = FLOW_WEEKS - 1 - index;
    return { from: shift(asOf, -7 * weeksAgo - 6), to: shift(asOf, -7 * weeksAgo) };
  });
  return { additionsFrom: shift(asOf, 1 - ADDITIONS_DAYS), weeks };
}

/** Why a figure of `contributors` users may not be shown; null when it may. */
export const hiddenByCount = (contributors: number): HiddenReason | null =>
  contributors < K_ANONYMITY ? 'too-few' : null;

/** The flow's reason to hide: too few traders, or one trader most of the value. */
export function hiddenFlow(tally: FlowTally): HiddenReason | null {
  const byCount = hiddenByCount(tally.traders);
  if (byCount) return byCount;
  const total = tally.buyPaise + tally.sellPaise;
  return total <= 0 || tally.largestTraderPaise > DOMINANCE_SHARE * total ? 'one-dominates' : null;
}

const users = (contributors: number) => {
  const reason = hiddenByCount(contributors);
  return { users: reason ? null : contributors, hidden: reason };
};

/** The answer: every figure either shown or null with the reason it is hidden. */
export function communityOf(
  exchange: 'NSE' | 'BSE',
  symbol: string,
  tallies: CommunityTallies,
): Community {
  const windows = communityWindows(tallies.asOf);
  const first = windows.weeks[0];
  const flowReason = hiddenFlow(tallies.flow);
  const { buyPaise, sellPaise, traders } = tallies.flow;
  const callReason = tallies.adviserCalls === null ? null : hiddenByCount(tallies.adviserCalls);
  return {
    exchange,
    symbol,
    asOf: tallies.asOf,
    k: K_ANONYMITY,
    watchers: users(tallies.watchers),
    recentAdders: { ...users(tallies.recentAdders), days: ADDITIONS_DAYS },
    flow: {
      from: first?.from ?? tallies.asOf,
      to: tallies.asOf,
      traders: flowReason ? null : traders,
      buyPaise: flowReason ? null : buyPaise,
      sellPaise: flowReason ? null : sellPaise,
      buyShare: flowReason ? null : buyPaise / (buyPaise + sellPaise),
      hidden: flowReason,
    },
    trend: windows.weeks.map((week, index) => {
      const tally = tallies.weeks[index] ?? EMPTY_FLOW;
      const reason = hiddenFlow(tally);
      const total = tally.buyPaise + tally.sellPaise;
      return {
        ...week,
        traders: reason ? null : tally.traders,
        netBuyShare: reason ? null : (tally.buyPaise - tally.sellPaise) / total,
        hidden: reason,
      };
    }),
    adviserCalls: {
      available: tallies.adviserCalls !== null,
      advisers: tallies.adviserCalls === null || callReason ? null : tallies.adviserCalls,
      hidden: callReason,
    },
    demo: tallies.demo,
  };
}
