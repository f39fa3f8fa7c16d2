import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { GOAL_TYPES } from '../../../domain/goal-types';

/**
 * The family office's API shapes (issue 15, Deliver 4), shared by the server, which validates
 * and documents with them (server/modules/families/schema.ts), and the client, which parses its
 * answers with them. Money is integer paise; shares and the overlap are fractions (0 to 1, as
 * the portfolio API's weights); days are YYYY-MM-DD. Adviser only; another adviser's family is
 * 404. A client belongs to at most one family.
 *
 * Paths:
 * - GET /api/advisor/families: the adviser's families, each with its members and value.
 * - POST /api/advisor/families (Idempotency-Key): a new family, 201; the id is the client's.
 * - GET /api/advisor/families/{familyId}: the family view (consolidated holdings, allocation,
 *   overlap between members, combined goals, totals) and the report header's facts.
 * - PUT /api/advisor/families/{familyId} (Idempotency-Key): its name and members.
 * - DELETE /api/advisor/families/{familyId} (Idempotency-Key): the family (not its clients).
 */

export const FAMILY_ROLES = ['head', 'spouse', 'child', 'parent', 'sibling', 'other'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];
export const FAMILY_ROLE_LABELS: Record<FamilyRole, string> = {
  head: 'Head',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
};

export const FAMILY_NAME_MAX = 80;
export const FAMILY_MEMBERS_MAX = 20;

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const paise = z.int();
const share = z.number();

export const familyMemberInputSchema = z.strictObject(
  {
    investorId: z
      .string({ error: 'Choose a client' })
      .check(z.minLength(1, 'Choose a client'), z.maxLength(200, 'Choose a client')),
    role: z.enum(FAMILY_ROLES, { error: `The role is one of ${FAMILY_ROLES.join(', ')}` }),
  },
  strictError,
);
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

const familyFields = {
  name: z
    .string({ error: 'Give the family a name' })
    .check(
      z.trim(),
      z.minLength(1, 'Give the family a name'),
      z.maxLength(FAMILY_NAME_MAX, `At most ${FAMILY_NAME_MAX} characters`),
    ),
  members: z.array(familyMemberInputSchema, { error: 'Choose the clients in the family' }).check(
    z.minLength(1, 'Choose at least one client'),
    z.maxLength(FAMILY_MEMBERS_MAX, `At most ${FAMILY_MEMBERS_MAX} clients in a family`),
    z.refine(
      (list) => new Set(list.map((member) => member.investorId)).size === list.length,
      'Each client once',
    ),
  ),
};

export const createFamilySchema = z.strictObject(
  {
    /** Made by the client, so a create replayed from the outbox makes one family. */
    familyId: z.uuid({ error: 'Expected an id (a UUID)' }),
    ...familyFields,
  },
  strictError,
);
export type CreateFamily = z.infer<typeof createFamilySchema>;

export const updateFamilySchema = z.strictObject(familyFields, strictError);
export type UpdateFamily = z.infer<typeof updateFamilySchema>;

export const familyMemberSchema = z.object({
  investorId: z.string(),
  name: z.nullable(z.string()),
  role: z.enum(FAMILY_ROLES),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** A family as written: the answer of POST and PUT. */
export const familySchema = z.object({
  familyId: z.string(),
  name: z.string(),
  members: z.array(familyMemberSchema),
  createdAt: instant,
  updatedAt: instant,
});
export type Family = z.infer<typeof familySchema>;

/** One member's money: holdings at the latest close and the paper account's cash. */
export const memberValueSchema = z.object({
  /** False when the client has no paper account yet: counted with nothing held. */
  hasAccount: z.boolean(),
  holdingsValue: paise,
  invested: paise,
  cash: paise,
  /** holdingsValue + cash. */
  value: paise,
  dayChange: paise,
});
export type MemberValue = z.infer<typeof memberValueSchema>;

export const familyTotalsSchema = z.object({
  holdingsValue: paise,
  invested: paise,
  cash: paise,
  /** holdingsValue + cash. */
  value: paise,
  dayChange: paise,
  /** The day's change against yesterday's holdings value, percent; null with nothing held. */
  dayChangePercent: z.nullable(z.number()),
  /** holdingsValue − invested. */
  unrealisedGain: paise,
});
export type FamilyTotals = z.infer<typeof familyTotalsSchema>;

export const familySummarySchema = z.object({
  ...familySchema.shape,
  members: z.array(z.object({ ...familyMemberSchema.shape, ...memberValueSchema.shape })),
  totals: familyTotalsSchema,
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

export const familyListSchema = z.object({
  families: z.array(familySummarySchema),
  /** The market day the values are of; null with no prices. */
  asOf: z.nullable(day),
  demo: z.boolean(),
});
export type FamilyList = z.infer<typeof familyListSchema>;

export const consolidatedHoldingSchema = z.object({
  exchange: z.string(),
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  size: z.string(),
  lastPrice: paise,
  quantity: z.int(),
  value: paise,
  invested: paise,
  dayChange: paise,
  /** Share of the family's holdings value. */
  weight: share,
  /** Who holds it: each member's quantity, value and share of this stock's family value. */
  holders: z.array(
    z.object({ investorId: z.string(), quantity: z.int(), value: paise, share: share }),
  ),
});
export type ConsolidatedHolding = z.infer<typeof consolidatedHoldingSchema>;

export const allocationSliceSchema = z.object({
  label: z.string(),
  value: paise,
  /** Share of the family's whole value (holdings and cash). */
  share: share,
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

export const allocationSchema = z.object({
  /** By the stocks' sector, largest first; shares of the whole value, so with cash they add to 1. */
  bySector: z.array(allocationSliceSchema),
  /** By SEBI's market-cap size (large, mid, small), in that order. */
  bySize: z.array(allocationSliceSchema),
  cash: allocationSliceSchema,
});
export type Allocation = z.infer<typeof allocationSchema>;

/**
 * Two members' holdings in common: the stocks both hold and the overlap, Σ over those stocks of
 * min(weight in a's holdings, weight in b's holdings) (cash left out): 0 when they share
 * nothing, 1 when their portfolios are the same mix.
 */
export const overlapPairSchema = z.object({
  a: z.string(),
  b: z.string(),
  common: z.array(z.string()),
  overlap: share,
});
export type OverlapPair = z.infer<typeof overlapPairSchema>;

export const familyGoalSchema = z.object({
  investorId: z.string(),
  goalId: z.string(),
  type: z.enum(GOAL_TYPES),
  name: z.string(),
  /** The target in today's money, and in money of the target date. */
  targetToday: paise,
  futureValue: paise,
  targetDate: day,
  /** Value today toward it, and its status and chance as the investor's goals list says. */
  value: paise,
  status: z.enum(['on-track', 'at-risk', 'off-track']),
  chance: z.number(),
  monthlySip: paise,
});
export type FamilyGoal = z.infer<typeof familyGoalSchema>;

export const goalTotalsSchema = z.object({
  count: z.int(),
  targetToday: paise,
  futureValue: paise,
  value: paise,
  monthlySip: paise,
  onTrack: z.int(),
  atRisk: z.int(),
  offTrack: z.int(),
});
export type GoalTotals = z.infer<typeof goalTotalsSchema>;

export const familyDetailSchema = z.object({
  ...familySummarySchema.shape,
  holdings: z.array(consolidatedHoldingSchema),
  allocation: allocationSchema,
  overlap: z.array(overlapPairSchema),
  goals: z.object({ items: z.array(familyGoalSchema), totals: goalTotalsSchema }),
  /** For the printed report's header. */
  advisor: z.object({ name: z.nullable(z.string()), sebiReg: z.nullable(z.string()) }),
  asOf: z.nullable(day),
  demo: z.boolean(),
});
export type FamilyDetail = z.infer<typeof familyDetailSchema>;

export const familyDeletedSchema = z.object({ familyId: z.string(), deleted: z.boolean() });
export type FamilyDeleted = z.infer<typeof familyDeletedSchema>;
