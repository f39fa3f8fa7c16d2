import {
  Box,
  Button,
  chakra,
  HStack,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { formatRupees } from '@/ui/format-money';
import type { StockRow } from '../model/archive-shapes';
import { findStocks } from '../model/stock-filter';

// Adds a stock to the basket being built by symbol or name, from the same stock table the
// weights come from (so every stock added has a price and figures).

interface StockAdderProps {
  rows: readonly StockRow[];
  picked: readonly string[];
  full: boolean;
  onAdd: (symbol: string) => void;
}

export function StockAdder({ rows, picked, full, onAdd }: StockAdderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const exclude = useMemo(() => new Set(picked), [picked]);
  const matches = useMemo(() => findStocks(rows, deferred, exclude), [rows, deferred, exclude]);
  return (
    <Stack gap={2}>
      <Box css={field.root}>
        <chakra.label htmlFor={id} css={field.label}>
          Add a stock
        </chakra.label>
        <chakra.input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="Symbol or company name"
          css={input}
          value={text}
          disabled={full}
          aria-describedby={`${id}-status`}
          onChange={(event) => setText(event.target.value)}
        />
        <Text id={`${id}-status`} textStyle="xs" color="fg.muted" aria-live="polite">
          {full
            ? 'The basket is full: remove a stock to add another.'
            : deferred.trim() && matches.length === 0
              ? 'No stock of the NIFTY 500 matches.'
              : deferred.trim()
                ? `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`
                : ''}
        </Text>
      </Box>
      {matches.length > 0 ? (
        <Box
          as="ul"
          listStyleType="none"
          borderWidth="1px"
          borderRadius="l2"
          aria-label="Matching stocks"
        >
          {matches.map((row) => (
            <Box as="li" key={row.symbol} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" px={3} py={2} gap={2}>
                <Box minW={0}>
                  <Text fontWeight="medium">{row.symbol}</Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                    {row.name} · {formatRupees(row.close)}
                  </Text>
                </Box>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="purple"
                  aria-label={`Add ${row.symbol}, ${row.name}`}
                  onClick={() => {
                    onAdd(row.symbol);
                    setText('');
                  }}
                >
                  Add
                </Button>
              </HStack>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
