import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useLeads } from '../api/leads-get';
import { ownerOf } from '../api/optimistic';
import { useTasks } from '../api/tasks-get';
import { leadsWithPending, pendingCrm, tasksWithPending } from '../model/pending-writes';

// The adviser's leads and tasks as this device should show them: the server's (or, offline, the
// saved answer) with the writes still waiting in the outbox laid over them, so a reload offline
// shows the moves, new leads and tasks the adviser made.

const countCrmWaiting = (items: ReadonlyArray<{ kind: string; state: string }>) =>
  items.filter((item) => item.state === 'pending' && item.kind.startsWith('crm-')).length;

export function useLeadsView() {
  const query = useLeads();
  const waiting = useOutboxItems();
  const pending = useMemo(() => pendingCrm(waiting), [waiting]);
  const leads = useMemo(() => {
    if (!query.data) return undefined;
    const server = query.data.data.leads;
    return leadsWithPending(server, pending, ownerOf(server), query.data.data.asOf);
  }, [query.data, pending]);
  return { query, leads, pending, unsent: countCrmWaiting(waiting) };
}

export function useTasksView() {
  const query = useTasks();
  const waiting = useOutboxItems();
  const tasks = useMemo(() => {
    if (!query.data) return undefined;
    const server = query.data.data.tasks;
    return tasksWithPending(server, pendingCrm(waiting), ownerOf(server), query.data.data.asOf);
  }, [query.data, waiting]);
  return { query, tasks };
}
