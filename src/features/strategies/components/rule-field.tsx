import { Box, chakra, useRecipe } from '@chakra-ui/react';
import { describedBy, PlainField } from '@/ui/plain-field';
import type { ScanError } from '@/domain/scan/ast';

// An entry or exit rule in the scan language, checked as it is typed: the error in words under
// the box (tied to it for screen readers) and, for sighted users, the text again with the wrong
// part marked where the parser stopped.

interface RuleFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** From the parser, as typed. */
  problem: ScanError | null;
  /** The words to show (the parser's, the form's or the server's). */
  error?: string | undefined;
  onChange: (value: string) => void;
}

function MarkedText({ text, problem }: { text: string; problem: ScanError }) {
  const start = Math.min(Math.max(problem.offset, 0), text.length);
  const end = Math.min(start + Math.max(problem.length, 1), text.length);
  return (
    <Box
      aria-hidden="true"
      fontFamily="mono"
      textStyle="xs"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      color="fg.muted"
      data-testid="rule-marked"
    >
      {text.slice(0, start)}
      <chakra.mark bg="red.subtle" color="red.fg" textDecoration="underline wavy" px="0.5">
        {start === end ? '␣' : text.slice(start, end)}
      </chakra.mark>
      {text.slice(end)}
    </Box>
  );
}

export function RuleField({ id, label, hint, value, problem, error, onChange }: RuleFieldProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} hint={hint} error={error}>
      <chakra.textarea
        id={id}
        css={input}
        fontFamily="mono"
        minH="16"
        py={2}
        rows={2}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && value.trim() !== '' ? <MarkedText text={value} problem={problem} /> : null}
    </PlainField>
  );
}
