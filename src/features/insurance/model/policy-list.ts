import {
  POLICY_KIND_LABELS,
  POLICY_KINDS,
  type Policy,
  type PolicyCreate,
  type PolicyKind,
} from './contract';
import type { PendingInsurance } from './pending-writes';
import { totalAnnualPremium } from './policies';

// The policies list as the screen shows it: the server's (or, offline, the saved answer) with
// the writes still waiting in the outbox laid over them, grouped by kind, each renewal marked
// when it is due soon or past. Client-only logic with no React; relative imports so the tests
// run it as it is.

/**
 * A premium due within this many days is "due soon": a month ahead leaves time to pay, and it
 * matches the 30-day grace period insurers give on yearly premiums (15 days on monthly ones).
 */
export const DUE_SOON_DAYS = 30;

export type Waiting = 'create' | 'update' | null;

export interface PolicyRow extends Omit<Policy, 'updatedAt'> {
  /** Made or changed on this device and not sent yet. */
  waiting: Waiting;
}

export type RenewalState = 'overdue' | 'due-soon' | 'later' | 'none';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function renewalState(renewalDate: string | null, today: string): RenewalState {
  if (renewalDate === null) return 'none';
  const days = daysBetween(today, renewalDate);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'due-soon' : 'later';
}

/** The server's policies with the waiting writes applied: edits laid over, deletions gone, new ones added. */
export function policyRows(
  policies: readonly Policy[],
  pending: Pick<PendingInsurance, 'created' | 'updated' | 'deleted'>,
): PolicyRow[] {
  const rows: PolicyRow[] = [];
  const known = new Set<string>();
  for (const { updatedAt: _updatedAt, ...policy } of policies) {
    known.add(policy.policyId);
    if (pending.deleted.has(policy.policyId)) continue;
    const edit = pending.updated.get(policy.policyId);
    rows.push(
      edit
        ? { ...policy, ...edit, policyId: policy.policyId, waiting: 'update' }
        : { ...policy, waiting: null },
    );
  }
  // A create already on the server (sent, its outbox item not cleared yet) shows once.
  for (const created of pending.created as readonly PolicyCreate[]) {
    if (!known.has(created.policyId)) rows.push({ ...created, isDemo: false, waiting: 'create' });
  }
  return rows;
}

export interface PolicyGroup {
  kind: PolicyKind;
  policies: PolicyRow[];
  /** Sum assured of the kind's policies, paise. */
  cover: number;
  /** Their premiums over a year (single premiums left out), paise. */
  yearlyPremium: number;
}

const byRenewal = (a: PolicyRow, b: PolicyRow): number => {
  if (a.renewalDate !== b.renewalDate) {
    if (a.renewalDate === null) return 1;
    if (b.renewalDate === null) return -1;
    return a.renewalDate < b.renewalDate ? -1 : 1;
  }
  return a.insurer.localeCompare(b.insurer, 'en-IN');
};

/** The rows by kind, in the contract's order of kinds; kinds with none left out. */
export function groupPolicies(rows: readonly PolicyRow[]): PolicyGroup[] {
  return POLICY_KINDS.flatMap((kind) => {
    const policies = rows.filter((row) => row.kind === kind).sort(byRenewal);
    if (policies.length === 0) return [];
    return [
      {
        kind,
        policies,
        cover: policies.reduce((sum, row) => sum + row.sumAssured, 0),
        yearlyPremium: totalAnnualPremium(policies),
      },
    ];
  });
}

/** Renewals due soon or past, soonest first: the screen's reminder line. */
export const renewalsDue = (rows: readonly PolicyRow[], today: string): PolicyRow[] =>
  rows
    .filter((row) => {
      const state = renewalState(row.renewalDate, today);
      return state === 'overdue' || state === 'due-soon';
    })
    .sort(byRenewal);

/** A policy in words, as headings and announcements name it: `Term life (LIC)`. */
export const policyName = (policy: Pick<PolicyRow, 'kind' | 'insurer'>) =>
  `${POLICY_KIND_LABELS[policy.kind]} (${policy.insurer})`;
