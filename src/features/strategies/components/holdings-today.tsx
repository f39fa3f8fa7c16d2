import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { Role } from '@/auth/permissions';
import { formatCompactRupees } from '@/ui/format-money';
import type { BacktestResult } from '../model/contract';
import { formatPercent } from '../model/format';

// What the strategy holds after the last day of the test, and "Invest in this strategy": an
// investor gets the basket form with these stocks filled in (issue 13's baskets); an adviser
// reads that publishing to investors comes with the research tools.

type Holding = BacktestResult['holdings'][number];

function InvestAction({ role, holdings }: { role: Role; holdings: readonly Holding[] }) {
  if (role !== 'I') {
    return (
      <Text textStyle="sm" color="fg.muted">
        Publishing a strategy to your investors as a model portfolio comes with the research tools.
      </Text>
    );
  }
  if (holdings.length < 2) {
    return (
      <Text textStyle="sm" color="fg.muted">
        A basket needs at least two stocks: this strategy holds too few today to invest in.
      </Text>
    );
  }
  return (
    <Stack gap={1}>
      <Button asChild colorPalette="purple" alignSelf="flex-start">
        <Link
          to="/investor/baskets/basketscreate"
          search={{ symbols: holdings.map((holding) => holding.symbol).join(',') }}
        >
          Invest in this strategy
        </Link>
      </Button>
      <Text textStyle="xs" color="fg.muted">
        Opens a basket of these {holdings.length} stocks for you to check, name and save. Nothing is
        bought until you invest in the basket.
      </Text>
    </Stack>
  );
}

export const HoldingsToday = memo(function HoldingsToday({
  holdings,
  role,
  date,
}: {
  holdings: readonly Holding[];
  role: Role;
  date: string;
}) {
  if (holdings.length === 0) {
    return (
      <Text color="fg.muted">
        The strategy holds no stocks today: nothing matched its rules on the last rebalance.
      </Text>
    );
  }
  const sorted = [...holdings].sort((a, b) => b.weight - a.weight);
  return (
    <Stack gap={3}>
      <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxH="96">
        <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader data-testid="holdings-today">
          <Table.Caption srOnly>What the strategy holds after {date}, largest first</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stock</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                Sector
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sorted.map((holding) => (
              <Table.Row key={holding.symbol}>
                <Table.Cell>
                  <Text fontWeight="semibold">{holding.symbol}</Text>
                  <Text textStyle="xs" color="fg.muted" maxW="48" truncate title={holding.name}>
                    {holding.name}
                  </Text>
                </Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                  {holding.sector}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatCompactRupees(holding.value)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPercent(holding.weight)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack>
        <Box>
          <InvestAction role={role} holdings={sorted} />
        </Box>
      </HStack>
    </Stack>
  );
});
