import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { taskListSchema } from '../model/contract';
import { TASKS_PATH } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';

// GET /api/advisor/crm/tasks: the adviser's tasks, open and done.

export const TASKS_KEY = [...CRM_KEY, 'tasks'] as const;

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'list'],
    queryFn: ({ signal }) => gatewayApi.read(TASKS_PATH, { schema: taskListSchema, signal }),
  });

export const useTasks = () => useQuery(tasksQueryOptions());
