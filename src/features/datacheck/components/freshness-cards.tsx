import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import type { DataCheck } from '../model/contract';
import { freshnessView, listDays, windowWords } from '../model/view';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" gap={3} align="baseline">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="sm" fontWeight="medium" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

/** Freshness (status in colour and words) and the window's missing trading days. */
export function FreshnessCards({ check }: { check: DataCheck }) {
  const view = freshnessView(check.freshness);
  const { freshness } = check;
  const missing = check.missingDays;
  const window = windowWords(check.days);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <Card.Root variant="outline" size="sm" aria-labelledby="datacheck-freshness">
        <Card.Body gap={3}>
          <HStack justify="space-between" gap={2} wrap="wrap">
            <Text id="datacheck-freshness" fontWeight="semibold">
              Freshness
            </Text>
            <Badge colorPalette={view.palette} size="lg" data-testid="freshness-status">
              {view.word}
            </Badge>
          </HStack>
          <Text textStyle="sm">{view.detail}</Text>
          <Stack as="dl" gap={1}>
            <Row
              label="Data updated"
              value={
                freshness.dataUpdateTime
                  ? formatIndianDateTime(new Date(freshness.dataUpdateTime))
                  : 'never'
              }
            />
            <Row
              label="Last trading day loaded"
              value={freshness.lastTradingDay ? formatIsoDate(freshness.lastTradingDay) : 'none'}
            />
            <Row
              label="Last session closed"
              value={formatIsoDate(freshness.expectedLastTradingDay)}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" aria-labelledby="datacheck-days">
        <Card.Body gap={3}>
          <HStack justify="space-between" gap={2} wrap="wrap">
            <Text id="datacheck-days" fontWeight="semibold">
              Trading days
            </Text>
            <Badge colorPalette={missing.length === 0 ? 'green' : 'red'} size="lg">
              {missing.length === 0 ? 'None missing' : `${missing.length} missing`}
            </Badge>
          </HStack>
          {check.expectedDays === 0 ? (
            <Text textStyle="sm">No trading days to check in {window}.</Text>
          ) : missing.length === 0 ? (
            <Text textStyle="sm">
              All {check.expectedDays} trading days of {window} have prices.
            </Text>
          ) : (
            <Text textStyle="sm" data-testid="missing-days">
              {check.presentDays} of {check.expectedDays} trading days of {window} have prices. No
              prices at all on {listDays(missing)}.
            </Text>
          )}
          {check.window.from && check.window.to ? (
            <Text textStyle="xs" color="fg.muted">
              Window: {formatIsoDate(check.window.from)} to {formatIsoDate(check.window.to)}, the
              last trading day loaded. Trading days follow the NSE calendar.
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
