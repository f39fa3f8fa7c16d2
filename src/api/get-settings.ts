import * as z from 'zod/mini';
import { gatewayApi } from './clients';

export const settingsSchema = z.object({
  UNDER_MAINTENANCE: z.coerce.number().check(z.int(), z.gte(0), z.lte(1)),
});

export type Settings = z.infer<typeof settingsSchema>;

/** The startup settings fetch (spec 4); carries the maintenance flag. */
export const getSettings = (signal?: AbortSignal): Promise<Settings> =>
  gatewayApi.get('/settings', { schema: settingsSchema, signal });
