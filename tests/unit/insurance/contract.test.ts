import { describe, expect, it } from 'vitest';
import {
  insuranceSchema,
  needsInputsSchema,
  policyCreateSchema,
  policySchema,
  policyUpdateSchema,
  POLICY_KINDS,
  POLICY_KIND_LABELS,
  PREMIUM_FREQUENCIES,
  PREMIUM_FREQUENCY_LABELS,
} from '@/features/insurance/model/contract';

const LAKH = 1_00_000_00;

const policy = {
  policyId: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f',
  kind: 'term_life',
  insurer: 'HDFC Life',
  policyNumber: 'TL-2291',
  sumAssured: 100 * LAKH,
  premium: 12_400_00,
  frequency: 'yearly',
  startDate: '2022-04-12',
  renewalDate: '2026-04-12',
  nominees: [
    { name: 'Priya Sharma', relation: 'Spouse', sharePct: 60 },
    { name: 'Aarav Sharma', relation: 'Son', sharePct: 40 },
  ],
  documentIds: ['7e2d3b8f-9a4c-4d7e-8f1b-2c3d4e5f6071'],
  notes: null,
};

const needs = {
  annualIncome: 18 * LAKH,
  annualExpenses: 9 * LAKH,
  liabilities: 40 * LAKH,
  dependantYears: 20,
  existingLifeCover: 50 * LAKH,
  inflationBp: 600,
  expectedReturnBp: 700,
  age: 34,
  retirementAge: 60,
  cityTier: 1,
  familySize: 4,
  existingHealthCover: 5 * LAKH,
};

/** Each issue as `field: message`, as the server's 400 names them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.map(String).join('.')}: ${issue.message}`,
  );
}

describe('policy bodies', () => {
  it('takes a whole policy and trims its text', () => {
    const parsed = policyCreateSchema.parse({ ...policy, insurer: '  HDFC Life ', notes: ' x ' });
    expect(parsed).toEqual({ ...policy, notes: 'x' });
  });

  it('takes no nominees, no documents, and a single premium with no renewal', () => {
    expect(
      policyCreateSchema.safeParse({
        ...policy,
        nominees: [],
        documentIds: [],
        frequency: 'single',
        renewalDate: null,
        policyNumber: null,
      }).success,
    ).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'shares short of 100',
      {
        nominees: [
          { name: 'Priya', relation: 'Spouse', sharePct: 60 },
          { name: 'Aarav', relation: 'Son', sharePct: 30 },
        ],
      },
      ["nominees: The nominees' shares add up to 100 % (these add up to 90 %)"],
    ],
    [
      'shares over 100',
      { nominees: [{ name: 'Priya', relation: 'Spouse', sharePct: 101 }] },
      [
        'nominees.0.sharePct: A nominee’s share is at most 100 %',
        "nominees: The nominees' shares add up to 100 % (these add up to 101 %)",
      ],
    ],
    [
      'a zero share',
      {
        nominees: [
          { name: 'Priya', relation: 'Spouse', sharePct: 100 },
          { name: 'Aarav', relation: 'Son', sharePct: 0 },
        ],
      },
      ['nominees.1.sharePct: A nominee’s share is at least 1 %'],
    ],
    [
      'a nameless nominee',
      { nominees: [{ name: ' ', relation: 'Spouse', sharePct: 100 }] },
      ['nominees.0.name: Give the nominee’s name'],
    ],
    ['an unknown kind', { kind: 'pet' }, [`kind: The kind is one of ${POLICY_KINDS.join(', ')}`]],
    [
      'an unknown frequency',
      { frequency: 'weekly' },
      [`frequency: The frequency is one of ${PREMIUM_FREQUENCIES.join(', ')}`],
    ],
    ['no insurer', { insurer: '   ' }, ['insurer: Give the insurer']],
    [
      'a tiny sum assured',
      { sumAssured: 999_00 },
      ['sumAssured: The sum assured is at least ₹1,000'],
    ],
    ['rupees, not paise', { premium: 12.5 }, ['premium: The premium is a whole number of paise']],
    ['a negative premium', { premium: -1 }, ['premium: The premium is ₹0 or more']],
    ['a bad date', { startDate: '12/04/2022' }, ['startDate: A date is YYYY-MM-DD']],
    [
      'a renewal before the start',
      { renewalDate: '2022-04-11' },
      ['renewalDate: The renewal date is on or after the start date'],
    ],
    [
      'a document twice',
      { documentIds: [policy.documentIds[0], policy.documentIds[0]] },
      ['documentIds: Each document once'],
    ],
    [
      'a document id that is not a UUID',
      { documentIds: ['x'] },
      ['documentIds.0: A document id is a UUID'],
    ],
    [
      'a policy id that is not a UUID',
      { policyId: 'p1' },
      ['policyId: Expected a policy id (a UUID)'],
    ],
    ['an unknown field', { isDemo: true }, [': Unknown field: isDemo']],
  ])('refuses %s, saying why', (_, change, expected) => {
    expect(messages(policyCreateSchema.safeParse({ ...policy, ...change }))).toEqual(expected);
  });

  it('an update is the policy without its id (the id is in the path)', () => {
    const { policyId: _policyId, ...fields } = policy;
    expect(policyUpdateSchema.parse(fields)).toEqual(fields);
    expect(messages(policyUpdateSchema.safeParse(policy))).toEqual([': Unknown field: policyId']);
  });
});

describe('needs inputs', () => {
  it('takes the calculator’s inputs', () => {
    expect(needsInputsSchema.parse(needs)).toEqual(needs);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['age 17', { age: 17 }, 'age: Age is at least 18'],
    ['age 76', { age: 76 }, 'age: Age is at most 75'],
    ['tier 4', { cityTier: 4 }, 'cityTier: The city tier is 1, 2 or 3'],
    ['tier "1"', { cityTier: '1' }, 'cityTier: The city tier is 1, 2 or 3'],
    ['no family', { familySize: 0 }, 'familySize: Family size is at least 1'],
    ['a family of 11', { familySize: 11 }, 'familySize: Family size is at most 10'],
    [
      '61 years of dependence',
      { dependantYears: 61 },
      'dependantYears: Years of dependence is at most 60',
    ],
    ['negative income', { annualIncome: -1 }, 'annualIncome: Annual income is ₹0 or more'],
    ['inflation over 15 %', { inflationBp: 1_501 }, 'inflationBp: Inflation is at most 15 %'],
    [
      'a return over 20 %',
      { expectedReturnBp: 2_001 },
      'expectedReturnBp: The expected return is at most 20 %',
    ],
    ['retiring at 35', { retirementAge: 35 }, 'retirementAge: The retirement age is at least 40'],
  ])('refuses %s', (_, change, message) => {
    expect(messages(needsInputsSchema.safeParse({ ...needs, ...change }))).toEqual([message]);
  });

  it('names every missing input', () => {
    expect(messages(needsInputsSchema.safeParse({}))).toHaveLength(Object.keys(needs).length);
  });
});

describe('the GET answer', () => {
  it('parses policies, the saved inputs (or null) and the time they are of', () => {
    const answer = {
      policies: [{ ...policy, updatedAt: '2026-01-12T10:00:00+05:30', isDemo: true }],
      needsInputs: needs,
      asOf: '2026-01-12T10:00:00+05:30',
    };
    expect(insuranceSchema.parse(answer)).toEqual(answer);
    expect(insuranceSchema.parse({ ...answer, needsInputs: null }).needsInputs).toBeNull();
    expect(
      policySchema.safeParse({ ...policy, updatedAt: 'yesterday', isDemo: false }).success,
    ).toBe(false);
  });
});

it('labels every kind and frequency in plain English', () => {
  expect(POLICY_KINDS.map((kind) => POLICY_KIND_LABELS[kind])).toEqual([
    'Term life',
    'Health',
    'Critical illness',
    'Personal accident',
    'Motor',
    'Home',
  ]);
  expect(PREMIUM_FREQUENCIES.map((frequency) => PREMIUM_FREQUENCY_LABELS[frequency])).toEqual([
    'Monthly',
    'Quarterly',
    'Half-yearly',
    'Yearly',
    'Single premium',
  ]);
});
