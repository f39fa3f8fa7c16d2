import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';

/**
 * The insurance API's shapes (issue 18, Deliver 3), shared by the server, which validates and
 * documents with them (server/modules/insurance), and the client, which parses its answers with
 * them. Money is integer paise; rates are basis points (600 = 6 %); days are YYYY-MM-DD.
 * Another investor's policy is 404; an adviser sees their own clients' only.
 *
 * Paths:
 * - GET /api/investor/insurance: { policies, needsInputs, asOf }.
 * - POST /api/investor/insurance/policies (Idempotency-Key): a policy, 201; the id is the client's.
 * - PUT /api/investor/insurance/policies/{policyId}: the whole policy as it should be.
 * - DELETE /api/investor/insurance/policies/{policyId}: { policyId, deleted: true }.
 * - PUT /api/investor/insurance/needs: the needs calculator's inputs, saved.
 * - GET /api/advisor/investors/{investorId}/insurance: a client's, as the investor's GET.
 */

export const POLICY_KINDS = [
  'term_life',
  'health',
  'critical_illness',
  'personal_accident',
  'motor',
  'home',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_KIND_LABELS: Record<PolicyKind, string> = {
  term_life: 'Term life',
  health: 'Health',
  critical_illness: 'Critical illness',
  personal_accident: 'Personal accident',
  motor: 'Motor',
  home: 'Home',
};

export const PREMIUM_FREQUENCIES = [
  'monthly',
  'quarterly',
  'half_yearly',
  'yearly',
  'single',
] as const;
export type PremiumFrequency = (typeof PREMIUM_FREQUENCIES)[number];
export const PREMIUM_FREQUENCY_LABELS: Record<PremiumFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  half_yearly: 'Half-yearly',
  yearly: 'Yearly',
  single: 'Single premium',
};

export const CITY_TIERS = [1, 2, 3] as const;
export type CityTier = (typeof CITY_TIERS)[number];
/** Tier 1 is the HRA "X" cities (the eight metros); see docs/insurance.md. */
export const CITY_TIER_LABELS: Record<CityTier, string> = {
  1: 'Tier 1 (metro)',
  2: 'Tier 2 city',
  3: 'Tier 3 city or town',
};

/** ₹1,000 crore, in paise: the largest amount any field takes. */
export const AMOUNT_MAX = 1_000_00_00_000_00;
/** ₹1,000, in paise: the smallest sum assured. */
export const SUM_ASSURED_MIN = 1_000_00;
export const INSURER_MAX = 100;
export const POLICY_NUMBER_MAX = 60;
export const NOTES_MAX = 1_000;
export const NOMINEES_MAX = 10;
export const NOMINEE_NAME_MAX = 80;
export const NOMINEE_RELATION_MAX = 40;
export const DOCUMENTS_MAX = 20;
export const POLICIES_MAX = 100;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date({ error: 'A date is YYYY-MM-DD' });
const paise = (what: string) => z.int({ error: `${what} is a whole number of paise` });
const amount = (what: string) =>
  paise(what).check(
    z.gte(0, `${what} is ₹0 or more`),
    z.lte(AMOUNT_MAX, `${what} is at most ₹1,000 crore`),
  );
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is text` })
    .check(
      z.trim(),
      z.minLength(1, `Give ${what.toLowerCase()}`),
      z.maxLength(max, `${what} is at most ${max} characters`),
    );

export const nomineeSchema = z.strictObject(
  {
    name: text('The nominee’s name', NOMINEE_NAME_MAX),
    relation: text('The nominee’s relation', NOMINEE_RELATION_MAX),
    sharePct: z
      .int({ error: 'A nominee’s share is a whole percent' })
      .check(
        z.gte(1, 'A nominee’s share is at least 1 %'),
        z.lte(100, 'A nominee’s share is at most 100 %'),
      ),
  },
  strictError,
);
export type Nominee = z.infer<typeof nomineeSchema>;

const sharesTotal = (nominees: readonly { sharePct: number }[]): number =>
  nominees.reduce((sum, nominee) => sum + nominee.sharePct, 0);

const policyFields = {
  kind: z.enum(POLICY_KINDS, { error: `The kind is one of ${POLICY_KINDS.join(', ')}` }),
  insurer: text('The insurer', INSURER_MAX),
  policyNumber: z.nullable(text('The policy number', POLICY_NUMBER_MAX)),
  /** The cover (for motor, the insured declared value). */
  sumAssured: paise('The sum assured').check(
    z.gte(SUM_ASSURED_MIN, 'The sum assured is at least ₹1,000'),
    z.lte(AMOUNT_MAX, 'The sum assured is at most ₹1,000 crore'),
  ),
  /** One instalment, paid each `frequency`. */
  premium: amount('The premium'),
  frequency: z.enum(PREMIUM_FREQUENCIES, {
    error: `The frequency is one of ${PREMIUM_FREQUENCIES.join(', ')}`,
  }),
  startDate: day,
  /** The next premium due or renewal; null for a single-premium policy. */
  renewalDate: z.nullable(day),
  /** Shares are whole percents that add up to 100 when any nominee is given. */
  nominees: z.array(nomineeSchema, { error: 'Nominees are a list' }).check(
    z.maxLength(NOMINEES_MAX, `At most ${NOMINEES_MAX} nominees`),
    z.refine((list) => list.length === 0 || sharesTotal(list) === 100, {
      error: (issue) =>
        `The nominees' shares add up to 100 % (these add up to ${sharesTotal(issue.input as Nominee[])} %)`,
    }),
  ),
  /** The owner's documents (investor_documents): the policy schedule, receipts. */
  documentIds: z
    .array(z.uuid({ error: 'A document id is a UUID' }), { error: 'Documents are a list' })
    .check(
      z.maxLength(DOCUMENTS_MAX, `At most ${DOCUMENTS_MAX} documents`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each document once'),
    ),
  notes: z.nullable(
    z
      .string({ error: 'Notes are text' })
      .check(z.trim(), z.maxLength(NOTES_MAX, `Notes are at most ${NOTES_MAX} characters`)),
  ),
};

const renewalAfterStart = z.refine<{ startDate: string; renewalDate: string | null }>(
  (policy) => policy.renewalDate === null || policy.renewalDate >= policy.startDate,
  { error: 'The renewal date is on or after the start date', path: ['renewalDate'] },
);

/** PUT /api/investor/insurance/policies/{policyId}: the whole policy (a replay leaves the same). */
export const policyUpdateSchema = z
  .strictObject(policyFields, strictError)
  .check(renewalAfterStart);
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

/** POST /api/investor/insurance/policies: the id is made by the client, so a replay makes one. */
export const policyCreateSchema = z
  .strictObject(
    { policyId: z.uuid({ error: 'Expected a policy id (a UUID)' }), ...policyFields },
    strictError,
  )
  .check(renewalAfterStart);
export type PolicyCreate = z.infer<typeof policyCreateSchema>;

export const policySchema = z.object({
  policyId: z.string(),
  kind: z.enum(POLICY_KINDS),
  insurer: z.string(),
  policyNumber: z.nullable(z.string()),
  sumAssured: z.int(),
  premium: z.int(),
  frequency: z.enum(PREMIUM_FREQUENCIES),
  startDate: day,
  renewalDate: z.nullable(day),
  nominees: z.array(z.object({ name: z.string(), relation: z.string(), sharePct: z.int() })),
  documentIds: z.array(z.string()),
  notes: z.nullable(z.string()),
  updatedAt: instant,
  isDemo: z.boolean(),
});
export type Policy = z.infer<typeof policySchema>;

export const policyDeletedSchema = z.object({ policyId: z.string(), deleted: z.literal(true) });
export type PolicyDeleted = z.infer<typeof policyDeletedSchema>;

const bp = (what: string, max: number) =>
  z
    .int({ error: `${what} is a whole number of basis points` })
    .check(z.gte(0, `${what} is 0 % or more`), z.lte(max, `${what} is at most ${max / 100} %`));

export const AGE_MIN = 18;
export const AGE_MAX = 75;
export const RETIREMENT_AGE_MIN = 40;
export const RETIREMENT_AGE_MAX = 80;
export const DEPENDANT_YEARS_MAX = 60;
export const FAMILY_SIZE_MAX = 10;

const needsFields = {
  /** The investor's yearly income before tax. */
  annualIncome: amount('Annual income'),
  /** What the family would need a year to live on without the investor's income, today's money. */
  annualExpenses: amount('Annual expenses'),
  /** Loans outstanding (home, car, personal) the family would have to repay. */
  liabilities: amount('Liabilities'),
  /** How many years the family depends on the income (e.g. until the youngest child is 25). */
  dependantYears: z
    .int({ error: 'Years of dependence is a whole number' })
    .check(
      z.gte(0, 'Years of dependence is 0 or more'),
      z.lte(DEPENDANT_YEARS_MAX, `Years of dependence is at most ${DEPENDANT_YEARS_MAX}`),
    ),
  /** Term life cover held (the form offers the sum of the term_life policies). */
  existingLifeCover: amount('Existing life cover'),
  inflationBp: bp('Inflation', 1_500),
  expectedReturnBp: bp('The expected return', 2_000),
  age: z
    .int({ error: 'Age is a whole number of years' })
    .check(
      z.gte(AGE_MIN, `Age is at least ${AGE_MIN}`),
      z.lte(AGE_MAX, `Age is at most ${AGE_MAX}`),
    ),
  retirementAge: z
    .int({ error: 'The retirement age is a whole number of years' })
    .check(
      z.gte(RETIREMENT_AGE_MIN, `The retirement age is at least ${RETIREMENT_AGE_MIN}`),
      z.lte(RETIREMENT_AGE_MAX, `The retirement age is at most ${RETIREMENT_AGE_MAX}`),
    ),
  cityTier: z.literal(CITY_TIERS, { error: 'The city tier is 1, 2 or 3' }),
  /** People the health cover is for, the investor included. */
  familySize: z
    .int({ error: 'Family size is a whole number' })
    .check(
      z.gte(1, 'Family size is at least 1'),
      z.lte(FAMILY_SIZE_MAX, `Family size is at most ${FAMILY_SIZE_MAX}`),
    ),
  /** Health cover held (the form offers the sum of the health policies). */
  existingHealthCover: amount('Existing health cover'),
};

/** PUT /api/investor/insurance/needs, and its 200 answer. */
export const needsInputsSchema = z.strictObject(needsFields, strictError);
export type NeedsInputs = z.infer<typeof needsInputsSchema>;

const lifeNeedsSchema = z.object({
  /** Present value of the family's expenses over dependantYears, plus liabilities. */
  incomeReplacement: z.int(),
  /** Present value of the income the family would lose, to the retirement age. */
  humanLifeValue: z.int(),
  recommended: z.int(),
  existing: z.int(),
  gap: z.int(),
  /** Indicative yearly premium of a term plan for the gap; null outside the estimate table. */
  estimatedAnnualPremium: z.nullable(z.int()),
});

const healthNeedsSchema = z.object({
  recommended: z.int(),
  existing: z.int(),
  gap: z.int(),
  /** Indicative yearly premium of a floater for the gap; null outside the estimate table. */
  estimatedAnnualPremium: z.nullable(z.int()),
});

/** What `insuranceNeeds(inputs)` (./needs.ts) answers. */
export const needsAnswerSchema = z.object({
  life: lifeNeedsSchema,
  health: healthNeedsSchema,
  /** The gaps in plain words, with Indian formatting. */
  sentences: z.array(z.string()),
});
export type NeedsAnswer = z.infer<typeof needsAnswerSchema>;

/** GET /api/investor/insurance and GET /api/advisor/investors/{investorId}/insurance. */
export const insuranceSchema = z.object({
  policies: z.array(policySchema),
  /** Null until the investor saves the needs calculator once. */
  needsInputs: z.nullable(needsInputsSchema),
  asOf: instant,
});
export type Insurance = z.infer<typeof insuranceSchema>;
