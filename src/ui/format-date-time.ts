// Dates and times the way Indian users read them (en-IN), always in India time: an advisor on a
// tablet abroad still sees market times in IST.
const indianDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** e.g. "12 Jan 2026, 3:45 pm IST". */
export const formatIndianDateTime = (date: Date): string => indianDateTime.format(date);
