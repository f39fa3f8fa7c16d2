import { Badge, Box, Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useLeadInteraction } from '../api/lead-interaction-write';
import {
  INTERACTION_KIND_LABELS,
  INTERACTION_KINDS,
  NOTES_MAX,
  OUTCOME_MAX,
  type Interaction,
  type InteractionCreate,
  type InteractionKind,
} from '../model/contract';
import { istInstant, istParts } from '../model/task-times';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';

// A lead's interactions log, newest first, and "Log a call / meeting / e-mail / message / note":
// the time defaults to now (in India) and may be set earlier; one logged offline shows as not
// sent and lands once with its own time.

export interface LeadInteractionsProps {
  leadId: string;
  name: string;
  interactions: readonly Interaction[];
  /** Logged on this device and not yet sent. */
  waiting: readonly InteractionCreate[];
  onSaved: (what: string, state: 'sent' | 'queued') => void;
}

export function LeadInteractions({
  leadId,
  name,
  interactions,
  waiting,
  onSaved,
}: LeadInteractionsProps) {
  const [logging, setLogging] = useState<InteractionKind | null>(null);
  const known = new Set(interactions.map((item) => item.interactionId));
  const rows = [
    ...waiting
      .filter((item) => !known.has(item.interactionId))
      .map((item) => ({ ...item, unsent: true })),
    ...interactions.map((item) => ({ ...item, unsent: false })),
  ].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
  return (
    <Stack gap={3}>
      <HStack gap={2} wrap="wrap">
        {INTERACTION_KINDS.map((kind) => (
          <Button key={kind} size="xs" variant="outline" onClick={() => setLogging(kind)}>
            Log{' '}
            {kind === 'email' ? 'an e-mail' : `a ${INTERACTION_KIND_LABELS[kind].toLowerCase()}`}
          </Button>
        ))}
      </HStack>
      {logging ? (
        <InteractionForm
          key={logging}
          kind={logging}
          leadId={leadId}
          name={name}
          onDone={(state) => {
            onSaved(`${INTERACTION_KIND_LABELS[logging]} logged`, state);
            setLogging(null);
          }}
          onCancel={() => setLogging(null)}
        />
      ) : null}
      {rows.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          Nothing logged yet.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" ps={0} gap={2}>
          {rows.map((item) => (
            <Box as="li" key={item.interactionId} borderStartWidth="2px" ps={3}>
              <HStack gap={2} wrap="wrap">
                <Text fontWeight="medium" textStyle="sm">
                  {INTERACTION_KIND_LABELS[item.kind]}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatIndianDateTime(new Date(item.occurredAt))}
                </Text>
                {item.unsent ? (
                  <Badge size="sm" colorPalette="orange">
                    Not sent yet
                  </Badge>
                ) : null}
              </HStack>
              {item.outcome ? <Text textStyle="sm">{item.outcome}</Text> : null}
              {item.notes ? (
                <Text textStyle="sm" color="fg.muted" whiteSpace="pre-wrap">
                  {item.notes}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function InteractionForm({
  kind: initialKind,
  leadId,
  name,
  onDone,
  onCancel,
}: {
  kind: InteractionKind;
  leadId: string;
  name: string;
  onDone: (state: 'sent' | 'queued') => void;
  onCancel: () => void;
}) {
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const write = useLeadInteraction();
  const [interactionId] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState(initialKind);
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
    const body: InteractionCreate = {
      interactionId,
      kind,
      occurredAt: istInstant(day, time),
      outcome: outcome.trim() || null,
      notes: notes.trim() || null,
    };
    write.mutate(
      { leadId, name, body },
      {
        onSuccess: (result) => onDone(result.state === 'sent' ? 'sent' : 'queued'),
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
        },
      },
    );
  };

  return (
    <chakra.form
      noValidate
      borderWidth="1px"
      borderRadius="l2"
      p={3}
      aria-label={`Log an interaction with ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={3}>
        {failure ? <FormAlert status="error" title={failure} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
          <SelectField
            id={id('kind')}
            label="Kind"
            value={kind}
            options={INTERACTION_KINDS}
            labels={INTERACTION_KIND_LABELS}
            onValue={setKind}
          />
          <TextField
            id={id('day')}
            label="Day"
            type="date"
            value={day}
            onValue={(value) => setWhen([value, time])}
            error={errors.occurredAt}
          />
          <TextField
            id={id('time')}
            label="Time (IST)"
            type="time"
            value={time}
            onValue={(value) => setWhen([day, value])}
          />
        </SimpleGrid>
        <TextField
          id={id('outcome')}
          label="Outcome"
          hint="Optional, e.g. wants a retirement plan; call back after Diwali"
          value={outcome}
          maxLength={OUTCOME_MAX}
          onValue={setOutcome}
          error={errors.outcome}
        />
        <TextAreaField
          id={id('notes')}
          label="Notes"
          hint="Optional"
          value={notes}
          maxLength={NOTES_MAX}
          onValue={setNotes}
          error={errors.notes}
        />
        <HStack justify="end" gap={2}>
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" type="submit" colorPalette="purple" loading={write.isPending}>
            Save to the log
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
