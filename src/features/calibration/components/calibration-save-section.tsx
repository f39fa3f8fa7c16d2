import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { Calibration } from '@/domain/calibration';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useSaveCalibration } from '../api/calibration-save';
import { Section } from './calibration-section';

const NOTE_MAX = 500;
const NOTE_HINT = 'Why you chose it: kept with the calibration.';

/**
 * The note and the save, back-to-saved and reset buttons. Memoised on whether there is
 * anything to save (not on the sliders' values, read at the click through `current`), so a
 * slider move does not draw it again.
 */
export const SaveSection = memo(function SaveSection({
  changed,
  isDefault,
  current,
  onSaved,
  onBack,
  onReset,
}: {
  changed: boolean;
  isDefault: boolean;
  /** The sliders' calibration at the moment of the click. */
  current: () => Calibration;
  onSaved: () => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const [note, setNote] = useState('');
  const save = useSaveCalibration();
  const [message, setMessage] = useState<{ status: 'success' | 'info'; text: string } | null>(null);
  const error = save.error;

  const onSave = () => {
    setMessage(null);
    const trimmed = note.trim();
    const calibration = current();
    save.mutate(
      {
        weights: calibration.weights,
        k: calibration.k,
        ...(trimmed && { note: trimmed }),
      },
      {
        onSuccess: (sent) => {
          setNote('');
          onSaved();
          setMessage(
            sent.state === 'sent'
              ? {
                  status: 'success',
                  text: 'Saved. Stock pages and factor-score baskets use it from now on.',
                }
              : {
                  status: 'info',
                  text: 'Saved on this device: it is sent when you are back online.',
                },
          );
        },
      },
    );
  };

  return (
    <Section title="Save" id="calibration-save">
      <Stack gap={3}>
        <PlainField id="calibration-note" label="Note (optional)" hint={NOTE_HINT}>
          <Input
            id="calibration-note"
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={describedBy({ id: 'calibration-note', hint: NOTE_HINT })}
          />
        </PlainField>
        <HStack gap={3} flexWrap="wrap">
          <Button onClick={onSave} loading={save.isPending} disabled={!changed}>
            Save calibration
          </Button>
          <Button variant="outline" onClick={onBack} disabled={!changed}>
            Back to saved
          </Button>
          <Button variant="ghost" onClick={onReset} disabled={isDefault}>
            Reset to default
          </Button>
        </HStack>
        {!changed && !message ? (
          <Text textStyle="sm" color="fg.muted">
            Nothing to save: the sliders show the calibration in use.
          </Text>
        ) : null}
        {message ? <FormAlert status={message.status} title={message.text} /> : null}
        {error ? (
          <FormAlert status="error" title="The calibration was not saved">
            {isApiError(error) ? error.message : 'Try again in a moment.'}
          </FormAlert>
        ) : null}
      </Stack>
    </Section>
  );
});
