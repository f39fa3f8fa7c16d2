import { describe, expect, it } from 'vitest';
import { holidaysOf } from '../../../server/archive/holidays';
import {
  addMonths,
  calendarEvents,
  goalReviewDates,
  istDay,
  istIso,
  premiumDates,
  recordDateOf,
  resultsDeadlineOf,
  resultsDeadlinesBetween,
  riskProfileRenewalDate,
  sipDates,
  sipDueDate,
  tradingCalendar,
  type CalendarInputs,
  type PolicyInput,
} from '../../../src/features/calendar/model/events';

// The calendar's event rules (issue 18, Deliver 1) as tables: the NSE trading calendar from its
// holiday list (server/archive/holidays.ts, NSE's circulars), record dates under T+1 and T+2,
// SEBI LODR Reg. 33 results deadlines, SIP due dates on holidays and month ends, premium
// recurrence by frequency, and the events an investor and an adviser see.

const holidays = (...years: number[]) =>
  years.flatMap((year) => [...holidaysOf(year)].map((monthDay) => `${year}-${monthDay}`));
const nse = tradingCalendar(holidays(2022, 2023, 2024, 2025, 2026, 2027));

describe('the NSE trading calendar', () => {
  it.each([
    ['2026-11-24', false, 'Guru Nanak Jayanti (NSE 2026 circular), a Tuesday'],
    ['2026-11-23', true, 'a Monday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-03-03', false, 'Holi'],
    ['2026-01-26', false, 'Republic Day'],
    ['2027-01-26', false, 'Republic Day, a fixed holiday of a year without a circular'],
    ['2025-10-21', false, 'Diwali Laxmi Pujan'],
  ])('%s trades: %s (%s)', (day, trades) => {
    expect(nse.isTradingDay(day)).toBe(trades);
  });

  it.each([
    ['2026-11-24', '2026-11-25'],
    ['2026-11-28', '2026-11-30'],
    ['2026-03-03', '2026-03-04'],
    ['2026-11-23', '2026-11-23'],
  ])('on or after %s: %s', (day, expected) => {
    expect(nse.onOrAfter(day)).toBe(expected);
  });
});

describe('record dates', () => {
  it.each([
    ['2026-08-13', '2026-08-13', 'T+1: the ex-date is the record date'],
    ['2023-01-27', '2023-01-27', 'the first day of T+1 for every stock'],
    ['2023-01-25', '2023-01-27', 'T+2: the next trading day (26 Jan, Republic Day, is shut)'],
    ['2022-08-10', '2022-08-11', 'T+2, a Wednesday: Thursday'],
    ['2022-08-12', '2022-08-16', 'T+2, a Friday: Monday 15 Aug is Independence Day'],
  ])('ex-date %s: record date %s (%s)', (exDate, recordDate) => {
    expect(recordDateOf(exDate, nse)).toBe(recordDate);
  });
});

describe('results due by (SEBI LODR Reg. 33)', () => {
  it.each([
    ['2026-06-30', '2026-08-14', false],
    ['2026-09-30', '2026-11-14', false],
    ['2026-12-31', '2027-02-14', false],
    ['2026-03-31', '2026-05-30', true],
    ['2024-12-31', '2025-02-14', false],
  ])('quarter ending %s: by %s (annual: %s)', (quarterEnd, dueBy, annual) => {
    expect(resultsDeadlineOf(quarterEnd)).toEqual({ quarterEnd, dueBy, annual });
  });

  it('lists the deadlines inside a range, one a quarter, a holiday moving none', () => {
    expect(resultsDeadlinesBetween('2026-11-01', '2027-05-31').map((d) => d.dueBy)).toEqual([
      '2026-11-14',
      '2027-02-14',
      '2027-05-30',
    ]);
    expect(resultsDeadlinesBetween('2026-11-15', '2027-02-13')).toEqual([]);
  });
});

describe('SIP due dates', () => {
  it.each([
    ['2026-11', 24, '2026-11-25', 'on a holiday (Guru Nanak Jayanti): the next trading day'],
    ['2026-11', 28, '2026-11-30', 'on a Saturday: Monday'],
    ['2026-02', 28, '2026-03-02', 'the month’s last day on a Saturday: early next month'],
    ['2026-04', 31, '2026-04-30', 'day 31 of a 30-day month: its last day'],
    ['2026-05', 31, '2026-06-01', 'day 31 on a Sunday: the next month'],
    ['2024-02', 30, '2024-02-29', 'day 30 of a leap February: the 29th, a Thursday'],
    ['2026-12', 5, '2026-12-07', 'the 5th on a Saturday: Monday'],
    ['2026-10', 2, '2026-10-05', 'Gandhi Jayanti, then the weekend'],
  ])('%s day %i: %s (%s)', (month, day, expected) => {
    expect(sipDueDate(month, day, nse)).toBe(expected);
  });

  it('lists the instalments due in a range: after it started, the moved ones included', () => {
    const sip = { day: 28, active: true, startedOn: '2025-12-10' };
    expect(sipDates(sip, '2026-01-01', '2026-03-31', nse)).toEqual([
      { month: '2026-01', dueOn: '2026-01-28' },
      // 28 Feb 2026 is a Saturday: due on Monday 2 March, inside the range.
      { month: '2026-02', dueOn: '2026-03-02' },
      // 28 Mar 2026 is a Saturday: due Monday 30 March.
      { month: '2026-03', dueOn: '2026-03-30' },
    ]);
    // The December 2025 instalment moved to no day of January; none before the start.
    expect(sipDates({ ...sip, startedOn: '2026-02-01' }, '2026-01-01', '2026-03-31', nse)).toEqual([
      { month: '2026-02', dueOn: '2026-03-02' },
      { month: '2026-03', dueOn: '2026-03-30' },
    ]);
    expect(sipDates({ ...sip, active: false }, '2026-01-01', '2026-03-31', nse)).toEqual([]);
  });

  it('takes last month’s instalment when it moved into the range', () => {
    const sip = { day: 28, active: true, startedOn: '2025-01-01' };
    expect(sipDates(sip, '2026-03-01', '2026-03-15', nse)).toEqual([
      { month: '2026-02', dueOn: '2026-03-02' },
    ]);
  });
});

describe('insurance premium dates', () => {
  const policy = (over: Partial<PolicyInput>): PolicyInput => ({
    policyId: 'p',
    kind: 'health',
    insurer: 'Insurer',
    premiumPaise: 20_000_00,
    frequency: 'yearly',
    startDate: '2020-01-01',
    renewalDate: null,
    ...over,
  });

  it.each<[string, Partial<PolicyInput>, string, string, string[]]>([
    [
      'yearly, both sides of the renewal date',
      { frequency: 'yearly', startDate: '2025-02-24', renewalDate: '2027-02-24' },
      '2025-01-01',
      '2027-12-31',
      ['2025-02-24', '2026-02-24', '2027-02-24'],
    ],
    [
      'monthly from the 31st: each month’s last day when shorter',
      { frequency: 'monthly', startDate: '2026-01-31', renewalDate: '2026-01-31' },
      '2026-01-01',
      '2026-05-31',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      'quarterly on the 30th',
      { frequency: 'quarterly', startDate: '2025-08-30', renewalDate: '2026-11-30' },
      '2026-01-01',
      '2026-12-31',
      ['2026-02-28', '2026-05-30', '2026-08-30', '2026-11-30'],
    ],
    [
      'half-yearly on the 31st over a leap February',
      { frequency: 'half_yearly', startDate: '2024-02-29', renewalDate: '2026-08-31' },
      '2024-01-01',
      '2025-12-31',
      ['2024-02-29', '2024-08-31', '2025-02-28', '2025-08-31'],
    ],
    [
      'monthly, never before the policy started',
      { frequency: 'monthly', startDate: '2026-04-15', renewalDate: '2026-06-15' },
      '2026-01-01',
      '2026-07-31',
      ['2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15'],
    ],
    [
      'no renewal date: from the start date',
      { frequency: 'quarterly', startDate: '2026-01-10', renewalDate: null },
      '2026-01-01',
      '2026-12-31',
      ['2026-01-10', '2026-04-10', '2026-07-10', '2026-10-10'],
    ],
    [
      'single premium: once, on the start date',
      { frequency: 'single', startDate: '2026-03-10', renewalDate: null },
      '2026-01-01',
      '2026-12-31',
      ['2026-03-10'],
    ],
    [
      'single premium out of range: none',
      { frequency: 'single', startDate: '2025-03-10', renewalDate: null },
      '2026-01-01',
      '2026-12-31',
      [],
    ],
  ])('%s', (_name, over, from, to, expected) => {
    expect(premiumDates(policy(over), from, to)).toEqual(expected);
  });
});

describe('reviews and renewals', () => {
  it('adds calendar months, keeping the anchor day through shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2, 31)).toBe('2026-03-31');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('reviews a goal every period from the day it was set, and on its target date', () => {
    const goal = { createdOn: '2024-11-23', targetDate: '2027-05-23' };
    expect(goalReviewDates(goal, 12, '2024-01-01', '2027-12-31')).toEqual([
      { date: '2025-11-23', target: false },
      { date: '2026-11-23', target: false },
      { date: '2027-05-23', target: true },
    ]);
    expect(goalReviewDates(goal, 6, '2026-01-01', '2026-12-31')).toEqual([
      { date: '2026-05-23', target: false },
      { date: '2026-11-23', target: false },
    ]);
  });

  it('renews a risk profile one review period after it was taken', () => {
    expect(riskProfileRenewalDate('2026-09-24', 12)).toBe('2027-09-24');
    expect(riskProfileRenewalDate('2025-08-31', 6)).toBe('2026-02-28');
  });
});

describe('IST instants', () => {
  it('writes an instant with the IST offset and reads its IST day', () => {
    const at = new Date('2026-11-30T20:00:00Z');
    expect(istIso(at)).toBe('2026-12-01T01:30:00+05:30');
    expect(istDay(at)).toBe('2026-12-01');
  });
});

describe('calendarEvents', () => {
  const base: CalendarInputs = {
    viewer: 'investor',
    from: '2026-11-01',
    to: '2026-11-30',
    holidays: holidays(2026),
    reviewPeriodMonths: 12,
  };

  it('gives an investor their stocks’ dividends and results, SIPs, reviews, premiums, meetings and holidays', () => {
    const events = calendarEvents({
      ...base,
      instruments: [
        { exchange: 'NSE', symbol: 'ITC', name: 'ITC Ltd', quantity: 381, watched: false },
        { exchange: 'NSE', symbol: 'KOTAKBANK', name: 'Kotak', quantity: 0, watched: true },
      ],
      dividends: [
        { exchange: 'NSE', symbol: 'KOTAKBANK', exDate: '2026-11-12', amountPaise: 62 },
        { exchange: 'NSE', symbol: 'ITC', exDate: '2026-11-05', amountPaise: 696 },
        // Not a stock of theirs, and one out of range: neither shows.
        { exchange: 'NSE', symbol: 'TCS', exDate: '2026-11-06', amountPaise: 4458 },
        { exchange: 'NSE', symbol: 'ITC', exDate: '2026-12-05', amountPaise: 700 },
      ],
      sips: [
        {
          basketId: 'b1',
          basketName: 'Core five',
          goalName: 'A family car',
          amountPaise: 10_000_00,
          day: 24,
          active: true,
          startedOn: '2025-09-05',
          takenMonths: [],
        },
      ],
      goals: [{ goalId: 'g1', name: 'Degree', createdOn: '2024-11-23', targetDate: '2034-11-23' }],
      riskProfiles: [{ takenOn: '2025-11-20' }],
      policies: [
        {
          policyId: 'p1',
          kind: 'term_life',
          insurer: 'LIC',
          premiumPaise: 12_500_00,
          frequency: 'yearly',
          startDate: '2024-11-18',
          renewalDate: '2027-11-18',
        },
      ],
      meetings: [
        {
          meetingId: 'm1',
          title: 'Review',
          start: new Date('2026-11-27T05:00:00Z'),
          durationMinutes: 30,
          withName: 'Priya Nair',
          location: 'Office',
          note: null,
        },
      ],
    });
    expect(events.map((event) => [event.date, event.kind, event.id])).toEqual([
      ['2026-11-05', 'dividend', 'dividend:NSE:ITC:2026-11-05'],
      ['2026-11-10', 'holiday', 'holiday:2026-11-10'],
      ['2026-11-12', 'dividend', 'dividend:NSE:KOTAKBANK:2026-11-12'],
      ['2026-11-14', 'results', 'results:NSE:ITC:2026-09-30'],
      ['2026-11-14', 'results', 'results:NSE:KOTAKBANK:2026-09-30'],
      ['2026-11-18', 'insurance_premium', 'premium:p1:2026-11-18'],
      ['2026-11-20', 'risk_profile_renewal', 'risk-profile:own:2026-11-20'],
      ['2026-11-23', 'goal_review', 'goal-review:g1:2026-11-23'],
      ['2026-11-24', 'holiday', 'holiday:2026-11-24'],
      // Day 24 is Guru Nanak Jayanti: the instalment moves to the 25th.
      ['2026-11-25', 'sip', 'sip:b1:2026-11'],
      ['2026-11-27', 'meeting', 'meeting:m1'],
    ]);
    const itc = events.find((event) => event.id === 'dividend:NSE:ITC:2026-11-05')!;
    expect(itc).toMatchObject({
      title: 'ITC dividend ₹6.96 a share',
      allDay: true,
      start: null,
      link: '/stocks/exchange/NSE/symbol/ITC',
    });
    expect(itc.detail).toContain('record date (the same day under T+1 settlement)');
    expect(itc.detail).toContain('You hold 381 shares: ₹2,651.76 before TDS');
    expect(events.find((event) => event.kind === 'results')!.title).toBe('ITC results due by');
    expect(events.find((event) => event.kind === 'results')!.detail).toContain('LODR Reg. 33');
    expect(events.find((event) => event.kind === 'sip')!.detail).toContain(
      'moved to the next trading day',
    );
    expect(events.find((event) => event.kind === 'meeting')).toMatchObject({
      title: 'Review with Priya Nair',
      start: '2026-11-27T10:30:00+05:30',
      end: '2026-11-27T11:00:00+05:30',
      allDay: false,
    });
    expect(events.every((event) => event.investorSub === undefined)).toBe(true);
  });

  it('gives an adviser each client’s events with whose they are, and no stocks', () => {
    const events = calendarEvents({
      ...base,
      viewer: 'advisor',
      goals: [
        {
          goalId: 'g1',
          name: 'Degree',
          createdOn: '2024-11-23',
          targetDate: '2034-11-23',
          investorSub: 'sub-aarav',
          investorName: 'Aarav Sharma',
        },
      ],
      riskProfiles: [
        { takenOn: '2025-11-04', investorSub: 'sub-sunita', investorName: 'Sunita Kulkarni' },
      ],
      policies: [
        {
          policyId: 'p2',
          kind: 'health',
          insurer: 'Star Health',
          premiumPaise: 18_000_00,
          frequency: 'yearly',
          startDate: '2025-11-09',
          renewalDate: '2026-11-09',
          investorSub: 'sub-sunita',
          investorName: 'Sunita Kulkarni',
        },
      ],
    });
    expect(events.filter((event) => event.kind !== 'holiday')).toEqual([
      expect.objectContaining({
        id: 'risk-profile:sub-sunita:2026-11-04',
        title: 'Sunita Kulkarni: Risk profile renewal due',
        investorSub: 'sub-sunita',
        link: '/advisor/investordetails?investor=sub-sunita',
      }),
      expect.objectContaining({
        id: 'premium:p2:2026-11-09',
        title: 'Sunita Kulkarni: Health premium ₹18,000.00',
        investorSub: 'sub-sunita',
      }),
      expect.objectContaining({
        id: 'goal-review:g1:2026-11-23',
        title: 'Aarav Sharma: Review the goal Degree',
        investorSub: 'sub-aarav',
      }),
    ]);
  });

  it('shows each time still proposed as a tentative meeting, saying who answers next', () => {
    const proposed = (index: number, start: string) => ({
      meetingId: 'm2',
      title: 'Half-yearly review',
      start: new Date(start),
      durationMinutes: 45,
      withName: 'Priya Nair',
      location: 'Video call',
      note: null,
      proposal: { index, count: 3, proposedBy: 'advisor' as const },
    });
    const meetings = [
      proposed(0, '2026-11-26T05:00:00Z'),
      proposed(1, '2026-11-27T09:30:00Z'),
      // Out of range: not shown.
      proposed(2, '2026-12-02T05:00:00Z'),
    ];
    const events = calendarEvents({ ...base, holidays: [], meetings });
    expect(events).toEqual([
      {
        id: 'meeting:m2:proposed:2026-11-26T10:30:00+05:30',
        kind: 'meeting',
        title: 'Proposed: Half-yearly review with Priya Nair',
        date: '2026-11-26',
        start: '2026-11-26T10:30:00+05:30',
        end: '2026-11-26T11:15:00+05:30',
        allDay: false,
        tentative: true,
        detail: 'Time 1 of 3 proposed: accept it, or suggest other times. Where: Video call',
        link: '/investor/calendar',
      },
      expect.objectContaining({
        id: 'meeting:m2:proposed:2026-11-27T15:00:00+05:30',
        tentative: true,
        detail: 'Time 2 of 3 proposed: accept it, or suggest other times. Where: Video call',
      }),
    ]);
    // The adviser who proposed them waits for the client.
    const adviser = calendarEvents({
      ...base,
      viewer: 'advisor',
      holidays: [],
      meetings: [
        {
          ...proposed(0, '2026-11-26T05:00:00Z'),
          withName: 'Aarav Sharma',
          investorSub: 'sub-aarav',
          proposal: { index: 0, count: 1, proposedBy: 'advisor' },
        },
      ],
    });
    expect(adviser).toEqual([
      expect.objectContaining({
        title: 'Proposed: Half-yearly review with Aarav Sharma',
        tentative: true,
        investorSub: 'sub-aarav',
        detail: 'The time proposed: not on until Aarav Sharma accepts one. Where: Video call',
      }),
    ]);
    // An accepted meeting is not tentative.
    const accepted = calendarEvents({
      ...base,
      holidays: [],
      meetings: [{ ...proposed(0, '2026-11-26T05:00:00Z'), proposal: undefined }],
    });
    expect(accepted[0]).not.toHaveProperty('tentative');
  });

  it('shows weekday holidays only, each once', () => {
    const events = calendarEvents({
      ...base,
      from: '2026-01-01',
      to: '2026-12-31',
      // 2026-11-08 is a Sunday; 2026-11-10 is listed twice.
      holidays: ['2026-11-10', '2026-11-10', '2026-11-08', '2026-12-25'],
    });
    expect(events.map((event) => event.id)).toEqual(['holiday:2026-11-10', 'holiday:2026-12-25']);
  });

  it('is the same answer for the same inputs (stable ids and order)', () => {
    const inputs: CalendarInputs = {
      ...base,
      instruments: [{ exchange: 'NSE', symbol: 'INFY', name: null, quantity: 1, watched: true }],
    };
    expect(calendarEvents(inputs)).toEqual(calendarEvents(inputs));
  });
});
