import type { NeedsInputs, PolicyCreate, PolicyUpdate } from './contract';

// Insurance writes still waiting in the outbox (made offline, or the server not answering), read
// back so the screen shows what the investor did: a new policy, an edit, a deletion, saved needs
// inputs. Each write names its policy in its path or body, so this needs no other state.

export const POLICIES_PATH = '/investor/insurance/policies';
export const NEEDS_PATH = '/investor/insurance/needs';

export const policyPath = (policyId: string) => `${POLICIES_PATH}/${encodeURIComponent(policyId)}`;

/** The outbox kinds of insurance writes. */
export const INSURANCE_WRITE_KINDS = {
  create: 'insurance-policy-create',
  update: 'insurance-policy-update',
  remove: 'insurance-policy-delete',
  needs: 'insurance-needs',
} as const;

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  kind: string;
  path: string;
  body?: unknown;
  state: string;
}

export interface PendingInsurance {
  /** Policies made on this device and not yet on the server, oldest first. */
  created: PolicyCreate[];
  /** The latest waiting edit of each policy (a PUT states the whole policy). */
  updated: Map<string, PolicyUpdate>;
  deleted: Set<string>;
  /** Needs inputs saved here and not yet sent (the latest). */
  needs: NeedsInputs | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const policyIdOf = (path: string): string | null => {
  if (!path.startsWith(`${POLICIES_PATH}/`)) return null;
  const rest = path.slice(POLICIES_PATH.length + 1);
  return rest === '' || rest.includes('/') ? null : decodeURIComponent(rest);
};

export function pendingInsurance(items: readonly WaitingWrite[]): PendingInsurance {
  const pending: PendingInsurance = {
    created: [],
    updated: new Map(),
    deleted: new Set(),
    needs: null,
  };
  for (const item of items) {
    if (item.state !== 'pending') continue;
    switch (item.kind) {
      case INSURANCE_WRITE_KINDS.create:
        if (item.path === POLICIES_PATH && isObject(item.body)) {
          pending.created.push(item.body as PolicyCreate);
        }
        break;
      case INSURANCE_WRITE_KINDS.update: {
        const policyId = policyIdOf(item.path);
        if (policyId && isObject(item.body))
          pending.updated.set(policyId, item.body as PolicyUpdate);
        break;
      }
      case INSURANCE_WRITE_KINDS.remove: {
        const policyId = policyIdOf(item.path);
        if (policyId) pending.deleted.add(policyId);
        break;
      }
      case INSURANCE_WRITE_KINDS.needs:
        if (item.path === NEEDS_PATH && isObject(item.body)) {
          pending.needs = item.body as NeedsInputs;
        }
        break;
    }
  }
  // A policy made and deleted before either was sent: nothing to show. One made and then edited
  // shows as made, with the edit (new objects: the bodies belong to the outbox).
  pending.created = pending.created
    .filter((policy) => !pending.deleted.has(policy.policyId))
    .map((policy) => {
      const edit = pending.updated.get(policy.policyId);
      if (!edit) return policy;
      pending.updated.delete(policy.policyId);
      return { ...policy, ...edit, policyId: policy.policyId };
    });
  return pending;
}
