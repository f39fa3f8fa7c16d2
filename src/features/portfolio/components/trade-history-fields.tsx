import { chakra, useRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';

// Filter inputs on the shared plain fields (src/ui/plain-field.tsx) with the theme's input
// recipe: each labelled, its error tied to it.

interface FieldBase {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValue: (value: string) => void;
}

interface InputProps
  extends FieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'id'> {}

export function FilterInput({ id, label, value, error, onValue, ...input }: InputProps) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} error={error}>
      <chakra.input
        id={id}
        css={inputStyles}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
    </PlainField>
  );
}

interface SelectProps extends FieldBase {
  choices: ReadonlyArray<readonly [string, string]>;
}

export function FilterSelect({ id, label, value, error, choices, onValue }: SelectProps) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} error={error}>
      <chakra.select
        id={id}
        css={[inputStyles, { appearance: 'auto', pe: 2 }]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        onChange={(event) => onValue(event.target.value)}
      >
        {choices.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </chakra.select>
    </PlainField>
  );
}
