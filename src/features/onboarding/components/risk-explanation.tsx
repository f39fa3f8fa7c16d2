import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { categoryRank, RISK_CATEGORIES, type RiskCategoryId } from '@/domain/risk-categories';
import { answerLabel, questionById } from '../model/risk-questionnaire';

interface Dimension {
  score: number;
  category: RiskCategoryId;
}

export interface RiskOutcome {
  capacity: Dimension;
  tolerance: Dimension;
  category: RiskCategoryId;
  drivers: ReadonlyArray<{ questionId: string; answer: string; note: string }>;
}

function decision({ capacity, tolerance }: RiskOutcome): string {
  if (capacity.category === tolerance.category) {
    return 'Both point to the same category, so that is your profile.';
  }
  return categoryRank(capacity.category) < categoryRank(tolerance.category)
    ? 'Your profile takes the lower of the two: what your finances can absorb sets it, even though you are comfortable with more.'
    : 'Your profile takes the lower of the two: how much ups and downs you are comfortable with sets it, even though your finances could absorb more.';
}

function DimensionCard({ title, what, value }: { title: string; what: string; value: Dimension }) {
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body gap={1}>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {what}
        </Text>
        <Text fontSize="lg" fontWeight="semibold">
          {value.score} of 100 · {RISK_CATEGORIES[value.category].label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Issue 10: the category in plain words, capacity against tolerance, and what drove it. */
export function RiskExplanation({ outcome }: { outcome: RiskOutcome }) {
  const category = RISK_CATEGORIES[outcome.category];
  return (
    <Stack gap={4}>
      <Box>
        <Text textStyle="sm" color="fg.muted">
          Your risk category
        </Text>
        <Heading as="h2" size="xl" data-testid="risk-category">
          {category.label}
        </Heading>
        <Text mt={1}>{category.meaning}</Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <DimensionCard
          title="Risk capacity"
          what="How large a loss your finances can absorb"
          value={outcome.capacity}
        />
        <DimensionCard
          title="Risk tolerance"
          what="How much ups and downs you are comfortable with"
          value={outcome.tolerance}
        />
      </SimpleGrid>
      <Text>{decision(outcome)}</Text>
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          The answers that shaped it most
        </Heading>
        {outcome.drivers.length === 0 ? (
          <Text color="fg.muted">None of your answers held it back.</Text>
        ) : (
          <Stack as="ul" gap={2} listStyleType="none">
            {outcome.drivers.map((driver) => (
              <Box
                as="li"
                key={driver.questionId}
                borderLeftWidth="3px"
                borderColor="purple.solid"
                pl={3}
              >
                <Text textStyle="sm" color="fg.muted">
                  {questionById(driver.questionId)?.prompt ?? driver.questionId}
                </Text>
                <Text fontWeight="medium">
                  You said: {answerLabel(driver.questionId, driver.answer)}
                </Text>
                <Text textStyle="sm">{driver.note}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
