import { Box, Button, chakra, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useAddAllToWatchlist } from '../api/watchlist-add-all';
import { useWatchlistsForScan } from '../api/watchlists-for-scan';
import { addedText } from '../model/watchlist-plan';

// The watchlists API's limits on a list's name (features/watchlists/model/rules.ts, checked
// again by the server).
const LIST_NAME_MAX = 40;
const NEW = 'new';

function nameProblem(name: string, lists: ReadonlyArray<{ name: string }>): string | null {
  const normal = name.trim().replace(/\s+/g, ' ');
  if (normal === '') return 'Give the list a name';
  if ([...normal].length > LIST_NAME_MAX)
    return `A list name is at most ${LIST_NAME_MAX} characters`;
  const key = normal.toLocaleLowerCase('en-IN');
  return lists.some((list) => list.name.toLocaleLowerCase('en-IN') === key)
    ? 'You already have a list with this name'
    : null;
}

export function AddAllForm({ symbols }: { symbols: readonly string[] }) {
  const query = useWatchlistsForScan(true);
  const add = useAddAllToWatchlist();
  const id = useId();
  const input = useRecipe({ key: 'input' })({});
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!query.data) {
    return (
      <Text color="fg.muted" role="status">
        {query.isError
          ? 'Your lists could not be loaded. Try again when you are online.'
          : 'Loading your lists…'}
      </Text>
    );
  }
  if (add.data) {
    return (
      <Text role="status" data-testid="add-all-done">
        {addedText(add.data.plan, add.data.listName, add.data.queued)}
      </Text>
    );
  }
  const { lists, limits } = query.data.data;
  const canCreate = lists.length < limits.lists;
  const chosen = choice ?? lists[0]?.id ?? NEW;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === NEW) {
      const problem = nameProblem(name, lists);
      if (problem) {
        setError(problem);
        return;
      }
      add.mutate({
        target: { kind: 'new', name: name.trim().replace(/\s+/g, ' ') },
        symbols,
        maxItems: limits.items,
      });
      return;
    }
    const list = lists.find((one) => one.id === chosen);
    if (list) add.mutate({ target: { kind: 'list', list }, symbols, maxItems: limits.items });
  };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <chakra.fieldset>
          <chakra.legend fontWeight="medium" mb={2}>
            Which list?
          </chakra.legend>
          <Stack gap={2}>
            {lists.map((list) => (
              <chakra.label key={list.id} display="flex" gap={2} alignItems="center">
                <input
                  type="radio"
                  name={`${id}-list`}
                  value={list.id}
                  checked={chosen === list.id}
                  onChange={() => setChoice(list.id)}
                />
                {list.name} ({list.items.length} of {limits.items})
              </chakra.label>
            ))}
            {canCreate ? (
              <chakra.label display="flex" gap={2} alignItems="center">
                <input
                  type="radio"
                  name={`${id}-list`}
                  value={NEW}
                  checked={chosen === NEW}
                  onChange={() => setChoice(NEW)}
                />
                A new list
              </chakra.label>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                You have {limits.lists} lists, the most there can be.
              </Text>
            )}
          </Stack>
        </chakra.fieldset>
        {chosen === NEW ? (
          <Box>
            <chakra.label htmlFor={`${id}-name`} fontSize="sm" fontWeight="medium">
              Name of the new list
            </chakra.label>
            <chakra.input
              id={`${id}-name`}
              css={input}
              mt={1}
              autoComplete="off"
              value={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <Text id={`${id}-error`} fontSize="sm" color="fg.error" mt={1}>
                {error}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {add.isError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {add.error.message}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="purple" loading={add.isPending} loadingText="Adding">
          Add {symbols.length === 1 ? '1 stock' : `${symbols.length} stocks`}
        </Button>
      </Stack>
    </chakra.form>
  );
}
