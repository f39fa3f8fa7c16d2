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
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { useCreateWatchlist } from '../api/watchlist-create';
import { useAddToWatchlist } from '../api/watchlist-item-add';
import { useRemoveFromWatchlist } from '../api/watchlist-item-remove';
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

// The "Add to watchlist" panel, in its own chunk (issue 19, first-load budgets): Chakra's Popover
// and floating-ui load on the first press of the stock page's button, not with the page.

interface AddToWatchlistPopoverProps {
  stock: StockRef;
  name: string | undefined;
  /** The same button the page showed before this loaded: the popover's trigger. */
  trigger: ReactElement;
}

/**
 * Mounted by the first press of the plain button, in its place: it mounts closed and opens at
 * once, so the popover moves focus into itself as it does on any later open (an initially open
 * popover would not), and returns it to this trigger when it closes.
 */
export function AddToWatchlistPopover({ stock, name, trigger }: AddToWatchlistPopoverProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="min(20rem, calc(100vw - 2rem))">
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb={2}>
                Watchlists with {stock.symbol}
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
