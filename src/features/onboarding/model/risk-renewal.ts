// Issue 10: a risk profile older than a year prompts a re-profile (a person's finances and
// comfort with risk change; SEBI expects advisers to keep profiles current).

/** When a profile taken at `takenAt` falls due: the same day a year later (UTC). */
export function renewalDate(takenAt: Date): Date {
  const due = new Date(takenAt.getTime());
  due.setUTCFullYear(due.getUTCFullYear() + 1);
  return due;
}

/** Whether the profile is a year old or older at `now`. */
export const isRenewalDue = (takenAt: Date, now: Date): boolean =>
  now.getTime() >= renewalDate(takenAt).getTime();
