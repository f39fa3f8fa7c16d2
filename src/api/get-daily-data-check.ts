import * as z from 'zod/mini';
import { DATA_CHECK_COUNTRY } from '@/config';
import { archiveApi } from './clients';
import { DATA_CHECK_PATH, readDailyDataCheck, type DailyDataCheck } from './data-check-record';
import type { ApiResult } from './http-client';

export { DATA_CHECK_ERROR, readDailyDataCheck, type DailyDataCheck } from './data-check-record';

/** The data check (spec 7): guest, archive API; its answer keeps the response cache fresh. */
export async function fetchDailyDataCheck(
  signal?: AbortSignal,
): Promise<ApiResult<DailyDataCheck>> {
  const result = await archiveApi.read(DATA_CHECK_PATH, {
    query: { countrycode: DATA_CHECK_COUNTRY, format: 'json' },
    guest: true,
    schema: z.unknown(),
    signal,
  });
  return { ...result, data: readDailyDataCheck(result.data) };
}

export const getDailyDataCheck = (signal?: AbortSignal): Promise<DailyDataCheck> =>
  fetchDailyDataCheck(signal).then((result) => result.data);
