import { describe, expect, it } from 'vitest';
import type { PolicyCreate } from '@/features/insurance/model/contract';
import {
  daysBetween,
  groupPolicies,
  policyRows,
  renewalsDue,
  renewalState,
} from '@/features/insurance/model/policy-list';
import { healthPolicy, HEALTH, motorPolicy, MOTOR, TERM, termPolicy } from './fixtures';

const none = { created: [], updated: new Map(), deleted: new Set<string>() };

describe('renewalState', () => {
  it.each([
    // [renewal date, today, state]: due soon is within 30 days, past is overdue
    [null, '2026-11-24', 'none'],
    ['2026-11-23', '2026-11-24', 'overdue'],
    ['2026-11-24', '2026-11-24', 'due-soon'],
    ['2026-12-24', '2026-11-24', 'due-soon'],
    ['2026-12-25', '2026-11-24', 'later'],
    // across a year end and a leap day
    ['2028-03-01', '2028-01-31', 'due-soon'],
    ['2028-03-02', '2028-01-31', 'later'],
  ] as const)('%s seen on %s is %s', (renewal, today, expected) => {
    expect(renewalState(renewal, today)).toBe(expected);
  });

  it('counts whole days between India dates', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });
});

describe('policyRows', () => {
  it('lays waiting edits over the server’s policies, drops deletions and adds new ones', () => {
    const created: PolicyCreate = {
      policyId: 'new-1',
      kind: 'critical_illness',
      insurer: 'Niva Bupa',
      policyNumber: null,
      sumAssured: 25_00_000_00,
      premium: 8_000_00,
      frequency: 'yearly',
      startDate: '2026-11-01',
      renewalDate: '2027-11-01',
      nominees: [],
      documentIds: [],
      notes: null,
    };
    const { policyId: _id, ...edit } = { ...termPolicy, insurer: 'HDFC Life (edited)' };
    const rows = policyRows([termPolicy, healthPolicy, motorPolicy], {
      created: [created],
      updated: new Map([[TERM, edit]]),
      deleted: new Set([MOTOR]),
    });
    expect(rows.map((row) => [row.policyId, row.insurer, row.waiting])).toEqual([
      [TERM, 'HDFC Life (edited)', 'update'],
      [HEALTH, 'Star Health', null],
      ['new-1', 'Niva Bupa', 'create'],
    ]);
  });

  it('shows a create once when the server already has it', () => {
    const { updatedAt: _at, isDemo: _demo, ...sent } = termPolicy;
    const rows = policyRows([termPolicy], { ...none, created: [sent] });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.waiting).toBeNull();
  });
});

describe('groupPolicies', () => {
  it('groups by kind in the contract’s order with cover and yearly premium', () => {
    const second = { ...healthPolicy, policyId: 'h2', insurer: 'Care', renewalDate: null };
    const groups = groupPolicies(policyRows([motorPolicy, second, healthPolicy, termPolicy], none));
    expect(groups.map((group) => group.kind)).toEqual(['term_life', 'health', 'motor']);
    const health = groups[1]!;
    // Dated renewals first, then the undated one.
    expect(health.policies.map((row) => row.insurer)).toEqual(['Star Health', 'Care']);
    expect(health.cover).toBe(10_00_000_00);
    // ₹1,500 a month, twice: ₹36,000 a year.
    expect(health.yearlyPremium).toBe(36_000_00);
  });
});

describe('renewalsDue', () => {
  it('lists the premiums due within a month or past, soonest first', () => {
    const rows = policyRows([termPolicy, healthPolicy, motorPolicy], none);
    expect(renewalsDue(rows, '2026-11-24').map((row) => row.policyId)).toEqual([MOTOR, HEALTH]);
    expect(renewalsDue(rows, '2026-10-01')).toEqual([]);
  });
});
