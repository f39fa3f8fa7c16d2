import { describe, expect, it } from 'vitest';
import { calendarEvents, yearlyDates } from '../../../src/features/calendar/model/events';

// The adviser's CRM in the calendar (issue 17): follow-up days, open tasks' due days, and
// contacts' important dates coming back every year.

describe('yearly dates', () => {
  it.each([
    [
      '1984-12-02',
      '2026-11-01',
      '2027-12-31',
      [
        ['2026-12-02', 42],
        ['2027-12-02', 43],
      ],
    ],
    ['2026-12-02', '2026-01-01', '2026-12-31', [['2026-12-02', 0]]],
    ['2027-01-05', '2026-01-01', '2026-12-31', []],
    [
      '1992-02-29',
      '2026-02-01',
      '2028-03-01',
      [
        ['2026-02-28', 34],
        ['2027-02-28', 35],
        ['2028-02-29', 36],
      ],
    ],
    ['1990-06-15', '2026-06-16', '2026-12-31', []],
  ])('%s from %s to %s', (date, from, to, expected) => {
    expect(yearlyDates(date, from, to).map(({ date: day, years }) => [day, years])).toEqual(
      expected,
    );
  });
});

describe('CRM events', () => {
  const events = calendarEvents({
    viewer: 'advisor',
    from: '2026-11-01',
    to: '2026-11-30',
    holidays: [],
    reviewPeriodMonths: 12,
    followUps: [
      { leadId: 'l1', name: 'Vivek Chauhan', date: '2026-11-20' },
      { leadId: 'l2', name: 'Out of range', date: '2026-12-20' },
    ],
    tasks: [
      {
        taskId: 't1',
        title: 'Send the proposal',
        dueAt: new Date('2026-11-21T20:00:00Z'), // 22 Nov, 1:30 am IST
        about: 'Arvind Krishnan',
        link: '/advisor/crm/lead?lead=l3',
      },
    ],
    contactDates: [
      { contactId: 'c1', name: 'Pooja Bhatt', kind: 'birthday', date: '1990-11-09', label: null },
      {
        contactId: 'c2',
        name: 'Aarav Sharma',
        kind: 'policy_renewal',
        date: '2024-11-30',
        label: 'Term plan',
        investorSub: 'sub-1',
      },
    ],
  });

  it('are dated in IST, worded plainly and linked to the CRM', () => {
    expect(events.map((event) => [event.date, event.kind, event.title, event.link])).toEqual([
      [
        '2026-11-09',
        'crm_date',
        'Pooja Bhatt: Birthday (turns 36)',
        '/advisor/crm/contact?contact=c1',
      ],
      ['2026-11-20', 'crm_follow_up', 'Follow up with Vivek Chauhan', '/advisor/crm/lead?lead=l1'],
      ['2026-11-22', 'crm_task', 'Task: Send the proposal', '/advisor/crm/lead?lead=l3'],
      ['2026-11-30', 'crm_date', 'Aarav Sharma: Term plan', '/advisor/crm/contact?contact=c2'],
    ]);
    expect(events[2]!.detail).toBe('Due at 1:30 am IST, about Arvind Krishnan.');
    expect(events[3]!.investorSub).toBe('sub-1');
    expect(events.every((event) => event.allDay)).toBe(true);
  });
});
