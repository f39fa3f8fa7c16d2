import { Button, chakra, Dialog, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useMeetingWrite } from '../api/meeting-write';
import { MEETING_TEXT_MAX, type Meeting } from '../model/contract';
import { checkSlots, type SlotDraft } from '../model/meeting-form';
import { DialogFrame } from './dialog-frame';
import { SlotFields } from './slot-fields';

// None of the proposed times suits: suggest one to three others (issue 18); the other side then
// accepts one of them. Through the outbox; on a refusal the times stay as typed.

export interface SuggestTimesDialogProps {
  meeting: Meeting | null;
  onClose: () => void;
  sheet: boolean;
  deviceZone: string;
  today: string;
  onSaved: (state: 'sent' | 'queued') => void;
}

export function SuggestTimesDialog(props: SuggestTimesDialogProps) {
  return (
    <DialogFrame
      open={props.meeting !== null}
      onClose={props.onClose}
      title={props.meeting ? `Other times for “${props.meeting.title}”` : ''}
      sheet={props.sheet}
    >
      {props.meeting ? <SuggestForm {...props} meeting={props.meeting} /> : null}
    </DialogFrame>
  );
}

function SuggestForm({
  meeting,
  onClose,
  deviceZone,
  today,
  onSaved,
}: SuggestTimesDialogProps & { meeting: Meeting }) {
  const write = useMeetingWrite();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [slots, setSlots] = useState<SlotDraft[]>([{ day: today, clock: '' }]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const checked = checkSlots(slots, new Date());
    const noteError =
      note.trim().length > MEETING_TEXT_MAX ? `At most ${MEETING_TEXT_MAX} characters` : null;
    if ('errors' in checked || noteError) {
      setErrors({
        ...('errors' in checked ? checked.errors : {}),
        ...(noteError ? { note: noteError } : {}),
      });
      return;
    }
    setErrors({});
    write.mutate(
      {
        kind: 'respond',
        meetingId: meeting.meetingId,
        title: meeting.title,
        body: { action: 'suggest', slots: checked.body, note: note.trim() || null },
      },
      {
        onSuccess: (result) => {
          onSaved(result.state === 'sent' ? 'sent' : 'queued');
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFailure(
            isApiError(error) ? error.message : 'Your times could not be sent. Try again.',
          );
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
          <Text textStyle="sm" color="fg.muted">
            The other side chooses one of these, or suggests again.
          </Text>
          <SlotFields
            idPrefix="suggest"
            slots={slots}
            onChange={setSlots}
            errors={errors}
            deviceZone={deviceZone}
            minDay={today}
          />
          <PlainField id="suggest-note" label="Note (optional)" error={errors.note}>
            <chakra.textarea
              id="suggest-note"
              css={input}
              minH="4rem"
              py={2}
              value={note}
              maxLength={MEETING_TEXT_MAX + 20}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={describedBy({ id: 'suggest-note', error: errors.note })}
              onChange={(event) => setNote(event.target.value)}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          Suggest these times
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
