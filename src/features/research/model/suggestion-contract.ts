import * as z from 'zod/mini';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '../../../domain/risk-categories';
import { SUITABILITY_RULES } from '../../../domain/suitability';

// What the send dialog needs of POST /api/advisor/suggestions, whose contract is the suggestions
// feature's (src/features/suggestions/model/contract.ts; the server validates with that one). A
// feature never imports another, so these shapes are restated here; a unit test
// (tests/unit/features/research/suggestion-contract.test.ts) parses the same samples with both.

export const JUSTIFICATION_MIN = 20;
export const JUSTIFICATION_MAX = 2000;
export const MESSAGE_MAX = 1000;
/** A model suggestion invests ₹1,000 to ₹1 crore. */
export const MODEL_AMOUNT_MIN = 1_000_00;
export const MODEL_AMOUNT_MAX = 1_00_00_000_00;

/** What is sent: a call, or a model with the amount each client is asked to invest. */
export type SendSource =
  | { kind: 'call'; callId: string }
  | { kind: 'model'; modelId: string; amount: number; goalIds?: Record<string, string> };

export interface CreateSuggestion {
  sendId: string;
  source: SendSource;
  to: { investorIds: string[] } | { category: RiskCategoryId };
  message?: string;
  justification?: string;
}

export const findingSchema = z.object({
  rule: z.enum(SUITABILITY_RULES),
  limit: z.nullable(z.string()),
  actual: z.nullable(z.string()),
  detail: z.string(),
});

/** The 422 `unsuitable` problem's members: who is blocked, by which rules. */
export const blockedSchema = z.object({
  ruleVersion: z.string(),
  blocked: z.array(
    z.object({
      investorId: z.string(),
      name: z.string(),
      category: z.nullable(z.enum(RISK_CATEGORY_IDS)),
      findings: z.array(findingSchema),
    }),
  ),
});
export type Blocked = z.infer<typeof blockedSchema>;

export const sentSchema = z.object({
  ruleVersion: z.string(),
  suggestions: z.array(
    z.object({
      suggestionId: z.string(),
      investorId: z.string(),
      name: z.string(),
      outcome: z.enum(['passed', 'overridden']),
    }),
  ),
});
export type Sent = z.infer<typeof sentSchema>;
