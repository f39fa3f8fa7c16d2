import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import { DELETION_CONFIRMATION } from './deletion';
import { NOTICE_CHANNELS, NOTICE_TOPICS, type NotificationChoices } from './notifications';

/**
 * The account settings API's shapes, shared by the server (which validates and documents with
 * them, server/modules/account/schema.ts) and the client (which parses its answers with them).
 */

const instant = z.iso.datetime({ offset: true });

const channelChoices = z.strictObject(
  Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof NOTICE_CHANNELS)[number],
    z.ZodMiniBoolean
  >,
  strictError,
);

/** Every topic with both channels: the client always sends the whole set it shows. */
export const notificationChoicesSchema: z.ZodMiniType<NotificationChoices> = z.strictObject(
  Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, channelChoices])) as Record<
    (typeof NOTICE_TOPICS)[number],
    typeof channelChoices
  >,
  strictError,
);

export const accountSchema = z.object({
  profile: z.object({
    /** From the sign-in account: what the app calls you. */
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    memberSince: instant,
    adviser: z.nullable(
      z.object({ name: z.nullable(z.string()), sebiReg: z.nullable(z.string()) }),
    ),
    /** From the KYC the adviser verified (changes go through them); null before it is submitted. */
    kyc: z.nullable(
      z.object({
        status: z.enum(['submitted', 'verified', 'rejected']),
        legalName: z.string(),
        /** The PAN with all but its last five characters hidden: XXXXX1234F. */
        pan: z.string(),
        city: z.string(),
        nominee: z.nullable(z.string()),
      }),
    ),
  }),
  notifications: notificationChoicesSchema,
  /** The last "sign out on every device". */
  sessionsRevokedAt: z.nullable(instant),
  deletion: z.nullable(z.object({ requestedAt: instant, dueAt: instant })),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionsRevokedSchema = z.object({ sessionsRevokedAt: instant });

export const deletionRequestSchema = z.strictObject(
  {
    confirm: z.literal(DELETION_CONFIRMATION, {
      error: `Type ${DELETION_CONFIRMATION} to confirm that the account should be deleted`,
    }),
  },
  strictError,
);

export const deletionAnswerSchema = z.object({
  requestedAt: instant,
  dueAt: instant,
  erased: z.array(z.string()),
  kept: z.array(z.string()),
  retentionYears: z.int(),
});
export type DeletionAnswer = z.infer<typeof deletionAnswerSchema>;

export const cancelledSchema = z.object({ cancelled: z.boolean() });
