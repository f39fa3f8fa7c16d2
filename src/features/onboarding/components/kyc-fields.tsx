import { Box, chakra, Stack, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, HintAndError, PlainField } from '@/ui/plain-field';

// The KYC form's inputs, on the shared plain fields (src/ui/plain-field.tsx) with the theme's
// input recipe.

export const kycFieldId = (field: string) => `kyc-${field}`;

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange'> {
  field: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  prefix?: string;
  onValue: (value: string) => void;
}

export function KycTextField({ field, label, error, hint, prefix, onValue, ...input }: TextProps) {
  const id = kycFieldId(field);
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <Box position="relative" w="full">
        {prefix ? (
          <Box
            position="absolute"
            insetStart={3}
            top="50%"
            transform="translateY(-50%)"
            color="fg.muted"
          >
            {prefix}
          </Box>
        ) : null}
        <chakra.input
          id={id}
          name={field}
          css={[inputStyles, prefix ? { ps: '12' } : {}]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => onValue(event.target.value)}
          {...input}
        />
      </Box>
    </PlainField>
  );
}

interface SelectProps {
  field: string;
  label: string;
  value: string;
  choices: ReadonlyArray<readonly [string, string]>;
  error?: string | undefined;
  onValue: (value: string) => void;
  onBlur: () => void;
}

export function KycSelectField({
  field,
  label,
  value,
  choices,
  error,
  onValue,
  onBlur,
}: SelectProps) {
  const id = kycFieldId(field);
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <PlainField id={id} label={label} error={error}>
      <chakra.select
        id={id}
        name={field}
        css={[inputStyles, { appearance: 'auto', pe: 2 }]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">Choose…</option>
        {choices.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </chakra.select>
    </PlainField>
  );
}

/** A question with a few answers (radio buttons): a fieldset, so the question is read with each. */
export function KycChoiceField({
  field,
  label,
  value,
  choices,
  error,
  onValue,
}: Omit<SelectProps, 'onBlur'>) {
  const id = kycFieldId(field);
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <chakra.fieldset
      id={id}
      css={styles.root}
      data-invalid={error ? '' : undefined}
      aria-describedby={describedBy({ id, error })}
      tabIndex={-1}
    >
      <chakra.legend css={styles.label} mb={2}>
        {label}
      </chakra.legend>
      <Stack gap={2}>
        {choices.map(([key, text]) => (
          <chakra.label
            key={key}
            display="flex"
            alignItems="center"
            gap={3}
            minH="11"
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name={field}
              value={key}
              checked={value === key}
              onChange={() => onValue(key)}
              w="5"
              h="5"
              accentColor="purple.600"
            />
            {text}
          </chakra.label>
        ))}
      </Stack>
      <HintAndError id={id} error={error} />
    </chakra.fieldset>
  );
}

export function KycCheckField({
  field,
  label,
  checked,
  error,
  onChecked,
}: {
  field: string;
  label: ReactNode;
  checked: boolean;
  error?: string | undefined;
  onChecked: (checked: boolean) => void;
}) {
  const id = kycFieldId(field);
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} display="flex" alignItems="flex-start" gap={3} cursor="pointer">
        <chakra.input
          id={id}
          type="checkbox"
          name={field}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error })}
          w="5"
          h="5"
          mt="0.5"
          flexShrink={0}
          accentColor="purple.600"
        />
        <span>{label}</span>
      </chakra.label>
      <HintAndError id={id} error={error} />
    </Box>
  );
}
