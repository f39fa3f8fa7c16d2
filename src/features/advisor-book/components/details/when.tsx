import { formatIndianDateTime } from '@/ui/format-date-time';

/** An instant as Indian date and time, machine-readable too. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndianDateTime(new Date(at))}</time>;
}
