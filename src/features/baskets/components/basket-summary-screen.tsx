import { Button, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { hasStatus } from '@/api/errors';
import type { ApiResult } from '@/api/http-client';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useDeleteBasket } from '../api/basket-delete';
import { renameUpdate, useUpdateBasket } from '../api/basket-update';
import { useBasketInvest } from '../hooks/use-basket-invest';
import { useBasketRebalance } from '../hooks/use-basket-rebalance';
import { useBasketView } from '../hooks/use-basket-view';
import type { Basket } from '../model/contract';
import {
  DeleteBasketDialog,
  preloadBasketDialogs,
  RenameBasketDialog,
} from './basket-dialogs-lazy';
import { BasketInvestSection, INVEST_RESULT_ID } from './basket-invest-section';
import { BasketInvestments } from './basket-investments';
import { BasketOverview } from './basket-overview';
import { BasketRebalanceSection } from './basket-rebalance-section';
import { BasketSipSection } from './basket-sip-section';
import { BasketWaiting } from './basket-waiting';
import { BasketWeights } from './basket-weights';

/** The server works the weights out again on every PUT: said where that can change them. */
const renameNote = (basket: Basket): string | undefined =>
  basket.weighting === 'market-cap' || basket.weighting === 'factor'
    ? `Saving also works its ${basket.weighting === 'factor' ? 'factor-score' : 'market-capitalisation'} weights out again from today’s data.`
    : undefined;

/**
 * /investor/basketssummary?basketId= (issue 13, Deliver 8): the basket's value, invested, gain
 * and XIRR, the goal it serves, each stock's target and actual weight and drift; investing
 * (preview, confirm online, per-stock result and retry), the monthly SIP, the rebalance with
 * its tax shown first, the recent investments, rename and delete. Opens from the cache offline.
 */
export function BasketSummaryScreen({ basketId, title }: { basketId: string; title: string }) {
  const { query, view, waiting } = useBasketView(basketId);
  const allBaskets = (
    <Button asChild size="sm" variant="outline">
      <Link to="/investor/basketssummary" search={{}}>
        All baskets
      </Link>
    </Button>
  );

  if (!view) {
    return (
      <PageFrame title={title} actions={allBaskets}>
        {query.isPending ? (
          <Skeleton h="96" borderRadius="l3" />
        ) : hasStatus(query.error, 404) ? (
          <ScreenEmptyState
            title="Basket not found"
            description="It may have been deleted. Choose one of your baskets instead."
          />
        ) : (
          <DataError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </PageFrame>
    );
  }
  if (view.deleted) {
    return (
      <PageFrame title={view.basket.name} actions={allBaskets}>
        <ScreenEmptyState
          title="Deleted on this device"
          description="The basket is removed when you are back online. Its shares stay in your holdings."
        />
      </PageFrame>
    );
  }
  return (
    <BasketSummary
      key={view.basket.basketId}
      basket={view.basket}
      unsent={view.unsent}
      waiting={waiting}
      cache={view.source}
      allBaskets={allBaskets}
    />
  );
}

interface SummaryProps {
  basket: Basket;
  unsent: number;
  waiting: ReturnType<typeof useBasketView>['waiting'];
  /** Where the basket came from, for "as of" offline. */
  cache: Pick<ApiResult<Basket>, 'cache' | 'cachedAt'> | null;
  allBaskets: ReactNode;
}

function BasketSummary({ basket, unsent, waiting, cache, allBaskets }: SummaryProps) {
  const navigate = useNavigate();
  const invest = useBasketInvest(basket);
  const rebalance = useBasketRebalance(basket);
  const rename = useUpdateBasket();
  const remove = useDeleteBasket();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const retry = (investmentId: string) => {
    invest.retry(investmentId);
    document.getElementById(INVEST_RESULT_ID)?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <PageFrame
      title={basket.name}
      description="Basket summary"
      actions={
        <HStack gap={2} flexWrap="wrap">
          {allBaskets}
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDialog('rename')}
            onPointerEnter={preloadBasketDialogs}
            onFocus={preloadBasketDialogs}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setDialog('delete')}
            onPointerEnter={preloadBasketDialogs}
            onFocus={preloadBasketDialogs}
          >
            Delete
          </Button>
        </HStack>
      }
    >
      <Stack gap={8}>
        <Stack gap={2}>
          {cache ? <AsOf cache={cache.cache} cachedAt={cache.cachedAt} /> : null}
          {unsent > 0 ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you
              are back online.
            </Text>
          ) : null}
          <BasketWaiting items={waiting} offline={invest.offline} onRetry={retry} />
          <BasketOverview basket={basket} />
        </Stack>
        <BasketWeights basket={basket} />
        <Separator />
        <BasketInvestSection basket={basket} invest={invest} />
        <Separator />
        <BasketSipSection basket={basket} />
        <Separator />
        <BasketRebalanceSection basket={basket} rebalance={rebalance} />
        <Separator />
        <BasketInvestments
          investments={basket.investments}
          offline={invest.offline}
          retrying={invest.pending}
          onRetry={retry}
        />
      </Stack>
      <RenameBasketDialog
        open={dialog === 'rename'}
        name={basket.name}
        note={renameNote(basket)}
        onClose={() => setDialog(null)}
        onSave={(name) => rename.mutate({ basket, update: renameUpdate(basket, name) })}
      />
      <DeleteBasketDialog
        open={dialog === 'delete'}
        name={basket.name}
        hasSip={basket.sip?.active === true}
        onClose={() => setDialog(null)}
        onDelete={() => {
          remove.mutate(basket);
          void navigate({ to: '/investor/basketssummary', search: {} });
        }}
      />
    </PageFrame>
  );
}
