import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRowDrag } from '../hooks/use-row-drag';
import { RangeBar } from './range-bar';
import { DayChange, FactorScore, LastPrice, MoveButtons, StockName } from './row-parts';
import type { WatchRowsProps } from './watchlist-table';

// Phones: one card a stock, in the investor's order, with the same numbers as the table and the
// same ways to reorder (move buttons; drag where the browser supports it).

export function WatchlistCards({ rows, listName, onMove, onRemove, onAlerts }: WatchRowsProps) {
  const dragProps = useRowDrag(onMove);
  return (
    <Box as="ul" listStyleType="none" display="grid" gap={3} aria-label={`Stocks in ${listName}`}>
      {rows.map((row, index) => (
        <Box
          as="li"
          key={`${row.item.exchange}:${row.item.symbol}`}
          {...dragProps(index)}
          borderWidth="1px"
          borderRadius="l3"
          p={3}
          css={{ '&[data-drop-target]': { borderColor: 'purple.solid' } }}
          data-testid="watchlist-card"
        >
          <HStack justify="space-between" align="flex-start" gap={3}>
            <StockName item={row.item} quote={row.quote} />
            <Stack gap={0} align="flex-end">
              <LastPrice quote={row.quote} />
              <DayChange quote={row.quote} />
            </Stack>
          </HStack>
          <HStack mt={3} justify="space-between" align="flex-end" gap={3}>
            {row.quote ? (
              <RangeBar close={row.quote.close} low={row.quote.low52w} high={row.quote.high52w} />
            ) : (
              <span />
            )}
            <Stack gap={0} align="flex-end">
              <Text fontSize="xs" color="fg.muted">
                Factor
              </Text>
              <FactorScore score={row.factor} />
            </Stack>
          </HStack>
          <HStack mt={3} justify="space-between" gap={2}>
            <MoveButtons
              symbol={row.item.symbol}
              index={index}
              count={rows.length}
              onMove={onMove}
            />
            <HStack gap={1}>
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
          </HStack>
        </Box>
      ))}
    </Box>
  );
}
