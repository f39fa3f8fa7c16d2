import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useRowDrag } from '../hooks/use-row-drag';
import { RangeBar } from './range-bar';
import {
  DayChange,
  FactorScore,
  LastPrice,
  MoveButtons,
  StockName,
  type WatchRow,
} from './row-parts';

// Tablets and desktops (md and up): one row a stock, in the investor's order. Drag a row by its
// handle onto another to move it, or use its move buttons (keyboard).

export interface WatchRowsProps {
  rows: readonly WatchRow[];
  listName: string;
  onMove: (from: number, to: number) => void;
  onRemove: (row: WatchRow) => void;
  onAlerts: (row: WatchRow) => void;
}

const dropStyles = {
  '&[data-drop-target]': { boxShadow: 'inset 0 2px 0 0 var(--chakra-colors-purple-solid)' },
  '&[data-dragging]': { opacity: 0.5 },
} as const;

export function WatchlistTable({ rows, listName, onMove, onRemove, onAlerts }: WatchRowsProps) {
  const dragProps = useRowDrag(onMove);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="watchlist-table">
        <Table.Caption srOnly>
          {listName}: {rows.length} stocks in your order. Drag a row, or use its move buttons, to
          change the order.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Last price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Day change</Table.ColumnHeader>
            <Table.ColumnHeader>52-week range</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Factor</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row
              key={`${row.item.exchange}:${row.item.symbol}`}
              {...dragProps(index)}
              css={dropStyles}
              data-testid="watchlist-row"
            >
              <Table.Cell>
                <HStack gap={1}>
                  <Text
                    as="span"
                    aria-hidden="true"
                    cursor="grab"
                    color="fg.muted"
                    title="Drag to move"
                  >
                    ⠿
                  </Text>
                  <MoveButtons
                    symbol={row.item.symbol}
                    index={index}
                    count={rows.length}
                    onMove={onMove}
                  />
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <StockName item={row.item} quote={row.quote} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <LastPrice quote={row.quote} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <DayChange quote={row.quote} />
              </Table.Cell>
              <Table.Cell>
                {row.quote ? (
                  <RangeBar
                    close={row.quote.close}
                    low={row.quote.low52w}
                    high={row.quote.high52w}
                  />
                ) : (
                  '–'
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <FactorScore score={row.factor} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap={1} justify="flex-end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Alerts for ${row.item.symbol}${row.alerts > 0 ? `, ${row.alerts} set` : ''}`}
                    onClick={() => onAlerts(row)}
                  >
                    Alerts{row.alerts > 0 ? ` (${row.alerts})` : ''}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${row.item.symbol} from ${listName}`}
                    onClick={() => onRemove(row)}
                  >
                    Remove
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
