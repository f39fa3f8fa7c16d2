import { Card, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatCompactRupees, formatSignedRupees } from '@/ui/format-money';
import { useExposureMovers } from '../api/get-exposure-movers';
import type { ExposureMover } from '../model/exposure-contract';
import { ChangeText } from './change-text';

/** The adviser's clients' holdings in today's biggest movers; each client opens their details. */
export function ExposureMoversCard() {
  const query = useExposureMovers();
  return (
    <Card.Root size="sm" variant="outline" data-testid="exposure-movers">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Your clients in today’s biggest moves
        </Card.Title>
        <Text textStyle="xs" color="fg.muted">
          Stocks your clients hold, largest move first, with the value held and today’s change.
        </Text>
      </Card.Header>
      <Card.Body gap={3}>
        {query.isPending ? (
          <Skeleton h="40" borderRadius="l3" />
        ) : query.isError ? (
          <DataError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
            {query.data.data.movers.length === 0 ? (
              <Text color="fg.muted">
                {query.data.data.clientsCounted === 0
                  ? 'None of your clients has a paper account with holdings yet.'
                  : 'Your clients hold no stock that traded on the latest day.'}
              </Text>
            ) : (
              <Stack as="ul" gap={4} listStyleType="none">
                {query.data.data.movers.map((mover) => (
                  <MoverItem key={`${mover.exchange}:${mover.symbol}`} mover={mover} />
                ))}
              </Stack>
            )}
            {query.data.data.clientsSkipped > 0 ? (
              <Text textStyle="xs" color="fg.muted">
                {query.data.data.clientsSkipped} of your clients have no paper account and are not
                counted.
              </Text>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MoverItem({ mover }: { mover: ExposureMover }) {
  const clients = mover.clients === 1 ? '1 client' : `${mover.clients} clients`;
  return (
    <Stack as="li" gap={1} borderBottomWidth="1px" pb={3}>
      <HStack justify="space-between" gap={3} align="start">
        <Stack gap={0} minW={0}>
          <Text fontWeight="semibold">{mover.symbol}</Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {mover.name}
          </Text>
        </Stack>
        <ChangeText percent={mover.changePercent} />
      </HStack>
      <Text textStyle="sm">
        {clients} · {formatCompactRupees(mover.value)} held · today{' '}
        <Text
          as="span"
          color={mover.dayChange > 0 ? 'green.fg' : mover.dayChange < 0 ? 'red.fg' : undefined}
        >
          {formatSignedRupees(mover.dayChange)}
        </Text>
      </Text>
      <HStack as="ul" listStyleType="none" gap={3} flexWrap="wrap" textStyle="sm">
        {mover.holders.map((holder) => (
          <li key={holder.investorId}>
            <ChakraLink asChild colorPalette="blue">
              <Link to="/advisor/investordetails" search={{ investor: holder.investorId }}>
                {holder.name ?? 'Unnamed client'}
              </Link>
            </ChakraLink>{' '}
            <Text as="span" color="fg.muted">
              {formatCompactRupees(holder.value)}
            </Text>
          </li>
        ))}
      </HStack>
    </Stack>
  );
}
