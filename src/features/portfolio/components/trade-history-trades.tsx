import { Box, Button, chakra, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useTrades } from '../api/trades-list';
import type { Trade } from '../model/contract';
import { formatIsoDate, formatRupees, formatSignedRupees } from '../model/report-format';
import { PortfolioQueryState } from './dashboard-account-state';
import { FilterBar, type AppliedFilters } from './trade-history-filter-bar';
import { DataTable, Num, Th } from './trade-history-table';

const sideChoices = [
  ['', 'Buys and sells'],
  ['BUY', 'Buys'],
  ['SELL', 'Sells'],
] as const;

// The contract note's lines, in its order.
const chargeLines: ReadonlyArray<readonly [keyof Trade['charges'], string]> = [
  ['brokerage', 'Brokerage'],
  ['stt', 'Securities transaction tax (STT)'],
  ['transaction', 'Exchange transaction charges'],
  ['sebi', 'SEBI turnover fee'],
  ['stamp', 'Stamp duty'],
  ['gst', 'GST'],
  ['dp', 'DP charges'],
];

const COLUMNS = 8;

/** The contract note's charges of one trade. */
export function TradeCharges({ trade }: { trade: Trade }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} columnGap={6} rowGap={1} textStyle="sm">
      {chargeLines.map(([key, label]) => (
        <Box key={key} display="flex" justifyContent="space-between" gap={3}>
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd fontVariantNumeric="tabular-nums">
            {formatRupees(trade.charges[key])}
          </chakra.dd>
        </Box>
      ))}
      <Box display="flex" justifyContent="space-between" gap={3} fontWeight="semibold">
        <chakra.dt>Total charges</chakra.dt>
        <chakra.dd fontVariantNumeric="tabular-nums">{formatRupees(trade.charges.total)}</chakra.dd>
      </Box>
    </SimpleGrid>
  );
}

function TradeRow({
  trade,
  open,
  onToggle,
}: {
  trade: Trade;
  open: boolean;
  onToggle: () => void;
}) {
  const detailsId = `trade-charges-${trade.tradeId}`;
  return (
    <Fragment>
      <Table.Row>
        <Table.Cell>
          <time dateTime={trade.tradeDate}>{formatIsoDate(trade.tradeDate)}</time>
        </Table.Cell>
        <Table.Cell as="th" scope="row" fontWeight="medium">
          {trade.symbol}
        </Table.Cell>
        <Table.Cell color={trade.side === 'BUY' ? 'green.fg' : 'red.fg'}>{trade.side}</Table.Cell>
        <Num>{trade.quantity}</Num>
        <Num>{formatRupees(trade.price)}</Num>
        <Num>{formatRupees(trade.value)}</Num>
        <Table.Cell textAlign="end">
          <Button
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <Text as="span" srOnly>
              Charges
            </Text>
            {formatRupees(trade.charges.total)}
            <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
          </Button>
        </Table.Cell>
        <Num>{formatSignedRupees(trade.netAmount)}</Num>
      </Table.Row>
      {open ? (
        <Table.Row id={detailsId} bg="bg.subtle">
          <Table.Cell colSpan={COLUMNS} whiteSpace="normal">
            <TradeCharges trade={trade} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </Fragment>
  );
}

function TradesTable({ trades }: { trades: readonly Trade[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const simulated = trades.some((trade) => trade.simulated);
  return (
    <DataTable
      caption={
        simulated
          ? 'Trades, newest first. Paper trades: filled by the paper broker at the day’s price.'
          : 'Trades, newest first'
      }
    >
      <Table.Header>
        <Table.Row>
          <Th>Date</Th>
          <Th>Stock</Th>
          <Th>Side</Th>
          <Th numeric>Qty</Th>
          <Th numeric>Price</Th>
          <Th numeric>Value</Th>
          <Th numeric>Charges</Th>
          <Th numeric>Cash moved</Th>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {trades.map((trade) => (
          <TradeRow
            key={trade.tradeId}
            trade={trade}
            open={open === trade.tradeId}
            onToggle={() =>
              setOpen((current) => (current === trade.tradeId ? null : trade.tradeId))
            }
          />
        ))}
      </Table.Body>
    </DataTable>
  );
}

/** Every fill, filtered by stock, side and dates, each with its contract-note charges. */
export function TradeHistoryTrades() {
  const [filters, setFilters] = useState<AppliedFilters>({});
  const query = useTrades({
    symbol: filters.symbol,
    side: filters.choice === 'BUY' || filters.choice === 'SELL' ? filters.choice : undefined,
    from: filters.from,
    to: filters.to,
  });
  return (
    <Stack gap={4}>
      <FilterBar idPrefix="trades" choiceLabel="Side" choices={sideChoices} onApply={setFilters} />
      <PortfolioQueryState query={query} loadingHeight="64">
        {({ data, cache, cachedAt }) => (
          <Stack gap={3} aria-busy={query.isPlaceholderData}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            {data.items.length === 0 ? (
              <ScreenEmptyState
                title="No trades"
                description="No trade matches these filters. Each fill of an order appears here with its charges."
              />
            ) : (
              <TradesTable trades={data.items} />
            )}
          </Stack>
        )}
      </PortfolioQueryState>
    </Stack>
  );
}
