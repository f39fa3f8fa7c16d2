import { Alert, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import type { RiskAnswers } from '../model/risk-questionnaire';
import { scoreRisk } from '../model/risk-scoring';
import { RiskExplanation } from './risk-explanation';

interface RiskResultStepProps {
  answers: RiskAnswers;
  onBack: () => void;
  onConfirm: () => void;
  sending: boolean;
  /** The server's refusal or the outbox's notice, shown above the button. */
  message: { status: 'error' | 'info'; text: string } | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The result before anything is stored: scored on the phone with the same module the server
 * uses (the server scores again and stores its own). The investor consents, then confirms.
 */
export function RiskResultStep(props: RiskResultStepProps) {
  const { answers, onBack, onConfirm, sending, message, headingRef } = props;
  const id = useId();
  const result = useMemo(() => scoreRisk(answers), [answers]);
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const errorId = `${id}-error`;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setMissing(true);
      return;
    }
    onConfirm();
  };

  return (
    <chakra.form onSubmit={confirm} noValidate>
      <Stack gap={5}>
        <Heading
          as="h2"
          size="lg"
          ref={headingRef}
          tabIndex={-1}
          _focusVisible={{ outline: 'none' }}
        >
          Your result
        </Heading>
        <RiskExplanation outcome={result} />
        <Box>
          <chakra.label
            htmlFor={id}
            display="flex"
            gap={3}
            alignItems="flex-start"
            cursor="pointer"
          >
            <chakra.input
              id={id}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setMissing(false);
              }}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? errorId : undefined}
              mt={1}
              boxSize={4}
              flexShrink={0}
              accentColor="purple.solid"
            />
            <Text>
              These answers are mine and true today. I accept{' '}
              {RISK_CATEGORIES[result.category].label} as my risk profile, and I understand my
              adviser uses it to judge which investments suit me.
            </Text>
          </chakra.label>
          {missing ? (
            <Text id={errorId} color="fg.error" textStyle="sm" mt={2}>
              Tick the box to confirm your profile.
            </Text>
          ) : null}
        </Box>
        <Box role="status" aria-live="polite">
          {message ? (
            <Alert.Root status={message.status} size="sm" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{message.text}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Box>
        <HStack justify="space-between">
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" colorPalette="purple" loading={sending} loadingText="Saving">
            Confirm
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
