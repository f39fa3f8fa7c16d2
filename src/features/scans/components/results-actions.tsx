import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { saveCsv } from '@/ui/save-file';
import { scanCsv, scanCsvName } from '../model/csv';
import type { ScanResult } from '../model/contract';
import type { Sort } from '../model/results';

// Loaded on first open, with Chakra's dialog machinery (issue 19, first-load budgets).
const AddAllDialog = lazyWhenOpen(
  () => import('./add-all-dialog').then((m) => m.AddAllDialog),
  (props) => props.open,
);

// What a result leads to: a CSV file, the stocks in a watchlist, a basket of them (investors:
// watchlists and baskets are theirs; an adviser is told so instead).

export interface BasketAction {
  /** Most stocks a basket holds. */
  max: number;
  /** Goes to the basket form with these stocks picked. */
  onMake: (symbols: string[]) => void;
}

interface ResultsActionsProps {
  result: ScanResult;
  /** The matches in the table's order. */
  symbols: readonly string[];
  sort: Sort;
  basket?: BasketAction | undefined;
  watchlists: boolean;
}

export function ResultsActions({ result, symbols, sort, basket, watchlists }: ResultsActionsProps) {
  const [adding, setAdding] = useState(false);
  const none = symbols.length === 0;
  const basketNote =
    basket && symbols.length > basket.max
      ? `A basket holds at most ${basket.max} stocks: it takes the first ${basket.max} in the table’s order.`
      : null;
  return (
    <Stack gap={2}>
      <HStack gap={2} flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={none}
          onClick={() => saveCsv(scanCsv(result, sort), scanCsvName(result.date))}
        >
          Export CSV
        </Button>
        {watchlists ? (
          <Button
            size="sm"
            variant="outline"
            disabled={none}
            onClick={() => setAdding(true)}
            onPointerEnter={() => void AddAllDialog.preload()}
            onFocus={() => void AddAllDialog.preload()}
          >
            Add all to watchlist
          </Button>
        ) : null}
        {basket ? (
          <Button
            size="sm"
            colorPalette="purple"
            disabled={symbols.length < 2}
            onClick={() => basket.onMake(symbols.slice(0, basket.max))}
          >
            Make a basket
          </Button>
        ) : null}
      </HStack>
      {basket && symbols.length === 1 ? (
        <Text fontSize="sm" color="fg.muted">
          A basket needs at least 2 stocks.
        </Text>
      ) : null}
      {basketNote ? (
        <Text fontSize="sm" color="fg.muted">
          {basketNote}
        </Text>
      ) : null}
      {!basket && !watchlists ? (
        <Text fontSize="sm" color="fg.muted">
          Watchlists and baskets belong to investors: save this scan to follow it, or share its text
          with your investors.
        </Text>
      ) : null}
      {watchlists ? (
        <AddAllDialog open={adding} symbols={symbols} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
