import { Box, Button, chakra, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the input and tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  helper?: ReactNode;
  /** A fixed prefix drawn inside the input (e.g. +91). */
  prefix?: string;
  /** A control inside the input's end (e.g. show password). */
  endElement?: ReactNode;
}

/**
 * A labelled input with its hint and error, tied together for screen readers. Styled by the
 * theme's field and input recipes on plain elements: Ark's Field machinery would cost the first
 * visit to /login several KiB.
 */
export function TextField({
  label,
  error,
  helper,
  prefix,
  endElement,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperId = helper ? `${id}-helper` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  const field = useSlotRecipe({ key: 'field' })({});
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  const side = { display: 'flex', alignItems: 'center', position: 'absolute', top: 0, h: 'full' };
  return (
    <Box css={field.root} data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} css={field.label}>
        {label}
      </chakra.label>
      <Box position="relative" w="full">
        {prefix ? (
          <Box css={side} insetStart={0} ps={3} color="fg.muted" pointerEvents="none">
            {prefix}
          </Box>
        ) : null}
        <chakra.input
          id={id}
          css={[inputStyles, { ps: prefix ? '12' : undefined, pe: endElement ? '16' : undefined }]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {endElement ? (
          <Box css={side} insetEnd={1}>
            {endElement}
          </Box>
        ) : null}
      </Box>
      {helper ? (
        <chakra.div id={helperId} css={field.helperText}>
          {helper}
        </chakra.div>
      ) : null}
      {error ? (
        <chakra.div id={errorId} css={field.errorText}>
          {error}
        </chakra.div>
      ) : null}
    </Box>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'label' | 'name'>;

/** The sign-in name every auth form asks for: an email address or a mobile number. */
export function UsernameField(props: PresetFieldProps) {
  return (
    <TextField
      label="Email or mobile number"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A one-time code from email, SMS or an authenticator app (autofilled where the OS can). */
export function VerificationCodeField(props: PresetFieldProps) {
  return (
    <TextField
      label="Verification code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      {...props}
    />
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endElement'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide switch (typing on a phone is error-prone). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endElement={
        <Button
          size="xs"
          variant="ghost"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
}
