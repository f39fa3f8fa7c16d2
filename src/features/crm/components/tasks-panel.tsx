import {
  Badge,
  Box,
  Button,
  chakra,
  HStack,
  Skeleton,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { useState } from 'react';
import { DataError } from '@/ui/data-error';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { useTaskWrite } from '../api/task-write';
import type { Task, TaskUpdate } from '../model/contract';
import { isSnoozed, isTaskOverdue, snoozeChoices, tasksOf } from '../model/task-times';
import { useTasksView } from '../hooks/use-crm-view';

// Loads the first time it opens (issue 19: Chakra's Dialog stays out of the first visit).
const TaskDialog = lazyWhenOpen(
  () => import('./tasks-panel-dialog').then((m) => m.TaskDialog),
  (props) => props.open,
);

// The open tasks of one lead or contact (or all the adviser's when neither is given), with "Add
// a task", done, snooze (tomorrow 9:00, next Monday 9:00, or a picked time) and reopen. Every
// change goes through the outbox and shows at once, also offline.

export interface TasksPanelProps {
  leadId?: string | undefined;
  contactId?: string | undefined;
}

export function TasksPanel({ leadId, contactId }: TasksPanelProps) {
  const { query, tasks } = useTasksView();
  const [adding, setAdding] = useState(false);
  const [snoozing, setSnoozing] = useState<Task | null>(null);
  const [showDone, setShowDone] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const write = useTaskWrite();
  const now = new Date();

  const update = (task: Task, body: TaskUpdate) =>
    write.mutate(
      { kind: 'update', taskId: task.taskId, title: task.title, body },
      {
        onSuccess: (result) =>
          setAnnouncement(
            result.state === 'sent'
              ? `${task.title}: saved.`
              : `${task.title}: saved on this device; sent when online.`,
          ),
        onError: () => setAnnouncement(`${task.title}: it could not be saved. Try again.`),
      },
    );

  if (query.isPending) return <Skeleton h="24" borderRadius="l2" />;
  if (!tasks) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { open, done } = tasksOf(tasks, { leadId, contactId });

  return (
    <Stack gap={3} data-testid="tasks-panel">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">
          {open.length === 0
            ? 'No open tasks'
            : open.length === 1
              ? '1 open task'
              : `${open.length} open tasks`}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          Add a task
        </Button>
      </HStack>
      <Stack as="ul" gap={2} listStyleType="none" ps={0}>
        {open.map((task) => (
          <Box as="li" key={task.taskId} borderWidth="1px" borderRadius="l2" p={3}>
            <Stack gap={1}>
              <HStack justify="space-between" align="start" gap={2}>
                <Text fontWeight="medium">{task.title}</Text>
                {isTaskOverdue(task, now) ? (
                  <Badge colorPalette="red" flexShrink={0}>
                    Overdue
                  </Badge>
                ) : null}
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                Due {formatIndianDateTime(new Date(task.dueAt))}
                {task.remindAt
                  ? ` · reminder ${formatIndianDateTime(new Date(task.remindAt))}`
                  : ''}
              </Text>
              {isSnoozed(task, now) && task.snoozedUntil ? (
                <Text textStyle="sm" color="fg.muted">
                  Snoozed until {formatIndianDateTime(new Date(task.snoozedUntil))}
                </Text>
              ) : null}
              {task.notes ? <Text textStyle="sm">{task.notes}</Text> : null}
              <HStack gap={2} wrap="wrap" pt={1}>
                <Button
                  size="xs"
                  colorPalette="purple"
                  onClick={() => update(task, { status: 'done' })}
                >
                  Done
                </Button>
                <SnoozeSelect
                  title={task.title}
                  onSnooze={(until) => update(task, { snoozedUntil: until })}
                  onPick={() => setSnoozing(task)}
                />
              </HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
      {done.length > 0 ? (
        <Stack gap={2}>
          <Button
            size="xs"
            variant="ghost"
            alignSelf="start"
            onClick={() => setShowDone((v) => !v)}
            aria-expanded={showDone}
          >
            {showDone ? 'Hide done tasks' : `Show done tasks (${done.length})`}
          </Button>
          {showDone ? (
            <Stack as="ul" gap={2} listStyleType="none" ps={0}>
              {done.map((task) => (
                <HStack as="li" key={task.taskId} justify="space-between" gap={2}>
                  <Text textStyle="sm" color="fg.muted" textDecoration="line-through">
                    {task.title}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => update(task, { status: 'open' })}
                  >
                    Reopen
                  </Button>
                </HStack>
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      <TaskDialog
        open={adding || snoozing !== null}
        snoozing={snoozing}
        leadId={leadId ?? null}
        contactId={contactId ?? null}
        onOpenChange={(next) => {
          if (!next) {
            setAdding(false);
            setSnoozing(null);
          }
        }}
        onSaved={(what, state) =>
          setAnnouncement(
            state === 'sent' ? `${what}.` : `${what} on this device; sent when online.`,
          )
        }
      />
    </Stack>
  );
}

const PICK = 'pick';

/** "Snooze…": tomorrow 9:00, next Monday 9:00, or pick a time (a dialog). */
function SnoozeSelect({
  title,
  onSnooze,
  onPick,
}: {
  title: string;
  onSnooze: (until: string) => void;
  onPick: () => void;
}) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'xs' });
  const choices = snoozeChoices();
  return (
    <chakra.select
      css={[inputStyles, { appearance: 'auto', pe: 2, w: 'auto' }]}
      aria-label={`Snooze ${title}`}
      value=""
      onChange={(event) => {
        const value = event.target.value;
        if (value === PICK) onPick();
        else if (value) onSnooze(value);
      }}
    >
      <option value="">Snooze…</option>
      {choices.map((choice) => (
        <option key={choice.label} value={choice.until}>
          {choice.label}
        </option>
      ))}
      <option value={PICK}>Pick a day and time…</option>
    </chakra.select>
  );
}
