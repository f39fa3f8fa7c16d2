import type { Policy } from '@/features/insurance/model/contract';

// Policies shared by the insurance screen's tests.

export const TERM = '1d9a7a52-3c1e-4b9f-8a1e-0f6b2c3d4e01';
export const HEALTH = '1d9a7a52-3c1e-4b9f-8a1e-0f6b2c3d4e02';
export const MOTOR = '1d9a7a52-3c1e-4b9f-8a1e-0f6b2c3d4e03';
export const DOC = '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

export const policy = (overrides: Partial<Policy> & Pick<Policy, 'policyId'>): Policy => ({
  kind: 'term_life',
  insurer: 'HDFC Life',
  policyNumber: null,
  sumAssured: 1_00_00_000_00,
  premium: 13_000_00,
  frequency: 'yearly',
  startDate: '2022-04-01',
  renewalDate: '2027-04-01',
  nominees: [{ name: 'Priya Sharma', relation: 'Spouse', sharePct: 100 }],
  documentIds: [],
  notes: null,
  updatedAt: '2026-11-01T10:00:00.000+05:30',
  isDemo: false,
  ...overrides,
});

export const termPolicy = policy({ policyId: TERM, policyNumber: 'T-1001' });
export const healthPolicy = policy({
  policyId: HEALTH,
  kind: 'health',
  insurer: 'Star Health',
  sumAssured: 5_00_000_00,
  premium: 1_500_00,
  frequency: 'monthly',
  startDate: '2023-12-10',
  renewalDate: '2026-12-10',
  nominees: [],
});
export const motorPolicy = policy({
  policyId: MOTOR,
  kind: 'motor',
  insurer: 'ICICI Lombard',
  sumAssured: 6_50_000_00,
  premium: 9_800_00,
  frequency: 'yearly',
  startDate: '2025-11-20',
  renewalDate: '2026-11-20',
  nominees: [],
});
