import { Box, chakra, useRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, PlainField } from './plain-field';

// Form inputs on plain elements (src/ui/plain-field), for the insurance and CRM forms: each
// labelled, its hint and error tied to it for screen readers.

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix'
> {
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

export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  prefix,
  suffix,
  ...input
}: TextFieldProps) {
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
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onValue: (value: T) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  ...area
}: TextAreaFieldProps) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <chakra.textarea
        id={id}
        css={[inputStyles, { h: 'auto', py: 2, minH: '20' }]}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onValue?.(event.target.value)}
        {...area}
      />
    </PlainField>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onValue: (value: T) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onValue,
  error,
  hint,
}: SelectFieldProps<T>) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <chakra.select
        id={id}
        css={[inputStyles, { appearance: 'auto', pe: 2 }]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => {
          const picked = options.find((option) => option === event.target.value);
          if (picked !== undefined) onValue(picked);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </chakra.select>
    </PlainField>
  );
}
