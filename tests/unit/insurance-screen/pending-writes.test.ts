import { describe, expect, it } from 'vitest';
import {
  INSURANCE_WRITE_KINDS,
  NEEDS_PATH,
  pendingInsurance,
  POLICIES_PATH,
  policyPath,
} from '@/features/insurance/model/pending-writes';
import { policyWriteRequest } from '@/features/insurance/api/policy-write';
import { needsSaveRequest } from '@/features/insurance/api/needs-save';
import { HEALTH, TERM, termPolicy } from './fixtures';

const { policyId: _id, updatedAt: _at, isDemo: _demo, ...body } = termPolicy;
const inputs = {
  annualIncome: 12_00_000_00,
  annualExpenses: 6_00_000_00,
  liabilities: 0,
  dependantYears: 20,
  existingLifeCover: 0,
  inflationBp: 600,
  expectedReturnBp: 700,
  age: 35,
  retirementAge: 60,
  cityTier: 1 as const,
  familySize: 3,
  existingHealthCover: 0,
};

const item = (request: { kind: string; path: string; body?: unknown }, state = 'pending') => ({
  ...request,
  state,
});

describe('pendingInsurance', () => {
  it('reads back the writes the screen made, as the outbox keeps them', () => {
    const created = { policyId: 'new-1', ...body, insurer: 'LIC' };
    const pending = pendingInsurance([
      item(policyWriteRequest({ kind: 'create', body: created })),
      item(policyWriteRequest({ kind: 'update', policyId: TERM, body })),
      item(policyWriteRequest({ kind: 'delete', policyId: HEALTH, name: 'Health (Star)' })),
      item(needsSaveRequest(inputs)),
    ]);
    expect(pending.created).toEqual([created]);
    expect([...pending.updated.keys()]).toEqual([TERM]);
    expect([...pending.deleted]).toEqual([HEALTH]);
    expect(pending.needs).toEqual(inputs);
  });

  it('leaves out writes the server refused, and others’ kinds and paths', () => {
    const pending = pendingInsurance([
      item(policyWriteRequest({ kind: 'update', policyId: TERM, body }), 'failed'),
      item({ kind: 'goal-update', path: '/investor/goals/x', body }),
      item({ kind: INSURANCE_WRITE_KINDS.update, path: `${POLICIES_PATH}/a/b`, body }),
      item({ kind: INSURANCE_WRITE_KINDS.needs, path: NEEDS_PATH, body: 'not an object' }),
    ]);
    expect(pending).toEqual({ created: [], updated: new Map(), deleted: new Set(), needs: null });
  });

  it('folds an edit of a new policy into it, and drops one made and deleted unsent', () => {
    const made = { policyId: 'new-1', ...body };
    const gone = { policyId: 'new-2', ...body };
    const pending = pendingInsurance([
      item(policyWriteRequest({ kind: 'create', body: made })),
      item(policyWriteRequest({ kind: 'create', body: gone })),
      item(
        policyWriteRequest({ kind: 'update', policyId: 'new-1', body: { ...body, premium: 1 } }),
      ),
      item(policyWriteRequest({ kind: 'delete', policyId: 'new-2', name: 'x' })),
    ]);
    expect(pending.created).toEqual([{ ...made, premium: 1 }]);
    expect(pending.updated.size).toBe(0);
  });

  it('sends creates and deletes as single writes, and coalesces whole-object saves', () => {
    expect(policyWriteRequest({ kind: 'create', body: { policyId: 'p', ...body } })).toMatchObject({
      method: 'POST',
      path: POLICIES_PATH,
      replay: 'silent',
    });
    expect(policyWriteRequest({ kind: 'update', policyId: 'p q', body })).toMatchObject({
      method: 'PUT',
      path: policyPath('p q'),
      coalesce: true,
    });
    expect(policyPath('p q')).toBe('/investor/insurance/policies/p%20q');
    expect(needsSaveRequest(inputs)).toMatchObject({
      method: 'PUT',
      path: NEEDS_PATH,
      coalesce: true,
    });
  });
});
