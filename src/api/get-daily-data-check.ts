import * as z from 'zod/mini';
import { DATA_CHECK_COUNTRY } from '@/config';
import { archiveApi } from './clients';

const recordSchema = z.object({ updatedatetime: z.string().check(z.minLength(1)) });

export type DailyDataCheck = z.output<typeof recordSchema>;

export const DATA_CHECK_ERROR = 'API error: Data Check';

/** Spec 7: "an object, or an array whose first item is used"; an empty result fails. */
export function readDailyDataCheck(body: unknown): DailyDataCheck {
  const record: unknown = Array.isArray(body) ? body[0] : body;
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) throw new Error(DATA_CHECK_ERROR);
  return parsed.data;
}

export async function getDailyDataCheck(signal?: AbortSignal): Promise<DailyDataCheck> {
  const body = await archiveApi.get('/general/dailydatacheck', {
    query: { countrycode: DATA_CHECK_COUNTRY, format: 'json' },
    guest: true,
    schema: z.unknown(),
    signal,
  });
  return readDailyDataCheck(body);
}
