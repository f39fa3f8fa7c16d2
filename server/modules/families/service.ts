import type {
  CreateFamily,
  Family,
  FamilyDeleted,
  FamilyDetail,
  FamilyGoal,
  FamilyList,
  FamilySummary,
  UpdateFamily,
} from '../../../src/features/families/model/contract';
import {
  allocationOf,
  byHousehold,
  consolidateHoldings,
  familyTotalsOf,
  goalTotalsOf,
  memberValueOf,
  pairwiseOverlap,
  type MemberPortfolio,
} from '../../../src/features/families/model/consolidate';
import { archiveReader } from '../../archive/read/reader';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Database, Orm } from '../../db/database';
import { ownClientsAmong } from '../suggestions/store';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { goalsOf } from '../goals/service';
import { accountState } from '../portfolio/account-state';
import { asOfOf } from '../portfolio/holdings';
import {
  deleteFamily,
  familyExists,
  familyRows,
  insertFamily,
  lockAdvisor,
  membersOf,
  nameTaken,
  otherMemberships,
  ownFamily,
  renameFamily,
  setMembers,
  type MemberRecord,
} from './store';
import type { FamilyRow } from './tables';

// Families of clients (issue 15, Deliver 4): households the adviser groups their own clients
// into, each client in at most one, and the family view: every member's paper account added up
// (src/features/families/model/consolidate.ts for the maths) with their goals. Another adviser's
// family is 404; a member who is not the caller's client is 422 at its field; a client already in
// another family, or a name the adviser already uses, is 409.

export const notFound = () => new ApiError(404, 'not_found', 'No such family among yours');

// ---------------------------------------------------------------------------------------------
// Answers

function familyAnswer(row: FamilyRow, members: readonly MemberRecord[]): Family {
  return {
    familyId: row.familyId,
    name: row.name,
    members: byHousehold(
      members
        .filter((member) => member.familyId === row.familyId)
        .map(({ investorId, name, role }) => ({ investorId, name, role })),
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A member's paper account; one without an account counts with nothing held. */
async function portfolioOf(
  orm: Orm,
  investorId: string,
  snapshot: ArchiveSnapshot,
): Promise<MemberPortfolio> {
  try {
    const state = await accountState(orm, investorId, snapshot);
    return { investorId, hasAccount: true, cash: state.cash, items: state.holdings.items };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'no_paper_account') {
      return { investorId, hasAccount: false, cash: 0, items: [] };
    }
    throw error;
  }
}

async function summaryOf(
  orm: Orm,
  family: Family,
  snapshot: ArchiveSnapshot,
): Promise<{ summary: FamilySummary; portfolios: MemberPortfolio[] }> {
  const portfolios: MemberPortfolio[] = [];
  for (const member of family.members) {
    portfolios.push(await portfolioOf(orm, member.investorId, snapshot));
  }
  const values = portfolios.map(memberValueOf);
  return {
    summary: {
      ...family,
      members: family.members.map((member, index) => ({ ...member, ...values[index]! })),
      totals: familyTotalsOf(values),
    },
    portfolios,
  };
}

/** GET /api/advisor/families. */
export async function familyList(db: Database, advisor: Profile): Promise<FamilyList> {
  const rows = await familyRows(db.orm, advisor.sub);
  const members = await membersOf(
    db.orm,
    rows.map((row) => row.familyId),
  );
  const snapshot = await archiveReader(db).snapshot();
  const families: FamilySummary[] = [];
  for (const row of rows) {
    families.push((await summaryOf(db.orm, familyAnswer(row, members), snapshot)).summary);
  }
  return { families, asOf: asOfOf(snapshot).date, demo: snapshot.meta.demo };
}

/** Each member's goals as their own goals list answers them (plan, status, Monte Carlo chance). */
async function goalsOfMembers(orm: Orm, family: Family): Promise<FamilyGoal[]> {
  const items: FamilyGoal[] = [];
  for (const member of family.members) {
    const { goals } = await goalsOf(orm, member.investorId);
    for (const goal of goals) {
      items.push({
        investorId: member.investorId,
        goalId: goal.goalId,
        type: goal.type,
        name: goal.name,
        targetToday: goal.targetToday,
        futureValue: goal.plan.futureValue,
        targetDate: goal.targetDate,
        value: goal.progress.value,
        status: goal.progress.status,
        chance: goal.progress.chance,
        monthlySip: goal.monthlySip,
      });
    }
  }
  return items.sort(
    (a, b) => a.targetDate.localeCompare(b.targetDate) || a.name.localeCompare(b.name),
  );
}

/** GET /api/advisor/families/{familyId}: the family view. */
export async function familyDetail(
  db: Database,
  advisor: Profile,
  familyId: string,
): Promise<FamilyDetail> {
  const row = await ownFamily(db.orm, advisor.sub, familyId);
  if (!row) throw notFound();
  const family = familyAnswer(row, await membersOf(db.orm, [familyId]));
  const snapshot = await archiveReader(db).snapshot();
  const { summary, portfolios } = await summaryOf(db.orm, family, snapshot);
  const holdings = consolidateHoldings(portfolios);
  const goals = await goalsOfMembers(db.orm, family);
  return {
    ...summary,
    holdings,
    allocation: allocationOf(holdings, summary.totals.cash),
    overlap: pairwiseOverlap(portfolios),
    goals: { items: goals, totals: goalTotalsOf(goals) },
    advisor: { name: advisor.name, sebiReg: advisor.sebiReg },
    asOf: asOfOf(snapshot).date,
    demo: snapshot.meta.demo,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

const memberField = (index: number) => `members.${index}.investorId`;

const listOfNames = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * The checks the schema cannot make, in the write's transaction: every member the caller's own
 * client (422 by field), none in another family (409 by field), the name free (409).
 */
async function checkFamily(
  tx: Orm,
  advisorSub: string,
  familyId: string,
  body: UpdateFamily,
): Promise<void> {
  const ids = body.members.map((member) => member.investorId);
  const own = await ownClientsAmong(tx, advisorSub, ids);
  const strangers = ids.flatMap((id, index) => (own.has(id) ? [] : [index]));
  if (strangers.length > 0) {
    const detail = 'Not one of your clients: choose from your clients';
    throw new ApiError(
      422,
      'not_your_client',
      strangers.length === 1
        ? `Member ${strangers[0]! + 1} is not one of your clients`
        : `Members ${listOfNames(strangers.map((index) => String(index + 1)))} are not your clients`,
      {},
      strangers.map((index) => fieldError(memberField(index), detail)),
    );
  }
  const elsewhere = await otherMemberships(tx, ids, familyId);
  if (elsewhere.length > 0) {
    const errors: FieldError[] = [];
    const sentences: string[] = [];
    for (const taken of elsewhere) {
      const name = own.get(taken.investorId)?.name ?? 'This client';
      const where =
        taken.advisorSub === advisorSub ? `the family ${taken.familyName}` : 'another family';
      const sentence = `${name} is already in ${where}`;
      sentences.push(sentence);
      errors.push(
        fieldError(
          memberField(ids.indexOf(taken.investorId)),
          `${sentence}: a client belongs to one family`,
        ),
      );
    }
    throw new ApiError(
      409,
      'already_in_family',
      `${sentences.join('; ')}. A client belongs to one family: take them out of it first.`,
      {},
      errors,
    );
  }
  if (await nameTaken(tx, advisorSub, body.name, familyId)) {
    const detail = `You have a family called ${body.name.trim()} already: choose another name`;
    throw new ApiError(409, 'name_taken', detail, {}, [fieldError('name', detail)]);
  }
}

async function writtenFamily(tx: Orm, row: FamilyRow): Promise<Family> {
  return familyAnswer(row, await membersOf(tx, [row.familyId]));
}

/** POST /api/advisor/families. */
export async function createFamily(
  tx: Orm,
  advisorSub: string,
  body: CreateFamily,
  now: Date,
): Promise<Family> {
  await lockAdvisor(tx, advisorSub);
  if (await familyExists(tx, body.familyId)) {
    const detail = 'A family with this id exists already';
    throw new ApiError(409, 'family_exists', detail, {}, [fieldError('familyId', detail)]);
  }
  await checkFamily(tx, advisorSub, body.familyId, body);
  const row = await insertFamily(tx, {
    familyId: body.familyId,
    advisorSub,
    name: body.name.trim(),
    at: now,
  });
  await setMembers(tx, row.familyId, body.members, now);
  return writtenFamily(tx, row);
}

/** PUT /api/advisor/families/{familyId}: its name and exactly these members. */
export async function updateFamily(
  tx: Orm,
  advisorSub: string,
  familyId: string,
  body: UpdateFamily,
  now: Date,
): Promise<Family> {
  await lockAdvisor(tx, advisorSub);
  if (!(await ownFamily(tx, advisorSub, familyId))) throw notFound();
  await checkFamily(tx, advisorSub, familyId, body);
  const row = await renameFamily(tx, familyId, body.name.trim(), now);
  await setMembers(tx, familyId, body.members, now);
  return writtenFamily(tx, row);
}

/** DELETE /api/advisor/families/{familyId}: the family goes; its clients stay the adviser's. */
export async function removeFamily(
  tx: Orm,
  advisorSub: string,
  familyId: string,
): Promise<FamilyDeleted & { name: string }> {
  await lockAdvisor(tx, advisorSub);
  const row = await ownFamily(tx, advisorSub, familyId);
  if (!row) throw notFound();
  await deleteFamily(tx, familyId);
  return { familyId, deleted: true, name: row.name };
}
