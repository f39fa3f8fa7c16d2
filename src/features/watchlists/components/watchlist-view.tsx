import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useFactorComposites } from '../api/factors-get';
import { useQuotes } from '../api/quotes-get';
import { useDeleteWatchlist } from '../api/watchlist-delete';
import { useRemoveFromWatchlist } from '../api/watchlist-item-remove';
import { useReorderWatchlist } from '../api/watchlist-update';
import type { PriceAlert, Watchlist } from '../model/contract';
import { formatIsoDate } from '../model/format';
import { MAX_ITEMS, sameStock } from '../model/rules';
import { AddStockForm } from './add-stock-form';
import { moveButtonId, type WatchRow } from './row-parts';
import { WatchlistCards } from './watchlist-cards';
import { WatchlistTable } from './watchlist-table';

// A stock's alerts dialog (Chakra's Dialog) loads when it first opens (issue 19).
const AlertsDialog = lazyWhenOpen(
  () => import('./alerts-dialog').then((module) => module.AlertsDialog),
  (props) => props.stock !== null,
);

interface WatchlistViewProps {
  list: Watchlist;
  alerts: readonly PriceAlert[];
  onRename: () => void;
  onDeleted: () => void;
}

const symbolsOn = (list: Watchlist, exchange: 'NSE' | 'BSE') =>
  list.items.filter((item) => item.exchange === exchange).map((item) => item.symbol);

/** One list: its header, a way to add a stock, and its stocks in order. */
export function WatchlistView({ list, alerts, onRename, onDeleted }: WatchlistViewProps) {
  const tablet = useMediaQuery(TABLET_UP);
  const nse = useQuotes('NSE', symbolsOn(list, 'NSE'));
  const bse = useQuotes('BSE', symbolsOn(list, 'BSE'));
  const factors = useFactorComposites();
  const reorder = useReorderWatchlist();
  const remove = useRemoveFromWatchlist();
  const drop = useDeleteWatchlist();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [alertsFor, setAlertsFor] = useState<WatchRow | null>(null);

  const rows: WatchRow[] = useMemo(() => {
    const quotes = [...(nse.data?.data.quotes ?? []), ...(bse.data?.data.quotes ?? [])];
    return list.items.map((item) => ({
      item,
      quote: quotes.find((quote) => sameStock(quote, item)),
      factor: item.exchange === 'NSE' ? factors.data?.bySymbol.get(item.symbol) : undefined,
      alerts: alerts.filter((alert) => sameStock(alert, item)).length,
    }));
  }, [list.items, nse.data, bse.data, factors.data, alerts]);
  const asOf = nse.data?.data.quotes[0]?.date ?? bse.data?.data.quotes[0]?.date;
  const demoPrices = nse.data?.meta.demo ?? bse.data?.meta.demo;

  const move = (from: number, to: number) => {
    const moved = list.items[from];
    if (!moved || to < 0 || to >= list.items.length || from === to) return;
    reorder.mutate({ list, from, to });
    setAnnouncement(`${moved.symbol} moved to position ${to + 1} of ${list.items.length}`);
    // The row's DOM node moves: put focus back on the button that moved it.
    const way = to < from ? 'up' : 'down';
    requestAnimationFrame(() => {
      const button = document.getElementById(moveButtonId(moved.symbol, way));
      (button && !button.hasAttribute('disabled')
        ? button
        : document.getElementById(moveButtonId(moved.symbol, way === 'up' ? 'down' : 'up'))
      )?.focus();
    });
  };

  const rowProps = {
    rows,
    listName: list.name,
    onMove: move,
    onRemove: (row: WatchRow) => {
      remove.mutate({ list, stock: row.item });
      setAnnouncement(`${row.item.symbol} removed from ${list.name}`);
    },
    onAlerts: setAlertsFor,
  };
  const stockAlerts = alertsFor ? alerts.filter((alert) => sameStock(alert, alertsFor.item)) : [];

  return (
    <Stack gap={4} data-testid="watchlist-view">
      <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap={3}>
        <Stack gap={1}>
          <HStack gap={2}>
            <Text as="h2" fontSize="xl" fontWeight="semibold">
              {list.name}
            </Text>
            {list.demo ? <Badge colorPalette="gray">Demo</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {list.items.length} of {MAX_ITEMS} stocks
            {asOf ? ` · prices as of ${formatIsoDate(asOf)}` : ''}
            {demoPrices ? ' · demo market data' : ''}
          </Text>
        </Stack>
        {confirming ? (
          <HStack gap={2} role="group" aria-label={`Delete ${list.name}?`}>
            <Text fontSize="sm">Delete {list.name}? Its alerts stay.</Text>
            <Button
              size="sm"
              colorPalette="red"
              onClick={() => {
                drop.mutate(list);
                onDeleted();
              }}
            >
              Delete
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </HStack>
        ) : (
          <HStack gap={2}>
            <Button size="sm" variant="outline" onClick={onRename}>
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
            >
              Delete list
            </Button>
          </HStack>
        )}
      </HStack>
      <AddStockForm list={list} />
      <Box aria-live="polite" srOnly>
        {announcement}
      </Box>
      {rows.length === 0 ? (
        <ScreenEmptyState
          title="No stocks in this list yet"
          description="Add one by its symbol above, or from a stock’s page with “Add to watchlist”."
        />
      ) : tablet ? (
        <WatchlistTable {...rowProps} />
      ) : (
        <WatchlistCards {...rowProps} />
      )}
      <AlertsDialog
        stock={
          alertsFor
            ? { ...alertsFor.item, name: alertsFor.quote?.name ?? alertsFor.item.name }
            : null
        }
        quote={alertsFor?.quote}
        alerts={stockAlerts}
        onClose={() => setAlertsFor(null)}
      />
    </Stack>
  );
}
