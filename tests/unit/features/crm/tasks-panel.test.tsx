import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { TasksPanel } from '@/features/crm/components/tasks-panel';
import { renderScreen } from '../auth/render-screen';
import { crmTask } from './lead-fixtures';

// The tasks panel (used on a lead and on a contact) with the network edge replaced, as in the
// leads screen's tests.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const LEAD = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c01';
const T1 = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1d01';

beforeEach(() => {
  cleanup();
  submit.mockReset();
  submit.mockResolvedValue({ state: 'queued', id: 'q' });
  state.answers = {
    '/advisor/crm/tasks': {
      tasks: [
        crmTask({
          taskId: T1,
          leadId: LEAD,
          title: 'Call about the SIP',
          dueAt: '2026-01-05T10:00:00+05:30',
        }),
        crmTask({ taskId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1d02', title: 'Someone else’s lead' }),
        crmTask({
          taskId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1d03',
          leadId: LEAD,
          title: 'Sent the brochure',
          status: 'done',
          doneAt: '2026-01-01T10:00:00+05:30',
        }),
      ],
      asOf: '2026-11-24T10:00:00.000+05:30',
    },
  };
});

describe('the tasks panel', () => {
  it('shows the record’s open tasks, and marks one done and snoozes at once', async () => {
    await renderScreen(() => <TasksPanel leadId={LEAD} />, '/');
    expect(await screen.findByText('1 open task')).toBeTruthy();
    expect(screen.getByText('Call about the SIP')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.queryByText('Someone else’s lead')).toBeNull();

    const snooze = screen.getByLabelText('Snooze Call about the SIP');
    const tomorrow = within(snooze).getByRole('option', { name: 'Tomorrow, 9:00 am' });
    fireEvent.change(snooze, { target: { value: (tomorrow as HTMLOptionElement).value } });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const snoozed = submit.mock.calls[0]![0] as { body: { snoozedUntil: string } };
    expect(snoozed).toMatchObject({
      kind: 'crm-task-update',
      method: 'PATCH',
      path: `/advisor/crm/tasks/${T1}`,
    });
    expect(snoozed.body.snoozedUntil).toMatch(/T09:00:00\+05:30$/);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('No open tasks')).toBeTruthy();
    expect(submit.mock.calls[1]![0]).toMatchObject({ body: { status: 'done' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show done tasks (2)' }));
    expect(screen.getByText('Sent the brochure')).toBeTruthy();
  });

  it('adds a task for the record with its due time in India', async () => {
    await renderScreen(() => <TasksPanel leadId={LEAD} />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task' });
    fireEvent.change(within(dialog).getByLabelText('Task'), {
      target: { value: 'Send the KYC form' },
    });
    fireEvent.change(within(dialog).getByLabelText('Due (day)'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Time (IST)'), { target: { value: '15:30' } });
    fireEvent.change(within(dialog).getByLabelText('Reminder'), { target: { value: 'hour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the task' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: 'crm-task-create',
      method: 'POST',
      path: '/advisor/crm/tasks',
      body: {
        title: 'Send the KYC form',
        dueAt: '2026-12-01T15:30:00+05:30',
        remindAt: '2026-12-01T09:00:00.000Z',
        leadId: LEAD,
        contactId: null,
      },
    });
    expect(await screen.findByText('2 open tasks')).toBeTruthy();
  });
});
