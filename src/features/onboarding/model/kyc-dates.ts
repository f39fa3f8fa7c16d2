// Dates on the KYC screens as Indian readers expect them: "05 Jan 2026", in India time.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

export const formatIndianDate = (iso: string | null): string =>
  iso ? indianDate.format(new Date(iso)) : '—';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long something has waited, in the queue's words: "less than a day", "1 day", "3 days". */
export function waitingFor(iso: string, now: number = Date.now()): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  if (days < 1) return 'less than a day';
  return days === 1 ? '1 day' : `${days} days`;
}
