import { describe, expect, it } from 'vitest';
import {
  followUpActions,
  type OverdueFollowUp,
  type OverdueTask,
} from '../../../server/modules/advisor-book/action-rules';

// The client book's CRM follow-ups (issue 17; docs/client-book.md): a lead whose follow-up day
// has passed, an open task past its due time; urgency by how late, capped.

const TODAY = '2026-06-15';
const NOW = new Date('2026-06-15T06:30:00.000Z'); // 12:00 IST
const HOUR = 3_600_000;

const lead = (nextFollowUp: string): OverdueFollowUp => ({
  leadId: 'lead-1',
  name: 'Rahul Kapoor',
  nextFollowUp,
});
const task = (hoursLate: number, over: Partial<OverdueTask> = {}): OverdueTask => ({
  taskId: 'task-1',
  title: 'Call back',
  dueAt: new Date(NOW.getTime() - hoursLate * HOUR),
  leadId: null,
  contactId: null,
  about: null,
  ...over,
});

describe('overdue lead follow-ups', () => {
  it.each([
    ['2026-06-15', null],
    ['2026-06-16', null],
    ['2026-06-14', 48],
    ['2026-06-12', 54],
    ['2026-06-05', 75],
    ['2026-01-01', 75],
  ])('follow-up on %s: urgency %s', (day, urgency) => {
    const actions = followUpActions([lead(day)], [], TODAY, NOW);
    expect(actions.map((action) => action.urgency)).toEqual(urgency === null ? [] : [urgency]);
  });

  it('names the lead and opens it', () => {
    const [action] = followUpActions([lead('2026-06-13')], [], TODAY, NOW);
    expect(action).toEqual({
      id: 'follow-up:lead:lead-1',
      kind: 'follow_up',
      urgency: 51,
      investor: { id: 'lead-1', name: 'Rahul Kapoor' },
      title: 'Follow-up overdue',
      detail:
        'The follow-up was due on 13 Jun 2026 (2 days ago): get in touch and set the next one.',
      opens: { to: '/advisor/crm/lead', search: { lead: 'lead-1' } },
    });
  });
});

describe('overdue tasks', () => {
  it.each([
    [-1, null],
    [0, null],
    [1, 50],
    [25, 53],
    [24 * 10 + 1, 80],
    [24 * 100, 80],
  ])('%s hours late: urgency %s', (hours, urgency) => {
    const actions = followUpActions([], [task(hours)], TODAY, NOW);
    expect(actions.map((action) => action.urgency)).toEqual(urgency === null ? [] : [urgency]);
  });

  it.each([
    [
      { leadId: 'lead-9', about: 'Ritu' },
      { to: '/advisor/crm/lead', search: { lead: 'lead-9' } },
      'Ritu',
    ],
    [
      { contactId: 'contact-3', about: 'Pooja' },
      { to: '/advisor/crm/contact', search: { contact: 'contact-3' } },
      'Pooja',
    ],
    [{}, { to: '/advisor/crm/lead', search: {} }, 'Your task'],
  ])('opens what it is about (%o)', (over, opens, name) => {
    const [action] = followUpActions([], [task(30, over)], TODAY, NOW);
    expect(action!.opens).toEqual(opens);
    expect(action!.investor.name).toBe(name);
    expect(action!.title).toBe('Task overdue: Call back');
    expect(action!.detail).toBe(
      'Due on 14 Jun 2026 (1 day late): mark it done, or snooze it to a new time.',
    );
  });

  it('says "earlier today" for a task late by hours', () => {
    const [action] = followUpActions([], [task(2)], TODAY, NOW);
    expect(action!.detail).toBe(
      'Due on 15 Jun 2026 (earlier today): mark it done, or snooze it to a new time.',
    );
  });
});
