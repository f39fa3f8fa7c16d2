import { Box, Card, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatIsoDate } from '@/ui/format-money';
import { breadthSummary, type BreadthDay } from '../model/internals';

// Advances above the line, declines below it, one pair a trading day (issue 15, Deliver 1): an
// image whose words are its accessible name and visible summary, and the numbers as a table.

const WIDTH = 300;
const HALF = 40;

export function BreadthHistoryChart({ days }: { days: readonly BreadthDay[] }) {
  const summary = breadthSummary(days);
  const tallest = Math.max(1, ...days.map((day) => Math.max(day.advances, day.declines)));
  const step = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, step - 1);
  return (
    <Card.Root size="sm" variant="outline" data-testid="breadth-history">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Advances and declines
        </Card.Title>
        <Text textStyle="xs" color="fg.muted">
          NSE stocks up (above the line) and down (below) each trading day
          {days.length > 0
            ? `, ${formatIsoDate(days[0]!.date)} to ${formatIsoDate(days.at(-1)!.date)}`
            : ''}
          .
        </Text>
      </Card.Header>
      <Card.Body gap={3}>
        <svg
          role="img"
          aria-label={`Advances and declines: ${summary}`}
          viewBox={`0 0 ${WIDTH} ${HALF * 2 + 2}`}
          width="100%"
          style={{ display: 'block', maxHeight: '10rem' }}
        >
          {days.map((day, i) => {
            const up = (day.advances / tallest) * HALF;
            const down = (day.declines / tallest) * HALF;
            return (
              <g key={day.date}>
                <rect
                  x={i * step}
                  y={HALF - up}
                  width={bar}
                  height={up}
                  fill="var(--chakra-colors-green-solid)"
                />
                <rect
                  x={i * step}
                  y={HALF + 2}
                  width={bar}
                  height={down}
                  fill="var(--chakra-colors-red-solid)"
                />
              </g>
            );
          })}
          <line
            x1={0}
            x2={WIDTH}
            y1={HALF + 1}
            y2={HALF + 1}
            stroke="var(--chakra-colors-border-emphasized)"
          />
        </svg>
        <Text textStyle="sm">{summary}</Text>
        <details>
          <Box as="summary" cursor="pointer" textStyle="sm" color="fg.muted">
            Show as a table
          </Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxH="72" mt={2}>
            <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader>
              <Table.Caption srOnly>
                Advances and declines by trading day, newest first
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Day</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Advances</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Declines</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Unchanged</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...days].reverse().map((day) => (
                  <Table.Row key={day.date}>
                    <Table.Cell>{formatIsoDate(day.date)}</Table.Cell>
                    <Table.Cell textAlign="end">{day.advances}</Table.Cell>
                    <Table.Cell textAlign="end">{day.declines}</Table.Cell>
                    <Table.Cell textAlign="end">{day.unchanged}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </details>
      </Card.Body>
    </Card.Root>
  );
}
