import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChangeValue } from '@/ui/change-value';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { rangePosition } from '../model/chart';
import type { Instrument } from '../model/contract';

interface StockHeaderProps {
  instrument: Instrument;
  /** Add to a watchlist, buy and sell: what the user's role may do with the stock. */
  actions?: ReactNode;
  /** The investor's own position, if any. */
  position?: ReactNode;
}

/** Where the close sits between the 52-week low and high, as a bar and in words. */
function RangeBar({ close, low, high }: { close: number; low: number; high: number }) {
  const position = rangePosition(close, low, high);
  const percent = Math.round(position * 100);
  return (
    <Box minW="48" data-testid="range-52w">
      <Text textStyle="xs" color="fg.muted" mb={1}>
        52-week range
      </Text>
      <Box
        role="img"
        aria-label={`52-week range ${formatRupees(low)} to ${formatRupees(high)}; the price is ${percent}% of the way from the low to the high`}
      >
        <Box position="relative" h="1.5" borderRadius="full" bg="bg.emphasized">
          <Box
            position="absolute"
            top="-1"
            w="3"
            h="3.5"
            borderRadius="full"
            bg="purple.solid"
            style={{ left: `calc(${percent}% - 6px)` }}
          />
        </Box>
        <Flex justify="space-between" textStyle="xs" mt={1} fontVariantNumeric="tabular-nums">
          <span>{formatRupees(low)}</span>
          <span>{formatRupees(high)}</span>
        </Flex>
      </Box>
    </Box>
  );
}

/**
 * The stock page's header (issue 12, Deliver 3): name, symbol, last price and day change, the
 * 52-week range, the investor's own position, and the actions.
 */
export function StockHeader({ instrument, actions, position }: StockHeaderProps) {
  const { quote } = instrument;
  return (
    <Stack gap={4} as="header">
      <Flex justify="space-between" align="flex-start" gap={3} flexWrap="wrap">
        <Box minW={0}>
          <HStack gap={2} flexWrap="wrap" mb={1}>
            <Badge variant="outline" colorPalette="purple">
              {instrument.exchange}: {instrument.symbol}
            </Badge>
            <Badge variant="subtle" colorPalette="gray">
              {instrument.industry}
            </Badge>
            {instrument.status !== 'active' ? (
              <Badge colorPalette="orange">{instrument.status}</Badge>
            ) : null}
          </HStack>
          <Text as="h1" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {instrument.name}
          </Text>
          {quote ? (
            <HStack gap={3} align="baseline" mt={1} flexWrap="wrap">
              <Text
                textStyle={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                data-testid="last-price"
              >
                {formatRupees(quote.close)}
              </Text>
              {quote.change !== null ? (
                <Box role="group" aria-label="Day change">
                  <ChangeValue paise={quote.change} percent={quote.changePercent} />
                </Box>
              ) : null}
              <Text textStyle="xs" color="fg.muted">
                Close of {formatIsoDate(quote.date)}
              </Text>
            </HStack>
          ) : (
            <Text color="fg.muted">No price yet</Text>
          )}
        </Box>
        <HStack gap={2} flexWrap="wrap">
          {actions}
        </HStack>
      </Flex>
      <Flex gap={4} flexWrap="wrap" align="stretch">
        {quote ? <RangeBar close={quote.close} low={quote.low52w} high={quote.high52w} /> : null}
        {position}
      </Flex>
    </Stack>
  );
}
