import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

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
