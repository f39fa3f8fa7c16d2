import { describe, expect, it } from 'vitest';
import {
  applyMove,
  dropTarget,
  filterLeads,
  groupByStage,
  indiaToday,
  isOverdue,
  NO_FILTERS,
} from '@/features/crm/model/board';
import type { Lead, LeadStage } from '@/features/crm/model/contract';
import {
  CRM_LEAD_WRITE_KINDS,
  leadsWithPending,
  LEADS_PATH,
  leadStagePath,
  pendingCrm,
  taskPath,
  tasksWithPending,
  TASKS_PATH,
} from '@/features/crm/model/pending-writes';
import { istInstant, istParts, snoozeChoices, tasksOf } from '@/features/crm/model/task-times';
import { crmLead, crmTask } from './lead-fixtures';

// The pipeline board's arithmetic (issue 17): columns in order, a move renumbering both columns
// the way the server does, overdue against today in India, and the outbox's waiting writes laid
// over the server's answer.

const NOW = '2026-11-24T10:00:00.000+05:30';

const board = (spec: Partial<Record<LeadStage, string[]>>): Lead[] =>
  Object.entries(spec).flatMap(([stage, names]) =>
    names.map((name, position) =>
      crmLead({ leadId: `id-${name}`, name, stage: stage as LeadStage, position }),
    ),
  );

const names = (leads: Lead[]) => {
  const columns = groupByStage(leads);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => column.length > 0)
      .map(([stage, column]) => [stage, column.map((lead) => `${lead.name}${lead.position}`)]),
  );
};

describe('groupByStage', () => {
  it('gives every stage, each column by position', () => {
    const leads = board({ new: ['a', 'b'], won: ['c'] }).reverse();
    const columns = groupByStage(leads);
    expect(Object.keys(columns)).toEqual([
      'new',
      'contacted',
      'meeting',
      'proposal',
      'won',
      'lost',
    ]);
    expect(columns.new.map((lead) => lead.name)).toEqual(['a', 'b']);
    expect(columns.lost).toEqual([]);
  });
});

describe('applyMove', () => {
  const start = board({ new: ['a', 'b', 'c'], contacted: ['d', 'e'] });
  it.each([
    {
      what: 'to the top of another column, both renumbered',
      move: { leadId: 'id-b', stage: 'contacted' as const, position: 0 },
      after: { new: ['a0', 'c1'], contacted: ['b0', 'd1', 'e2'] },
    },
    {
      what: 'without a position: the bottom',
      move: { leadId: 'id-a', stage: 'contacted' as const },
      after: { new: ['b0', 'c1'], contacted: ['d0', 'e1', 'a2'] },
    },
    {
      what: 'a position past the end: the bottom',
      move: { leadId: 'id-a', stage: 'contacted' as const, position: 99 },
      after: { new: ['b0', 'c1'], contacted: ['d0', 'e1', 'a2'] },
    },
    {
      what: 'within its column, down',
      move: { leadId: 'id-a', stage: 'new' as const, position: 2 },
      after: { new: ['b0', 'c1', 'a2'], contacted: ['d0', 'e1'] },
    },
    {
      what: 'within its column, up',
      move: { leadId: 'id-c', stage: 'new' as const, position: 0 },
      after: { new: ['c0', 'a1', 'b2'], contacted: ['d0', 'e1'] },
    },
    {
      what: 'to an empty column',
      move: { leadId: 'id-e', stage: 'won' as const, position: 0 },
      after: { new: ['a0', 'b1', 'c2'], contacted: ['d0'], won: ['e0'] },
    },
  ])('moves $what', ({ move, after }) => {
    expect(names(applyMove(start, move, NOW))).toEqual(after);
  });

  it('sets the stage time only when the stage changes, and keeps the lost reason', () => {
    const [a] = start;
    const reordered = applyMove(start, { leadId: 'id-a', stage: 'new', position: 1 }, NOW);
    expect(reordered.find((lead) => lead.leadId === 'id-a')?.stageChangedAt).toBe(
      a!.stageChangedAt,
    );
    const lost = applyMove(
      start,
      { leadId: 'id-a', stage: 'lost', lostReason: 'Chose a bank' },
      NOW,
    );
    const moved = lost.find((lead) => lead.leadId === 'id-a')!;
    expect([moved.stage, moved.lostReason, moved.stageChangedAt]).toEqual([
      'lost',
      'Chose a bank',
      NOW,
    ]);
    const back = applyMove(lost, { leadId: 'id-a', stage: 'new' }, NOW);
    expect(back.find((lead) => lead.leadId === 'id-a')?.lostReason).toBeNull();
  });

  it('is the same applied twice (the optimistic cache and the outbox both show a move)', () => {
    const move = { leadId: 'id-b', stage: 'contacted' as const, position: 1 };
    const once = applyMove(start, move, NOW);
    expect(applyMove(once, move, NOW)).toEqual(once);
  });

  it('changes nothing for a lead it does not know', () => {
    expect(applyMove(start, { leadId: 'gone', stage: 'won' }, NOW)).toEqual(start);
  });
});

describe('dropTarget', () => {
  const columns = groupByStage(board({ new: ['a', 'b', 'c'], contacted: ['d'] }));
  it.each([
    { over: 'contacted', want: { stage: 'contacted', position: 1 } },
    { over: 'new', want: { stage: 'new', position: 2 } },
    { over: 'id-d', want: { stage: 'contacted', position: 0 } },
    { over: 'id-c', want: { stage: 'new', position: 2 } },
    { over: 'lost', want: { stage: 'lost', position: 0 } },
    { over: 'nothing', want: null },
  ])('dragging a over $over', ({ over, want }) => {
    expect(dropTarget(columns, 'id-a', over)).toEqual(want);
  });
});

describe('isOverdue and indiaToday', () => {
  it.each([
    { nextFollowUp: '2026-11-23', stage: 'new' as const, overdue: true },
    { nextFollowUp: '2026-11-24', stage: 'new' as const, overdue: false },
    { nextFollowUp: null, stage: 'meeting' as const, overdue: false },
    { nextFollowUp: '2026-11-01', stage: 'won' as const, overdue: false },
    { nextFollowUp: '2026-11-01', stage: 'lost' as const, overdue: false },
  ])('follow-up $nextFollowUp in $stage: overdue $overdue', ({ nextFollowUp, stage, overdue }) => {
    expect(isOverdue(crmLead({ nextFollowUp, stage }), '2026-11-24')).toBe(overdue);
  });

  it('counts the day in India: after 18:30 UTC it is already tomorrow', () => {
    expect(indiaToday(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(indiaToday(new Date('2026-11-24T18:31:00Z'))).toBe('2026-11-25');
  });
});

describe('filterLeads', () => {
  const leads = [
    crmLead({ leadId: 'l1', name: 'Aarav Mehta', phone: '+919876543210', source: 'referral' }),
    crmLead({
      leadId: 'l2',
      name: 'Diya Rao',
      stage: 'won',
      notes: 'Wants an SIP',
      source: 'event',
    }),
    crmLead({
      leadId: 'l3',
      name: 'Kabir Shah',
      nextFollowUp: '2026-11-20',
      email: 'kabir@example.in',
    }),
  ];
  it.each([
    { filters: {}, want: ['l1', 'l3', 'l2'] },
    { filters: { stage: 'won' as const }, want: ['l2'] },
    { filters: { source: 'event' as const }, want: ['l2'] },
    { filters: { overdueOnly: true }, want: ['l3'] },
    { filters: { text: 'sip' }, want: ['l2'] },
    { filters: { text: '43210' }, want: ['l1'] },
    { filters: { text: 'KABIR@' }, want: ['l3'] },
    { filters: { text: 'nobody' }, want: [] },
  ])('$filters', ({ filters, want }) => {
    expect(
      filterLeads(leads, { ...NO_FILTERS, ...filters }, '2026-11-24').map((l) => l.leadId),
    ).toEqual(want);
  });
});

describe('waiting writes laid over the server’s leads and tasks', () => {
  const owner = { id: 'adv', name: 'Asha' };
  const server = board({ new: ['a'], contacted: ['b'] });
  const pending = pendingCrm([
    {
      kind: CRM_LEAD_WRITE_KINDS.create,
      path: LEADS_PATH,
      state: 'pending',
      body: { ...crmLead({}), leadId: 'id-n', name: 'New one' },
    },
    {
      kind: CRM_LEAD_WRITE_KINDS.update,
      path: `${LEADS_PATH}/id-a`,
      state: 'pending',
      body: { notes: 'x' },
    },
    {
      kind: CRM_LEAD_WRITE_KINDS.update,
      path: `${LEADS_PATH}/id-a`,
      state: 'pending',
      body: { name: 'A2' },
    },
    {
      kind: CRM_LEAD_WRITE_KINDS.stage,
      path: leadStagePath('id-a'),
      state: 'pending',
      body: { stage: 'contacted', position: 0 },
    },
    {
      kind: CRM_LEAD_WRITE_KINDS.stage,
      path: leadStagePath('id-b'),
      state: 'failed',
      body: { stage: 'won' },
    },
    { kind: 'crm-contact-create', path: `${LEADS_PATH}`, state: 'pending', body: {} },
    {
      kind: CRM_LEAD_WRITE_KINDS.taskCreate,
      path: TASKS_PATH,
      state: 'pending',
      body: {
        taskId: 't-new',
        title: 'Call',
        dueAt: NOW,
        remindAt: null,
        leadId: 'id-a',
        contactId: null,
        notes: null,
      },
    },
    {
      kind: CRM_LEAD_WRITE_KINDS.taskUpdate,
      path: taskPath('t1'),
      state: 'pending',
      body: { status: 'done' },
    },
  ]);

  it('shows new leads, merged edits and moves in order; skips failed and other kinds', () => {
    const leads = leadsWithPending(server, pending, owner, NOW);
    expect(names(leads)).toEqual({ new: ['New one0'], contacted: ['A20', 'b1'] });
    expect(leads.find((lead) => lead.leadId === 'id-a')?.notes).toBe('x');
    // Laid over an answer that already has them, nothing changes.
    expect(leadsWithPending(leads, pending, owner, NOW)).toEqual(leads);
  });

  it('shows new tasks and waiting changes', () => {
    const tasks = tasksWithPending([crmTask({ taskId: 't1' })], pending, owner, NOW);
    expect(tasks.map((task) => [task.taskId, task.status])).toEqual([
      ['t1', 'done'],
      ['t-new', 'open'],
    ]);
    expect(tasksOf(tasks, { leadId: 'id-a' }).open.map((task) => task.taskId)).toEqual(['t-new']);
  });
});

describe('task times in India', () => {
  it('reads and writes IST', () => {
    expect(istInstant('2026-11-25', '09:00')).toBe('2026-11-25T09:00:00+05:30');
    expect(istParts('2026-11-24T18:45:00Z')).toEqual(['2026-11-25', '00:15']);
  });
  it.each([
    { now: '2026-11-24T05:00:00Z', tomorrow: '2026-11-25', monday: '2026-11-30' }, // a Tuesday
    { now: '2026-11-29T20:00:00Z', tomorrow: '2026-12-01', monday: '2026-12-07' }, // Monday 1:30 IST
    { now: '2026-11-29T10:00:00Z', tomorrow: '2026-11-30', monday: '2026-11-30' }, // a Sunday
  ])('snoozes from $now', ({ now, tomorrow, monday }) => {
    expect(snoozeChoices(new Date(now)).map((choice) => choice.until)).toEqual([
      `${tomorrow}T09:00:00+05:30`,
      `${monday}T09:00:00+05:30`,
    ]);
  });
});
