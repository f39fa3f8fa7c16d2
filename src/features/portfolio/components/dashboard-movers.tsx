import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PortfolioSummary } from '../model/contract';
import { formatRupees, fractionOf } from '../model/report-format';
import { SignedChange } from './dashboard-signed';

type Mover = PortfolioSummary['movers']['gainers'][number];

function MoverList({
  heading,
  movers,
  empty,
}: {
  heading: string;
  movers: readonly Mover[];
  empty: string;
}) {
  return (
    <Box>
      <Text as="h3" fontWeight="semibold" textStyle="sm" mb={2}>
        {heading}
      </Text>
      {movers.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={2}>
          {movers.map((mover) => (
            <HStack as="li" key={mover.symbol} justify="space-between" gap={3} align="flex-start">
              <Box minW={0}>
                <Text fontWeight="medium">{mover.symbol}</Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {mover.name}
                </Text>
              </Box>
              <Box textAlign="end" flexShrink={0}>
                <Text fontVariantNumeric="tabular-nums">{formatRupees(mover.lastPrice)}</Text>
                <Text textStyle="xs">
                  <SignedChange
                    paise={mover.dayChange}
                    fraction={fractionOf(mover.dayChangePercent)}
                  />
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The holdings that moved most today, up and down. */
export function DashboardMovers({ movers }: { movers: PortfolioSummary['movers'] }) {
  return (
    <Card.Root variant="outline" borderRadius="l3">
      <Card.Header>
        <Card.Title as="h2">Your movers today</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={5}>
          <MoverList
            heading="Gainers"
            movers={movers.gainers}
            empty="None of your holdings rose."
          />
          <MoverList heading="Losers" movers={movers.losers} empty="None of your holdings fell." />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
