import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { RiskCategoryId } from '@/domain/risk-categories';
import { formatCompactRupees, formatRupees } from '@/ui/format-money';
import type { Basket } from '../model/contract';
import { formatReturn } from '../model/format';
import type { WaitingBasket } from '../model/waiting-baskets';
import { FitBadge } from './fit-badge';

// The investor's own baskets on the baskets home: value, return and goal of each, opening its
// summary (where the investor invests, sets an SIP and rebalances); and the ones built on this
// device that the server does not have yet.

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={tone}
        whiteSpace="nowrap"
      >
        {value}
      </Text>
    </Box>
  );
}

function BasketCard({ basket, risk }: { basket: Basket; risk: RiskCategoryId | null }) {
  const held = basket.invested > 0 || basket.value > 0;
  const headingId = `basket-${basket.basketId}`;
  return (
    <Card.Root as="li" variant="outline" borderRadius="l3" aria-labelledby={headingId}>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={2} flexWrap="wrap">
          <Box minW={0}>
            <Card.Title as="h3" id={headingId} textStyle="md">
              {basket.name}
            </Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {basket.stocks.length} stocks
              {basket.goalName ? ` · for ${basket.goalName}` : ''}
            </Text>
          </Box>
          <HStack gap={1} flexWrap="wrap">
            {basket.needsRebalance ? (
              <Badge colorPalette="orange" variant="subtle">
                Needs a rebalance
              </Badge>
            ) : null}
            {basket.demo ? <Badge variant="subtle">Demo</Badge> : null}
          </HStack>
        </HStack>
        {held ? (
          <SimpleGrid columns={2} gap={2}>
            <Figure label="Value" value={formatCompactRupees(basket.value)} />
            <Figure label="Invested" value={formatCompactRupees(basket.invested)} />
            <Figure
              label="Gain"
              value={formatCompactRupees(basket.gain).replace(/^(?=₹)/, basket.gain > 0 ? '+' : '')}
              tone={basket.gain < 0 ? 'fg.error' : basket.gain > 0 ? 'fg.success' : undefined}
            />
            <Figure
              label="XIRR"
              value={basket.xirr === null ? 'After a year' : `${formatReturn(basket.xirr)} a year`}
            />
          </SimpleGrid>
        ) : (
          <Text textStyle="sm">
            Not invested yet. It needs at least {formatRupees(basket.minimumInvestment)}.
          </Text>
        )}
        <FitBadge fit={basket.fitCategory} investor={risk} />
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="purple" variant={held ? 'outline' : 'solid'}>
          <Link to="/investor/basketssummary" search={{ basketId: basket.basketId }}>
            {held ? `Open ${basket.name}` : `Invest in ${basket.name}`}
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function WaitingCard({ waiting }: { waiting: WaitingBasket }) {
  return (
    <Card.Root as="li" variant="outline" borderRadius="l3" borderStyle="dashed">
      <Card.Body gap={2}>
        <Card.Title as="h3" textStyle="md">
          {waiting.name}
        </Card.Title>
        <Text textStyle="sm" color="fg.muted">
          {waiting.stocks} stocks
        </Text>
        {waiting.state === 'failed' ? (
          <Text textStyle="sm" color="fg.error" role="status">
            Not saved: {waiting.lastError ?? 'the server refused it'}. See the list of unsent
            changes to try again.
          </Text>
        ) : (
          <Text textStyle="sm" role="status">
            Saved on this device. It is sent when you are back online, then you can invest in it.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface YourBasketsProps {
  baskets: readonly Basket[];
  waiting: readonly WaitingBasket[];
  risk: RiskCategoryId | null;
}

export function YourBaskets({ baskets, waiting, risk }: YourBasketsProps) {
  if (baskets.length === 0 && waiting.length === 0) {
    return (
      <Text color="fg.muted">
        You have no baskets yet. Start from a ready-made one below, or pick your own stocks.
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        gap={{ base: 3, md: 4 }}
        aria-label="Your baskets"
      >
        {waiting.map((one) => (
          <WaitingCard key={one.id} waiting={one} />
        ))}
        {baskets.map((basket) => (
          <BasketCard key={basket.basketId} basket={basket} risk={risk} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
