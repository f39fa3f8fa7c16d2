import { Box, List, Text } from '@chakra-ui/react';
import type { SymbolGap } from '../model/contract';
import { listDays, windowWords } from '../model/view';
import { StockLink } from './stock-link';

/** Stocks missing a bar on a day other stocks traded, after their first bar. */
export function SymbolGaps({ gaps, days }: { gaps: readonly SymbolGap[]; days: number }) {
  if (gaps.length === 0) {
    return <Text color="fg.muted">No stock is missing a trading day in {windowWords(days)}.</Text>;
  }
  return (
    <List.Root as="ul" gap={2} variant="plain" data-testid="symbol-gaps">
      {gaps.map((gap) => (
        <List.Item key={gap.symbol} display="block">
          <Box>
            <StockLink symbol={gap.symbol} name={gap.name} />{' '}
            <Text as="span" color="fg.muted" textStyle="sm">
              {gap.name}
            </Text>
          </Box>
          <Text textStyle="sm">
            {gap.missingCount === 1 ? 'No price on ' : `${gap.missingCount} days without a price: `}
            {listDays(gap.missing, 20)}
            {gap.missingCount > gap.missing.length
              ? ` (and ${gap.missingCount - gap.missing.length} more)`
              : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
