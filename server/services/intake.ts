import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../api/audit';
import type { Orm } from '../db/database';
import { userProfiles } from '../db/schema';
import { addNotification } from '../modules/notifications/store';
import type { Profile } from './profiles';
import { TRACKS, USER_TYPES } from './tracks';

// The practice's intake (issue 10): an investor who signs up without an invitation becomes the
// client of the intake adviser, INTAKE_ADVISOR_EMAIL (server/env.ts), so that someone verifies
// their KYC. An invitation wins (server/modules/crm/invitations.ts runs first). Without an intake
// adviser (production with the variable unset, or one whose profile is missing, not an adviser,
// not yet verified, frozen or erased) the investor waits unassigned: /process says an adviser
// will be assigned, and a later call while they are still at KYC assigns them once the intake
// adviser can take clients (server/services/profiles.ts).

export interface IntakeAdviser {
  sub: string;
  name: string | null;
}

/** The active adviser profile with that e-mail address (the oldest, should there be two). */
export async function intakeAdviserOf(
  orm: Orm,
  email: string | null,
): Promise<IntakeAdviser | undefined> {
  if (!email) return undefined;
  const [adviser] = await orm
    .select({ sub: userProfiles.sub, name: userProfiles.name })
    .from(userProfiles)
    .where(
      and(
        sql`lower(${userProfiles.email}) = ${email.toLowerCase()}`,
        eq(userProfiles.userType, USER_TYPES.advisor),
        eq(userProfiles.track, TRACKS.active),
        isNull(userProfiles.erasedAt),
      ),
    )
    .orderBy(asc(userProfiles.createdAt), asc(userProfiles.sub))
    .limit(1);
  return adviser;
}

/**
 * Makes an investor without an adviser the intake adviser's client, on the caller's transaction:
 * the profile, an audit entry and an in-app notice to the adviser. True when it did; an investor
 * who has an adviser (an accepted invitation) keeps them.
 */
export async function assignIntakeAdviser(
  tx: Orm,
  investor: Profile,
  adviser: IntakeAdviser,
  now = new Date(),
): Promise<boolean> {
  if (investor.userType !== USER_TYPES.investor || investor.erasedAt) return false;
  const [assigned] = await tx
    .update(userProfiles)
    .set({ advisorSub: adviser.sub, updatedAt: now })
    .where(and(eq(userProfiles.sub, investor.sub), isNull(userProfiles.advisorSub)))
    .returning({ sub: userProfiles.sub });
  if (!assigned) return false;
  const adviserName = adviser.name?.trim() || 'the intake adviser';
  // No request made this change: the intake rule did (role 'system'), on the adviser's behalf,
  // so the investor's "your adviser's actions" names who took them on.
  await recordAudit(tx, {
    at: now,
    actorSub: adviser.sub,
    actorRole: 'system',
    subjectSub: investor.sub,
    method: 'SYSTEM',
    route: 'intake',
    path: 'intake',
    entity: 'profile',
    entityId: investor.sub,
    action: `Assigned to ${adviserName}, the practice’s intake adviser`,
    status: 200,
  });
  const who = investor.name?.trim() || investor.email || investor.phone || 'A new investor';
  await addNotification(tx, {
    recipientSub: adviser.sub,
    kind: 'intake-client',
    title: `New client: ${who}`,
    body: `${who} signed up without an invitation and is your client as the practice’s intake adviser. They start onboarding with KYC; it comes to your verification queue once sent.`,
    link: '/advisor/advisoruserstatus',
    at: now,
  });
  return true;
}
