import { chakra, HStack, Stack } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { HORIZON_MAX_YEARS } from '../model/contract';
import { yearsText, type DateMode, type GoalFormState } from '../model/goal-form';
import { addMonths } from '../model/goal-maths';
import { GoalInput } from './goal-fields';

interface WhenFieldProps {
  id: string;
  state: Pick<GoalFormState, 'dateMode' | 'targetDate' | 'years'>;
  today: string;
  error?: string | undefined;
  hint?: ReactNode;
  onChange: (next: Partial<GoalFormState>) => void;
}

const MODES: ReadonlyArray<[DateMode, string]> = [
  ['years', 'In a number of years'],
  ['date', 'By a date'],
];

/** When the money is needed: "in N years" (easier on a phone) or a date (memoised). */
export const WhenField = memo(function WhenField({
  id,
  state,
  today,
  error,
  hint,
  onChange,
}: WhenFieldProps) {
  const choose = (mode: DateMode) => {
    const years = yearsText(state.years);
    // From "in 10 years" to a date: start the date there rather than empty.
    const carried =
      mode === 'date' && state.targetDate === '' && years !== null && !Number.isNaN(years)
        ? { targetDate: addMonths(today, years * 12) }
        : {};
    onChange({ dateMode: mode, ...carried });
  };
  return (
    <Stack gap={2}>
      <HStack role="radiogroup" aria-label="When you need the money" gap={4} flexWrap="wrap">
        {MODES.map(([mode, label]) => (
          <chakra.label
            key={mode}
            display="flex"
            gap={2}
            alignItems="center"
            textStyle="sm"
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={state.dateMode === mode}
              accentColor="purple.solid"
              boxSize={4}
              onChange={() => choose(mode)}
            />
            {label}
          </chakra.label>
        ))}
      </HStack>
      {state.dateMode === 'years' ? (
        <GoalInput
          id={id}
          label="In how many years do you need the money?"
          inputMode="numeric"
          suffix="years"
          value={state.years}
          error={error}
          hint={hint ?? `1 to ${HORIZON_MAX_YEARS} years`}
          onValue={(years) => onChange({ years: years.replace(/\D/g, '').slice(0, 2) })}
        />
      ) : (
        <GoalInput
          id={id}
          label="When do you need the money?"
          type="date"
          min={addMonths(today, 1)}
          max={addMonths(today, HORIZON_MAX_YEARS * 12)}
          value={state.targetDate}
          error={error}
          hint={hint}
          onValue={(targetDate) => onChange({ targetDate })}
        />
      )}
    </Stack>
  );
});
