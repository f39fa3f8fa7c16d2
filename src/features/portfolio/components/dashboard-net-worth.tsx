import { Box, Card, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PortfolioSummary } from '../model/contract';
import {
  formatCompactRupees,
  formatIsoDate,
  formatPercent,
  fractionOf,
  formatRupees,
  formatSignedPercent,
} from '../model/report-format';
import { SignedChange } from './dashboard-signed';

interface FigureProps {
  term: string;
  children: ReactNode;
  /** One plain line on what the number means. */
  help?: string | undefined;
}

/** One term and its value in the card's description list, with its explanation under it. */
function Figure({ term, children, help }: FigureProps) {
  return (
    <Box>
      <chakra.dt textStyle="sm" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
      {help ? (
        <chakra.dd textStyle="xs" color="fg.muted" mt={0.5}>
          {help}
        </chakra.dd>
      ) : null}
    </Box>
  );
}

/** Net worth large, then today's change, gains, the two returns, invested, value and cash. */
export function DashboardNetWorth({ summary }: { summary: PortfolioSummary }) {
  const since = summary.since ? ` since ${formatIsoDate(summary.since)}` : '';
  return (
    <Card.Root variant="outline" borderRadius="l3" data-testid="net-worth">
      <Card.Body gap={5}>
        <Box>
          <Card.Title as="h2" textStyle="sm" fontWeight="medium" color="fg.muted">
            Net worth
          </Card.Title>
          <Text
            fontSize={{ base: '3xl', md: '4xl' }}
            fontWeight="bold"
            lineHeight="short"
            fontVariantNumeric="tabular-nums"
          >
            {formatRupees(summary.netWorth)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Holdings {formatCompactRupees(summary.holdingsValue)} + cash{' '}
            {formatCompactRupees(summary.cash)}
          </Text>
        </Box>
        <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} columnGap={4} rowGap={4}>
          <Figure term="Today">
            <SignedChange
              paise={summary.dayChange}
              fraction={fractionOf(summary.dayChangePercent)}
            />
          </Figure>
          <Figure
            term="Total gain"
            help={`Net worth minus the money you added${since}: gains, dividends and charges.`}
          >
            <SignedChange
              paise={summary.totalGain}
              fraction={fractionOf(summary.totalGainPercent)}
            />
          </Figure>
          <Figure
            term="XIRR"
            help="Your money-weighted yearly return, counting when you added or took out money."
          >
            {summary.xirr === null ? '–' : `${formatPercent(summary.xirr)} a year`}
          </Figure>
          <Figure
            term="TWR"
            help={`Time-weighted return${since}: how your investments did, whatever you added or took out.`}
          >
            {formatSignedPercent(summary.twr)}
          </Figure>
          <Figure term="Invested" help="What the shares you hold cost.">
            {formatCompactRupees(summary.invested)}
          </Figure>
          <Figure term="Holdings value" help="At the latest close.">
            {formatCompactRupees(summary.holdingsValue)}
          </Figure>
          <Figure
            term="Cash"
            help={
              summary.openOrders > 0
                ? 'Open buy orders may hold some of it back.'
                : 'Ready to invest.'
            }
          >
            {formatCompactRupees(summary.cash)}
          </Figure>
          <Figure term="Dividends" help="Credited, after TDS.">
            {formatCompactRupees(summary.dividends)}
          </Figure>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
