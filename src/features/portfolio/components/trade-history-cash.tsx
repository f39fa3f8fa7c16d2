import { Box, chakra, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useCashLedger } from '../api/cash-ledger';
import type { CashEntry } from '../model/contract';
import { formatIsoDate, formatRupees, formatSignedRupees } from '../model/report-format';
import { PortfolioQueryState } from './dashboard-account-state';
import { DataTable, Num, Th } from './trade-history-table';

const kindLabels: Record<CashEntry['kind'], string> = {
  opening: 'Opening cash',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  buy: 'Buy',
  sell: 'Sell',
  dividend: 'Dividend',
  tds: 'TDS on dividend',
};

interface LedgerRow extends CashEntry {
  balance: number;
}

/** Entries newest first, each with the cash balance after it (summed oldest first, in paise). */
export function withBalances(entries: readonly CashEntry[]): LedgerRow[] {
  const oldestFirst = [...entries].sort((a, b) =>
    a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1,
  );
  let balance = 0;
  return oldestFirst
    .map((entry) => {
      balance += entry.amount;
      return { ...entry, balance };
    })
    .reverse();
}

/** Money in and out by kind: deposits, withdrawals, dividends, TDS. */
function totalsOf(entries: readonly CashEntry[]) {
  const sum = (kind: CashEntry['kind']) =>
    entries
      .filter((entry) => entry.kind === kind)
      .reduce((total, entry) => total + entry.amount, 0);
  return [
    ['Added', sum('opening') + sum('deposit')],
    ['Withdrawn', -sum('withdrawal')],
    ['Dividends', sum('dividend')],
    ['TDS deducted', -sum('tds')],
  ] as const;
}

function LedgerTotals({ entries }: { entries: readonly CashEntry[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={3}>
      {totalsOf(entries).map(([label, paise]) => (
        <Box key={label} borderWidth="1px" borderRadius="l2" p={3}>
          <chakra.dt textStyle="sm" color="fg.muted">
            {label}
          </chakra.dt>
          <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatRupees(paise)}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The paper account's cash ledger: deposits, withdrawals, trades, dividends and their TDS. */
export function TradeHistoryCash() {
  const query = useCashLedger();
  return (
    <PortfolioQueryState query={query} loadingHeight="64">
      {({ data, cache, cachedAt }) =>
        data.items.length === 0 ? (
          <ScreenEmptyState
            title="No cash movements yet"
            description="Deposits, withdrawals, trades and dividends appear here."
          />
        ) : (
          <Stack gap={4}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <LedgerTotals entries={data.items} />
            <DataTable caption="Cash ledger, newest first">
              <Table.Header>
                <Table.Row>
                  <Th>Date</Th>
                  <Th>Entry</Th>
                  <Th>Details</Th>
                  <Th numeric>Amount</Th>
                  <Th numeric>Balance</Th>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {withBalances(data.items).map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell>
                      <time dateTime={entry.date}>{formatIsoDate(entry.date)}</time>
                    </Table.Cell>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {kindLabels[entry.kind]}
                      {entry.symbol ? ` · ${entry.symbol}` : ''}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="48">
                      {entry.description}
                    </Table.Cell>
                    <Num>
                      <chakra.span color={entry.amount < 0 ? 'red.fg' : 'green.fg'}>
                        {formatSignedRupees(entry.amount)}
                      </chakra.span>
                    </Num>
                    <Num>{formatRupees(entry.balance)}</Num>
                  </Table.Row>
                ))}
              </Table.Body>
            </DataTable>
          </Stack>
        )
      }
    </PortfolioQueryState>
  );
}
