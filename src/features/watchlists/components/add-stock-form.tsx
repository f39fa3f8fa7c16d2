import { Button, chakra, HStack, useRecipe } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { HintAndError, describedBy } from '@/ui/plain-field';
import { useAddToWatchlist } from '../api/watchlist-item-add';
import { SYMBOL_FORMAT } from '../model/contract';
import type { Watchlist } from '../model/contract';
import { canAddItem, MAX_ITEMS } from '../model/rules';

// Adds an NSE stock to the list by its symbol. A symbol the market data does not know is
// refused by the server (422) with its name; offline, the add waits in the outbox.

export function AddStockForm({ list }: { list: Watchlist }) {
  const [symbol, setSymbol] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddToWatchlist();
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const full = !canAddItem(list.items.length);
  const hint = full
    ? `The list holds ${MAX_ITEMS} stocks, its most`
    : 'An NSE symbol, such as INFY';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = symbol.trim().toUpperCase();
    if (!SYMBOL_FORMAT.test(typed)) {
      setError('Type a symbol: letters, digits, &, _ or -');
      return;
    }
    add.mutate(
      { list, stock: { exchange: 'NSE', symbol: typed } },
      {
        onSuccess: () => setSymbol(''),
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The stock could not be added'),
      },
    );
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={`Add a stock to ${list.name}`}>
      <chakra.label htmlFor={id} srOnly>
        Stock symbol
      </chakra.label>
      <HStack gap={2} align="flex-start">
        <chakra.input
          id={id}
          css={inputStyles}
          maxW="14rem"
          placeholder="Add a stock: INFY"
          autoComplete="off"
          autoCapitalize="characters"
          value={symbol}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => {
            setSymbol(event.target.value);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          size="sm"
          colorPalette="purple"
          disabled={full}
          loading={add.isPending}
        >
          Add
        </Button>
      </HStack>
      <HintAndError id={id} error={error} hint={hint} />
    </chakra.form>
  );
}
