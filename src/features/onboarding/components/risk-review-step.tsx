import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { answerLabel, RISK_QUESTIONS, type RiskAnswers } from '../model/risk-questionnaire';

interface RiskReviewStepProps {
  answers: RiskAnswers;
  onEdit: (questionIndex: number) => void;
  onBack: () => void;
  onNext: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Every answer on one page, each with a way back to change it. */
export function RiskReviewStep({
  answers,
  onEdit,
  onBack,
  onNext,
  headingRef,
}: RiskReviewStepProps) {
  return (
    <Stack gap={4}>
      <Box>
        <Heading
          as="h2"
          size="lg"
          ref={headingRef}
          tabIndex={-1}
          _focusVisible={{ outline: 'none' }}
        >
          Check your answers
        </Heading>
        <Text color="fg.muted">Change any of them before you see your result.</Text>
      </Box>
      <Box as="ol" listStyleType="none">
        {RISK_QUESTIONS.map((question, index) => (
          <HStack
            as="li"
            key={question.id}
            justify="space-between"
            align="flex-start"
            gap={3}
            py={3}
            borderBottomWidth="1px"
          >
            <Box>
              <Text textStyle="sm" color="fg.muted">
                {question.prompt}
              </Text>
              <Text fontWeight="medium">
                {answers[question.id]
                  ? answerLabel(question.id, answers[question.id] ?? '')
                  : 'Not answered'}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(index)}
              aria-label={`Change: ${question.prompt}`}
            >
              Change
            </Button>
          </HStack>
        ))}
      </Box>
      <HStack justify="space-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button colorPalette="purple" onClick={onNext}>
          See my result
        </Button>
      </HStack>
    </Stack>
  );
}
