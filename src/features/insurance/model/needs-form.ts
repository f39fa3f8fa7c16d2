import { CITY_TIERS, needsInputsSchema, type CityTier, type NeedsInputs } from './contract';
import {
  bpToPercentText,
  issuesByField,
  paiseToText,
  percentTextToBp,
  readRupees,
  readWhole,
} from './form-text';
import { NEEDS_DEFAULTS } from './needs';

// The needs calculator's form as typed, and the inputs it becomes (checked with the contract's
// schema, so the messages are the server's). Each field is named as its input, so the server's
// field errors land at the same fields.

export const RUPEE_FIELDS = [
  'annualIncome',
  'annualExpenses',
  'liabilities',
  'existingLifeCover',
  'existingHealthCover',
] as const;
export const WHOLE_FIELDS = ['age', 'retirementAge', 'dependantYears', 'familySize'] as const;
export const PERCENT_FIELDS = ['inflationBp', 'expectedReturnBp'] as const;

type RupeeField = (typeof RUPEE_FIELDS)[number];
type WholeField = (typeof WHOLE_FIELDS)[number];
type PercentField = (typeof PERCENT_FIELDS)[number];

/** Every input as its text; the city tier as chosen. */
export type NeedsFormState = Record<RupeeField | WholeField | PercentField, string> & {
  cityTier: CityTier;
};

export type NeedsField = keyof NeedsFormState;
export type NeedsFormErrors = Partial<Record<NeedsField, string>>;

/** What the form calls each field in its own messages. */
const NAMES: Record<RupeeField | WholeField | PercentField, string> = {
  annualIncome: 'your yearly income',
  annualExpenses: 'your family’s yearly expenses',
  liabilities: 'your loans (0 if none)',
  existingLifeCover: 'your life cover (0 if none)',
  existingHealthCover: 'your health cover (0 if none)',
  age: 'your age',
  retirementAge: 'the age you plan to retire',
  dependantYears: 'the years your family depends on you (0 if no one does)',
  familySize: 'how many people the health cover is for',
  inflationBp: 'inflation',
  expectedReturnBp: 'the expected return',
};

/**
 * The form from the saved inputs; before any are saved, the documented defaults and the cover
 * the investor's policies give (term life and health sums assured).
 */
export function needsToForm(
  saved: NeedsInputs | null,
  cover: { life: number; health: number },
): NeedsFormState {
  if (saved) {
    return {
      annualIncome: paiseToText(saved.annualIncome),
      annualExpenses: paiseToText(saved.annualExpenses),
      liabilities: paiseToText(saved.liabilities),
      existingLifeCover: paiseToText(saved.existingLifeCover),
      existingHealthCover: paiseToText(saved.existingHealthCover),
      age: String(saved.age),
      retirementAge: String(saved.retirementAge),
      dependantYears: String(saved.dependantYears),
      familySize: String(saved.familySize),
      inflationBp: bpToPercentText(saved.inflationBp),
      expectedReturnBp: bpToPercentText(saved.expectedReturnBp),
      cityTier: saved.cityTier,
    };
  }
  return {
    annualIncome: '',
    annualExpenses: '',
    liabilities: '',
    existingLifeCover: paiseToText(cover.life),
    existingHealthCover: paiseToText(cover.health),
    age: '',
    retirementAge: String(NEEDS_DEFAULTS.retirementAge),
    dependantYears: '',
    familySize: '',
    inflationBp: bpToPercentText(NEEDS_DEFAULTS.inflationBp),
    expectedReturnBp: bpToPercentText(NEEDS_DEFAULTS.expectedReturnBp),
    cityTier: CITY_TIERS[0],
  };
}

/** The inputs to calculate with and save, or the errors by field. */
export function readNeedsForm(
  state: NeedsFormState,
): { inputs: NeedsInputs } | { errors: NeedsFormErrors } {
  const errors: NeedsFormErrors = {};
  const values: Record<string, number> = {};
  const read = (
    field: RupeeField | WholeField | PercentField,
    parse: (text: string) => number | null,
    wrong: string,
  ) => {
    const value = parse(state[field]);
    if (value === null) errors[field] = `Give ${NAMES[field]}`;
    else if (Number.isNaN(value)) errors[field] = wrong;
    else values[field] = value;
  };
  for (const field of RUPEE_FIELDS)
    read(field, readRupees, 'Enter an amount in rupees, such as 12,00,000');
  for (const field of WHOLE_FIELDS) read(field, readWhole, 'Enter a whole number');
  for (const field of PERCENT_FIELDS) read(field, percentTextToBp, 'Enter a percent, such as 6.5');
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = needsInputsSchema.safeParse({ ...values, cityTier: state.cityTier });
  if (!parsed.success) return { errors: issuesByField(parsed.error.issues) };
  return { inputs: parsed.data };
}

/** Whether two saved inputs are the same (the form's "not saved yet" note). */
export const sameInputs = (a: NeedsInputs | null, b: NeedsInputs | null): boolean =>
  a !== null &&
  b !== null &&
  (Object.keys(a) as (keyof NeedsInputs)[]).every((key) => a[key] === b[key]);
