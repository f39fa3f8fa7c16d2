import { Box, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatRupees, formatSignedRupees } from '@/ui/format-money';
import { formatShareCount } from '../model/format';
import { useHoldings } from '../api/holdings-get';
import type { Side } from '../model/order-rules';

// The ticket (and the dialog it opens in) loads on the first Buy or Sell, not with the stock page
// (issue 19, first-load budgets).
const OrderTicket = lazy(() =>
  import('./order-ticket').then((module) => ({ default: module.OrderTicket })),
);

interface StockRef {
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  lastPrice: number | undefined;
}

/**
 * Buy and Sell on a stock page (issue 12, Deliver 3), opening the order ticket; focus returns
 * to the button that opened it.
 */
export function StockTradeButtons({ symbol, name, lastPrice }: StockRef) {
  const [side, setSide] = useState<Side | null>(null);
  // Once opened the ticket stays mounted, so it closes as it did before it was lazy.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (chosen: Side, button: HTMLButtonElement) => {
    opener.current = button;
    setOpened(true);
    setSide(chosen);
  };
  return (
    <>
      <Button
        colorPalette="green"
        onClick={(event) => open('BUY', event.currentTarget)}
        aria-label={`Buy ${symbol}`}
      >
        Buy
      </Button>
      <Button
        colorPalette="red"
        variant="subtle"
        onClick={(event) => open('SELL', event.currentTarget)}
        aria-label={`Sell ${symbol}`}
      >
        Sell
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <OrderTicket
            open={side !== null}
            symbol={symbol}
            name={name}
            side={side ?? 'BUY'}
            lastPrice={lastPrice}
            onClose={() => {
              setSide(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The investor's own position in the stock, if any: shares, average price, value and gain. */
export function StockPosition({ exchange, symbol }: Pick<StockRef, 'exchange' | 'symbol'>) {
  const holdings = useHoldings();
  const holding = holdings.data?.data.items.find(
    (item) => item.symbol === symbol && item.exchange === exchange,
  );
  if (!holding) return null;
  const gainColour =
    holding.unrealisedGain > 0 ? 'green.fg' : holding.unrealisedGain < 0 ? 'red.fg' : 'fg.muted';
  return (
    <Box
      role="group"
      aria-label="Your position"
      borderWidth="1px"
      borderRadius="l2"
      px={3}
      py={2}
      bg="bg.subtle"
      data-testid="own-position"
    >
      <Text textStyle="xs" color="fg.muted">
        You hold
      </Text>
      <Text fontWeight="semibold">
        {formatShareCount(holding.quantity)} at {formatRupees(holding.averagePrice)}
      </Text>
      <Text textStyle="sm">
        Worth {formatRupees(holding.value)},{' '}
        <Text as="span" color={gainColour}>
          {formatSignedRupees(holding.unrealisedGain)}
        </Text>{' '}
        since bought
      </Text>
    </Box>
  );
}
