import { z } from 'zod';
import { POLICIES_MAX } from '../../../src/features/insurance/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import {
  insuranceAnswer,
  needsInputsBody,
  policyAnswer,
  policyCreateBody,
  policyDeletedAnswer,
  policyUpdateBody,
} from './schema';
import {
  clientInsurance,
  createPolicy,
  insuranceOf,
  removePolicy,
  saveNeeds,
  updatePolicy,
} from './service';

const TAG = 'Insurance';

const policyParam = z.object({
  policyId: z.uuid({ error: 'A policy id is a UUID' }).meta({ description: 'The policy’s id' }),
});
const investorParam = z.object({
  investorId: z
    .string()
    .min(1, 'Name the client')
    .max(200, 'Name the client')
    .meta({ description: 'The client’s user id (sub)' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such policy among your insurance' } as const;
const BAD_FIELD =
  'A field the contract refuses, named by field: a kind or frequency not in the list, a sum ' +
  'assured under ₹1,000, nominees’ shares that do not add up to 100 %, a renewal before the start';
const NOT_YOURS_DOCUMENT =
  'A document that is not one of yours (`not_your_document`, at `documentIds.N`)';

/**
 * Insurance (issue 18, Deliver 3): the investor's policies (term life, health, critical illness,
 * personal accident, motor, home) with their nominees and documents, and the inputs of the needs
 * calculator, which the device runs (src/features/insurance/model/needs.ts). The adviser reads
 * their clients' and changes nothing.
 */
export const insuranceRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/insurance',
    operationId: 'getInsurance',
    summary: 'The investor’s policies and the needs calculator’s saved inputs',
    description:
      '`needsInputs` is null until the investor saves the calculator once. `asOf` is when the ' +
      'answer was made (the screen shows it when it opens from the cache).',
    tag: TAG,
    access: ['I'],
    response: { description: 'The policies and needs inputs', schema: insuranceAnswer },
    handler: ({ caller, deps }) => insuranceOf(deps.db.orm, caller.sub, now()),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/insurance/policies',
    operationId: 'createInsurancePolicy',
    summary: `Records a policy the investor holds (at most ${POLICIES_MAX})`,
    description:
      'The id is made by the client, so a create replayed from a device’s outbox makes one ' +
      'policy: the same id sent again answers the policy as it is. Documents are the ' +
      'investor’s own uploads (`GET /api/investor/documents`).',
    tag: TAG,
    access: ['I'],
    idempotency: 'required',
    body: policyCreateBody,
    problems: {
      400: BAD_FIELD,
      409: `${POLICIES_MAX} policies already (\`policy_limit\`), or the id is another’s (\`policy_exists\`)`,
      422: NOT_YOURS_DOCUMENT,
    },
    response: { status: 201, description: 'The policy', schema: policyAnswer },
    handler: async ({ caller, body, tx }) => {
      const { policy, already, name } = await createPolicy(tx, caller.sub, body, now());
      return {
        status: 201,
        body: policy,
        audit: {
          entity: 'insurance_policy',
          entityId: policy.policyId,
          action: already ? `Sent ${name} again: it was recorded already` : `Added ${name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/insurance/policies/:policyId',
    operationId: 'updateInsurancePolicy',
    summary: 'Sets the whole policy: kind, insurer, cover, premium, dates, nominees, documents',
    description: 'It states the result, so a replay leaves the same policy.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: policyParam,
    body: policyUpdateBody,
    problems: { 400: BAD_FIELD, ...NOT_FOUND, 422: NOT_YOURS_DOCUMENT },
    response: { status: 200, description: 'The policy as changed', schema: policyAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const { policy, name } = await updatePolicy(tx, caller.sub, params.policyId, body, now());
      return {
        status: 200,
        body: policy,
        audit: { entity: 'insurance_policy', entityId: policy.policyId, action: `Changed ${name}` },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/insurance/policies/:policyId',
    operationId: 'deleteInsurancePolicy',
    summary: 'Deletes a policy from the investor’s records (its documents stay)',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: policyParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: policyDeletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const { name } = await removePolicy(tx, caller.sub, params.policyId);
      return {
        status: 200,
        body: { policyId: params.policyId, deleted: true },
        audit: { entity: 'insurance_policy', entityId: params.policyId, action: `Deleted ${name}` },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/insurance/needs',
    operationId: 'saveInsuranceNeeds',
    summary: 'Saves the needs calculator’s inputs: income, expenses, loans, dependants, covers',
    description:
      'The whole set, as the calculator last had it (a replay leaves the same). The needs are ' +
      'computed from them on the device; existing covers are what the investor says they hold ' +
      '(the form offers the sums of their term life and health policies).',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: needsInputsBody,
    problems: { 400: 'An input out of its range, named by field' },
    response: { status: 200, description: 'The inputs as saved', schema: needsInputsBody },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await saveNeeds(tx, caller.sub, body, now()),
      audit: {
        entity: 'insurance_needs',
        entityId: caller.sub,
        action: 'Saved the inputs of the insurance needs calculator',
      },
    }),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:investorId/insurance',
    operationId: 'getClientInsurance',
    summary: 'One of the adviser’s clients’ policies and needs inputs (read only)',
    description:
      'The same answer the client’s own insurance screen reads. Anyone who is not the caller’s ' +
      'client is 404.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    params: investorParam,
    problems: { 404: 'No such investor among yours' },
    response: { description: 'The client’s policies and needs inputs', schema: insuranceAnswer },
    handler: ({ caller, params, deps }) =>
      clientInsurance(deps.db.orm, caller, params.investorId, now()),
  }),
];
