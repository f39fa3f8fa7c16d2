import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { RiskQuestion } from '../model/risk-questionnaire';

interface RiskQuestionStepProps {
  question: RiskQuestion;
  /** 0-based position among the questions. */
  index: number;
  total: number;
  value: string | undefined;
  onChange: (optionId: string) => void;
  onBack: (() => void) | null;
  onNext: () => void;
  /** Focused when the step appears, so a screen reader starts at the question. */
  headingRef: RefObject<HTMLLegendElement | null>;
}

// Native radios in a fieldset (as the sign-up's role choice): arrow keys, Space and screen
// readers work as the browser made them, and no radio recipe joins the bundle.
const optionStyle = {
  display: 'flex',
  gap: 3,
  alignItems: 'flex-start',
  p: 3,
  borderWidth: '1px',
  borderRadius: 'l2',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'purple.solid', bg: 'purple.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'purple.focusRing' },
} as const;

/** One question of the questionnaire, with its place in it ("4 of 12"). */
export function RiskQuestionStep(props: RiskQuestionStepProps) {
  const { question, index, total, value, onChange, onBack, onNext, headingRef } = props;
  const id = useId();
  const [missing, setMissing] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (value === undefined) {
      setMissing(true);
      return;
    }
    onNext();
  };

  const describedBy = [question.hint ? hintId : null, missing ? errorId : null].filter(Boolean);
  return (
    <chakra.form onSubmit={next} noValidate>
      <Stack gap={4}>
        <Box>
          <Text textStyle="sm" color="fg.muted" mb={1.5}>
            Question {index + 1} of {total}
          </Text>
          <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
            <Box h="full" w={`${((index + 1) / total) * 100}%`} bg="purple.solid" />
          </Box>
        </Box>
        <chakra.fieldset
          border="0"
          p="0"
          m="0"
          minW="0"
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        >
          <chakra.legend
            ref={headingRef}
            tabIndex={-1}
            fontSize={{ base: 'lg', md: 'xl' }}
            fontWeight="semibold"
            mb={1}
            _focusVisible={{ outline: 'none' }}
          >
            {question.prompt}
          </chakra.legend>
          {question.hint ? (
            <Text id={hintId} textStyle="sm" color="fg.muted" mb={3}>
              {question.hint}
            </Text>
          ) : null}
          <Stack gap={2} mt={question.hint ? 0 : 3}>
            {question.options.map((option) => (
              <chakra.label key={option.id} css={optionStyle}>
                <chakra.input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  checked={value === option.id}
                  onChange={() => {
                    setMissing(false);
                    onChange(option.id);
                  }}
                  aria-invalid={missing ? true : undefined}
                  mt={1}
                  accentColor="purple.solid"
                  boxSize={4}
                  flexShrink={0}
                />
                <Text>{option.label}</Text>
              </chakra.label>
            ))}
          </Stack>
          {missing ? (
            <Text id={errorId} color="fg.error" textStyle="sm" mt={2}>
              Choose an answer to go on.
            </Text>
          ) : null}
        </chakra.fieldset>
        <HStack justify="space-between">
          <Button type="button" variant="outline" onClick={onBack ?? undefined} disabled={!onBack}>
            Back
          </Button>
          <Button type="submit" colorPalette="purple">
            {index + 1 === total ? 'Review answers' : 'Next'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
