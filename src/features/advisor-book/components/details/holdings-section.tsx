import { chakra, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { ChangeValue } from '@/ui/change-value';
import { formatCompactRupees, formatIsoDate, formatRupees } from '@/ui/format-money';
import type { DetailsPortfolio } from '../../model/details-contract';
import { Figure, percentOf, Section } from './section';

const ID = 'details-holdings';
const TITLE = 'Holdings and performance';

/** The paper portfolio: value, money put in, returns, cash and the largest holdings. */
export function HoldingsSection({
  portfolio,
  missing,
}: {
  portfolio: DetailsPortfolio | null;
  missing: string | null;
}) {
  if (!portfolio) {
    return (
      <Section id={ID} title={TITLE}>
        <Text color="fg.muted">{missing ?? 'No portfolio yet.'}</Text>
      </Section>
    );
  }
  const hint = portfolio.asOf.date
    ? `Prices of ${formatIsoDate(portfolio.asOf.date)}${portfolio.asOf.demo ? ' (demo data)' : ''}`
    : undefined;
  return (
    <Section id={ID} title={TITLE} hint={hint}>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap={3}>
        <Figure label="Net worth">{formatCompactRupees(portfolio.netWorth)}</Figure>
        <Figure label="Holdings">{formatCompactRupees(portfolio.holdingsValue)}</Figure>
        <Figure label="Cash">{formatCompactRupees(portfolio.cash)}</Figure>
        <Figure label="Invested (held)">{formatCompactRupees(portfolio.invested)}</Figure>
        <Figure label="Put in">{formatCompactRupees(portfolio.deposited)}</Figure>
        <Figure label="Total gain">
          <ChangeValue paise={portfolio.totalGain} percent={portfolio.totalGainPercent} />
        </Figure>
        <Figure label="Today">
          <ChangeValue paise={portfolio.dayChange} percent={portfolio.dayChangePercent} />
        </Figure>
        <Figure label="XIRR (yearly)">{percentOf(portfolio.xirr)}</Figure>
        <Figure label="TWR (since start)">{percentOf(portfolio.twr)}</Figure>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Realised {formatRupees(portfolio.realisedGain)} · dividends{' '}
        {formatRupees(portfolio.dividends)}
        {portfolio.since ? ` · since ${formatIsoDate(portfolio.since)}` : ''}
      </Text>
      {portfolio.topHoldings.length === 0 ? (
        <Text color="fg.muted">No shares held: all cash.</Text>
      ) : (
        <Stack gap={1}>
          <Table.ScrollArea>
            <Table.Root recipe={tableSlotRecipe} size="sm" variant="line">
              <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb={1}>
                Top {portfolio.topHoldings.length} of {portfolio.positions} holdings, by value
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Stock</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Gain</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {portfolio.topHoldings.map((holding) => (
                  <Table.Row key={holding.symbol}>
                    <Table.Cell>
                      <Text fontWeight="medium">{holding.symbol}</Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                        {holding.quantity} shares · {holding.sector}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCompactRupees(holding.value)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {percentOf(holding.weight)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <chakra.div display="inline-flex">
                        <ChangeValue
                          paise={holding.unrealisedGain}
                          percent={holding.unrealisedGainPercent}
                        />
                      </chakra.div>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Section>
  );
}
