import { Button, chakra, CloseButton, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { useTaskWrite } from '../api/task-write';
import { NOTES_MAX, TITLE_MAX, type Task } from '../model/contract';
import { addDays, istInstant, istParts } from '../model/task-times';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';

// "Add a task" (title, due day and time in India, a reminder) or, given `snoozing`, "Snooze
// until" a picked day and time. Keeps what was typed when the server refuses it.

const REMINDERS = ['none', 'at', 'hour', 'day'] as const;
type Reminder = (typeof REMINDERS)[number];
const REMINDER_LABELS: Record<Reminder, string> = {
  none: 'No reminder',
  at: 'When it is due',
  hour: '1 hour before',
  day: '1 day before',
};
const REMINDER_MS: Record<Exclude<Reminder, 'none'>, number> = {
  at: 0,
  hour: 3_600_000,
  day: 86_400_000,
};

export interface TaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task snoozed to a picked time; null to add a task. */
  snoozing: Task | null;
  leadId: string | null;
  contactId: string | null;
  onSaved: (what: string, state: 'sent' | 'queued') => void;
}

export function TaskDialog(props: TaskDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 2, sm: 4 }} maxW="lg">
            <Dialog.Header>
              <Dialog.Title>
                {props.snoozing ? `Snooze “${props.snoozing.title}”` : 'Add a task'}
              </Dialog.Title>
            </Dialog.Header>
            <TaskForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TaskForm({ onOpenChange, snoozing, leadId, contactId, onSaved }: TaskDialogProps) {
  const prefix = useId();
  const write = useTaskWrite();
  const [taskId] = useState(() => crypto.randomUUID());
  const [today] = useState(() => istParts(new Date())[0]);
  const [title, setTitle] = useState('');
  const [day, setDay] = useState(() => addDays(today, 1));
  const [time, setTime] = useState('10:00');
  const [reminder, setReminder] = useState<Reminder>('none');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const problems: Record<string, string> = {};
    if (!snoozing && !title.trim()) problems.title = 'Give the task';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) problems.dueAt = 'Pick a day';
    if (!/^\d{2}:\d{2}$/.test(time)) problems.time = 'Pick a time';
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFailure('Check the fields marked below.');
      return;
    }
    setErrors({});
    const at = istInstant(day, time);
    const done = {
      onSuccess: (result: { state: string }) => {
        onSaved(
          snoozing ? `${snoozing.title} snoozed` : 'Task added',
          result.state === 'sent' ? 'sent' : 'queued',
        );
        onOpenChange(false);
      },
      onError: (error: Error) => {
        const fields = fieldErrorsOf(error);
        setErrors({ ...fields, ...(fields.snoozedUntil ? { dueAt: fields.snoozedUntil } : {}) });
        setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
      },
    };
    if (snoozing) {
      write.mutate(
        {
          kind: 'update',
          taskId: snoozing.taskId,
          title: snoozing.title,
          body: { snoozedUntil: at },
        },
        done,
      );
      return;
    }
    const remindAt =
      reminder === 'none' ? null : new Date(Date.parse(at) - REMINDER_MS[reminder]).toISOString();
    write.mutate(
      {
        kind: 'create',
        body: {
          taskId,
          title: title.trim(),
          dueAt: at,
          remindAt,
          leadId,
          contactId,
          notes: notes.trim() || null,
        },
      },
      done,
    );
  };

  const id = (field: string) => `${prefix}-${field}`;
  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Dialog.Body>
        <Stack gap={4}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          {snoozing ? null : (
            <TextField
              id={id('title')}
              label="Task"
              value={title}
              maxLength={TITLE_MAX + 20}
              onValue={setTitle}
              error={errors.title}
            />
          )}
          <SimpleGrid columns={2} gap={3}>
            <TextField
              id={id('day')}
              label={snoozing ? 'Until (day)' : 'Due (day)'}
              type="date"
              min={today}
              value={day}
              onValue={setDay}
              error={errors.dueAt}
            />
            <TextField
              id={id('time')}
              label="Time (IST)"
              type="time"
              value={time}
              onValue={setTime}
              error={errors.time}
            />
          </SimpleGrid>
          {snoozing ? null : (
            <>
              <SelectField
                id={id('reminder')}
                label="Reminder"
                value={reminder}
                options={REMINDERS}
                labels={REMINDER_LABELS}
                onValue={setReminder}
                error={errors.remindAt}
              />
              <TextAreaField
                id={id('notes')}
                label="Notes"
                hint="Optional"
                value={notes}
                maxLength={NOTES_MAX + 20}
                onValue={setNotes}
                error={errors.notes}
              />
            </>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          {snoozing ? 'Snooze' : 'Add the task'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
