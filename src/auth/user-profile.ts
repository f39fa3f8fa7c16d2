import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { USER_TYPES } from './permissions';

// GET /api/user/profile: who the current id token belongs to. It is the guard's re-authentication
// call (spec 4): a 401 or 403 sends the user to Login.

export const userProfileSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  name: z.nullish(z.string()),
  userType: z.enum([USER_TYPES.investor, USER_TYPES.advisor]),
  track: z.string(),
  advisor: z.nullish(z.object({ id: z.coerce.string(), name: z.string() })),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

export const getUserProfile = (signal?: AbortSignal): Promise<UserProfile> =>
  gatewayApi.get('/user/profile', { schema: userProfileSchema, signal });
