import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate } from '@/ui/format-money';
import type { BasketRebalance } from '../hooks/use-basket-rebalance';
import type { Basket } from '../model/contract';
import { BasketGroupResult } from './basket-group-result';
import { BasketNoAccount } from './basket-no-account';
import { BasketRebalanceOrders } from './basket-rebalance-orders';
import { driftStatusText, rebalanceSummary } from './basket-rebalance-text';

// Rebalance: offered when the basket has drifted past its tolerance (or on request). The
// orders, each sell's realised gain and tax and the totals are shown first, and only then may
// the investor confirm, online. Prices that moved since the preview reload it, saying why.

interface RebalanceSectionProps {
  basket: Basket;
  rebalance: BasketRebalance;
}

export function BasketRebalanceSection({ basket, rebalance }: RebalanceSectionProps) {
  const holdsNothing = basket.stocks.every((stock) => stock.quantity === 0);
  const data = rebalance.previewData;
  const nothingToDo = data ? data.orders.length === 0 : false;
  return (
    <Stack
      as="section"
      aria-labelledby="basket-rebalance-title"
      gap={4}
      data-testid="basket-rebalance"
    >
      <Text as="h2" id="basket-rebalance-title" fontSize="lg" fontWeight="semibold">
        Rebalance
      </Text>
      <Text>
        {holdsNothing
          ? 'There is nothing to rebalance until the basket holds its stocks.'
          : driftStatusText(basket)}
      </Text>
      {!rebalance.open && !holdsNothing ? (
        <Button
          alignSelf="flex-start"
          colorPalette="purple"
          variant={basket.needsRebalance ? 'solid' : 'outline'}
          onClick={rebalance.show}
        >
          {basket.needsRebalance ? 'See the rebalance orders' : 'Check a rebalance anyway'}
        </Button>
      ) : null}
      {rebalance.noAccount ? <BasketNoAccount /> : null}
      {rebalance.error?.kind === 'prices-moved' ? (
        <FormAlert status="info" title="Prices have moved">
          {rebalance.error.message}
        </FormAlert>
      ) : null}
      {rebalance.error?.kind === 'other' ? (
        <FormAlert status="error" title="Not rebalanced">
          {rebalance.error.message}
        </FormAlert>
      ) : null}
      {rebalance.open ? <RebalanceBody rebalance={rebalance} nothingToDo={nothingToDo} /> : null}
      <Box aria-live="polite">
        {rebalance.outcome ? (
          <Stack gap={3}>
            <BasketGroupResult outcome={rebalance.outcome} />
            <Button variant="ghost" alignSelf="flex-start" onClick={rebalance.done}>
              Close
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function RebalanceBody({
  rebalance,
  nothingToDo,
}: {
  rebalance: BasketRebalance;
  nothingToDo: boolean;
}) {
  const { preview, previewData: data } = rebalance;
  if (!data) {
    if (preview.fetchStatus === 'fetching') return <Skeleton h="48" borderRadius="l3" />;
    if (rebalance.offline) {
      return (
        <FormAlert status="info" title="Waiting for the network">
          The rebalance orders are worked out at the latest prices: see them when you are back
          online.
        </FormAlert>
      );
    }
    if (preview.isError && !rebalance.noAccount) {
      return (
        <DataError
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      );
    }
    return null;
  }
  return (
    <Stack gap={4}>
      {preview.data ? <AsOf cache={preview.data.cache} cachedAt={preview.data.cachedAt} /> : null}
      {nothingToDo ? (
        <FormAlert status="success" title="Nothing to rebalance">
          At the prices of {formatIsoDate(data.asOf)} no whole-share order would bring the basket
          closer to its weights.
        </FormAlert>
      ) : (
        <>
          <Text fontWeight="semibold" aria-live="polite">
            At the prices of {formatIsoDate(data.asOf)}: {rebalanceSummary(data)}
          </Text>
          <BasketRebalanceOrders preview={data} />
          {rebalance.offline ? (
            <FormAlert status="info" title="Waiting for the network">
              A rebalance needs your confirmation online, at the latest prices: confirm when you are
              back online.
            </FormAlert>
          ) : null}
        </>
      )}
      <HStack gap={3} flexWrap="wrap">
        {nothingToDo ? null : (
          <Button
            colorPalette="purple"
            onClick={rebalance.confirm}
            loading={rebalance.pending}
            loadingText="Rebalancing"
            disabled={rebalance.offline}
          >
            Confirm rebalance
          </Button>
        )}
        <Button variant="outline" onClick={rebalance.close} disabled={rebalance.pending}>
          {nothingToDo ? 'Close' : 'Not now'}
        </Button>
      </HStack>
    </Stack>
  );
}
