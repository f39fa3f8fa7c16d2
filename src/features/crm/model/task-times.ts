import type { Task } from './contract';

// Task times are picked as a day and a time in India (IST, +05:30, no daylight saving) and sent
// as instants with that offset; snoozing offers tomorrow 9:00 and next Monday 9:00 in India.

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** '2026-11-25', '09:00' -> '2026-11-25T09:00:00+05:30'. */
export const istInstant = (day: string, time: string): string => `${day}T${time}:00+05:30`;

/** An instant's day and time in India: ['2026-11-25', '09:00']. */
export function istParts(instant: string | Date): [day: string, time: string] {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString();
  return [shifted.slice(0, 10), shifted.slice(11, 16)];
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface SnoozeChoice {
  label: string;
  until: string;
}

/** "Tomorrow, 9:00 am" and "Next Monday, 9:00 am", in India. */
export function snoozeChoices(now: Date = new Date()): SnoozeChoice[] {
  const [today] = istParts(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const toMonday = (8 - weekday) % 7 || 7;
  return [
    { label: 'Tomorrow, 9:00 am', until: istInstant(addDays(today, 1), '09:00') },
    { label: 'Next Monday, 9:00 am', until: istInstant(addDays(today, toMonday), '09:00') },
  ];
}

/** Snoozed until a time still to come. */
export const isSnoozed = (task: Task, now: Date): boolean =>
  task.snoozedUntil !== null && Date.parse(task.snoozedUntil) > now.getTime();

/** Open, due before now, and not snoozed. */
export const isTaskOverdue = (task: Task, now: Date): boolean =>
  task.status === 'open' && Date.parse(task.dueAt) < now.getTime() && !isSnoozed(task, now);

/** The tasks of one record (or all), open first by due time, then done, latest first. */
export function tasksOf(
  tasks: readonly Task[],
  record: { leadId?: string | undefined; contactId?: string | undefined },
): { open: Task[]; done: Task[] } {
  const mine = tasks.filter(
    (task) =>
      (record.leadId === undefined || task.leadId === record.leadId) &&
      (record.contactId === undefined || task.contactId === record.contactId),
  );
  return {
    open: mine
      .filter((task) => task.status === 'open')
      .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt)),
    done: mine
      .filter((task) => task.status === 'done')
      .sort((a, b) => Date.parse(b.doneAt ?? b.updatedAt) - Date.parse(a.doneAt ?? a.updatedAt)),
  };
}
