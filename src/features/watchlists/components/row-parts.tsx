import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Quote } from '../api/quotes-get';
import type { WatchlistItem } from '../model/contract';
import { formatChangePercent, formatRupees, formatSignedRupees } from '../model/format';

// The pieces a watchlist row shows the same way in the table (tablets) and the cards (phones).

export interface WatchRow {
  item: WatchlistItem;
  quote: Quote | undefined;
  /** The factor composite, when the stock is scored. */
  factor: number | undefined;
  alerts: number;
}

export const moveButtonId = (symbol: string, way: 'up' | 'down') => `watch-move-${way}-${symbol}`;

export function StockName({ item, quote }: Pick<WatchRow, 'item' | 'quote'>) {
  return (
    <Stack gap={0} minW={0}>
      <ChakraLink asChild fontWeight="semibold" colorPalette="purple">
        <Link
          to="/stocks/exchange/$exchangecd/symbol/$symbol"
          params={{ exchangecd: item.exchange, symbol: item.symbol }}
        >
          {item.symbol}
        </Link>
      </ChakraLink>
      <Text fontSize="xs" color="fg.muted" truncate maxW="14rem">
        {quote?.name ?? item.name}
      </Text>
    </Stack>
  );
}

export function LastPrice({ quote }: { quote: Quote | undefined }) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {quote ? formatRupees(quote.close) : '–'}
    </Text>
  );
}

/** The day's change in rupees and percent; the sign says which way (colour is not the only cue). */
export function DayChange({ quote }: { quote: Quote | undefined }) {
  if (!quote || quote.change === null) return <Text color="fg.muted">–</Text>;
  const color = quote.change > 0 ? 'green.fg' : quote.change < 0 ? 'red.fg' : 'fg.muted';
  return (
    <Stack gap={0} align="inherit" color={color} fontVariantNumeric="tabular-nums">
      <Text as="span" whiteSpace="nowrap">
        {formatSignedRupees(quote.change)}
      </Text>
      <Text as="span" fontSize="xs" whiteSpace="nowrap">
        {formatChangePercent(quote.changePercent)}
      </Text>
    </Stack>
  );
}

const zScore = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/**
 * The factor composite: a z-score against the NIFTY 500 (-3 to 3, 0 the average). A stock the
 * factor engine does not score shows a dash, never a made-up number.
 */
export function FactorScore({ score }: { score: number | undefined }) {
  if (score === undefined) {
    return (
      <Text as="span" color="fg.muted" title="No factor score for this stock">
        —
      </Text>
    );
  }
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      color={score > 0 ? 'green.fg' : score < 0 ? 'red.fg' : undefined}
      title="Factor composite: a z-score against the NIFTY 500, from -3 to +3"
    >
      {zScore.format(score)}
    </Text>
  );
}

interface MoveProps {
  symbol: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Reorder by keyboard (and for anyone who cannot drag): move up, move down. */
export function MoveButtons({ symbol, index, count, onMove }: MoveProps) {
  return (
    <HStack gap={0}>
      <Button
        id={moveButtonId(symbol, 'up')}
        size="xs"
        variant="ghost"
        aria-label={`Move ${symbol} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        id={moveButtonId(symbol, 'down')}
        size="xs"
        variant="ghost"
        aria-label={`Move ${symbol} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </Button>
    </HStack>
  );
}
