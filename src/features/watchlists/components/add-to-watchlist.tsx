import { Button } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { isApiError } from '@/api/errors';
import { useListsView } from '../hooks/use-watchlists-view';
import { sameStock, type StockRef } from '../model/rules';
import type { AddToWatchlistPopover } from './add-to-watchlist-popover';

export interface AddToWatchlistProps extends StockRef {
  /** The company's name, shown in the list until the server's answer names it. */
  name?: string;
}

type PopoverProps = Parameters<typeof AddToWatchlistPopover>[0];

// The panel (Chakra's Popover, floating-ui) loads on the first press, or when the pointer or
// focus reaches the button, not with the stock page (issue 19, first-load budgets).
let loading: Promise<ComponentType<PopoverProps>> | undefined;
const loadPopover = () =>
  (loading ??= import('./add-to-watchlist-popover').then(
    (module) => module.AddToWatchlistPopover,
    (error: unknown) => {
      loading = undefined; // offline before it was ever cached: try again on the next press
      throw error;
    },
  ));

/**
 * "Add to watchlist" for a stock page's header: a panel listing the investor's lists, each a
 * toggle (in it or not), and a new list made with the stock in it. Edits go through the outbox
 * like the watchlist screen's, so it works offline. Until its first press it is a plain button;
 * the popover then takes its place, opens, and moves focus into itself.
 */
export function AddToWatchlist({ exchange, symbol, name }: AddToWatchlistProps) {
  const [Panel, setPanel] = useState<ComponentType<PopoverProps> | null>(null);
  const stock = { exchange, symbol };
  const { lists, query } = useListsView();
  // Stock pages are open to advisers too: watchlists are the investor's, so nothing shows.
  if (isApiError(query.error) && query.error.status === 403) return null;
  const inLists = lists?.filter((list) => list.items.some((item) => sameStock(item, stock))) ?? [];
  const label =
    inLists.length > 0
      ? `★ In ${inLists.length === 1 ? '1 watchlist' : `${inLists.length} watchlists`}`
      : '☆ Add to watchlist';
  const variant = inLists.length > 0 ? 'subtle' : 'outline';
  if (Panel) {
    return (
      <Panel
        stock={stock}
        name={name}
        trigger={
          <Button size="sm" variant={variant} colorPalette="purple">
            {label}
          </Button>
        }
      />
    );
  }
  const preload = () => void loadPopover().catch(() => undefined);
  return (
    <Button
      size="sm"
      variant={variant}
      colorPalette="purple"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        loadPopover().then(
          (component) => setPanel(() => component),
          () => undefined,
        );
      }}
    >
      {label}
    </Button>
  );
}
