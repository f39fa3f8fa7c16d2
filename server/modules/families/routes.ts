import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import {
  familyAnswer,
  familyCreateBody,
  familyDeletedAnswer,
  familyDetailAnswer,
  familyListAnswer,
  familyUpdateBody,
} from './schema';
import { createFamily, familyDetail, familyList, removeFamily, updateFamily } from './service';

const TAG = 'Families';

const familyParam = z.object({
  familyId: z.uuid({ error: 'A family id is a UUID' }).meta({ description: 'The family’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such family among yours' } as const;
const PROBLEMS = {
  400: 'Invalid input named by field: no members, a client twice, a name too long',
  409:
    'A client already in another family (`already_in_family`, at `members.N.investorId`), a ' +
    'name you use for another family (`name_taken`), or the id is taken (`family_exists`)',
  422: 'A member who is not your client (`not_your_client`, at `members.N.investorId`)',
} as const;

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/**
 * Families of clients (issue 15, Deliver 4): the adviser groups their own clients into
 * households (a client in at most one) and sees each family's consolidated holdings,
 * allocation, the overlap between members and their goals together, and prints it as a report.
 */
export const familiesRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/families',
    operationId: 'listFamilies',
    summary: 'The adviser’s families with their members and combined value',
    tag: TAG,
    access: ['A'],
    response: { description: 'The families, by name', schema: familyListAnswer },
    handler: ({ caller, deps }) => familyList(deps.db, caller),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/families',
    operationId: 'createFamily',
    summary: 'Groups some of the adviser’s clients into a family',
    description:
      'The id is made by the client, so a create replayed from a device’s outbox makes one ' +
      'family. Every member must be the caller’s client and in no other family.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: familyCreateBody,
    problems: PROBLEMS,
    response: { status: 201, description: 'The new family', schema: familyAnswer },
    handler: async ({ caller, body, tx }) => {
      const family = await createFamily(tx, caller.sub, body, now());
      return {
        status: 201,
        body: family,
        audit: {
          entity: 'family',
          entityId: family.familyId,
          action: `Made the family ${family.name} (${membersText(family.members.length)})`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/families/:familyId',
    operationId: 'getFamily',
    summary: 'One family: consolidated holdings, allocation, overlap, goals and totals',
    description:
      'Each member’s paper account at the latest close (a member without one counts with ' +
      'nothing held, `hasAccount: false`). The overlap of two members is Σ min(weight in a, ' +
      'weight in b) over the stocks both hold, weights being shares of each one’s holdings value.',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    params: familyParam,
    problems: NOT_FOUND,
    response: { description: 'The family view', schema: familyDetailAnswer },
    handler: ({ caller, params, deps }) => familyDetail(deps.db, caller, params.familyId),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/families/:familyId',
    operationId: 'updateFamily',
    summary: 'Renames the family and sets its members',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: familyParam,
    body: familyUpdateBody,
    problems: { ...NOT_FOUND, ...PROBLEMS },
    response: { status: 200, description: 'The family', schema: familyAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const family = await updateFamily(tx, caller.sub, params.familyId, body, now());
      return {
        status: 200,
        body: family,
        audit: {
          entity: 'family',
          entityId: family.familyId,
          action: `Changed the family ${family.name} (${membersText(family.members.length)})`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/advisor/families/:familyId',
    operationId: 'deleteFamily',
    summary: 'Deletes the family (its clients stay yours)',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'required',
    params: familyParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: familyDeletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const { name, ...deleted } = await removeFamily(tx, caller.sub, params.familyId);
      return {
        status: 200,
        body: deleted,
        audit: {
          entity: 'family',
          entityId: params.familyId,
          action: `Deleted the family ${name}`,
        },
      };
    },
  }),
];
