import { Badge, Box, Button, Card, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { formatIsoDate } from '@/ui/format-money';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import type { Anomaly, AnomalyKind } from '../model/contract';
import {
  ANOMALY_HINTS,
  ANOMALY_LABELS,
  anomalyFigures,
  countByKind,
  sortAnomalies,
  windowWords,
  type AnomalySortKey,
} from '../model/view';
import { StockLink } from './stock-link';

const PALETTE: Record<AnomalyKind, string> = {
  jump: 'red',
  'no-recent-bar': 'orange',
  'stale-price': 'yellow',
  'zero-volume': 'gray',
};

/** Rows shown before "Show all". */
const FIRST_ROWS = 100;

const KindBadge = ({ kind }: { kind: AnomalyKind }) => (
  <Badge colorPalette={PALETTE[kind]}>{ANOMALY_LABELS[kind]}</Badge>
);

const COLUMNS: Array<{ key: AnomalySortKey; label: string }> = [
  { key: 'symbol', label: 'Stock' },
  { key: 'date', label: 'Date' },
  { key: 'kind', label: 'Kind' },
  { key: 'size', label: 'Figures' },
];

interface AnomaliesProps {
  anomalies: readonly Anomaly[];
  /** All found (the answer lists at most 500). */
  total: number;
  days: number;
}

/**
 * Anomalies in the window: counts by kind, then a table sortable by stock, date, kind or size
 * (the move or the run) on wide screens, a list on narrower ones. Each stock links to its page.
 */
export function AnomaliesTable({ anomalies, total, days }: AnomaliesProps) {
  const wide = useMediaQuery(WIDE_UP);
  const [sort, setSort] = useState<{ key: AnomalySortKey; direction: 'asc' | 'desc' }>({
    key: 'kind',
    direction: 'asc',
  });
  const [all, setAll] = useState(false);
  if (anomalies.length === 0) {
    return <Text color="fg.muted">No anomalies in {windowWords(days)}.</Text>;
  }
  const sorted = sortAnomalies(anomalies, sort.key, sort.direction);
  const shown = all ? sorted : sorted.slice(0, FIRST_ROWS);
  const toggle = (key: AnomalySortKey) =>
    setSort((now) =>
      now.key === key
        ? { key, direction: now.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'size' || key === 'date' ? 'desc' : 'asc' },
    );
  return (
    <Stack gap={3}>
      <HStack gap={2} wrap="wrap" aria-label="Anomalies by kind">
        {countByKind(anomalies).map(([kind, n]) => (
          <Badge key={kind} colorPalette={PALETTE[kind]} size="lg" title={ANOMALY_HINTS[kind]}>
            {ANOMALY_LABELS[kind]}: {n}
          </Badge>
        ))}
        {total > anomalies.length ? (
          <Text textStyle="sm" color="fg.muted">
            {total} found; the {anomalies.length} largest are listed.
          </Text>
        ) : null}
      </HStack>
      {wide ? (
        <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="anomalies">
          <Table.Caption srOnly>Anomalies in {windowWords(days)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  aria-sort={
                    sort.key === column.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                  }
                >
                  <Button size="xs" variant="ghost" onClick={() => toggle(column.key)}>
                    {column.label}
                    {sort.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </Button>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((a) => (
              <Table.Row key={`${a.kind}:${a.symbol}:${a.date}`}>
                <Table.Cell>
                  <StockLink symbol={a.symbol} name={a.name} />
                  <Text textStyle="xs" color="fg.muted" truncate maxW="48">
                    {a.name}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatIsoDate(a.date)}</Table.Cell>
                <Table.Cell>
                  <KindBadge kind={a.kind} />
                </Table.Cell>
                <Table.Cell>{anomalyFigures(a)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Stack gap={2}>
          <HStack gap={1} wrap="wrap">
            <Text textStyle="sm" color="fg.muted">
              Sort by
            </Text>
            {COLUMNS.map((column) => (
              <Button
                key={column.key}
                size="xs"
                variant={sort.key === column.key ? 'solid' : 'outline'}
                aria-pressed={sort.key === column.key}
                onClick={() => toggle(column.key)}
              >
                {column.label === 'Figures' ? 'Size' : column.label}
              </Button>
            ))}
          </HStack>
          <List.Root as="ul" variant="plain" gap={2} data-testid="anomalies">
            {shown.map((a) => (
              <Card.Root
                as="li"
                key={`${a.kind}:${a.symbol}:${a.date}`}
                variant="outline"
                size="sm"
              >
                <Card.Body gap={1}>
                  <HStack justify="space-between" gap={2} wrap="wrap">
                    <Box>
                      <StockLink symbol={a.symbol} name={a.name} />{' '}
                      <Text as="span" textStyle="sm" color="fg.muted">
                        {formatIsoDate(a.date)}
                      </Text>
                    </Box>
                    <KindBadge kind={a.kind} />
                  </HStack>
                  <Text textStyle="sm">{anomalyFigures(a)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </List.Root>
        </Stack>
      )}
      {sorted.length > shown.length ? (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {sorted.length}
        </Button>
      ) : null}
    </Stack>
  );
}
