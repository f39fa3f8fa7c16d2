import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { DataError } from '@/ui/data-error';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useCreateWatchlist } from '../api/watchlist-create';
import { useRenameWatchlist } from '../api/watchlist-update';
import { useAlertsView, useListsView } from '../hooks/use-watchlists-view';
import { canAddList, MAX_LISTS } from '../model/rules';
import { WatchlistView } from './watchlist-view';

// The name dialog (Chakra's Dialog) loads when it first opens (issue 19, first-load budgets).
const ListNameDialog = lazyWhenOpen(
  () => import('./list-name-dialog').then((module) => module.ListNameDialog),
  (props) => props.mode !== null,
);

const preloadNameDialog = () => void ListNameDialog.preload();

type NameMode = { kind: 'create' } | { kind: 'rename'; id: string; name: string } | null;

/**
 * /investor/watchlist (issue 12, Deliver 10): up to 10 named lists, each with its stocks' last
 * price, day change, 52-week position and factor score, in the investor's order; price alerts
 * per stock. Every edit works offline (the outbox) and shows at once.
 */
export function WatchlistScreen({ title }: { title: string }) {
  const { query, lists, unsent } = useListsView();
  const { alerts } = useAlertsView();
  const [chosen, setChosen] = useState<string | null>(null);
  const [naming, setNaming] = useState<NameMode>(null);
  const create = useCreateWatchlist();
  const rename = useRenameWatchlist();
  const selected = lists?.find((list) => list.id === chosen) ?? lists?.[0];

  const body = () => {
    if (query.isPending) return <Skeleton h="80" borderRadius="l3" />;
    if (!lists) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (lists.length === 0 || !selected) {
      return (
        <ScreenEmptyState
          title="No watchlists yet"
          description="Make a list of stocks to follow: their prices, day’s change and 52-week range in one place, with alerts."
        >
          <Button
            colorPalette="purple"
            onPointerEnter={preloadNameDialog}
            onFocus={preloadNameDialog}
            onClick={() => setNaming({ kind: 'create' })}
          >
            Start a list
          </Button>
        </ScreenEmptyState>
      );
    }
    return (
      <Stack gap={5}>
        <HStack gap={2} flexWrap="wrap" role="group" aria-label="Your lists">
          {lists.map((list) => (
            <Button
              key={list.id}
              size="sm"
              variant={list.id === selected.id ? 'solid' : 'outline'}
              colorPalette="purple"
              aria-pressed={list.id === selected.id}
              onClick={() => setChosen(list.id)}
            >
              {list.name} ({list.items.length})
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="purple"
            disabled={!canAddList(lists.length)}
            onPointerEnter={preloadNameDialog}
            onFocus={preloadNameDialog}
            onClick={() => setNaming({ kind: 'create' })}
          >
            + New list
          </Button>
        </HStack>
        {!canAddList(lists.length) ? (
          <Text fontSize="sm" color="fg.muted">
            You have {MAX_LISTS} lists, the most there can be: delete one to start another.
          </Text>
        ) : null}
        {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
        {unsent > 0 ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you
            are back online.
          </Text>
        ) : null}
        <WatchlistView
          key={selected.id}
          list={selected}
          alerts={alerts}
          onRename={() => setNaming({ kind: 'rename', id: selected.id, name: selected.name })}
          onDeleted={() => setChosen(null)}
        />
      </Stack>
    );
  };

  return (
    <PageFrame title={title} description="Stocks you follow, with their prices and your alerts.">
      {body()}
      <ListNameDialog
        mode={naming}
        lists={lists ?? []}
        onClose={() => setNaming(null)}
        onSave={(name) => {
          if (naming?.kind === 'rename' && selected) {
            rename.mutate({ list: selected, name });
          } else {
            const id = crypto.randomUUID();
            create.mutate({ id, name });
            setChosen(id);
          }
        }}
      />
    </PageFrame>
  );
}
