import { Box, Button, chakra, HStack, Text, useRecipe } from '@chakra-ui/react';
import { formatRupees } from '@/ui/format-money';
import type { FigureStock } from '../model/basket-figures';
import { formatWeight } from '../model/format';

// The stocks of the basket being built, each with its weight (typed when custom), the shares
// the minimum investment buys, and a way to remove it. One list for phones and tablets: a few
// figures a row read well at both widths.

interface BasketStockListProps {
  stocks: readonly FigureStock[];
  custom: boolean;
  percents: Readonly<Record<string, string>>;
  /** Shares of each stock the minimum investment buys, in the order of `stocks`. */
  quantities: readonly number[] | null;
  weightsError?: string | undefined;
  onPercent: (symbol: string, text: string) => void;
  onRemove: (symbol: string) => void;
}

export function BasketStockList({
  stocks,
  custom,
  percents,
  quantities,
  weightsError,
  onPercent,
  onRemove,
}: BasketStockListProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <Box
      as="ul"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l3"
      aria-label="Stocks in the basket"
    >
      {stocks.map((stock, index) => {
        const quantity = quantities?.[index];
        const inputId = `weight-${stock.symbol}`;
        return (
          <Box
            as="li"
            key={stock.symbol}
            px={3}
            py={2}
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <HStack justify="space-between" gap={3} align="center">
              <Box minW={0} flex="1">
                <Text fontWeight="medium">{stock.symbol}</Text>
                <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                  {stock.price === null
                    ? 'Not in today’s NIFTY 500 table: no price'
                    : `${stock.name} · ${formatRupees(stock.price)}${stock.lotSize > 1 ? ` · lot of ${stock.lotSize}` : ''}`}
                </Text>
                {quantity !== undefined ? (
                  <Text textStyle="xs" color="fg.muted">
                    {quantity} {quantity === 1 ? 'share' : 'shares'} at the minimum
                  </Text>
                ) : null}
              </Box>
              {custom ? (
                <HStack gap={1}>
                  <chakra.label htmlFor={inputId} srOnly>
                    Weight of {stock.symbol} in percent
                  </chakra.label>
                  <chakra.input
                    id={inputId}
                    inputMode="decimal"
                    autoComplete="off"
                    css={input}
                    w="20"
                    textAlign="end"
                    value={percents[stock.symbol] ?? ''}
                    aria-invalid={weightsError ? true : undefined}
                    aria-describedby={weightsError ? 'basket-weights-error' : undefined}
                    onChange={(event) => onPercent(stock.symbol, event.target.value)}
                  />
                  <Text aria-hidden="true">%</Text>
                </HStack>
              ) : (
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {stock.weightBp === null ? '–' : formatWeight(stock.weightBp)}
                </Text>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${stock.symbol}`}
                onClick={() => onRemove(stock.symbol)}
              >
                Remove
              </Button>
            </HStack>
          </Box>
        );
      })}
    </Box>
  );
}
