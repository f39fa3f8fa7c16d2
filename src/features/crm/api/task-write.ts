import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { TaskCreate, TaskUpdate } from '../model/contract';
import {
  applyTaskUpdate,
  CRM_LEAD_WRITE_KINDS,
  taskFromCreate,
  taskPath,
  TASKS_PATH,
} from '../model/pending-writes';
import { CRM_KEY } from './leads-get';
import { changeCachedTasks, ownerOf } from './optimistic';

// Adding a task and marking it done, reopening or snoozing it, through the outbox, replayed
// silently (the task's id is made when the dialog opens). The task list changes at once.

export type TaskWrite =
  | { kind: 'create'; body: TaskCreate }
  | { kind: 'update'; taskId: string; title: string; body: TaskUpdate };

const updateLabel = ({ title, body }: { title: string; body: TaskUpdate }) => {
  if (body.status === 'done') return `Task done: ${title}`;
  if (body.status === 'open') return `Task reopened: ${title}`;
  if (body.snoozedUntil) return `Task snoozed: ${title}`;
  return `Task: ${title}`;
};

export function taskWriteRequest(write: TaskWrite): WriteRequest {
  return write.kind === 'create'
    ? {
        kind: CRM_LEAD_WRITE_KINDS.taskCreate,
        label: `New task: ${write.body.title}`,
        replay: 'silent',
        method: 'POST',
        path: TASKS_PATH,
        body: write.body,
      }
    : {
        kind: CRM_LEAD_WRITE_KINDS.taskUpdate,
        label: updateLabel(write),
        replay: 'silent',
        method: 'PATCH',
        path: taskPath(write.taskId),
        body: write.body,
      };
}

export function useTaskWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, TaskWrite>({
    networkMode: 'always',
    onMutate: (write) => {
      const now = new Date().toISOString();
      return changeCachedTasks(queryClient, (tasks) =>
        write.kind === 'create'
          ? tasks.some((task) => task.taskId === write.body.taskId)
            ? tasks
            : [...tasks, taskFromCreate(write.body, ownerOf(tasks), now)]
          : tasks.map((task) =>
              task.taskId === write.taskId ? applyTaskUpdate(task, write.body, now) : task,
            ),
      );
    },
    mutationFn: (write) => outbox.submit(taskWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
