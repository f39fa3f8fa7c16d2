// Dates as Indian readers write them ("05 Jan 2026"), in India time.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

export const formatIndianDate = (iso: string): string => indianDate.format(new Date(iso));

/** A date in a `<time>` element, so assistive tech and machines get the exact value. */
export function RiskDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIndianDate(iso)}</time>;
}
