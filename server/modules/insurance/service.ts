import {
  POLICIES_MAX,
  POLICY_KIND_LABELS,
  type Insurance,
  type NeedsInputs,
  type Policy,
  type PolicyCreate,
  type PolicyUpdate,
} from '../../../src/features/insurance/model/contract';
import { istDay } from '../../../src/features/calendar/model/events';
import { nextPremiumDue } from '../../../src/features/calendar/model/premium-schedule';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { ownClientOf, type Profile } from '../../services/profiles';
import {
  deletePolicy,
  insertPolicy,
  lockOwner,
  needsRow,
  ownDocumentIds,
  ownPolicy,
  policyById,
  policyCount,
  policyRows,
  replacePolicy,
  saveNeedsRow,
  type PolicyValues,
} from './store';
import type { PolicyRow } from './tables';

// Insurance (issue 18, Deliver 3): an investor's policies and the inputs of their needs
// calculator, made, changed and deleted by the investor only (anyone else's policy is 404) and
// read by their adviser. The checks the contract's shapes cannot make are here: the documents a
// policy names are the owner's own (422 by field), at most POLICIES_MAX policies (409), a
// policy id taken by someone else (409). The needs themselves are computed on the device by the
// pure src/features/insurance/model/needs.ts from the inputs answered here.

export const notFound = () => new ApiError(404, 'not_found', 'No such policy among your insurance');

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

/** "the term life policy from HDFC Life": how the audit log and messages name a policy. */
export const policyName = (policy: Pick<PolicyRow, 'kind' | 'insurer'>): string =>
  `the ${POLICY_KIND_LABELS[policy.kind].toLowerCase()} policy from ${policy.insurer}`;

/**
 * The renewal date as of `today` (IST): "the next premium due", so a periodic premium's date that
 * has passed is rolled forward by whole periods from the start date (the calendar's rule,
 * src/features/calendar/model/premium-schedule.ts). The stored date is left as it was saved.
 */
export function renewalAsOf(
  row: Pick<PolicyRow, 'frequency' | 'startDate' | 'renewalDate'>,
  today: string,
): string | null {
  if (row.renewalDate === null || row.renewalDate >= today || row.frequency === 'single') {
    return row.renewalDate;
  }
  return nextPremiumDue(row, today) ?? row.renewalDate;
}

export function policyAnswer(row: PolicyRow, now: Date): Policy {
  return {
    policyId: row.policyId,
    kind: row.kind,
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    sumAssured: row.sumAssured,
    premium: row.premium,
    frequency: row.frequency,
    startDate: row.startDate,
    renewalDate: renewalAsOf(row, istDay(now)),
    nominees: row.nominees.map(({ name, relation, sharePct }) => ({ name, relation, sharePct })),
    documentIds: [...row.documentIds],
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
    isDemo: row.isDemo,
  };
}

/** GET /api/investor/insurance: the investor's policies and saved needs inputs. */
export async function insuranceOf(orm: Orm, sub: string, now: Date): Promise<Insurance> {
  const rows = await policyRows(orm, sub);
  const needs = await needsRow(orm, sub);
  return {
    policies: rows.map((row) => policyAnswer(row, now)),
    needsInputs: needs?.inputs ?? null,
    asOf: now.toISOString(),
  };
}

/** GET /api/advisor/investors/{investorId}/insurance: a client's, read only; others are 404. */
export async function clientInsurance(
  orm: Orm,
  advisor: Profile,
  investorId: string,
  now: Date,
): Promise<Insurance> {
  const investor = await ownClientOf(orm, advisor, investorId);
  return insuranceOf(orm, investor.sub, now);
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The policy's columns from a write's body: empty notes are none. */
function valuesOf(body: PolicyUpdate): Omit<PolicyValues, 'policyId'> {
  return {
    kind: body.kind,
    insurer: body.insurer,
    policyNumber: body.policyNumber,
    sumAssured: body.sumAssured,
    premium: body.premium,
    frequency: body.frequency,
    startDate: body.startDate,
    renewalDate: body.renewalDate,
    nominees: body.nominees.map(({ name, relation, sharePct }) => ({ name, relation, sharePct })),
    documentIds: [...body.documentIds],
    notes: body.notes === null || body.notes === '' ? null : body.notes,
  };
}

/** Every document a policy names is one of the owner's own (422 at each one that is not). */
async function checkDocuments(tx: Orm, sub: string, documentIds: readonly string[]) {
  const own = await ownDocumentIds(tx, sub, documentIds);
  const strangers = documentIds.flatMap((id, index) => (own.has(id) ? [] : [index]));
  if (strangers.length === 0) return;
  const detail = 'No such document among yours: attach one you uploaded';
  throw new ApiError(
    422,
    'not_your_document',
    strangers.length === 1
      ? `Document ${strangers[0]! + 1} is not one of your documents`
      : `Documents ${strangers.map((index) => index + 1).join(', ')} are not your documents`,
    {},
    strangers.map((index) => fieldError(`documentIds.${index}`, detail)),
  );
}

export interface Created {
  policy: Policy;
  /** The id was already this investor's policy: a create sent again, nothing written. */
  already: boolean;
  name: string;
}

/**
 * POST /api/investor/insurance/policies. The id is the client's: a create sent again after its
 * idempotency record is gone (24 hours) finds its policy and answers it as it is now, so an
 * outbox replay never makes a second one. An id that is someone else's policy is 409.
 */
export async function createPolicy(
  tx: Orm,
  sub: string,
  body: PolicyCreate,
  now: Date,
): Promise<Created> {
  await lockOwner(tx, sub);
  const existing = await policyById(tx, body.policyId);
  if (existing) {
    if (existing.investorSub === sub) {
      return { policy: policyAnswer(existing, now), already: true, name: policyName(existing) };
    }
    const detail = 'A policy with this id exists already: make a new id';
    throw new ApiError(409, 'policy_exists', detail, {}, [fieldError('policyId', detail)]);
  }
  if ((await policyCount(tx, sub)) >= POLICIES_MAX) {
    throw new ApiError(
      409,
      'policy_limit',
      `You have ${POLICIES_MAX} policies, the most there can be: delete one to add another`,
    );
  }
  await checkDocuments(tx, sub, body.documentIds);
  const row = await insertPolicy(tx, sub, { policyId: body.policyId, ...valuesOf(body) }, now);
  return { policy: policyAnswer(row, now), already: false, name: policyName(row) };
}

/** PUT /api/investor/insurance/policies/{policyId}: the whole policy as it should be. */
export async function updatePolicy(
  tx: Orm,
  sub: string,
  policyId: string,
  body: PolicyUpdate,
  now: Date,
): Promise<{ policy: Policy; name: string }> {
  if (!(await ownPolicy(tx, sub, policyId, true))) throw notFound();
  await checkDocuments(tx, sub, body.documentIds);
  const row = await replacePolicy(tx, policyId, valuesOf(body), now);
  return { policy: policyAnswer(row, now), name: policyName(row) };
}

/** DELETE /api/investor/insurance/policies/{policyId}. */
export async function removePolicy(
  tx: Orm,
  sub: string,
  policyId: string,
): Promise<{ name: string }> {
  const row = await ownPolicy(tx, sub, policyId, true);
  if (!row) throw notFound();
  await deletePolicy(tx, policyId);
  return { name: policyName(row) };
}

/** PUT /api/investor/insurance/needs: the calculator's inputs, saved as they are. */
export async function saveNeeds(
  tx: Orm,
  sub: string,
  inputs: NeedsInputs,
  now: Date,
): Promise<NeedsInputs> {
  return (await saveNeedsRow(tx, sub, inputs, now)).inputs;
}
