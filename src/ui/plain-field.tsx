import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Form fields on plain elements styled by the theme's field recipe (the slim system has no
// select, radio or checkbox recipes), shared by every feature's forms: each labelled, its hint
// and error tied to its control for screen readers (aria-describedby, aria-invalid).

export interface Described {
  /** The control's id; the hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The control's aria-describedby: its error, then its hint. */
export const describedBy = ({ id, error, hint }: Described): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function HintAndError({ id, error, hint }: Described) {
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

interface PlainFieldProps extends Described {
  label: ReactNode;
  /** The control (input or select) with `id`, `aria-describedby={describedBy(...)}`. */
  children: ReactNode;
}

/** A label, the control, then its hint and error, marked invalid when there is an error. */
export function PlainField({ id, label, error, hint, children }: PlainFieldProps) {
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <Box css={styles.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={styles.label}>
        {label}
      </chakra.label>
      {children}
      <HintAndError id={id} error={error} hint={hint} />
    </Box>
  );
}
