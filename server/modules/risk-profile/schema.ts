import { z } from 'zod';
import { RISK_CATEGORY_IDS } from '../../../src/domain/risk-categories';
import { RISK_QUESTIONNAIRE_VERSION } from '../../../src/features/onboarding/model/risk-questionnaire';

export const OVERRIDE_REASON_MIN = 20;
export const OVERRIDE_REASON_MAX = 500;

export const riskCategorySchema = z
  .enum(RISK_CATEGORY_IDS)
  .meta({ id: 'RiskCategory', description: 'Lowest risk first' });

/** A complete answer set of version 1 (the documented example the harness sends). */
const EXAMPLE_ANSWERS = {
  age: '30-44',
  dependants: 'one',
  income: '10l-25l',
  'income-stability': 'steady',
  horizon: '5-10y',
  investments: '6m-2y',
  emis: 'under-20',
  'emergency-fund': '3-6m',
  knowledge: 'basic',
  experience: 'equity-funds',
  'fall-reaction': 'hold',
  'outcome-range': 'medium',
};

const questionId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'A question id: lower-case letters, digits and -');

/**
 * Answers are checked against the questionnaire by the service, after the version: an answer set
 * of an older version is a 409 (take the new questionnaire), not a list of wrong answers.
 */
export const newRiskProfileSchema = z
  .object({
    version: z
      .int({ error: 'The questionnaire version is a whole number' })
      .min(1)
      .max(1_000_000)
      .meta({
        description: `The questionnaire version answered (now ${RISK_QUESTIONNAIRE_VERSION})`,
      }),
    answers: z
      .record(questionId, z.string().min(1).max(64), { error: 'Answer the questions' })
      .meta({ description: 'The chosen option id of every question, keyed by question id' }),
    consent: z.literal(true, {
      error: 'Confirm that the answers are yours and that you accept the result',
    }),
  })
  .strict()
  .meta({
    id: 'NewRiskProfile',
    examples: [{ version: RISK_QUESTIONNAIRE_VERSION, answers: EXAMPLE_ANSWERS, consent: true }],
  });

export const riskOverrideSchema = z
  .object({
    category: riskCategorySchema,
    reason: z
      .string({ error: 'Write the reason for the change' })
      // The length limit first, on what was sent: the documented maxLength is the raw text's.
      .max(OVERRIDE_REASON_MAX, `A reason is at most ${OVERRIDE_REASON_MAX} characters`)
      .trim()
      .min(OVERRIDE_REASON_MIN, `Write at least ${OVERRIDE_REASON_MIN} characters of reason`),
  })
  .strict()
  .meta({ id: 'RiskCategoryOverride' });

const dimensionSchema = z.object({
  score: z.int().min(0).max(100),
  category: riskCategorySchema,
});

export const riskProfileViewSchema = z
  .object({
    profileId: z.string(),
    version: z.int(),
    answers: z.record(z.string(), z.string()),
    capacity: dimensionSchema,
    tolerance: dimensionSchema,
    category: riskCategorySchema.meta({ description: 'The lower of capacity and tolerance' }),
    drivers: z.array(z.object({ questionId: z.string(), answer: z.string(), note: z.string() })),
    takenAt: z.string().meta({ description: 'ISO 8601' }),
    consentAt: z.string().meta({ description: 'ISO 8601' }),
    override: z
      .object({
        category: riskCategorySchema,
        reason: z.string(),
        by: z.object({ id: z.string(), name: z.string().nullable() }),
        at: z.string().meta({ description: 'ISO 8601' }),
      })
      .nullable()
      .meta({ description: 'The adviser’s latest change of category, if any' }),
    effectiveCategory: riskCategorySchema.meta({
      description: 'The override’s category when there is one, else the category',
    }),
  })
  .meta({ id: 'RiskProfile' });

export const riskProfileAnswerSchema = z
  .object({
    profile: riskProfileViewSchema.nullable(),
    questionnaireVersion: z.int(),
    renewalDue: z.boolean().meta({ description: 'The profile is a year old or older' }),
  })
  .meta({ id: 'RiskProfileStatus' });
