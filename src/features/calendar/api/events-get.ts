import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { DayRange } from '../model/calendar-view';
import { calendarEventsSchema } from '../model/contract';

// GET /api/calendar/events?from&to: the events of the days on screen (both roles). Network
// first, the saved answer offline (shown with "as of"); each range is its own cache entry. The
// calendar's queries run even while the browser says it is offline (networkMode 'always'): the
// response cache answers them, or they fail with "not saved on this device", where React
// Query's default would wait for a connection and leave the screen loading.

export const EVENTS_PATH = '/calendar/events';
/** Every calendar query starts with this: a meeting write refreshes them all. */
export const CALENDAR_KEY = ['gateway', 'calendar'] as const;

export const calendarEventsQueryOptions = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'events', from, to],
    networkMode: 'always',
    queryFn: ({ signal }) =>
      gatewayApi.read(EVENTS_PATH, { query: { from, to }, schema: calendarEventsSchema, signal }),
  });

/** Keeps the last range's events on screen while the next one loads (no flash on "Next"). */
export const useCalendarEvents = (range: DayRange) =>
  useQuery({ ...calendarEventsQueryOptions(range), placeholderData: keepPreviousData });
