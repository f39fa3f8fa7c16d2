import {
  Alert,
  Box,
  Button,
  chakra,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { useAddClientNote } from '../api/add-client-note';
import { NOTE_MAX_CHARS, noteError } from '../model';

interface NoteFormProps {
  investorId: string;
  investorName: string;
}

/**
 * A note on the client, sent through the outbox: kept on this device when there is no signal
 * and sent once when it returns. What was typed stays in the box until it is safely kept.
 */
export function NoteForm({ investorId, investorName }: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useAddClientNote();
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'lg' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const invalid = noteError(text);
    setError(invalid);
    if (invalid) return;
    mutation.mutate(
      { investorId, investorName, text: text.trim() },
      {
        onSuccess: (result) => {
          setText('');
          setNotice(
            result.state === 'sent'
              ? 'Note saved.'
              : 'No connection: the note is kept on this device and will be sent when you are back online.',
          );
        },
        onError: (failure) => setError(fieldErrorsOf(failure).text ?? dataErrorMessage(failure)),
      },
    );
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={2}>
        <Box css={field.root} data-invalid={error ? '' : undefined}>
          <chakra.label htmlFor={id} css={field.label}>
            New note
          </chakra.label>
          <chakra.textarea
            id={id}
            css={[input, { minH: '24', py: 2, resize: 'vertical' }]}
            value={text}
            maxLength={NOTE_MAX_CHARS + 100}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            placeholder="What was discussed, what to follow up"
          />
          {error ? (
            <Text id={errorId} css={field.errorText}>
              {error}
            </Text>
          ) : null}
        </Box>
        <Button type="submit" alignSelf="start" colorPalette="purple" loading={mutation.isPending}>
          Add note
        </Button>
        <Box role="status" aria-live="polite">
          {notice ? (
            <Alert.Root status="info" size="sm" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Box>
      </Stack>
    </chakra.form>
  );
}
