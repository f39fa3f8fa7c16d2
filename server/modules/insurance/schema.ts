import type * as z from 'zod/mini';
import {
  insuranceSchema,
  needsInputsSchema,
  policyCreateSchema,
  policyDeletedSchema,
  policySchema,
  policyUpdateSchema,
} from '../../../src/features/insurance/model/contract';
import { shared } from '../../openapi/shared-schema';

// The insurance contract (src/features/insurance/model/contract.ts), named for the OpenAPI
// document.

const policy = {
  kind: 'term_life' as const,
  insurer: 'HDFC Life',
  policyNumber: 'TL-48213077',
  sumAssured: 50_00_000_00,
  premium: 8_450_00,
  frequency: 'yearly' as const,
  startDate: '2023-09-15',
  renewalDate: '2026-09-15',
  nominees: [
    { name: 'Riya Sharma', relation: 'Spouse', sharePct: 60 },
    { name: 'Ananya Sharma', relation: 'Daughter', sharePct: 40 },
  ],
  documentIds: [],
  notes: 'Pure term cover to age 60',
};

export const policyCreateBody = shared<z.output<typeof policyCreateSchema>>(
  policyCreateSchema,
  'InsurancePolicyCreate',
  [{ policyId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c', ...policy }],
);
export const policyUpdateBody = shared<z.output<typeof policyUpdateSchema>>(
  policyUpdateSchema,
  'InsurancePolicyUpdate',
  [{ ...policy, premium: 8_900_00 }],
);
export const needsInputsBody = shared<z.output<typeof needsInputsSchema>>(
  needsInputsSchema,
  'InsuranceNeedsInputs',
  [
    {
      annualIncome: 18_00_000_00,
      annualExpenses: 9_00_000_00,
      liabilities: 25_00_000_00,
      dependantYears: 20,
      existingLifeCover: 50_00_000_00,
      inflationBp: 600,
      expectedReturnBp: 800,
      age: 38,
      retirementAge: 60,
      cityTier: 1,
      familySize: 4,
      existingHealthCover: 5_00_000_00,
    },
  ],
);
export const policyAnswer = shared(policySchema, 'InsurancePolicy');
export const insuranceAnswer = shared(insuranceSchema, 'Insurance');
export const policyDeletedAnswer = shared(policyDeletedSchema, 'InsurancePolicyDeleted');
