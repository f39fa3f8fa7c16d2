import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATION_DAYS, type Invitation } from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import type { Profile } from '../../services/profiles';
import { USER_TYPES } from '../../services/tracks';
import { sqlRunnerOf } from '../kyc/job-runner';
import type { NoticeSender } from '../kyc/decision-mail';
import { addNotification } from '../notifications/store';
import { leadNotFound, unprocessable } from './leads-service';
import { invitationOf, invitationView, ownLead } from './leads-store';
import { crmContacts, crmInvitations, crmLeads } from './tables';

// Converting a won lead (issue 17, Deliver 2): an invitation e-mail with a sign-up link (the dev
// mailbox locally). When someone signs up with that e-mail address while the invitation is
// pending and unexpired, their first call (server/services/profiles.ts) makes them the adviser's
// client: the profile's adviser, the invitation accepted, the lead and a contact linked to the
// investor, and an in-app notice to the adviser. Their onboarding then starts at KYC as usual.

const DAY_MS = 86_400_000;

/** The e-mail goes once the conversion committed (none for one that rolled back). */
export const crmInvited = defineTopic(
  'crm.invited',
  z.object({ leadId: z.uuid(), origin: z.url() }),
);

/** The link in the e-mail: the sign-up page with the address filled in. */
export const signUpLink = (origin: string, email: string): string =>
  `${origin}/signup?email=${encodeURIComponent(email)}`;

export const invitationSubject = (adviserName: string | null): string =>
  `${adviserName?.trim() || 'Your adviser'} invites you to Nivesh`;

export interface Converted {
  invitation: Invitation;
  name: string;
  /** An invitation had been sent before: this one renews it. */
  again: boolean;
}

/**
 * POST /api/advisor/crm/leads/{leadId}/convert: only a won lead with an e-mail address, not yet
 * a client. Sending again renews the invitation (a new link period) and sends the e-mail again.
 */
export async function convertLead(
  tx: Orm,
  advisorSub: string,
  leadId: string,
  origin: string,
  now: Date,
): Promise<Converted> {
  const lead = await ownLead(tx, advisorSub, leadId, true);
  if (!lead) throw leadNotFound();
  if (lead.stage !== 'won') {
    throw new ApiError(
      409,
      'lead_not_won',
      `${lead.name} is not won yet: move the lead to Won before inviting them`,
    );
  }
  const previous = await invitationOf(tx, leadId);
  if (lead.investorSub || previous?.acceptedAt) {
    throw new ApiError(
      409,
      'already_client',
      `${lead.name} accepted your invitation already and is your client`,
    );
  }
  if (!lead.email) {
    throw unprocessable(
      'no_email',
      'email',
      `Add ${lead.name}’s e-mail address to the lead to send the invitation`,
    );
  }
  const values = {
    advisorSub,
    email: lead.email,
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  };
  const [row] = await tx
    .insert(crmInvitations)
    .values({ leadId, ...values })
    .onConflictDoUpdate({ target: crmInvitations.leadId, set: values })
    .returning();
  await enqueue(sqlRunnerOf(tx), crmInvited, { leadId, origin });
  return { invitation: invitationView(row!), name: lead.name, again: previous !== undefined };
}

/** Sends the invitation e-mail, unless it was accepted or the lead is gone since. */
export function crmInvitationJobs(registry: JobRegistry, send: NoticeSender): void {
  registry.subscribe(crmInvited, 'crm-invitation-mail', async (payload, context) => {
    const orm = context.db.orm;
    const invitation = await invitationOf(orm, payload.leadId);
    if (!invitation || invitation.acceptedAt) return;
    const [adviser] = await orm
      .select({ name: userProfiles.name })
      .from(userProfiles)
      .where(eq(userProfiles.sub, invitation.advisorSub));
    await send(
      {
        to: invitation.email,
        subject: invitationSubject(adviser?.name ?? null),
        link: signUpLink(payload.origin, invitation.email),
      },
      context,
    );
  });
}

/**
 * A new investor's first call: the newest pending, unexpired invitation to their e-mail address
 * makes them that adviser's client, in one transaction. Idempotent: an accepted invitation is
 * not pending, and an investor who has an adviser keeps them. True when one was accepted.
 */
export async function acceptInvitation(
  orm: Orm,
  profile: Profile,
  now = new Date(),
): Promise<boolean> {
  const email = profile.email?.trim().toLowerCase();
  if (!email || profile.userType !== USER_TYPES.investor) return false;
  return orm.transaction(async (tx: Orm) => {
    const [invitation] = await tx
      .select()
      .from(crmInvitations)
      .where(
        and(
          sql`lower(${crmInvitations.email}) = ${email}`,
          isNull(crmInvitations.acceptedAt),
          gt(crmInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(crmInvitations.sentAt))
      .limit(1)
      .for('update');
    if (!invitation) return false;
    const lead = await ownLead(tx, invitation.advisorSub, invitation.leadId, true);
    if (!lead) return false;
    const [client] = await tx
      .update(userProfiles)
      .set({ advisorSub: invitation.advisorSub, updatedAt: now })
      .where(and(eq(userProfiles.sub, profile.sub), isNull(userProfiles.advisorSub)))
      .returning({ sub: userProfiles.sub });
    // Someone else's client already (an adviser set by another way first): nothing to accept.
    if (!client) return false;
    await tx
      .update(crmInvitations)
      .set({ acceptedAt: now, investorSub: profile.sub })
      .where(eq(crmInvitations.leadId, lead.leadId));
    const contactId = await linkContact(tx, lead, profile, now);
    await tx
      .update(crmLeads)
      .set({ investorSub: profile.sub, contactId, updatedAt: now })
      .where(eq(crmLeads.leadId, lead.leadId));
    const name = profile.name?.trim() || lead.name;
    await addNotification(tx, {
      recipientSub: invitation.advisorSub,
      kind: 'crm-invitation',
      title: `${name} accepted your invitation`,
      body: `${name} accepted your invitation and signed up. They are your client now and start onboarding with KYC.`,
      link: `/advisor/crm/lead?lead=${lead.leadId}`,
      at: now,
    });
    return true;
  });
}

/** The lead's contact becomes the client's; a lead without one gets a new contact. */
async function linkContact(
  tx: Orm,
  lead: typeof crmLeads.$inferSelect,
  profile: Profile,
  now: Date,
): Promise<string> {
  if (lead.contactId) {
    const [linked] = await tx
      .update(crmContacts)
      .set({ investorSub: profile.sub, updatedAt: now })
      .where(
        and(
          eq(crmContacts.contactId, lead.contactId),
          eq(crmContacts.advisorSub, lead.advisorSub),
          isNull(crmContacts.investorSub),
        ),
      )
      .returning({ contactId: crmContacts.contactId });
    if (linked) return linked.contactId;
  }
  const contactId = randomUUID();
  await tx.insert(crmContacts).values({
    contactId,
    advisorSub: lead.advisorSub,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    notes: lead.notes,
    investorSub: profile.sub,
    createdAt: now,
    updatedAt: now,
  });
  return contactId;
}
