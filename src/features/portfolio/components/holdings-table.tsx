import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Fragment, useState } from 'react';
import type { Holding } from '../model/contract';
import { formatRupees, formatShares, formatWeight } from '../model/format';
import type { Side } from '../model/order-rules';
import { ChangeValue } from '@/ui/change-value';
import { HoldingLots, lotsId } from './holding-lots';
import { HoldingTradeButtons } from './holding-trade-buttons';
import type { HoldingsTotals, Sort, SortKey } from './holdings-view';

// Tablets and desktops (md and up): one row a holding, every column sortable by its header
// button (aria-sort on the header), the lots under a row on demand, totals in the footer.

const COLUMNS: ReadonlyArray<readonly [SortKey, string]> = [
  ['stock', 'Stock'],
  ['quantity', 'Quantity'],
  ['averagePrice', 'Average cost'],
  ['lastPrice', 'Last price'],
  ['value', 'Value'],
  ['dayChange', 'Day change'],
  ['unrealisedGain', 'Unrealised gain'],
  ['weight', 'Weight'],
];

export const columnName = (key: SortKey) => COLUMNS.find(([column]) => column === key)?.[1] ?? key;

interface HoldingsTableProps {
  items: readonly Holding[];
  sort: Sort;
  totals: HoldingsTotals;
  onSort: (key: SortKey) => void;
  onTrade: (holding: Holding, side: Side) => void;
}

export function HoldingsTable({ items, sort, totals, onSort, onTrade }: HoldingsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="holdings-table">
        <Table.Caption srOnly>
          Your holdings, sorted by {columnName(sort.key)}{' '}
          {sort.direction === 'ascending' ? 'ascending' : 'descending'}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([key, label]) => (
              <Table.ColumnHeader
                key={key}
                aria-sort={sort.key === key ? sort.direction : 'none'}
                textAlign={key === 'stock' ? 'start' : 'end'}
                px={1}
              >
                <Button variant="ghost" size="xs" onClick={() => onSort(key)} fontWeight="semibold">
                  {label}
                  <span aria-hidden="true">
                    {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                  </span>
                </Button>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((holding) => (
            <HoldingRow key={holding.symbol} holding={holding} onTrade={onTrade} />
          ))}
        </Table.Body>
        <Table.Footer fontWeight="semibold">
          <Table.Row>
            <Table.Cell>Total ({formatShares(totals.count)} stocks)</Table.Cell>
            <Table.Cell colSpan={3} />
            <Table.Cell textAlign="end">{formatRupees(totals.value)}</Table.Cell>
            <Table.Cell textAlign="end">
              <ChangeValue paise={totals.dayChange} percent={totals.dayChangePercent} />
            </Table.Cell>
            <Table.Cell textAlign="end">
              <ChangeValue paise={totals.unrealisedGain} percent={totals.unrealisedGainPercent} />
            </Table.Cell>
            <Table.Cell colSpan={2} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function HoldingRow({
  holding,
  onTrade,
}: {
  holding: Holding;
  onTrade: HoldingsTableProps['onTrade'];
}) {
  const [open, setOpen] = useState(false);
  const id = lotsId(holding.symbol, 'table');
  return (
    <Fragment>
      <Table.Row data-testid={`holding-row-${holding.symbol}`}>
        <Table.Cell>
          <Text fontWeight="semibold">{holding.symbol}</Text>
          <Text fontSize="xs" color="fg.muted" maxW="44" truncate title={holding.name}>
            {holding.name}
          </Text>
        </Table.Cell>
        <Table.Cell textAlign="end">{formatShares(holding.quantity)}</Table.Cell>
        <Table.Cell textAlign="end">{formatRupees(holding.averagePrice)}</Table.Cell>
        <Table.Cell textAlign="end">{formatRupees(holding.lastPrice)}</Table.Cell>
        <Table.Cell textAlign="end">{formatRupees(holding.value)}</Table.Cell>
        <Table.Cell textAlign="end">
          <ChangeValue paise={holding.dayChange} percent={holding.dayChangePercent} />
        </Table.Cell>
        <Table.Cell textAlign="end">
          <ChangeValue paise={holding.unrealisedGain} percent={holding.unrealisedGainPercent} />
        </Table.Cell>
        <Table.Cell textAlign="end">{formatWeight(holding.weight)}</Table.Cell>
        <Table.Cell>
          <HStack gap={1} justify="flex-end">
            <Button
              size="xs"
              variant="ghost"
              aria-expanded={open}
              aria-controls={id}
              aria-label={`Lots of ${holding.symbol} (${holding.lots.length})`}
              onClick={() => setOpen(!open)}
            >
              Lots ({holding.lots.length})
            </Button>
            <HoldingTradeButtons holding={holding} onTrade={onTrade} button={{ size: 'xs' }} />
          </HStack>
        </Table.Cell>
      </Table.Row>
      {open ? (
        <Table.Row>
          <Table.Cell colSpan={COLUMNS.length + 1} bg="bg.subtle">
            <HoldingLots holding={holding} id={id} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </Fragment>
  );
}
