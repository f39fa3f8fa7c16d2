import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../app-env';
import type { Orm } from '../db/database';
import { batchedPerDatabase } from '../db/batched-read';
import { preparedPerDatabase } from '../db/prepared';
import { ApiError } from '../errors';
import { userProfiles } from '../db/schema';
import { acceptInvitation } from '../modules/crm/invitations';
import { assignIntakeAdviser, intakeAdviserOf } from './intake';
import {
  INITIAL_TRACK,
  isUserType,
  SEBI_REGISTRATION,
  TRACKS,
  USER_TYPES,
  type Track,
  type UserType,
} from './tracks';

/** A user's profile row: the server's truth about their role, track and advisor. */
export type Profile = typeof userProfiles.$inferSelect;

/** GET /api/user/profile and the other profile answers (the identity contract). */
export interface ProfileView {
  sub: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  userType: UserType;
  track: Track;
  advisor: { id: string; name: string | null } | null;
}

export interface InvestorSummary {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  track: Track;
}

// A claim that is missing or of the wrong type counts as absent.
const optionalText = z.string().min(1).optional().catch(undefined);
const claimsSchema = z.object({
  email: optionalText,
  phone_number: optionalText,
  name: optionalText,
  'custom:user_type': optionalText,
  'custom:sebi_reg': optionalText,
  email_verified: z.boolean().optional().catch(undefined),
  auth_time: z.number().optional().catch(undefined),
  iat: z.number().optional().catch(undefined),
});

/**
 * A token the account no longer accepts (issue 11, Deliver 8): one signed in before the last
 * "sign out on every device" (auth_time, which Cognito keeps across refreshes), or any token of
 * an erased account. Checked before the profile follows the token, so a stale token changes
 * nothing.
 */
export function refusedSession(
  profile: Pick<Profile, 'sessionsRevokedAt' | 'erasedAt'>,
  signedInAt: number | undefined,
): ApiError | undefined {
  if (profile.erasedAt) {
    return new ApiError(401, 'account_deleted', 'This account has been deleted');
  }
  const revoked = profile.sessionsRevokedAt;
  if (revoked && (signedInAt === undefined || signedInAt * 1000 <= revoked.getTime())) {
    return new ApiError(
      401,
      'session_revoked',
      'This session was signed out from another device: sign in again',
    );
  }
  return undefined;
}

/**
 * An investor who signed up while the practice had no intake adviser, still onboarding (KYC to
 * fill in or to verify). One past KYC without an adviser came another way and is left alone.
 */
const waitsForAdviser = (profile: Profile): boolean =>
  profile.userType === USER_TYPES.investor &&
  profile.advisorSub === null &&
  !profile.erasedAt &&
  (profile.track === TRACKS.kycPending || profile.track === TRACKS.kycInProcess);

// Every signed-in request reads its caller's profile: the requests that arrive together share
// one query (issue 11: the dashboard at 50 connections), each still seeing every write committed
// before it came (server/db/batched-read.ts).
const profilesBySubs = preparedPerDatabase((orm) =>
  orm
    .select()
    .from(userProfiles)
    .where(sql`${userProfiles.sub} = ANY(${sql.placeholder('subs')}::text[])`)
    .prepare('profiles_by_subs'),
);
const profileBySub = batchedPerDatabase(
  async (orm, subs: string[]) =>
    new Map((await profilesBySubs(orm).execute({ subs })).map((row) => [row.sub, row])),
);

/**
 * The caller's profile, created on their first authenticated call from the verified token:
 * the user type from custom:user_type (investor unless it says advisor), the starting track of
 * that type. Afterwards only the contact fields follow the token; type and track are the
 * server's (a user cannot promote themselves by changing an attribute). A new investor gets an
 * adviser: the one who invited them, else the intake adviser (`intakeAdvisorEmail`,
 * server/services/intake.ts); one left waiting is assigned on a later call once there is one.
 */
export async function profileFromToken(
  orm: Orm,
  user: AuthUser,
  intakeAdvisorEmail: string | null,
): Promise<Profile> {
  const claims = claimsSchema.parse(user.claims);
  const contact = {
    email: claims.email ?? null,
    phone: claims.phone_number ?? null,
    name: claims.name ?? null,
  };
  const find = () => profileBySub(orm, user.sub);
  let profile = await find();
  if (!profile) {
    const declared = claims['custom:user_type'];
    const userType = isUserType(declared) ? declared : USER_TYPES.investor;
    const registration = claims['custom:sebi_reg'];
    const sebiReg =
      userType === USER_TYPES.advisor && registration && SEBI_REGISTRATION.test(registration)
        ? registration
        : null;
    // A new investor invited by an adviser (issue 17) becomes their client, with the verified
    // address only (the invitation went to it); any other, the intake adviser's (issue 10). One
    // transaction: if either fails, the profile is not made either, so the next call tries again.
    await orm.transaction(async (tx: Orm) => {
      const [inserted] = await tx
        .insert(userProfiles)
        .values({ sub: user.sub, userType, track: INITIAL_TRACK[userType], sebiReg, ...contact })
        .onConflictDoNothing()
        .returning();
      if (!inserted || inserted.userType !== USER_TYPES.investor) return;
      if (claims.email_verified === true && (await acceptInvitation(tx, inserted))) return;
      const intake = await intakeAdviserOf(tx, intakeAdvisorEmail);
      if (intake) await assignIntakeAdviser(tx, inserted, intake);
    });
    profile = await find();
  }
  if (!profile) throw new Error(`The profile of ${user.sub} could not be created`);
  const refused = refusedSession(profile, claims.auth_time ?? claims.iat);
  if (refused) throw refused;
  if (waitsForAdviser(profile) && intakeAdvisorEmail) {
    const intake = await intakeAdviserOf(orm, intakeAdvisorEmail);
    const waiting = profile;
    if (intake && (await orm.transaction((tx: Orm) => assignIntakeAdviser(tx, waiting, intake)))) {
      profile = (await find()) ?? profile;
    }
  }
  const changed = (Object.keys(contact) as Array<keyof typeof contact>).some(
    (key) => profile[key] !== contact[key],
  );
  if (!changed) return profile;
  const [updated] = await orm
    .update(userProfiles)
    .set({ ...contact, updatedAt: sql`now()` })
    .where(eq(userProfiles.sub, user.sub))
    .returning();
  return updated ?? profile;
}

export async function profileView(orm: Orm, profile: Profile): Promise<ProfileView> {
  const [advisor] = profile.advisorSub
    ? await orm
        .select({ id: userProfiles.sub, name: userProfiles.name })
        .from(userProfiles)
        .where(eq(userProfiles.sub, profile.advisorSub))
    : [];
  const { sub, email, phone, name, userType, track } = profile;
  return { sub, email, phone, name, userType, track, advisor: advisor ?? null };
}

/** An advisor's investors, by name. */
export async function investorsOf(orm: Orm, advisor: Profile): Promise<InvestorSummary[]> {
  return orm
    .select({
      id: userProfiles.sub,
      name: userProfiles.name,
      email: userProfiles.email,
      phone: userProfiles.phone,
      track: userProfiles.track,
    })
    .from(userProfiles)
    .where(eq(userProfiles.advisorSub, advisor.sub))
    .orderBy(asc(userProfiles.name), asc(userProfiles.sub));
}

/** Ownership: one of the advisor's own investors, or undefined (answered as 404). */
export async function investorOf(
  orm: Orm,
  advisor: Profile,
  investorSub: string,
): Promise<Profile | undefined> {
  const [investor] = await orm
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.sub, investorSub), eq(userProfiles.advisorSub, advisor.sub)));
  return investor;
}

/**
 * One of the adviser's own clients, or a 404: another adviser's client, an erased account and an
 * unknown id are answered alike (the contract of every /api/advisor route naming an investor).
 */
export async function ownClientOf(
  orm: Orm,
  advisor: Profile,
  investorSub: string,
): Promise<Profile> {
  const investor = await investorOf(orm, advisor, investorSub);
  if (!investor || investor.erasedAt) {
    throw new ApiError(404, 'not_found', 'No such investor among yours');
  }
  return investor;
}

/** Ownership: an investor's records are their own; another id is answered as 404. */
export const ownProfile = (viewer: Profile, sub: string): Profile | undefined =>
  viewer.sub === sub ? viewer : undefined;

export type NewProfile = typeof userProfiles.$inferInsert;

/** Demo data (local mode): adds the profiles that are missing, leaves existing ones alone. */
export async function addMissingProfiles(orm: Orm, profiles: readonly NewProfile[]): Promise<void> {
  // One by one, in order: investors refer to advisors seeded before them.
  for (const profile of profiles) {
    await orm.insert(userProfiles).values(profile).onConflictDoNothing();
  }
}
