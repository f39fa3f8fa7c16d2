import { describe, expect, it } from 'vitest';
import { RISK_CATEGORIES, RISK_CATEGORY_IDS, type RiskCategoryId } from '@/domain/risk-categories';
import { answerProblems, RISK_QUESTIONS } from '@/features/onboarding/model/risk-questionnaire';
import {
  categoryOfScore,
  scoreRisk,
  type RiskResult,
} from '@/features/onboarding/model/risk-scoring';

// Worked cases of the scoring rules (issue 10): a dimension's score is its points as a share
// of the most it could have (8 capacity and 4 tolerance questions, 0-4 points each), rounded;
// bands 0-20, 21-40, 41-60, 61-80, 81-100; a capping answer limits its dimension; the category
// is the lower of capacity and tolerance; drivers are the answers that pulled it down most.

/** Every answer at its highest-risk option: 4 points each. */
const TOP = {
  age: 'under-30',
  dependants: 'none',
  income: 'over-50l',
  'income-stability': 'very-steady',
  horizon: 'over-10y',
  investments: 'over-5y',
  emis: 'none',
  'emergency-fund': 'over-6m',
  knowledge: 'expert',
  experience: 'derivatives',
  'fall-reaction': 'buy-more',
  'outcome-range': 'widest',
} as const;

/** Capacity 0+0+1+1+2+3+2+4 = 13 of 32 = 40.6 -> 41. */
const CAPACITY_41 = {
  age: '65-plus',
  dependants: 'four-plus',
  income: '5l-10l',
  'income-stability': 'varies',
  horizon: '3-5y',
  investments: '2y-5y',
  emis: '20-35',
  'emergency-fund': 'over-6m',
};
/** Tolerance 3+2+1+1 = 7 of 16 = 43.75 -> 44. */
const TOLERANCE_44 = {
  knowledge: 'good',
  experience: 'equity-funds',
  'fall-reaction': 'sell-some',
  'outcome-range': 'small',
};

interface Case {
  name: string;
  answers: Record<string, string>;
  capacity: [score: number, RiskCategoryId, cappedBy?: string];
  tolerance: [score: number, RiskCategoryId, cappedBy?: string];
  category: RiskCategoryId;
  decidedBy: RiskResult['decidedBy'];
  drivers: string[];
}

const cases: Case[] = [
  {
    name: 'all highest-risk answers: aggressive on both, nothing pulls it down',
    answers: { ...TOP },
    capacity: [100, 'aggressive'],
    tolerance: [100, 'aggressive'],
    category: 'aggressive',
    decidedBy: 'both',
    drivers: [],
  },
  {
    name: 'capacity 26/32 = 81: the lowest aggressive score',
    answers: { ...TOP, age: '55-64', dependants: 'two-three', income: '25l-50l' },
    capacity: [81, 'aggressive'],
    tolerance: [100, 'aggressive'],
    category: 'aggressive',
    decidedBy: 'both',
    drivers: ['age', 'dependants', 'income'],
  },
  {
    name: 'capacity 25/32 = 78: moderately aggressive, capacity decides',
    answers: {
      ...TOP,
      age: '55-64',
      dependants: 'two-three',
      income: '25l-50l',
      'income-stability': 'steady',
    },
    capacity: [78, 'moderately-aggressive'],
    tolerance: [100, 'aggressive'],
    category: 'moderately-aggressive',
    decidedBy: 'capacity',
    drivers: ['age', 'dependants', 'income'],
  },
  {
    name: 'capacity 13/32 = 41: the lowest moderate score, lower than tolerance',
    answers: { ...TOP, ...CAPACITY_41 },
    capacity: [41, 'moderate'],
    tolerance: [100, 'aggressive'],
    category: 'moderate',
    decidedBy: 'capacity',
    drivers: ['age', 'dependants', 'income'],
  },
  {
    name: 'capacity 12/32 = 38 (37.5 rounds up): moderately conservative',
    answers: { ...TOP, ...CAPACITY_41, 'emergency-fund': '3-6m' },
    capacity: [38, 'moderately-conservative'],
    tolerance: [100, 'aggressive'],
    category: 'moderately-conservative',
    decidedBy: 'capacity',
    drivers: ['age', 'dependants', 'income'],
  },
  {
    name: 'capacity 7/32 = 22: still moderately conservative',
    answers: {
      ...TOP,
      age: '65-plus',
      dependants: 'four-plus',
      income: '5l-10l',
      'income-stability': 'irregular',
      horizon: '3-5y',
      investments: 'under-6m',
      'emergency-fund': 'under-1m',
    },
    capacity: [22, 'moderately-conservative'],
    tolerance: [100, 'aggressive'],
    category: 'moderately-conservative',
    decidedBy: 'capacity',
    drivers: ['age', 'dependants', 'income-stability'],
  },
  {
    name: 'capacity 6/32 = 19: conservative by score alone',
    answers: {
      ...TOP,
      age: '65-plus',
      dependants: 'four-plus',
      income: 'under-5l',
      'income-stability': 'irregular',
      horizon: '3-5y',
      investments: 'under-6m',
      'emergency-fund': 'under-1m',
    },
    capacity: [19, 'conservative'],
    tolerance: [100, 'aggressive'],
    category: 'conservative',
    decidedBy: 'capacity',
    drivers: ['age', 'dependants', 'income'],
  },
  {
    name: 'tolerance 7/16 = 44 is lower than capacity: tolerance decides',
    answers: { ...TOP, ...TOLERANCE_44 },
    capacity: [100, 'aggressive'],
    tolerance: [44, 'moderate'],
    category: 'moderate',
    decidedBy: 'tolerance',
    drivers: ['fall-reaction', 'outcome-range', 'experience'],
  },
  {
    name: 'tolerance 6/16 = 38: moderately conservative',
    answers: { ...TOP, ...TOLERANCE_44, experience: 'debt-funds' },
    capacity: [100, 'aggressive'],
    tolerance: [38, 'moderately-conservative'],
    category: 'moderately-conservative',
    decidedBy: 'tolerance',
    drivers: ['experience', 'fall-reaction', 'outcome-range'],
  },
  {
    name: 'tolerance 12/16 = 75: moderately aggressive; equal pulls keep the questionnaire order',
    answers: {
      ...TOP,
      knowledge: 'good',
      experience: 'shares',
      'fall-reaction': 'hold',
      'outcome-range': 'wide',
    },
    capacity: [100, 'aggressive'],
    tolerance: [75, 'moderately-aggressive'],
    category: 'moderately-aggressive',
    decidedBy: 'tolerance',
    drivers: ['knowledge', 'experience', 'fall-reaction'],
  },
  {
    name: 'tolerance 13/16 = 81: the lowest aggressive score',
    answers: { ...TOP, knowledge: 'good', experience: 'shares', 'outcome-range': 'wide' },
    capacity: [100, 'aggressive'],
    tolerance: [81, 'aggressive'],
    category: 'aggressive',
    decidedBy: 'both',
    drivers: ['knowledge', 'experience', 'outcome-range'],
  },
  {
    name: 'money needed within a year caps capacity at conservative whatever the score',
    answers: { ...TOP, horizon: 'under-1y' },
    capacity: [88, 'conservative', 'horizon'],
    tolerance: [100, 'aggressive'],
    category: 'conservative',
    decidedBy: 'capacity',
    drivers: ['horizon'],
  },
  {
    name: 'EMIs over half of income cap capacity at moderately conservative',
    answers: { ...TOP, emis: 'over-50' },
    capacity: [88, 'moderately-conservative', 'emis'],
    tolerance: [100, 'aggressive'],
    category: 'moderately-conservative',
    decidedBy: 'capacity',
    drivers: ['emis'],
  },
  {
    name: 'two caps: the lower one holds, and the binding answer leads the drivers',
    answers: { ...TOP, emis: 'over-50', horizon: 'under-1y', age: '65-plus' },
    capacity: [63, 'conservative', 'horizon'],
    tolerance: [100, 'aggressive'],
    category: 'conservative',
    decidedBy: 'capacity',
    drivers: ['horizon', 'age', 'emis'],
  },
  {
    name: 'selling everything after a 20% fall caps tolerance at moderately conservative',
    answers: { ...TOP, 'fall-reaction': 'sell-all' },
    capacity: [100, 'aggressive'],
    tolerance: [75, 'moderately-conservative', 'fall-reaction'],
    category: 'moderately-conservative',
    decidedBy: 'tolerance',
    drivers: ['fall-reaction'],
  },
  {
    name: 'both dimensions moderate: both decide, drivers come from both',
    answers: { ...TOP, ...CAPACITY_41, ...TOLERANCE_44, age: '45-54', dependants: 'two-three' },
    capacity: [53, 'moderate'],
    tolerance: [44, 'moderate'],
    category: 'moderate',
    decidedBy: 'both',
    drivers: ['income', 'income-stability', 'fall-reaction'],
  },
];

describe('scoreRisk', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = scoreRisk(c.answers);
    const [capacityScore, capacityCategory, capacityCap = null] = c.capacity;
    const [toleranceScore, toleranceCategory, toleranceCap = null] = c.tolerance;
    expect(result.capacity).toEqual({
      score: capacityScore,
      category: capacityCategory,
      cappedBy: capacityCap,
    });
    expect(result.tolerance).toEqual({
      score: toleranceScore,
      category: toleranceCategory,
      cappedBy: toleranceCap,
    });
    expect(result.category).toBe(c.category);
    expect(result.decidedBy).toBe(c.decidedBy);
    expect(result.drivers.map((driver) => driver.questionId)).toEqual(c.drivers);
  });

  it('reaches every category', () => {
    const reached = new Set(cases.map((c) => scoreRisk(c.answers).category));
    expect([...reached].sort()).toEqual([...RISK_CATEGORY_IDS].sort());
  });

  it('takes the lower of capacity and tolerance in every case', () => {
    for (const c of cases) {
      const { capacity, tolerance, category } = scoreRisk(c.answers);
      const rank = (id: RiskCategoryId) => RISK_CATEGORY_IDS.indexOf(id);
      expect(rank(category)).toBe(Math.min(rank(capacity.category), rank(tolerance.category)));
    }
  });

  it('names each driver with the answer given and a plain-words note', () => {
    const [first] = scoreRisk({ ...TOP, horizon: 'under-1y' }).drivers;
    expect(first).toEqual({
      questionId: 'horizon',
      answer: 'under-1y',
      note: expect.stringContaining('within a year') as string,
    });
    const [age] = scoreRisk({ ...TOP, ...CAPACITY_41 }).drivers;
    expect(age?.note).toBe('Fewer earning years ahead leave less time to make up a loss.');
  });

  it('refuses answers it cannot score', () => {
    const { age: _age, ...missingAge } = TOP;
    expect(() => scoreRisk(missingAge)).toThrow(/age: Choose an answer/);
    expect(() => scoreRisk({ ...TOP, age: 'teen' })).toThrow(RangeError);
    expect(() => scoreRisk({ ...TOP, salary: 'high' })).toThrow(/salary/);
  });
});

describe('categoryOfScore: band edges', () => {
  it.each([
    [0, 'conservative'],
    [20, 'conservative'],
    [21, 'moderately-conservative'],
    [40, 'moderately-conservative'],
    [41, 'moderate'],
    [60, 'moderate'],
    [61, 'moderately-aggressive'],
    [80, 'moderately-aggressive'],
    [81, 'aggressive'],
    [100, 'aggressive'],
  ] as const)('%i is %s', (score, category) => {
    expect(categoryOfScore(score)).toBe(category);
  });

  it.each([-1, 101, 50.5, Number.NaN])('refuses %d', (score) => {
    expect(() => categoryOfScore(score)).toThrow(RangeError);
  });
});

describe('answerProblems', () => {
  it('names each missing, unknown and foreign answer by question', () => {
    const { knowledge: _k, ...rest } = TOP;
    expect(answerProblems({ ...rest, age: 'teen', salary: 'high' })).toEqual([
      { questionId: 'age', detail: 'Not one of this question’s answers' },
      { questionId: 'knowledge', detail: 'Choose an answer' },
      { questionId: 'salary', detail: 'Not a question of this questionnaire' },
    ]);
    expect(answerProblems(TOP)).toEqual([]);
  });

  it('does not take inherited properties for answers', () => {
    const problems = answerProblems(Object.create({ age: 'under-30' }) as Record<string, string>);
    expect(problems.map((p) => p.questionId)).toContain('age');
  });
});

describe('the questionnaire and the categories', () => {
  it('has twelve questions with unique ids, each spanning 0 to 4 points', () => {
    expect(RISK_QUESTIONS).toHaveLength(12);
    expect(new Set(RISK_QUESTIONS.map((q) => q.id)).size).toBe(12);
    for (const question of RISK_QUESTIONS) {
      const points = question.options.map((option) => option.points);
      expect([Math.min(...points), Math.max(...points)], question.id).toEqual([0, 4]);
      expect(new Set(question.options.map((o) => o.id)).size).toBe(question.options.length);
    }
  });

  it('gives every category an indicative mix that adds up to 100%', () => {
    for (const id of RISK_CATEGORY_IDS) {
      const { mix, label } = RISK_CATEGORIES[id];
      expect(mix.equity + mix.debt + mix.gold, label).toBe(100);
    }
  });
});
