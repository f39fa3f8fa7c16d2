import { z } from 'zod';
import { RISK_CATEGORY_IDS } from '../../../src/domain/risk-categories';
import { TRACKS, USER_TYPES } from '../../services/tracks';

export const trackSchema = z.enum(Object.values(TRACKS) as [string, ...string[]]);

export const profileViewSchema = z
  .object({
    sub: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
    userType: z.enum([USER_TYPES.investor, USER_TYPES.advisor]),
    track: trackSchema,
    advisor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Profile' });

export const investorSummarySchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    track: trackSchema,
    riskCategory: z.enum(RISK_CATEGORY_IDS).nullable().meta({
      description:
        'The risk category in force (the adviser’s override or the latest profile’s); null before a risk profile',
    }),
  })
  .meta({ id: 'InvestorSummary' });

/** A user id (the Cognito `sub`) in a path. */
export const userIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, 'id is a user id: letters, digits, - and _')
    .meta({ description: 'The user id (the sub of their id token)' }),
});
