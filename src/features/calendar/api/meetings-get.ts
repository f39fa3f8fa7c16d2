import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { meetingListSchema } from '../model/contract';
import { CALENDAR_KEY } from './events-get';

// GET /api/calendar/meetings: the caller's meetings (an adviser's with any client, an
// investor's with their adviser), to answer proposals and see where each stands.

export const MEETINGS_PATH = '/calendar/meetings';

export const meetingsQueryOptions = () =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'meetings'],
    networkMode: 'always',
    queryFn: ({ signal }) => gatewayApi.read(MEETINGS_PATH, { schema: meetingListSchema, signal }),
  });

export const useMeetings = () => useQuery(meetingsQueryOptions());
