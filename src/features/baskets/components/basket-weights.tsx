import { Badge, Box, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatRupees } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import type { Basket, BasketStock } from '../model/contract';
import { bpText, driftText, driftWords, pastTolerance, sharesText } from './basket-summary-text';

// Each stock's target against its actual weight, with the drift between them: bars on phones'
// cards and in the tablet's table. The bar is the actual weight, the line across it the target;
// a stock past the tolerance is marked in words too (colour is not the only cue).

function WeightBar({ stock, scale, over }: { stock: BasketStock; scale: number; over: boolean }) {
  const at = (bp: number) => `${Math.min(100, (bp / scale) * 100)}%`;
  return (
    <Box position="relative" h="3" minW="24" bg="bg.muted" borderRadius="full" aria-hidden="true">
      <Box
        position="absolute"
        insetY="0"
        left="0"
        w={at(stock.actualWeightBp)}
        bg={over ? 'orange.solid' : 'purple.solid'}
        borderRadius="full"
      />
      <Box
        position="absolute"
        top="-1"
        bottom="-1"
        left={`calc(${at(stock.weightBp)} - 1px)`}
        w="2px"
        bg="fg"
      />
    </Box>
  );
}

function DriftCell({ stock, toleranceBp }: { stock: BasketStock; toleranceBp: number }) {
  const over = pastTolerance(stock.driftBp, toleranceBp);
  return (
    <HStack gap={2} justify="flex-end">
      <Text as="span" fontVariantNumeric="tabular-nums" aria-label={driftWords(stock.driftBp)}>
        {driftText(stock.driftBp)}
      </Text>
      {over ? (
        <Badge colorPalette="orange" size="sm">
          Past tolerance
        </Badge>
      ) : null}
    </HStack>
  );
}

interface WeightsProps {
  basket: Basket;
}

export function BasketWeights({ basket }: WeightsProps) {
  const tablet = useMediaQuery(TABLET_UP);
  const scale = Math.max(
    1,
    ...basket.stocks.flatMap((stock) => [stock.weightBp, stock.actualWeightBp]),
  );
  const holdsNothing = basket.stocks.every((stock) => stock.quantity === 0);
  return (
    <Stack gap={3} as="section" aria-labelledby="basket-weights-title">
      <Text as="h2" id="basket-weights-title" fontSize="lg" fontWeight="semibold">
        Weights
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {holdsNothing
          ? 'Nothing is bought yet: the bars fill in after your first investment. The line is each stock’s target.'
          : `The bar is each stock’s weight today, the line its target. A rebalance is due when a stock strays more than ${bpText(basket.toleranceBp)} from its target.`}
      </Text>
      {tablet ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="l3">
          <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="basket-weights-table">
            <Table.Caption srOnly>
              Target and actual weight of each stock in {basket.name}, and the drift between them
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Stock</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Target</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actual</Table.ColumnHeader>
                <Table.ColumnHeader minW="32">
                  <Text srOnly>Weight bar</Text>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Drift</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {basket.stocks.map((stock) => (
                <Table.Row key={stock.symbol}>
                  <Table.Cell>
                    <Text fontWeight="medium">{stock.symbol}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {stock.name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{sharesText(stock.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatRupees(stock.value)}</Table.Cell>
                  <Table.Cell textAlign="end">{bpText(stock.weightBp)}</Table.Cell>
                  <Table.Cell textAlign="end">{bpText(stock.actualWeightBp)}</Table.Cell>
                  <Table.Cell>
                    <WeightBar
                      stock={stock}
                      scale={scale}
                      over={pastTolerance(stock.driftBp, basket.toleranceBp)}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <DriftCell stock={stock} toleranceBp={basket.toleranceBp} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" data-testid="basket-weights-cards">
          {basket.stocks.map((stock) => (
            <Card.Root as="li" key={stock.symbol} size="sm">
              <Card.Body gap={2}>
                <HStack justify="space-between" align="flex-start" gap={3}>
                  <Box minW={0}>
                    <Text fontWeight="medium">{stock.symbol}</Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {stock.name}
                    </Text>
                  </Box>
                  <Box textAlign="end" fontSize="sm">
                    <Text fontVariantNumeric="tabular-nums">{formatRupees(stock.value)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {sharesText(stock.quantity)} {stock.quantity === 1 ? 'share' : 'shares'}
                    </Text>
                  </Box>
                </HStack>
                <WeightBar
                  stock={stock}
                  scale={scale}
                  over={pastTolerance(stock.driftBp, basket.toleranceBp)}
                />
                <HStack justify="space-between" fontSize="sm" gap={2} flexWrap="wrap">
                  <Text color="fg.muted">
                    Target {bpText(stock.weightBp)} · actual {bpText(stock.actualWeightBp)}
                  </Text>
                  <DriftCell stock={stock} toleranceBp={basket.toleranceBp} />
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
