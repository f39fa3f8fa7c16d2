import { Box, chakra, Stack, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';

// The KYC form's inputs on plain elements styled by the theme's field and input recipes (the
// slim system has no select, radio or checkbox recipes): each labelled, its hint and error tied
// to it for screen readers (aria-describedby, aria-invalid).

export const kycFieldId = (field: string) => `kyc-${field}`;

interface Described {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}

const describedBy = ({ id, error, hint }: Described) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

function HintAndError({ id, error, hint }: Described) {
  const field = useSlotRecipe({ key: 'field' })({});
  return (
    <>
      {hint ? (
        <chakra.div id={`${id}-hint`} css={field.helperText}>
          {hint}
        </chakra.div>
      ) : null}
      {error ? (
        <chakra.div id={`${id}-error`} css={field.errorText}>
          {error}
        </chakra.div>
      ) : null}
    </>
  );
}

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
  const styles = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={styles.label}>
        {label}
      </chakra.label>
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
      <HintAndError id={id} error={error} hint={hint} />
    </Box>
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
  const styles = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={styles.label}>
        {label}
      </chakra.label>
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
      <HintAndError id={id} error={error} />
    </Box>
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
