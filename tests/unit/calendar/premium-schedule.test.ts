import { describe, expect, it } from 'vitest';
import {
  nextPremiumDue,
  premiumDates,
  type PremiumSchedule,
} from '../../../src/features/calendar/model/premium-schedule';

// The premium schedule rolled forward (issue 18): the next due date on or after today, counted
// from the start date by whole periods, on the start date's day or the month's last when it is
// shorter. Worked by hand from the Gregorian calendar (2024 and 2028 are leap years; 2025, 2026
// and 2100 are not).

const policy = (over: Partial<PremiumSchedule>): PremiumSchedule => ({
  frequency: 'yearly',
  startDate: '2020-01-01',
  renewalDate: null,
  ...over,
});

describe('the next premium due, on or after today', () => {
  it.each<[string, Partial<PremiumSchedule>, string, string | null]>([
    // Month ends.
    [
      'monthly from 31 Jan: 29 Feb in a leap year',
      { frequency: 'monthly', startDate: '2024-01-31' },
      '2024-02-15',
      '2024-02-29',
    ],
    [
      'monthly from 31 Jan: 28 Feb otherwise',
      { frequency: 'monthly', startDate: '2025-01-31' },
      '2025-02-15',
      '2025-02-28',
    ],
    [
      'monthly from 31 Jan: back to the 31st after February',
      { frequency: 'monthly', startDate: '2024-01-31' },
      '2024-03-01',
      '2024-03-31',
    ],
    [
      'monthly from 31 Jan: 30 Apr',
      { frequency: 'monthly', startDate: '2025-01-31' },
      '2025-04-01',
      '2025-04-30',
    ],
    [
      'monthly from 31 Dec, over the year’s end',
      { frequency: 'monthly', startDate: '2025-12-31' },
      '2027-01-01',
      '2027-01-31',
    ],
    [
      'quarterly from 30 Nov: 28 Feb, then the 30th again',
      { frequency: 'quarterly', startDate: '2025-11-30' },
      '2026-01-01',
      '2026-02-28',
    ],
    [
      'quarterly from 30 Nov, after February',
      { frequency: 'quarterly', startDate: '2025-11-30' },
      '2026-03-01',
      '2026-05-30',
    ],
    [
      'half-yearly from 31 Aug: 28 Feb',
      { frequency: 'half_yearly', startDate: '2025-08-31' },
      '2026-01-01',
      '2026-02-28',
    ],
    [
      'half-yearly from 31 Aug: 31 Aug again',
      { frequency: 'half_yearly', startDate: '2025-08-31' },
      '2026-03-01',
      '2026-08-31',
    ],
    // 29 February.
    [
      'yearly from 29 Feb: 28 Feb in a common year',
      { frequency: 'yearly', startDate: '2024-02-29' },
      '2025-01-10',
      '2025-02-28',
    ],
    [
      'yearly from 29 Feb: 29 Feb in the next leap year',
      { frequency: 'yearly', startDate: '2024-02-29' },
      '2028-02-01',
      '2028-02-29',
    ],
    [
      'yearly from 29 Feb: 2100 is no leap year',
      { frequency: 'yearly', startDate: '2096-02-29' },
      '2100-01-01',
      '2100-02-28',
    ],
    [
      'yearly from 29 Feb, the day after 28 Feb: a year on',
      { frequency: 'yearly', startDate: '2024-02-29' },
      '2025-03-01',
      '2026-02-28',
    ],
    // Rolling forward a stored date.
    [
      'a stale renewal date on the schedule: rolled forward a year',
      { frequency: 'yearly', startDate: '2023-08-20', renewalDate: '2026-08-20' },
      '2026-11-24',
      '2027-08-20',
    ],
    [
      'a stale renewal date on a clamped month end: the start date’s day is kept',
      { frequency: 'monthly', startDate: '2024-01-31', renewalDate: '2024-02-29' },
      '2024-03-05',
      '2024-03-31',
    ],
    [
      'a renewal date still ahead: that date',
      { frequency: 'monthly', startDate: '2026-01-10', renewalDate: '2026-06-10' },
      '2026-05-11',
      '2026-06-10',
    ],
    [
      'a renewal date off the schedule (the insurer moved it): its day from then on',
      { frequency: 'yearly', startDate: '2024-01-10', renewalDate: '2026-03-01' },
      '2027-01-01',
      '2027-03-01',
    ],
    [
      'due today: today',
      { frequency: 'quarterly', startDate: '2025-01-15' },
      '2026-04-15',
      '2026-04-15',
    ],
    [
      'a policy that starts later: its start date',
      { frequency: 'monthly', startDate: '2027-05-20' },
      '2026-11-24',
      '2027-05-20',
    ],
    // A single premium is paid once.
    [
      'single, still ahead',
      { frequency: 'single', startDate: '2026-03-10' },
      '2026-01-01',
      '2026-03-10',
    ],
    ['single, paid', { frequency: 'single', startDate: '2026-03-10' }, '2026-03-11', null],
    ['no dates at all', { frequency: 'monthly', startDate: null }, '2026-03-11', null],
  ])('%s', (_name, over, today, expected) => {
    expect(nextPremiumDue(policy(over), today)).toBe(expected);
  });

  it('is the first of the calendar’s premium dates from today on', () => {
    const cases: PremiumSchedule[] = [
      policy({ frequency: 'monthly', startDate: '2024-01-31' }),
      policy({ frequency: 'quarterly', startDate: '2023-05-31', renewalDate: '2026-08-31' }),
      policy({ frequency: 'half_yearly', startDate: '2024-02-29' }),
      policy({ frequency: 'yearly', startDate: '2019-12-31' }),
    ];
    for (const one of cases) {
      for (let day = 1; day <= 366; day += 7) {
        const today = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
        expect(nextPremiumDue(one, today)).toBe(premiumDates(one, today, '2027-12-31')[0]);
      }
    }
  });
});

describe('the premium dates in a range', () => {
  it('follows the start date’s day in every month of a year', () => {
    expect(
      premiumDates(
        policy({ frequency: 'monthly', startDate: '2023-10-31', renewalDate: '2024-02-29' }),
        '2024-01-01',
        '2024-12-31',
      ),
    ).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
      '2024-07-31',
      '2024-08-31',
      '2024-09-30',
      '2024-10-31',
      '2024-11-30',
      '2024-12-31',
    ]);
  });
});
