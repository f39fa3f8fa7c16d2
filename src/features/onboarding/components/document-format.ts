// How documents read on screen: Indian dates (dd MMM yyyy, India time) and sizes in KB.

const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** e.g. "05 Jan 2026". */
export const formatDocumentDate = (iso: string): string => indianDate.format(new Date(iso));

const kilobytes = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** e.g. "312 KB" (1 KB = 1,000 bytes, as the 500 KB limit is counted). */
export const formatDocumentSize = (bytes: number): string =>
  `${kilobytes.format(Math.max(1, Math.round(bytes / 1000)))} KB`;
