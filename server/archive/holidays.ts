/**
 * NSE equity-segment trading holidays that fall on weekdays, from NSE's yearly circulars
 * (2020 to 2026). For other years only the fixed-date national holidays are known here; a real
 * bhavcopy import is the authority for any day.
 */
const LISTED: Record<number, readonly string[]> = {
  2020: [
    '02-21',
    '03-10',
    '04-02',
    '04-06',
    '04-10',
    '04-14',
    '05-01',
    '05-25',
    '10-02',
    '11-16',
    '11-30',
    '12-25',
  ],
  2021: [
    '01-26',
    '03-11',
    '03-29',
    '04-02',
    '04-14',
    '04-21',
    '05-13',
    '07-21',
    '08-19',
    '09-10',
    '10-15',
    '11-04',
    '11-05',
    '11-19',
  ],
  2022: [
    '01-26',
    '03-01',
    '03-18',
    '04-14',
    '04-15',
    '05-03',
    '08-09',
    '08-15',
    '08-31',
    '10-05',
    '10-24',
    '10-26',
    '11-08',
  ],
  2023: [
    '01-26',
    '03-07',
    '03-30',
    '04-04',
    '04-07',
    '04-14',
    '05-01',
    '06-29',
    '08-15',
    '09-19',
    '10-02',
    '10-24',
    '11-14',
    '11-27',
    '12-25',
  ],
  2024: [
    '01-22',
    '01-26',
    '03-08',
    '03-25',
    '03-29',
    '04-11',
    '04-17',
    '05-01',
    '05-20',
    '06-17',
    '07-17',
    '08-15',
    '10-02',
    '11-01',
    '11-15',
    '11-20',
    '12-25',
  ],
  2025: [
    '02-26',
    '03-14',
    '03-31',
    '04-10',
    '04-14',
    '04-18',
    '05-01',
    '08-15',
    '08-27',
    '10-02',
    '10-21',
    '10-22',
    '11-05',
    '12-25',
  ],
  2026: [
    '01-15',
    '01-26',
    '03-03',
    '03-26',
    '03-31',
    '04-03',
    '04-14',
    '05-01',
    '05-28',
    '06-26',
    '09-14',
    '10-02',
    '10-20',
    '11-10',
    '11-24',
    '12-25',
  ],
};

/** Republic Day, Maharashtra Day, Independence Day, Gandhi Jayanti, Christmas. */
const FIXED = ['01-26', '05-01', '08-15', '10-02', '12-25'];

export const FIRST_LISTED_YEAR = 2020;
export const LAST_LISTED_YEAR = 2026;

const cache = new Map<number, ReadonlySet<string>>();

/** Holidays of a year as MM-DD strings (weekend dates included when a circular lists them). */
export function holidaysOf(year: number): ReadonlySet<string> {
  let set = cache.get(year);
  if (!set) {
    set = new Set(LISTED[year] ?? FIXED);
    cache.set(year, set);
  }
  return set;
}
