import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { auditLog, userProfiles } from '../../db/schema';
import { modelAssignments, modelPortfolios } from '../research/tables';
import { riskProfileOverrides, riskProfiles } from '../risk-profile/tables';

// Investor details' own reads (issue 15, Deliver 3): what no other module answers for one client
// (every risk profile and override, the KYC's audited steps, the adviser's actions on them,
// the client's model assignments and family). The callers have checked the client is the
// adviser's own.

/** Every questionnaire of the investor and every override of them, newest first. */
export async function riskHistoryRows(orm: Orm, investorSub: string) {
  const profiles = await orm
    .select({
      id: riskProfiles.id,
      category: riskProfiles.category,
      takenAt: riskProfiles.takenAt,
    })
    .from(riskProfiles)
    .where(eq(riskProfiles.investorSub, investorSub))
    .orderBy(desc(riskProfiles.id));
  const overrides =
    profiles.length === 0
      ? []
      : await orm
          .select({
            id: riskProfileOverrides.id,
            profileId: riskProfileOverrides.profileId,
            category: riskProfileOverrides.category,
            reason: riskProfileOverrides.reason,
            advisorSub: riskProfileOverrides.advisorSub,
            advisorName: userProfiles.name,
            createdAt: riskProfileOverrides.createdAt,
          })
          .from(riskProfileOverrides)
          .innerJoin(userProfiles, eq(userProfiles.sub, riskProfileOverrides.advisorSub))
          .where(
            inArray(
              riskProfileOverrides.profileId,
              profiles.map((row) => row.id),
            ),
          )
          .orderBy(desc(riskProfileOverrides.id));
  return { profiles, overrides };
}

/** The KYC's audited steps about the investor (not the drafts they saved), newest first. */
export function kycAuditRows(orm: Orm, investorSub: string) {
  return orm
    .select({
      at: auditLog.at,
      action: auditLog.action,
      actorSub: auditLog.actorSub,
      actorName: userProfiles.name,
    })
    .from(auditLog)
    .leftJoin(userProfiles, eq(userProfiles.sub, auditLog.actorSub))
    .where(
      and(
        eq(auditLog.entity, 'kyc'),
        or(eq(auditLog.subjectSub, investorSub), eq(auditLog.actorSub, investorSub)),
        ne(auditLog.action, 'Saved the KYC draft'),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(50);
}

/** The adviser's own audited actions on the client, newest first, paged by id. */
export function advisorActionsOn(
  orm: Orm,
  advisorSub: string,
  investorSub: string,
  page: { limit: number; before?: number | undefined },
) {
  const whose = and(eq(auditLog.actorSub, advisorSub), eq(auditLog.subjectSub, investorSub));
  return orm
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
    })
    .from(auditLog)
    .where(page.before === undefined ? whose : and(whose, lt(auditLog.id, page.before)))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}

/** The client's live assignments to this adviser's model portfolios. */
export function assignmentsOf(orm: Orm, advisorSub: string, investorSub: string) {
  return orm
    .select({
      model: modelPortfolios,
      assignedVersion: modelAssignments.version,
      assignedAt: modelAssignments.assignedAt,
    })
    .from(modelAssignments)
    .innerJoin(modelPortfolios, eq(modelPortfolios.modelId, modelAssignments.modelId))
    .where(
      and(
        eq(modelAssignments.investorSub, investorSub),
        isNull(modelAssignments.removedAt),
        eq(modelPortfolios.advisorSub, advisorSub),
      ),
    )
    .orderBy(asc(modelPortfolios.name));
}

export interface FamilyMemberRow {
  familyId: string;
  familyName: string;
  investorSub: string;
  name: string | null;
  role: string;
}

/**
 * The client's family, with every member, if this adviser grouped them in one (tables of
 * migration 0022; the families module owns the writes). Raw SQL: its drizzle mirror is that
 * module's.
 */
export async function familyRowsOf(
  orm: Orm,
  advisorSub: string,
  investorSub: string,
): Promise<FamilyMemberRow[]> {
  const result = await orm.execute(sql`
    SELECT f.family_id::text AS family_id, f.name AS family_name, m.investor_sub, p.name, m.role
    FROM family_members own
    JOIN families f ON f.family_id = own.family_id AND f.advisor_sub = ${advisorSub}
    JOIN family_members m ON m.family_id = f.family_id
    JOIN ${userProfiles} p ON p.sub = m.investor_sub
    WHERE own.investor_sub = ${investorSub}
    ORDER BY (m.role = 'head') DESC, p.name, m.investor_sub`);
  return (result as { rows: FamilyRaw[] }).rows.map((row) => ({
    familyId: row.family_id,
    familyName: row.family_name,
    investorSub: row.investor_sub,
    name: row.name,
    role: row.role,
  }));
}

interface FamilyRaw {
  family_id: string;
  family_name: string;
  investor_sub: string;
  name: string | null;
  role: string;
}
