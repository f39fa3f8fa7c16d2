import { chakra, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';

// A number typed in the builder: the typed text is kept as typed ("0.", "-") and the number
// goes to the scan once it is one, so typing never fights the text the scan is written back as.

interface NumberFieldProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  width?: string;
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

export function NumberField({ value, onChange, label, width = '6rem' }: NumberFieldProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The scan changed from elsewhere (the text box): show its number.
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  const valid = NUMBER.test(text.trim());
  return (
    <chakra.input
      css={input}
      w={width}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={valid ? undefined : true}
      value={text}
      onChange={(event) => {
        const next = event.target.value.replace(/,/g, '');
        setText(next);
        if (NUMBER.test(next.trim())) {
          setShown(Number(next));
          onChange(Number(next));
        }
      }}
    />
  );
}
