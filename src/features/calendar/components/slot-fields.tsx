import { Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { HintAndError } from '@/ui/plain-field';
import { isDay } from '../model/calendar-dates';
import { MEETING_SLOTS_MAX } from '../model/contract';
import type { SlotDraft } from '../model/meeting-form';
import { differsFromIst, istSlotIso, slotText } from '../model/time-display';

// One to three meeting times, each typed as a day and a clock in IST (the calendar's zone). On a
// device set to another zone, each filled time is repeated in the device's time under it, so
// nobody proposes 10 am IST believing it is 10 am where they are.

export interface SlotFieldsProps {
  idPrefix: string;
  slots: readonly SlotDraft[];
  onChange: (slots: SlotDraft[]) => void;
  /** `slots` for the list, `slots.N` for one time. */
  errors: Readonly<Record<string, string>>;
  deviceZone: string;
  /** The earliest day offered (today in IST). */
  minDay: string;
}

export function SlotFields({
  idPrefix,
  slots,
  onChange,
  errors,
  deviceZone,
  minDay,
}: SlotFieldsProps) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const set = (index: number, change: Partial<SlotDraft>) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, ...change } : slot)));
  const listError = errors.slots;
  return (
    <chakra.fieldset aria-describedby={listError ? `${idPrefix}-slots-error` : undefined}>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb={1}>
        Times (India Standard Time)
      </Text>
      <Stack gap={3}>
        {slots.map((slot, index) => {
          const id = `${idPrefix}-slot-${index}`;
          const error = errors[`slots.${index}`];
          const iso =
            isDay(slot.day) && /^\d{2}:\d{2}$/.test(slot.clock)
              ? istSlotIso(slot.day, slot.clock)
              : null;
          const local =
            iso && differsFromIst(deviceZone, new Date(iso))
              ? slotText(iso, deviceZone).local
              : null;
          const hintId = local ? `${id}-hint` : undefined;
          const described =
            [error ? `${id}-error` : null, hintId].filter(Boolean).join(' ') || undefined;
          return (
            <Box key={index} data-invalid={error ? '' : undefined}>
              <HStack gap={2} align="flex-end" wrap="wrap">
                <Box flex="1 1 9rem">
                  <chakra.label htmlFor={`${id}-day`} textStyle="sm" display="block">
                    Time {index + 1}: day
                  </chakra.label>
                  <chakra.input
                    id={`${id}-day`}
                    type="date"
                    css={input}
                    min={minDay}
                    value={slot.day}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    onChange={(event) => set(index, { day: event.target.value })}
                  />
                </Box>
                <Box flex="1 1 7rem">
                  <chakra.label htmlFor={`${id}-clock`} textStyle="sm" display="block">
                    Time {index + 1}: time (IST)
                  </chakra.label>
                  <chakra.input
                    id={`${id}-clock`}
                    type="time"
                    step={900}
                    css={input}
                    value={slot.clock}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    onChange={(event) => set(index, { clock: event.target.value })}
                  />
                </Box>
                {slots.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove time ${index + 1}`}
                    onClick={() => onChange(slots.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                ) : null}
              </HStack>
              <HintAndError id={id} error={error} hint={local ?? undefined} />
            </Box>
          );
        })}
      </Stack>
      {slots.length < MEETING_SLOTS_MAX ? (
        <Button
          mt={2}
          size="sm"
          variant="outline"
          onClick={() => onChange([...slots, { day: slots.at(-1)?.day ?? minDay, clock: '' }])}
        >
          Add another time
        </Button>
      ) : null}
      <HintAndError id={`${idPrefix}-slots`} error={listError} />
    </chakra.fieldset>
  );
}
