import { Box, Button, chakra, HStack, Text, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { ScanError } from '@/domain/scan/ast';
import type { ScanDraft } from '../hooks/use-scan-draft';
import { errorParts, errorPlace, withSuggestion } from '../model/scan-error';

// The scan as text, for those who type: read as they type, its error shown under it with the
// wrong part underlined, its place, and the name probably meant as a one-press fix.

export function ScanTextField({ draft }: { draft: ScanDraft }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const input = useRecipe({ key: 'input' })({});
  const field = useSlotRecipe({ key: 'field' })({});
  const error = draft.analysis.view.kind === 'invalid' ? draft.analysis.view.error : null;
  const showError = error !== null && draft.settled.trim() !== '';
  const select = (at: ScanError) => {
    area.current?.focus();
    area.current?.setSelectionRange(at.offset, at.offset + Math.max(at.length, 1));
  };
  return (
    <Box css={field.root} data-invalid={showError ? '' : undefined}>
      <chakra.label htmlFor={id} css={field.label}>
        Scan
      </chakra.label>
      <chakra.textarea
        ref={area}
        id={id}
        css={[input, { minH: '20', py: 2, resize: 'vertical', fontFamily: 'mono' }]}
        value={draft.text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder="pe < 20 AND roe > 15"
        aria-invalid={showError ? true : undefined}
        aria-describedby={`${id}-hint ${showError ? `${id}-error` : ''}`.trim()}
        onChange={(event) => draft.setText(event.target.value)}
      />
      <Text id={`${id}-hint`} css={field.helperText}>
        Join conditions with AND and OR, e.g.{' '}
        <code>sma(close, 50) crosses above sma(close, 200)</code>. Text in double quotes:{' '}
        <code>sector = &quot;Energy&quot;</code>.
      </Text>
      <Box id={`${id}-error`} aria-live="polite">
        {showError ? (
          <ErrorDetail text={draft.settled} error={error} onSelect={select} onFix={draft.setText} />
        ) : null}
      </Box>
    </Box>
  );
}

/** Where the error is and what could come there, unless its message says so already. */
function placeAndExpected(text: string, error: ScanError): string {
  const parts = [
    /column \d/i.test(error.message) ? null : errorPlace(text, error),
    error.expected && error.expected.length > 0 && !/expected/i.test(error.message)
      ? `Expected ${error.expected.slice(0, 5).join(', ')}`
      : null,
  ];
  return parts.filter(Boolean).join('. ');
}

function ErrorDetail({
  text,
  error,
  onSelect,
  onFix,
}: {
  text: string;
  error: ScanError;
  onSelect: (error: ScanError) => void;
  onFix: (text: string) => void;
}) {
  const parts = errorParts(text, error);
  const fixed = withSuggestion(text, error);
  return (
    <Box
      mt={2}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l2"
      p={3}
      data-testid="scan-error"
    >
      <Text color="fg.error" fontWeight="medium">
        {error.message}
      </Text>
      {placeAndExpected(text, error) ? (
        <Text fontSize="sm" color="fg.muted">
          {placeAndExpected(text, error)}
        </Text>
      ) : null}
      <chakra.pre
        aria-hidden="true"
        mt={2}
        fontFamily="mono"
        fontSize="sm"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {parts.before}
        <chakra.mark
          bg="red.subtle"
          color="fg"
          textDecoration="underline wavy"
          textDecorationColor="red.solid"
        >
          {parts.wrong}
        </chakra.mark>
        {parts.after}
      </chakra.pre>
      <HStack mt={2} gap={2} flexWrap="wrap">
        {fixed && error.suggestion ? (
          <>
            <Text fontSize="sm">Did you mean {error.suggestion}?</Text>
            <Button size="xs" colorPalette="purple" onClick={() => onFix(fixed)}>
              Use {error.suggestion}
            </Button>
          </>
        ) : null}
        <Button size="xs" variant="outline" onClick={() => onSelect(error)}>
          Show me in the text
        </Button>
      </HStack>
    </Box>
  );
}
