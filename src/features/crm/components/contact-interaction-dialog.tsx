import { Button, chakra, CloseButton, Dialog, Portal, Stack, useRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { PlainField, describedBy } from '@/ui/plain-field';
import { useContactWrite } from '../api/contacts-write';
import {
  INTERACTION_KIND_LABELS,
  INTERACTION_KINDS,
  NOTES_MAX,
  OUTCOME_MAX,
  type InteractionKind,
} from '../model/contract';
import { istInstant, istParts } from '../model/task-times';

// "Log an interaction" on a contact (issue 17): a call, meeting, e-mail, message or note, when it
// happened (now by default, in India's time), its outcome and notes. Through the outbox, so a
// call logged in a basement without signal lands once, with the time it was typed.

export interface ContactInteractionDialogProps {
  contactId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (state: 'sent' | 'queued') => void;
}

export function ContactInteractionDialog(props: ContactInteractionDialogProps) {
  const { open, onOpenChange, name } = props;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="lg">
            <Dialog.Header>
              <Dialog.Title>Log an interaction with {name}</Dialog.Title>
            </Dialog.Header>
            <InteractionForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function InteractionForm({
  contactId,
  name,
  onOpenChange,
  onSaved,
}: ContactInteractionDialogProps) {
  const write = useContactWrite();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [interactionId] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<InteractionKind>('call');
  const [[day, time], setWhen] = useState(() => istParts(new Date()));
  const [outcome, setOutcome] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) {
      setErrors({ occurredAt: 'Pick the day and time it happened' });
      return;
    }
    setErrors({});
    write.mutate(
      {
        kind: 'interaction',
        contactId,
        name,
        body: {
          interactionId,
          kind,
          occurredAt: istInstant(day, time),
          outcome: outcome.trim() || null,
          notes: notes.trim() || null,
        },
      },
      {
        onSuccess: (result) => {
          onSaved(result.state === 'sent' ? 'sent' : 'queued');
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
        },
      },
    );
  };

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
          <PlainField id="interaction-kind" label="What it was" error={errors.kind}>
            <chakra.select
              id="interaction-kind"
              css={[input, { appearance: 'auto', pe: 2 }]}
              value={kind}
              onChange={(event) => {
                const picked = INTERACTION_KINDS.find((one) => one === event.target.value);
                if (picked) setKind(picked);
              }}
            >
              {INTERACTION_KINDS.map((one) => (
                <option key={one} value={one}>
                  {INTERACTION_KIND_LABELS[one]}
                </option>
              ))}
            </chakra.select>
          </PlainField>
          <PlainField id="interaction-day" label="When (India time)" error={errors.occurredAt}>
            <Stack direction="row" gap={2}>
              <chakra.input
                id="interaction-day"
                type="date"
                css={input}
                value={day}
                aria-invalid={errors.occurredAt ? true : undefined}
                aria-describedby={describedBy({ id: 'interaction-day', error: errors.occurredAt })}
                onChange={(event) => setWhen([event.target.value, time])}
              />
              <chakra.input
                type="time"
                aria-label="Time"
                css={input}
                value={time}
                onChange={(event) => setWhen([day, event.target.value])}
              />
            </Stack>
          </PlainField>
          <PlainField id="interaction-outcome" label="Outcome (optional)" error={errors.outcome}>
            <chakra.input
              id="interaction-outcome"
              css={input}
              value={outcome}
              maxLength={OUTCOME_MAX}
              placeholder="Such as “Interested in a retirement plan”"
              aria-describedby={describedBy({ id: 'interaction-outcome', error: errors.outcome })}
              onChange={(event) => setOutcome(event.target.value)}
            />
          </PlainField>
          <PlainField id="interaction-notes" label="Notes (optional)" error={errors.notes}>
            <chakra.textarea
              id="interaction-notes"
              css={input}
              minH="6rem"
              py={2}
              value={notes}
              maxLength={NOTES_MAX}
              aria-describedby={describedBy({ id: 'interaction-notes', error: errors.notes })}
              onChange={(event) => setNotes(event.target.value)}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          Log it
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
