import {
  policyUpdateSchema,
  type Nominee,
  type PolicyKind,
  type PolicyUpdate,
  type PremiumFrequency,
} from './contract';
import { issuesByField, paiseToText, readRupees, readWhole } from './form-text';

// The policy dialog's state as typed, and the request body it becomes: checked here as the
// server checks (the contract's own schema, so the messages are the same) before anything is
// sent. Field errors are keyed by the body's dotted paths (`nominees.1.sharePct`), which are
// also the server's, so a refusal's messages land at the same fields.

export interface NomineeDraft {
  name: string;
  relation: string;
  /** Whole percent as typed. */
  share: string;
}

export interface PolicyFormState {
  kind: PolicyKind;
  insurer: string;
  policyNumber: string;
  /** Rupees as typed ("50,00,000"). */
  sumAssured: string;
  premium: string;
  frequency: PremiumFrequency;
  startDate: string;
  renewalDate: string;
  nominees: NomineeDraft[];
  documentIds: string[];
  notes: string;
}

export type PolicyFormErrors = Record<string, string>;

export const newPolicyForm = (): PolicyFormState => ({
  kind: 'term_life',
  insurer: '',
  policyNumber: '',
  sumAssured: '',
  premium: '',
  frequency: 'yearly',
  startDate: '',
  renewalDate: '',
  nominees: [],
  documentIds: [],
  notes: '',
});

/** The form filled from a policy, to edit it. */
export function policyToForm(policy: PolicyUpdate): PolicyFormState {
  return {
    kind: policy.kind,
    insurer: policy.insurer,
    policyNumber: policy.policyNumber ?? '',
    sumAssured: paiseToText(policy.sumAssured),
    premium: paiseToText(policy.premium),
    frequency: policy.frequency,
    startDate: policy.startDate,
    renewalDate: policy.renewalDate ?? '',
    nominees: policy.nominees.map((nominee) => ({
      name: nominee.name,
      relation: nominee.relation,
      share: String(nominee.sharePct),
    })),
    documentIds: [...policy.documentIds],
    notes: policy.notes ?? '',
  };
}

/** A new nominee row: the share left over, so one nominee starts at 100 %. */
export function addNominee(nominees: readonly NomineeDraft[]): NomineeDraft[] {
  const used = nominees.reduce((sum, nominee) => sum + (Number(nominee.share) || 0), 0);
  const left = Math.max(0, 100 - used);
  return [...nominees, { name: '', relation: '', share: left > 0 ? String(left) : '' }];
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The body to send, or the errors by field path. */
export function readPolicyForm(
  state: PolicyFormState,
): { body: PolicyUpdate } | { errors: PolicyFormErrors } {
  const errors: PolicyFormErrors = {};
  const sumAssured = readRupees(state.sumAssured);
  if (sumAssured === null) errors.sumAssured = 'Give the sum assured';
  else if (Number.isNaN(sumAssured))
    errors.sumAssured = 'Enter an amount in rupees, such as 50,00,000';
  const premium = readRupees(state.premium);
  if (premium === null) errors.premium = 'Give the premium';
  else if (Number.isNaN(premium)) errors.premium = 'Enter an amount in rupees, such as 12,500';
  if (state.startDate === '') errors.startDate = 'Give the date the policy started';
  const nominees: Nominee[] = state.nominees.map((nominee, index) => {
    const share = readWhole(nominee.share);
    if (share === null) errors[`nominees.${index}.sharePct`] = 'Give the nominee’s share';
    else if (Number.isNaN(share))
      errors[`nominees.${index}.sharePct`] = 'A whole percent, 1 to 100';
    return { name: nominee.name, relation: nominee.relation, sharePct: share ?? 0 };
  });
  const body = {
    kind: state.kind,
    insurer: state.insurer,
    policyNumber: optional(state.policyNumber),
    sumAssured: sumAssured ?? 0,
    premium: premium ?? 0,
    frequency: state.frequency,
    startDate: state.startDate,
    renewalDate: optional(state.renewalDate),
    nominees,
    documentIds: state.documentIds,
    notes: optional(state.notes),
  };
  const parsed = policyUpdateSchema.safeParse(body);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issuesByField(parsed.error.issues))) {
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/** The server's field errors where the form shows them: a nominee's own, or the list's, or a field's. */
export function placePolicyErrors(byField: Readonly<Record<string, string>>): PolicyFormErrors {
  const errors: PolicyFormErrors = {};
  for (const [field, detail] of Object.entries(byField)) {
    const key = /^nominees\.\d+\.(name|relation|sharePct)$/.test(field)
      ? field
      : field.startsWith('nominees')
        ? 'nominees'
        : field.startsWith('documentIds')
          ? 'documentIds'
          : field;
    errors[key] ??= detail;
  }
  return errors;
}
