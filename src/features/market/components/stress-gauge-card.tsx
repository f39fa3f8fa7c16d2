import { Badge, Box, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { StressReading } from '../model/internals';
import { STRESS_RULES, type StressLevel } from '../model/stress';

// The market stress gauge (issue 15, Deliver 1; rules in docs/market-stress.md): the score as a
// meter with its level in words, and each component with its reading, score and thresholds.

const levelText: Record<StressLevel, { word: string; palette: string }> = {
  calm: { word: 'Calm', palette: 'green' },
  normal: { word: 'Normal', palette: 'blue' },
  elevated: { word: 'Elevated', palette: 'orange' },
  stressed: { word: 'Stressed', palette: 'red' },
};

const percentText = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);

export function StressGaugeCard({ stress }: { stress: StressReading }) {
  const level = stress.level ? levelText[stress.level] : null;
  return (
    <Card.Root size="sm" variant="outline" data-testid="stress-gauge">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Market stress
        </Card.Title>
      </Card.Header>
      <Card.Body gap={3}>
        {stress.score === null || !level ? (
          <Text color="fg.muted">Too little history to read the gauge yet.</Text>
        ) : (
          <Stack gap={2}>
            <HStack gap={3} flexWrap="wrap">
              <Text textStyle="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {stress.score}
                <Text as="span" textStyle="sm" color="fg.muted">
                  {' '}
                  / 100
                </Text>
              </Text>
              <Badge colorPalette={level.palette} size="lg">
                {level.word}
              </Badge>
            </HStack>
            <Box
              role="meter"
              aria-label="Market stress score"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stress.score}
              aria-valuetext={`${stress.score} of 100, ${level.word.toLowerCase()}`}
              h="2"
              borderRadius="full"
              bg="bg.emphasized"
              overflow="hidden"
            >
              <Box h="full" w={`${stress.score}%`} bg={`${level.palette}.solid`} />
            </Box>
            <Text textStyle="xs" color="fg.muted">
              0–24 calm, 25–49 normal, 50–74 elevated, 75–100 stressed: the mean of the readings
              below, each scored 0 at its calm threshold and 100 at its stressed one.
            </Text>
          </Stack>
        )}
        <Table.ScrollArea borderWidth="1px" borderRadius="l3">
          <Table.Root recipe={tableSlotRecipe} size="sm">
            <Table.Caption srOnly>The stress gauge’s components</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Reading</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Today</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Calm → stressed</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {STRESS_RULES.map((rule) => {
                const component = stress.components.find((c) => c.key === rule.key);
                return (
                  <Table.Row key={rule.key}>
                    <Table.Cell>
                      <Text fontWeight="medium">{rule.label}</Text>
                      <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
                        {rule.explain}
                        {rule.key === 'belowAverage' && stress.stocksMeasured > 0
                          ? ` (${stress.stocksMeasured} stocks)`
                          : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{percentText(component?.value ?? null)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {rule.calm}% → {rule.stressed}%
                    </Table.Cell>
                    <Table.Cell textAlign="end">{component?.score ?? '–'}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
