import type { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import type { Lead, LeadList, Task, TaskList } from '../model/contract';
import { leadsQueryOptions } from './leads-get';
import { tasksQueryOptions } from './tasks-get';

// The cached lists changed at once when the adviser acts, so the board moves before (or
// without) the network; the server's answer replaces them when the write lands.

export async function changeCachedLeads(
  queryClient: QueryClient,
  change: (leads: Lead[]) => Lead[],
): Promise<void> {
  const { queryKey } = leadsQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<ApiResult<LeadList>>(queryKey, (old) =>
    old ? { ...old, data: { ...old.data, leads: change(old.data.leads) } } : old,
  );
}

export async function changeCachedTasks(
  queryClient: QueryClient,
  change: (tasks: Task[]) => Task[],
): Promise<void> {
  const { queryKey } = tasksQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<ApiResult<TaskList>>(queryKey, (old) =>
    old ? { ...old, data: { ...old.data, tasks: change(old.data.tasks) } } : old,
  );
}

/** Whose records these are, for a record made on this device (display only). */
export const ownerOf = (
  records: ReadonlyArray<{ owner?: Lead['owner']; assignee?: Task['assignee'] }>,
) => records[0]?.owner ?? records[0]?.assignee ?? { id: '', name: null };
