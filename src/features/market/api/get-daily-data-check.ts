import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDailyDataCheck } from '@/api/get-daily-data-check';
import { DATA_CHECK_COUNTRY } from '@/config';

// GET /general/dailydatacheck (archive, guest; spec 7). The fetcher lives in src/api because
// startup calls it too; screens read it through this query with where the answer came from.

export const dailyDataCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'general', 'dailydatacheck', DATA_CHECK_COUNTRY],
    queryFn: ({ signal }) => fetchDailyDataCheck(signal),
  });

export const useDailyDataCheck = () => useQuery(dailyDataCheckQueryOptions());
