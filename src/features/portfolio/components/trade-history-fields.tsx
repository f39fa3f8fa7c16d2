import { Box, chakra, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';

// Filter inputs on plain elements styled by the theme's field and input recipes, as the KYC form
// does (the slim theme has no select recipe): each labelled, its error tied to it.

interface FieldBase {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValue: (value: string) => void;
}

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  const field = useSlotRecipe({ key: 'field' })({});
  return error ? (
    <chakra.div id={`${id}-error`} css={field.errorText}>
      {error}
    </chakra.div>
  ) : null;
}

interface InputProps
  extends FieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'id'> {}

export function FilterInput({ id, label, value, error, onValue, ...input }: InputProps) {
  const styles = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={styles.label}>
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        css={inputStyles}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      <FieldError id={id} error={error} />
    </Box>
  );
}

interface SelectProps extends FieldBase {
  choices: ReadonlyArray<readonly [string, string]>;
}

export function FilterSelect({ id, label, value, error, choices, onValue }: SelectProps) {
  const styles = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={styles.label}>
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        css={[inputStyles, { appearance: 'auto', pe: 2 }]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
      >
        {choices.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </chakra.select>
      <FieldError id={id} error={error} />
    </Box>
  );
}
