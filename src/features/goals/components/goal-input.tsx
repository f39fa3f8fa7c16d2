import { Box, chakra, useRecipe } from '@chakra-ui/react';
import { memo, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';

// The goal screens' inputs: each labelled, its hint and error tied to it (src/ui/plain-field).
// Memoised, so typing in one field of a form does not redraw the others (pass stable handlers).

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  id: string;
  label: ReactNode;
  value: string;
  /** The new text; or pass onChange for the event itself. */
  onValue?: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Drawn inside the input before the value (₹) or after it (%). */
  prefix?: string;
  suffix?: string;
}

export const GoalInput = memo(function GoalInput({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  prefix,
  suffix,
  ...input
}: FieldProps) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const side = {
    display: 'flex',
    alignItems: 'center',
    position: 'absolute',
    top: 0,
    h: 'full',
    color: 'fg.muted',
    pointerEvents: 'none',
  } as const;
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <Box position="relative" w="full">
        {prefix ? (
          <Box css={side} insetStart={0} ps={3} aria-hidden="true">
            {prefix}
          </Box>
        ) : null}
        <chakra.input
          id={id}
          autoComplete="off"
          css={[
            inputStyles,
            { ps: prefix ? 7 : undefined, pe: suffix ? (suffix.length > 1 ? 16 : 8) : undefined },
          ]}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => onValue?.(event.target.value)}
          {...input}
        />
        {suffix ? (
          <Box css={side} insetEnd={0} pe={3} aria-hidden="true">
            {suffix}
          </Box>
        ) : null}
      </Box>
    </PlainField>
  );
});
