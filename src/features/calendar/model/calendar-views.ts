// The calendar's views on their own: the route's search schema reads them on every first visit,
// without the date math of calendar-view.ts (issue 19, first-load budgets).
export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
