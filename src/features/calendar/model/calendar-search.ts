import * as z from 'zod/mini';
import { CALENDAR_VIEWS } from './calendar-views';

// The calendar's address (issue 18): ?view=month|week|agenda and ?day=YYYY-MM-DD, so a reload
// or an offline start shows the same days. Without them the device's default view and today.
// Anything malformed is dropped, not an error.

export const calendarSearchSchema = z.object({
  view: z.catch(z.optional(z.enum(CALENDAR_VIEWS)), undefined),
  day: z.catch(z.optional(z.iso.date()), undefined),
});
export type CalendarSearch = z.infer<typeof calendarSearchSchema>;
