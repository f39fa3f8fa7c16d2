import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { dialogSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import type { RiskCategoryId } from '@/domain/risk-categories';
import { formatRupees } from '@/ui/format-money';
import type { Theme } from '../model/archive-shapes';
import { themeFit } from '../model/fit';
import { formatReturn, formatVolatility, formatWeight } from '../model/format';
import { FitBadge } from './fit-badge';
import { ThemeHistoryChart } from './theme-history-chart';

// A ready-made basket in full: its rule, back history against NIFTY 50 with the caveats a fair
// reader needs (survivorship; past returns promise nothing), its figures and its stocks, and
// "Use this basket" to start one from it.

export interface ThemeDetailDialogProps {
  theme: Theme | null;
  risk: RiskCategoryId | null;
  goalId?: string | undefined;
  onClose: () => void;
}

function Figures({ theme }: { theme: Theme }) {
  const rows: [string, string][] = [
    ['1 year', formatReturn(theme.returns.oneYear)],
    ['3 years (a year)', formatReturn(theme.returns.threeYearCagr)],
    ['5 years (a year)', formatReturn(theme.returns.fiveYearCagr)],
    ['Volatility (a year)', formatVolatility(theme.volatility)],
    ['Worst fall', formatReturn(theme.maxDrawdown)],
    [
      'Minimum investment',
      theme.minimumInvestment === null ? '–' : formatRupees(theme.minimumInvestment),
    ],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap={3}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text as="dt" textStyle="xs" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function ThemeDetailDialog({ theme, risk, goalId, onClose }: ThemeDetailDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={theme !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {theme ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{theme.name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={5}>
                    <Stack gap={2}>
                      {theme.description ? <Text>{theme.description}</Text> : null}
                      <Text textStyle="sm">
                        <Text as="span" fontWeight="semibold">
                          The rule:{' '}
                        </Text>
                        {theme.rule}
                      </Text>
                      <Box>
                        <FitBadge fit={themeFit(theme)} investor={risk} />
                      </Box>
                    </Stack>
                    <Stack as="section" gap={2} aria-labelledby="theme-history-heading">
                      <Heading as="h3" id="theme-history-heading" size="sm">
                        How it would have done
                      </Heading>
                      <ThemeHistoryChart themeId={theme.id} name={theme.name} />
                      <Text textStyle="xs" color="fg.muted">
                        This history holds today’s stocks throughout: companies that fell out of the
                        index along the way are missing, which makes the past look better than it
                        was. Past returns do not promise future ones. Investments in the securities
                        market are subject to market risks; read all related documents carefully
                        before investing.
                      </Text>
                    </Stack>
                    <Figures theme={theme} />
                    <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxH="72">
                      <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader>
                        <Table.Caption srOnly>
                          The {theme.stocks.length} stocks of {theme.name} and their weights
                        </Table.Caption>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>Stock</Table.ColumnHeader>
                            <Table.ColumnHeader>Sector</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {theme.stocks.map((stock) => (
                            <Table.Row key={stock.symbol}>
                              <Table.Cell>
                                <Text fontWeight="medium">{stock.symbol}</Text>
                                <Text textStyle="xs" color="fg.muted">
                                  {stock.name}
                                </Text>
                              </Table.Cell>
                              <Table.Cell>{stock.sector}</Table.Cell>
                              <Table.Cell textAlign="end">{formatRupees(stock.price)}</Table.Cell>
                              <Table.Cell textAlign="end">
                                {formatWeight(stock.weightBp)}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <HStack>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Close</Button>
                    </Dialog.ActionTrigger>
                    <Button asChild colorPalette="purple">
                      <Link
                        to="/investor/baskets/basketscreate"
                        search={{ themeId: theme.id, ...(goalId && { goalId }) }}
                      >
                        Use this basket
                      </Link>
                    </Button>
                  </HStack>
                </Dialog.Footer>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
