import { Box, chakra, HStack, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { describedBy, HintAndError, PlainField } from '@/ui/plain-field';

// The plain controls of the parameters panel, each labelled with its hint and error tied to it
// (the slim theme has no select or checkbox recipes: native elements, styled by the input's).

interface TextInputProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  inputMode?: 'numeric' | 'decimal';
  /** Shown after the box: "%", "bp". */
  unit?: string;
  onChange: (value: string) => void;
}

export function TextInput({
  id,
  label,
  hint,
  error,
  value,
  inputMode = 'decimal',
  unit,
  onChange,
}: TextInputProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} hint={hint} error={error}>
      <HStack gap={2}>
        <chakra.input
          id={id}
          inputMode={inputMode}
          autoComplete="off"
          css={input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? (
          <Box as="span" aria-hidden="true" color="fg.muted" textStyle="sm">
            {unit}
          </Box>
        ) : null}
      </HStack>
    </PlainField>
  );
}

interface SelectInputProps<T extends string> {
  id: string;
  label: string;
  hint?: string | undefined;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}

export function SelectInput<T extends string>({
  id,
  label,
  hint,
  value,
  options,
  onChange,
}: SelectInputProps<T>) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} hint={hint}>
      <chakra.select
        id={id}
        css={[input, { appearance: 'auto', pe: 2 }]}
        value={value}
        aria-describedby={describedBy({ id, hint })}
        onChange={(event) => {
          const chosen = options.find(([option]) => option === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </chakra.select>
    </PlainField>
  );
}

interface CheckInputProps {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckInput({ id, label, hint, checked, onChange }: CheckInputProps) {
  const field = useSlotRecipe({ key: 'field' })({});
  return (
    <Box css={field.root}>
      <chakra.label
        htmlFor={id}
        display="flex"
        alignItems="center"
        gap={2}
        cursor="pointer"
        css={field.label}
      >
        <chakra.input
          id={id}
          type="checkbox"
          w="4"
          h="4"
          accentColor="purple.600"
          checked={checked}
          aria-describedby={describedBy({ id, hint })}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </chakra.label>
      <HintAndError id={id} hint={hint} />
    </Box>
  );
}
