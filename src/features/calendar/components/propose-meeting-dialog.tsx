import { Button, chakra, Dialog, HStack, Spinner, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useMeetingClients } from '../api/clients-get';
import { useMeetingWrite } from '../api/meeting-write';
import { MEETING_DURATIONS, MEETING_TEXT_MAX, MEETING_TITLE_MAX } from '../model/contract';
import { checkMeetingDraft, firstSlotSuggestion, type MeetingDraft } from '../model/meeting-form';
import { DialogFrame } from './dialog-frame';
import { SlotFields } from './slot-fields';

// The adviser proposes a meeting (issue 18): one of their clients, a title, how long, and one to
// three times in IST. Kept in the outbox when offline; on a refusal the form stays as typed with
// the server's messages at their fields.

export interface ProposeMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  sheet: boolean;
  deviceZone: string;
  today: string;
  /** Sent now, or kept on the device until the signal returns. */
  onSaved: (state: 'sent' | 'queued') => void;
}

export function ProposeMeetingDialog(props: ProposeMeetingDialogProps) {
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      title="Propose a meeting"
      sheet={props.sheet}
    >
      <ProposeForm {...props} />
    </DialogFrame>
  );
}

function ProposeForm({ onClose, deviceZone, today, onSaved }: ProposeMeetingDialogProps) {
  const clients = useMeetingClients(true);
  const write = useMeetingWrite();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  // Made once when the form opens: a retry, or the outbox's replay, names the same meeting.
  const [meetingId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<MeetingDraft>(() => ({
    investorSub: '',
    title: '',
    durationMinutes: 30,
    slots: [firstSlotSuggestion(new Date())],
    location: '',
    note: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (patch: Partial<MeetingDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const list = clients.data?.data.investors ?? [];

  const submit = () => {
    setFailure(null);
    const checked = checkMeetingDraft(draft, new Date());
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const clientName = list.find((client) => client.id === draft.investorSub)?.name ?? 'a client';
    write.mutate(
      { kind: 'propose', body: { meetingId, ...checked.body }, clientName },
      {
        onSuccess: (result) => {
          onSaved(result.state === 'sent' ? 'sent' : 'queued');
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFailure(
            isApiError(error) ? error.message : 'The proposal could not be sent. Try again.',
          );
        },
      },
    );
  };

  const titleHint = 'Such as “Half-yearly review”';
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
          <PlainField id="meeting-client" label="Client" error={errors.investorSub}>
            {clients.isPending ? (
              <HStack>
                <Spinner size="sm" />
                <Text>Loading your clients…</Text>
              </HStack>
            ) : clients.isError ? (
              <FormAlert status="error" title="Your clients could not be loaded">
                <Button size="xs" variant="outline" onClick={() => void clients.refetch()}>
                  Try again
                </Button>
              </FormAlert>
            ) : (
              <chakra.select
                id="meeting-client"
                css={[input, { appearance: 'auto', pe: 2 }]}
                value={draft.investorSub}
                aria-invalid={errors.investorSub ? true : undefined}
                aria-describedby={describedBy({ id: 'meeting-client', error: errors.investorSub })}
                onChange={(event) => change({ investorSub: event.target.value })}
              >
                <option value="">
                  {list.length === 0 ? 'You have no clients yet' : 'Choose a client'}
                </option>
                {list.map((client) => (
                  <option key={client.id} value={client.id}>
                    {client.name ?? 'Unnamed client'}
                  </option>
                ))}
              </chakra.select>
            )}
          </PlainField>
          <PlainField id="meeting-title" label="Title" error={errors.title} hint={titleHint}>
            <chakra.input
              id="meeting-title"
              css={input}
              value={draft.title}
              maxLength={MEETING_TITLE_MAX + 20}
              autoComplete="off"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy({
                id: 'meeting-title',
                error: errors.title,
                hint: titleHint,
              })}
              onChange={(event) => change({ title: event.target.value })}
            />
          </PlainField>
          <PlainField id="meeting-duration" label="Length" error={errors.durationMinutes}>
            <chakra.select
              id="meeting-duration"
              css={[input, { appearance: 'auto', pe: 2, maxW: '12rem' }]}
              value={draft.durationMinutes}
              aria-describedby={describedBy({
                id: 'meeting-duration',
                error: errors.durationMinutes,
              })}
              onChange={(event) => change({ durationMinutes: Number(event.target.value) })}
            >
              {MEETING_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60
                    ? `${minutes} minutes`
                    : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
                </option>
              ))}
            </chakra.select>
          </PlainField>
          <SlotFields
            idPrefix="meeting"
            slots={draft.slots}
            onChange={(slots) => change({ slots })}
            errors={errors}
            deviceZone={deviceZone}
            minDay={today}
          />
          <PlainField
            id="meeting-location"
            label="Where (optional)"
            error={errors.location}
            hint="An office, a phone number or a video link"
          >
            <chakra.input
              id="meeting-location"
              css={input}
              value={draft.location}
              maxLength={MEETING_TEXT_MAX + 20}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={describedBy({
                id: 'meeting-location',
                error: errors.location,
                hint: 'An office, a phone number or a video link',
              })}
              onChange={(event) => change({ location: event.target.value })}
            />
          </PlainField>
          <PlainField id="meeting-note" label="Note for the client (optional)" error={errors.note}>
            <chakra.textarea
              id="meeting-note"
              css={input}
              minH="5rem"
              py={2}
              value={draft.note}
              maxLength={MEETING_TEXT_MAX + 20}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={describedBy({ id: 'meeting-note', error: errors.note })}
              onChange={(event) => change({ note: event.target.value })}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          Propose
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
