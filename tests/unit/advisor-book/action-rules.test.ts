import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  bookActions,
  DEFAULT_RULE_SETTINGS,
  goalStatus,
  monthsAfter,
  type ClientFacts,
  type GoalStatusInput,
} from '../../../server/modules/advisor-book/action-rules';
import { goalProgress } from '../../../src/features/goals/model/progress';
import { planGoal } from '../../../src/features/goals/model/goal-maths';

// The client book's action rules (issue 15, Deliver 2; docs/client-book.md): one case per rule
// and per boundary, on one client with nothing to do but the fact under test.

const NOW = new Date('2026-06-15T06:30:00.000Z');
const DAY = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

const quiet: ClientFacts = {
  id: 'c1',
  name: 'Asha Rao',
  track: 'UPFACTIVE',
  riskProfileTakenAt: new Date('2026-01-10T05:00:00.000Z'),
  kyc: null,
  cashPaise: 10_000_00,
  drifts: [],
  goals: [],
};

interface Case {
  name: string;
  client: Partial<ClientFacts>;
  settings?: Partial<typeof DEFAULT_RULE_SETTINGS>;
  /** [kind, urgency, title contains, opens to] of each action, or none. */
  expected: [string, number, string, string][];
}

const drift = (driftPoints: number | null, bandBp = 500) => ({
  modelId: 'm1',
  modelName: 'Steady compounders',
  driftPoints,
  bandBp,
});

const cases: Case[] = [
  { name: 'nothing to do', client: {}, expected: [] },
  // KYC
  {
    name: 'KYC submitted today',
    client: { kyc: { status: 'submitted', since: NOW, reason: null } },
    expected: [['kyc', 80, 'KYC waiting', '/advisor/invstverification']],
  },
  {
    name: 'KYC submitted 5 days ago: +5',
    client: { kyc: { status: 'submitted', since: daysBefore(5), reason: null } },
    expected: [['kyc', 85, 'KYC waiting', '/advisor/invstverification']],
  },
  {
    name: 'KYC submitted 40 days ago: capped at 95',
    client: { kyc: { status: 'submitted', since: daysBefore(40), reason: null } },
    expected: [['kyc', 95, 'KYC waiting', '/advisor/invstverification']],
  },
  {
    name: 'KYC rejected 2 days ago',
    client: { kyc: { status: 'rejected', since: daysBefore(2), reason: 'PAN unreadable' } },
    expected: [['kyc', 57, 'KYC rejected', '/advisor/investordetails']],
  },
  {
    name: 'KYC rejected long ago: capped at 70',
    client: { kyc: { status: 'rejected', since: daysBefore(90), reason: null } },
    expected: [['kyc', 70, 'KYC rejected', '/advisor/investordetails']],
  },
  // Risk profile
  {
    name: 'no risk profile, active',
    client: { riskProfileTakenAt: null },
    expected: [['risk-profile', 85, 'No risk profile', '/advisor/investordetails']],
  },
  {
    name: 'no risk profile while onboarding: not flagged',
    client: { riskProfileTakenAt: null, track: 'UPFRISKPROFILEPENDING' },
    expected: [],
  },
  {
    name: 'risk profile one ms short of the review period: not due',
    client: { riskProfileTakenAt: new Date(monthsAfter(NOW, -12).getTime() + 1) },
    expected: [],
  },
  {
    name: 'risk profile exactly the review period old: due',
    client: { riskProfileTakenAt: monthsAfter(NOW, -12) },
    expected: [['risk-profile', 50, 'due for renewal', '/advisor/investordetails']],
  },
  {
    name: 'risk profile 15 months old: 3 months overdue, +15',
    client: { riskProfileTakenAt: monthsAfter(NOW, -15) },
    expected: [['risk-profile', 65, 'due for renewal', '/advisor/investordetails']],
  },
  {
    name: 'risk profile 5 years old: capped at 80',
    client: { riskProfileTakenAt: monthsAfter(NOW, -60) },
    expected: [['risk-profile', 80, 'due for renewal', '/advisor/investordetails']],
  },
  {
    name: "the adviser's shorter review period",
    client: { riskProfileTakenAt: monthsAfter(NOW, -7) },
    settings: { reviewPeriodMonths: 6 },
    expected: [['risk-profile', 55, 'due for renewal', '/advisor/investordetails']],
  },
  // Drift
  { name: 'drift inside the band', client: { drifts: [drift(4.99)] }, expected: [] },
  { name: 'drift exactly at the band: within', client: { drifts: [drift(5)] }, expected: [] },
  { name: 'nothing of the model held', client: { drifts: [drift(null)] }, expected: [] },
  {
    name: 'drift just beyond the band',
    client: { drifts: [drift(5.01)] },
    expected: [['drift', 40, 'Drifted outside', '/advisor/baskets']],
  },
  {
    name: 'drift 3 pp beyond the band: +12',
    client: { drifts: [drift(8)] },
    expected: [['drift', 52, 'Drifted outside', '/advisor/baskets']],
  },
  {
    name: 'drift far beyond a narrow band: capped at 80',
    client: { drifts: [drift(40, 100)] },
    expected: [['drift', 80, 'Drifted outside', '/advisor/baskets']],
  },
  // Goals
  {
    name: 'goal on track',
    client: { goals: [{ goalId: 'g1', name: 'Retirement', status: 'on-track', shortfall: 0 }] },
    expected: [],
  },
  {
    name: 'goal at risk',
    client: { goals: [{ goalId: 'g1', name: 'Car', status: 'at-risk', shortfall: 50_000_00 }] },
    expected: [['goal', 35, 'at risk: Car', '/advisor/investordetails']],
  },
  {
    name: 'goal off track',
    client: {
      goals: [{ goalId: 'g1', name: 'House', status: 'off-track', shortfall: 25_00_000_00 }],
    },
    expected: [['goal', 50, 'off track: House', '/advisor/investordetails']],
  },
  // Idle cash
  {
    name: 'cash exactly at the threshold: not idle',
    client: { cashPaise: 50_000_00 },
    expected: [],
  },
  { name: 'no paper account', client: { cashPaise: null }, expected: [] },
  {
    name: 'cash a rupee above the threshold',
    client: { cashPaise: 50_001_00 },
    expected: [['idle-cash', 20, 'Idle cash', '/advisor/investordetails']],
  },
  {
    name: 'cash three thresholds: +10',
    client: { cashPaise: 1_50_000_00 },
    expected: [['idle-cash', 30, 'Idle cash', '/advisor/investordetails']],
  },
  {
    name: 'cash far above: capped at 50',
    client: { cashPaise: 1_00_00_000_00 },
    expected: [['idle-cash', 50, 'Idle cash', '/advisor/investordetails']],
  },
  {
    name: "the adviser's own threshold",
    client: { cashPaise: 10_000_00 },
    settings: { idleCashThresholdPaise: 5_000_00 },
    expected: [['idle-cash', 25, 'Idle cash', '/advisor/investordetails']],
  },
  // Unanswered chat (issue 18)
  { name: 'no unanswered messages', client: { unansweredChat: null }, expected: [] },
  {
    name: 'a message sent today',
    client: { unansweredChat: { threadId: 't1', count: 1, since: daysBefore(0) } },
    expected: [['chat', 60, 'Unanswered message', '/advisor/chat']],
  },
  {
    name: 'three messages, the first two days ago: +10',
    client: { unansweredChat: { threadId: 't1', count: 3, since: daysBefore(2) } },
    expected: [['chat', 70, '3 unanswered messages', '/advisor/chat']],
  },
  {
    name: 'a message waiting a fortnight: capped at 85',
    client: { unansweredChat: { threadId: 't1', count: 1, since: daysBefore(14) } },
    expected: [['chat', 85, 'Unanswered message', '/advisor/chat']],
  },
];

describe('client book action rules', () => {
  it.each(cases)('$name', ({ client, settings, expected }) => {
    const actions = actionsOf(
      { ...quiet, ...client },
      { ...DEFAULT_RULE_SETTINGS, ...settings },
      NOW,
    );
    expect(
      actions.map((action) => [action.kind, action.urgency, action.title, action.opens.to]),
    ).toEqual(
      expected.map(([kind, urgency, title, to]): unknown[] => [
        kind,
        urgency,
        expect.stringContaining(title) as unknown,
        to,
      ]),
    );
    for (const action of actions) {
      expect(action.investor).toEqual({ id: quiet.id, name: quiet.name });
      expect(action.detail.length).toBeGreaterThan(10);
    }
  });

  it('says the figures in plain words', () => {
    const [cash] = actionsOf({ ...quiet, cashPaise: 1_20_000_00 }, DEFAULT_RULE_SETTINGS, NOW);
    expect(cash!.detail).toBe('₹1.2 L in cash, above your threshold of ₹50,000.');
    const [risk] = actionsOf(
      { ...quiet, riskProfileTakenAt: new Date('2025-03-10T05:00:00.000Z') },
      DEFAULT_RULE_SETTINGS,
      NOW,
    );
    expect(risk!.detail).toBe(
      'Taken on 10 Mar 2025, due on 10 Mar 2026 (your review period is 12 months): 3 months overdue.',
    );
    const [model] = actionsOf({ ...quiet, drifts: [drift(8.25)] }, DEFAULT_RULE_SETTINGS, NOW);
    expect(model!.opens).toEqual({ to: '/advisor/baskets', search: { model: 'm1' } });
  });

  it('opens the conversation the messages are in', () => {
    const [action] = actionsOf(
      { ...quiet, unansweredChat: { threadId: 't9', count: 2, since: daysBefore(1) } },
      DEFAULT_RULE_SETTINGS,
      NOW,
    );
    expect(action?.opens).toEqual({ to: '/advisor/chat', search: { thread: 't9' } });
    expect(action?.detail).toBe('The first sent yesterday (14 Jun 2026): reply in chat.');
  });

  it('ranks by urgency, ties by name', () => {
    const ranked = bookActions(
      [
        { ...quiet, id: 'z', name: 'Zoya', cashPaise: 60_000_00 },
        { ...quiet, id: 'b', name: 'bina', cashPaise: 60_000_00 },
        {
          ...quiet,
          id: 'k',
          name: 'Kiran',
          kyc: { status: 'submitted', since: NOW, reason: null },
        },
      ],
      DEFAULT_RULE_SETTINGS,
      NOW,
    );
    expect(ranked.map((action) => action.investor.name)).toEqual(['Kiran', 'bina', 'Zoya']);
  });

  it('months after: the last day of a shorter month', () => {
    expect(monthsAfter(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(monthsAfter(new Date('2025-03-10T10:00:00Z'), 12).toISOString()).toBe(
      '2026-03-10T10:00:00.000Z',
    );
  });
});

describe('goal status without the Monte Carlo', () => {
  const base = {
    targetToday: 20_00_000_00,
    targetDate: '2036-04-01',
    inflationBp: 600,
    setAside: 2_00_000_00,
    stepUpBp: 500,
    returnBp: 1100,
    createdOn: '2024-04-01',
    today: '2026-06-15',
  };
  const planSip = planGoal({ ...base, today: base.createdOn, volatilityBp: 1500 }).monthlySip;
  it.each([
    ['nothing since the start: off track', 0],
    ['a little short', 4_50_000_00],
    ['near the glide path', 8_00_000_00],
    ['well ahead', 20_00_000_00],
  ])('%s: as goalProgress decides', (_name, value) => {
    const input: GoalStatusInput = { ...base, value };
    const expected = goalProgress({
      ...input,
      volatilityBp: 1500,
      monthlySip: planSip,
      paths: 10,
    });
    expect(goalStatus(input)).toEqual({ status: expected.status, shortfall: expected.shortfall });
  });

  it('covers the three statuses', () => {
    const statuses = new Set(
      [0, 4_50_000_00, 20_00_000_00].map((value) => goalStatus({ ...base, value }).status),
    );
    expect(statuses).toEqual(new Set(['off-track', 'at-risk', 'on-track']));
  });
});
