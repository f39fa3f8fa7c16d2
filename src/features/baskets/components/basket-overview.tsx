import { Badge, Box, Button, Card, chakra, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChangeValue } from '@/ui/change-value';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { WEIGHTING_LABELS, type Basket } from '../model/contract';
import { gainPercent, xirrText } from './basket-summary-text';

// The basket at a glance: its value, what went in, the gain and the XIRR (said "not yet" until
// there is a year of investing), the goal it serves, and the market day of its prices.

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" m={0}>
        {children}
      </chakra.dd>
    </Box>
  );
}

export function BasketOverview({ basket }: { basket: Basket }) {
  return (
    <Card.Root as="section" aria-labelledby="basket-overview-title" data-testid="basket-overview">
      <Card.Body gap={4}>
        <HStack justify="space-between" flexWrap="wrap" gap={2}>
          <Text as="h2" id="basket-overview-title" fontSize="lg" fontWeight="semibold">
            Overview
          </Text>
          <HStack gap={2}>
            <Badge colorPalette="gray">{WEIGHTING_LABELS[basket.weighting]}</Badge>
            {basket.demo ? <Badge colorPalette="gray">Demo</Badge> : null}
          </HStack>
        </HStack>
        <chakra.dl display="grid" m={0}>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <Figure label="Value">{formatRupees(basket.value)}</Figure>
            <Figure label="Invested">{formatRupees(basket.invested)}</Figure>
            <Figure label="Gain">
              <ChangeValue
                paise={basket.gain}
                percent={gainPercent(basket.gain, basket.invested)}
              />
            </Figure>
            <Figure label="XIRR">
              {xirrText(basket.xirr)}
              {basket.xirr === null ? (
                <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
                  Shown after a year of investing
                </Text>
              ) : null}
            </Figure>
          </SimpleGrid>
        </chakra.dl>
        <HStack justify="space-between" flexWrap="wrap" gap={2} fontSize="sm">
          {basket.goalName ? (
            <Text>
              Serves your goal <strong>{basket.goalName}</strong>
            </Text>
          ) : (
            <HStack gap={2} flexWrap="wrap">
              <Text color="fg.muted">Not linked to a goal yet.</Text>
              <Button asChild size="xs" variant="outline">
                <Link to="/investor/goals">Your goals</Link>
              </Button>
            </HStack>
          )}
          <Text color="fg.muted">
            Prices as of <time dateTime={basket.asOf}>{formatIsoDate(basket.asOf)}</time>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
