import { formatIsoDate } from '@/ui/format-money';

// Times in a conversation the way Indian users read them, always in India time (IST), like
// every time in the app (src/ui/format-date-time.ts): "3:45 pm" on a message, "Today",
// "Yesterday" or "12 Jan 2026" over each day's messages.

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

/** The India day (YYYY-MM-DD) of an instant. */
export const indiaDayOf = (iso: string | Date): string =>
  istDay.format(typeof iso === 'string' ? new Date(iso) : iso);

/** "3:45 pm". */
export const formatMessageTime = (iso: string): string => istTime.format(new Date(iso));

const previousDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** The heading over a day's messages, `today` being the India day now. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === previousDay(today)) return 'Yesterday';
  return formatIsoDate(day);
}

/** Entries in runs of one India day each, in order. */
export function groupByDay<T extends { at: string }>(
  entries: readonly T[],
): { day: string; entries: T[] }[] {
  const groups: { day: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const day = indiaDayOf(entry.at);
    const last = groups.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else groups.push({ day, entries: [entry] });
  }
  return groups;
}

/** The file name of a thread's export: "chat-aarav-sharma-2026-01-12.csv". */
export function exportFileName(name: string, now: Date): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `chat-${slug || 'client'}-${indiaDayOf(now)}.csv`;
}
