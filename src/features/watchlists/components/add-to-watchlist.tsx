import {
  Box,
  Button,
  chakra,
  HStack,
  Popover,
  Portal,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type FormEvent } from 'react';
import { useCreateWatchlist } from '../api/watchlist-create';
import { useAddToWatchlist } from '../api/watchlist-item-add';
import { useRemoveFromWatchlist } from '../api/watchlist-item-remove';
import { isApiError } from '@/api/errors';
import { useListsView } from '../hooks/use-watchlists-view';
import {
  canAddItem,
  canAddList,
  MAX_LISTS,
  NAME_PROBLEM_TEXT,
  nameProblem,
  normalName,
  sameStock,
  type StockRef,
} from '../model/rules';

export interface AddToWatchlistProps extends StockRef {
  /** The company's name, shown in the list until the server's answer names it. */
  name?: string;
}

/**
 * "Add to watchlist" for a stock page's header: a panel listing the investor's lists, each a
 * toggle (in it or not), and a new list made with the stock in it. Edits go through the outbox
 * like the watchlist screen's, so it works offline.
 */
export function AddToWatchlist({ exchange, symbol, name }: AddToWatchlistProps) {
  const stock = { exchange, symbol };
  const { lists, query } = useListsView();
  // Stock pages are open to advisers too: watchlists are the investor's, so nothing shows.
  if (isApiError(query.error) && query.error.status === 403) return null;
  const inLists = lists?.filter((list) => list.items.some((item) => sameStock(item, stock))) ?? [];
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant={inLists.length > 0 ? 'subtle' : 'outline'} colorPalette="purple">
          {inLists.length > 0
            ? `★ In ${inLists.length === 1 ? '1 watchlist' : `${inLists.length} watchlists`}`
            : '☆ Add to watchlist'}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="min(20rem, calc(100vw - 2rem))">
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb={2}>
                Watchlists with {symbol}
              </Popover.Title>
              <ListChoices stock={stock} name={name} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function ListChoices({ stock, name }: { stock: StockRef; name: string | undefined }) {
  const { lists, query } = useListsView();
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  if (!lists) {
    return (
      <Text color="fg.muted">
        {query.isError ? 'Your lists could not be loaded.' : 'Loading your lists…'}
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      {lists.length > 0 ? (
        <Box as="ul" listStyleType="none" display="grid" gap={1} aria-label="Your lists">
          {lists.map((list) => {
            const inIt = list.items.some((item) => sameStock(item, stock));
            const full = !inIt && !canAddItem(list.items.length);
            return (
              <Box as="li" key={list.id}>
                <Button
                  w="full"
                  justifyContent="flex-start"
                  size="sm"
                  variant={inIt ? 'subtle' : 'ghost'}
                  colorPalette="purple"
                  aria-pressed={inIt}
                  disabled={full}
                  onClick={() =>
                    inIt
                      ? remove.mutate({ list, stock })
                      : add.mutate({ list, stock, ...(name && { name }) })
                  }
                >
                  <span aria-hidden="true">{inIt ? '✓' : '+'}</span> {list.name}
                  {full ? ' (full)' : ''}
                </Button>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No lists yet: start one with {stock.symbol} in it.
        </Text>
      )}
      {canAddList(lists.length) ? (
        <NewListForm stock={stock} lists={lists} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          You have {MAX_LISTS} lists, the most there can be.
        </Text>
      )}
    </Stack>
  );
}

function NewListForm({
  stock,
  lists,
}: {
  stock: StockRef;
  lists: ReadonlyArray<{ id: string; name: string }>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWatchlist();
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, lists);
    if (problem) {
      setError(NAME_PROBLEM_TEXT[problem]);
      return;
    }
    create.mutate({ id: crypto.randomUUID(), name: normalName(name), items: [stock] });
    setName('');
  };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        New list with {stock.symbol}
      </chakra.label>
      <HStack gap={2} mt={1}>
        <chakra.input
          id={id}
          css={inputStyles}
          placeholder="List name"
          autoComplete="off"
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" size="sm" colorPalette="purple">
          Create
        </Button>
      </HStack>
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error" mt={1}>
          {error}
        </Text>
      ) : null}
    </chakra.form>
  );
}
