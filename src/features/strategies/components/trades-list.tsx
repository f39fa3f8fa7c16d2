import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { memo, useMemo, useState } from 'react';
import { ChangeValue } from '@/ui/change-value';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import {
  profitFraction,
  REASON_LABELS,
  tradesNewestFirst,
  tradeTotals,
  TRADES_PAGE,
  type Trade,
} from '../model/trades';

// Every trade of the run, newest first, a page at a time: a table on a tablet, a card a trade
// on a phone. Prices are per share with slippage; profit is after both legs' charges.

const quantity = new Intl.NumberFormat('en-IN');

function Profit({ trade }: { trade: Trade }) {
  if (trade.profit === null) return <Text color="fg.muted">Still held</Text>;
  const fraction = profitFraction(trade);
  return <ChangeValue paise={trade.profit} percent={fraction === null ? null : fraction * 100} />;
}

function TradeTable({ trades }: { trades: readonly Trade[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="trades-table">
        <Table.Caption srOnly>Trades of the run, the latest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader>Bought</Table.ColumnHeader>
            <Table.ColumnHeader>Sold</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Buy price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Sell price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Profit after costs</Table.ColumnHeader>
            <Table.ColumnHeader>Why sold</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trades.map((trade, index) => (
            <Table.Row key={`${trade.symbol}-${trade.entryDate}-${index}`}>
              <Table.Cell>
                <Text fontWeight="semibold">{trade.symbol}</Text>
                <Text textStyle="xs" color="fg.muted" maxW="40" truncate title={trade.name}>
                  {trade.name}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatIsoDate(trade.entryDate)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {trade.exitDate ? formatIsoDate(trade.exitDate) : '–'}
              </Table.Cell>
              <Table.Cell textAlign="end">{quantity.format(trade.quantity)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(trade.entryPrice)}</Table.Cell>
              <Table.Cell textAlign="end">
                {trade.exitPrice === null ? '–' : formatRupees(trade.exitPrice)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Profit trade={trade} />
              </Table.Cell>
              <Table.Cell>{REASON_LABELS[trade.reason]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TradeCards({ trades }: { trades: readonly Trade[] }) {
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="trades-cards">
      {trades.map((trade, index) => (
        <Box
          as="li"
          key={`${trade.symbol}-${trade.entryDate}-${index}`}
          borderWidth="1px"
          borderRadius="l3"
          p={3}
        >
          <HStack justify="space-between" align="flex-start" gap={2}>
            <Box minW={0}>
              <Text fontWeight="semibold">{trade.symbol}</Text>
              <Text textStyle="xs" color="fg.muted">
                {quantity.format(trade.quantity)} shares at {formatRupees(trade.entryPrice)} on{' '}
                {formatIsoDate(trade.entryDate)}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {trade.exitDate && trade.exitPrice !== null
                  ? `Sold at ${formatRupees(trade.exitPrice)} on ${formatIsoDate(trade.exitDate)} (${REASON_LABELS[trade.reason].toLowerCase()})`
                  : 'Still held'}
              </Text>
            </Box>
            <Box textAlign="end" flexShrink={0}>
              <Profit trade={trade} />
            </Box>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

export const TradesList = memo(function TradesList({ trades }: { trades: readonly Trade[] }) {
  const tablet = useMediaQuery(TABLET_UP);
  const [shown, setShown] = useState(TRADES_PAGE);
  const sorted = useMemo(() => tradesNewestFirst(trades), [trades]);
  const totals = useMemo(() => tradeTotals(trades), [trades]);
  if (sorted.length === 0) {
    return <Text color="fg.muted">The strategy made no trades in this test.</Text>;
  }
  const page = sorted.slice(0, shown);
  const left = sorted.length - page.length;
  return (
    <Stack gap={3}>
      <Text textStyle="sm" color="fg.muted" role="status">
        {quantity.format(sorted.length)} trades: {quantity.format(totals.closed)} closed (
        {quantity.format(totals.won)} with a profit), {quantity.format(totals.open)} still held.
      </Text>
      {tablet ? <TradeTable trades={page} /> : <TradeCards trades={page} />}
      {left > 0 ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => setShown((count) => count + TRADES_PAGE)}
        >
          Show {Math.min(TRADES_PAGE, left)} more ({quantity.format(left)} left)
        </Button>
      ) : null}
    </Stack>
  );
});
