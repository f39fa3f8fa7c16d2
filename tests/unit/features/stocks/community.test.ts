import { describe, expect, it } from 'vitest';
import {
  communityOf,
  communitySchema,
  communityWindows,
  EMPTY_FLOW,
  hiddenByCount,
  hiddenFlow,
  K_ANONYMITY,
  type CommunityTallies,
  type FlowTally,
} from '@/features/stocks/model/community';

// The community view's disclosure rules (issue 12, Deliver 7): k-anonymity with k = 5 on every
// figure on its own, and the (1, 75 %) dominance rule on order flow (Hundepool et al.,
// "Statistical Disclosure Control", 2012, 4.2.2).

/** `traders` traders, each buying `buy` and selling `sell` paise. */
const even = (traders: number, buy = 10_000_00, sell = 0): FlowTally => ({
  traders,
  buyPaise: traders * buy,
  sellPaise: traders * sell,
  largestTraderPaise: buy + sell,
});

const tallies = (over: Partial<CommunityTallies> = {}): CommunityTallies => ({
  asOf: '2026-06-30',
  watchers: 5,
  recentAdders: 5,
  flow: even(5, 6_000_00, 4_000_00),
  weeks: [even(5), even(5), even(5), even(5)],
  adviserCalls: 5,
  demo: false,
  ...over,
});

describe('k-anonymity on user counts', () => {
  it('is 5', () => expect(K_ANONYMITY).toBe(5));

  it.each([
    [0, 'too-few'],
    [1, 'too-few'],
    [4, 'too-few'],
    [5, null],
    [6, null],
    [40, null],
  ])('%i contributors: hidden %s', (contributors, reason) => {
    expect(hiddenByCount(contributors)).toBe(reason);
  });
});

describe('order flow: k and dominance', () => {
  it.each<[string, FlowTally, string | null]>([
    ['4 traders', even(4), 'too-few'],
    ['5 traders, equal', even(5), null],
    [
      'one trader alone',
      { traders: 1, buyPaise: 100, sellPaise: 0, largestTraderPaise: 100 },
      'too-few',
    ],
    [
      '5 traders, one at exactly 75 %',
      { traders: 5, buyPaise: 400, sellPaise: 0, largestTraderPaise: 300 },
      null,
    ],
    [
      '5 traders, one above 75 %',
      { traders: 5, buyPaise: 400, sellPaise: 0, largestTraderPaise: 301 },
      'one-dominates',
    ],
    ['nothing traded', EMPTY_FLOW, 'too-few'],
  ])('%s: hidden %s', (_case, tally, reason) => {
    expect(hiddenFlow(tally)).toBe(reason);
  });
});

describe('the windows', () => {
  it('are 30 days for additions and 4 weeks of 7 days for orders, ending the archive day', () => {
    expect(communityWindows('2026-06-30')).toEqual({
      additionsFrom: '2026-06-01',
      weeks: [
        { from: '2026-06-03', to: '2026-06-09' },
        { from: '2026-06-10', to: '2026-06-16' },
        { from: '2026-06-17', to: '2026-06-23' },
        { from: '2026-06-24', to: '2026-06-30' },
      ],
    });
  });
});

describe('the answer', () => {
  it('shows every figure when exactly 5 users contribute to each', () => {
    const answer = communityOf('NSE', 'INFY', tallies());
    expect(communitySchema.parse(answer)).toEqual(answer);
    expect(answer.watchers).toEqual({ users: 5, hidden: null });
    expect(answer.recentAdders).toEqual({ users: 5, hidden: null, days: 30 });
    expect(answer.flow).toEqual({
      from: '2026-06-03',
      to: '2026-06-30',
      traders: 5,
      buyPaise: 30_000_00,
      sellPaise: 20_000_00,
      buyShare: 0.6,
      hidden: null,
    });
    expect(answer.trend.map((week) => [week.traders, week.netBuyShare, week.hidden])).toEqual([
      [5, 1, null],
      [5, 1, null],
      [5, 1, null],
      [5, 1, null],
    ]);
    expect(answer.adviserCalls).toEqual({ available: true, advisers: 5, hidden: null });
  });

  it.each<[string, Partial<CommunityTallies>, (a: ReturnType<typeof communityOf>) => unknown]>([
    ['watchers', { watchers: 4 }, (a) => a.watchers],
    ['recent adders', { recentAdders: 4 }, (a) => a.recentAdders],
    ['order flow', { flow: even(4, 6_000_00, 4_000_00) }, (a) => a.flow],
    ['adviser calls', { adviserCalls: 4 }, (a) => a.adviserCalls],
  ])('hides only %s when 4 users contribute to it, count and all', (_name, over, pick) => {
    const shown = communityOf('NSE', 'INFY', tallies());
    const answer = communityOf('NSE', 'INFY', tallies(over));
    const figure = pick(answer) as Record<string, unknown>;
    expect(figure.hidden).toBe('too-few');
    for (const [key, value] of Object.entries(figure)) {
      if (!['hidden', 'days', 'from', 'to', 'available'].includes(key)) expect(value).toBeNull();
    }
    // Every other figure is as it was.
    for (const key of ['watchers', 'recentAdders', 'flow', 'adviserCalls'] as const) {
      if (answer[key] !== figure) expect(answer[key]).toEqual(shown[key]);
    }
  });

  it('judges each week on its own traders: 4 in one week hides that week only', () => {
    const weeks = [even(5), even(4), even(5, 0, 10_000_00), even(5, 3_000_00, 1_000_00)];
    const answer = communityOf('NSE', 'INFY', tallies({ flow: even(12), weeks }));
    expect(answer.flow.traders).toBe(12);
    expect(answer.trend.map((week) => [week.traders, week.netBuyShare, week.hidden])).toEqual([
      [5, 1, null],
      [null, null, 'too-few'],
      [5, -1, null],
      [5, 0.5, null],
    ]);
  });

  it('hides a week that one trader dominates, and a missing week as empty', () => {
    const whale = { traders: 6, buyPaise: 1000, sellPaise: 0, largestTraderPaise: 900 };
    const answer = communityOf('NSE', 'INFY', tallies({ weeks: [whale, even(5)] }));
    expect(answer.trend.map((week) => week.hidden)).toEqual([
      'one-dominates',
      null,
      'too-few',
      'too-few',
    ]);
  });

  it('says adviser calls are not available when there are none to count (no research yet)', () => {
    const answer = communityOf('NSE', 'INFY', tallies({ adviserCalls: null }));
    expect(answer.adviserCalls).toEqual({ available: false, advisers: null, hidden: null });
  });

  it('carries the demo flag through', () => {
    expect(communityOf('NSE', 'INFY', tallies({ demo: true })).demo).toBe(true);
    expect(communityOf('NSE', 'INFY', tallies()).demo).toBe(false);
  });
});
