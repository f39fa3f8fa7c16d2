import { Box, Button, chakra, HStack, Skeleton, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatIsoDate } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { useStockTable } from '../api/stock-table-get';
import type { StockRow } from '../model/archive-shapes';
import { MAX_STOCKS, MIN_STOCKS } from '../model/contract';
import { toggleSymbol } from '../model/selection';
import {
  activeFilterCount,
  compileFilter,
  DEFAULT_SORT,
  EMPTY_FILTER,
  filterStocks,
  firstDirection,
  nextSort,
  sectorsOf,
  SORT_KEYS,
  SORT_LABELS,
  sortStocks,
  type FilterForm,
  type SortKey,
  type StockSort,
} from '../model/stock-filter';
import { StockFilters } from './stock-filters';
import { StockCards, StockTable } from './stock-rows';

// Stock selection (issue 13, Deliver 5): filter the NIFTY 500 by sector, size, price, factor
// scores and fundamentals, sort, and pick. Also the adviser's target-portfolio screen later, so
// the picks come in and go out through props. 500 rows stay quick: filtering and sorting are
// memoised on a deferred copy of the filters, and at most PAGE rows render at once.

const PAGE = 100;

export interface StockSelectionProps {
  /** The picks (controlled), in the order picked. */
  selected: readonly string[];
  onSelectedChange: (symbols: string[]) => void;
  /** The sticky action: build the basket (or the adviser's portfolio) from the picks. */
  onDone: (symbols: string[]) => void;
  doneLabel?: (count: number) => string;
  /** At most this many picks. */
  max?: number;
  min?: number;
  /** Rows shown at once, and added by "show more". */
  pageSize?: number;
}

const defaultLabel = (count: number) =>
  `Build a basket with ${count} ${count === 1 ? 'stock' : 'stocks'}`;

function SortPicker({ sort, onChange }: { sort: StockSort; onChange: (sort: StockSort) => void }) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <HStack gap={2}>
      <chakra.label htmlFor="stock-sort" textStyle="sm" whiteSpace="nowrap">
        Sort by
      </chakra.label>
      <chakra.select
        id="stock-sort"
        css={[input, { appearance: 'auto', pe: 2 }]}
        value={sort.key}
        onChange={(event) => {
          const key = event.target.value as SortKey;
          onChange({ key, direction: firstDirection(key) });
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </chakra.select>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={
          sort.direction === 'asc'
            ? 'Lowest first: show highest first'
            : 'Highest first: show lowest first'
        }
      >
        {sort.direction === 'asc' ? '↑ Low to high' : '↓ High to low'}
      </Button>
    </HStack>
  );
}

function SelectionList({ rows, ...props }: StockSelectionProps & { rows: readonly StockRow[] }) {
  const { selected, onSelectedChange, onDone, doneLabel = defaultLabel } = props;
  const max = props.max ?? MAX_STOCKS;
  const min = props.min ?? MIN_STOCKS;
  const page = props.pageSize ?? PAGE;
  const tablet = useMediaQuery(TABLET_UP);
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [limit, setLimit] = useState(page);
  const deferredForm = useDeferredValue(form);
  const compiled = useMemo(() => compileFilter(deferredForm), [deferredForm]);
  const sectors = useMemo(() => sectorsOf(rows), [rows]);
  const filtered = useMemo(() => filterStocks(rows, compiled), [rows, compiled]);
  const sorted = useMemo(() => sortStocks(filtered, sort), [filtered, sort]);
  const visible = useMemo(() => sorted.slice(0, limit), [sorted, limit]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  // The latest picks, read when a box is ticked: the callback stays the same, so the memoised
  // rows that did not change are not rendered again.
  const latest = useRef({ selected, onSelectedChange });
  useLayoutEffect(() => {
    latest.current = { selected, onSelectedChange };
  });
  const toggle = useCallback(
    (symbol: string) => {
      const { selected: now, onSelectedChange: change } = latest.current;
      change(toggleSymbol(now, symbol, max));
    },
    [max],
  );
  const changeForm = (next: FilterForm) => {
    setForm(next);
    setLimit(page);
  };
  const full = selected.length >= max;
  const rowsProps = {
    rows: visible,
    selected: chosen,
    full,
    onToggle: toggle,
    sort,
    onSort: (key: SortKey) => setSort((current) => nextSort(current, key)),
  };
  const count = activeFilterCount(compiled);

  return (
    <Stack gap={4}>
      <StockFilters form={form} compiled={compiled} sectors={sectors} onChange={changeForm} />
      <HStack justify="space-between" flexWrap="wrap" gap={2}>
        <Text textStyle="sm" role="status">
          {sorted.length} of {rows.length} stocks
          {count > 0 ? ` match ${count === 1 ? '1 filter' : `${count} filters`}` : ''}
        </Text>
        {tablet ? null : <SortPicker sort={sort} onChange={setSort} />}
      </HStack>
      {sorted.length === 0 ? (
        <Text color="fg.muted">No stock matches all these filters. Loosen one or clear them.</Text>
      ) : tablet ? (
        <StockTable {...rowsProps} />
      ) : (
        <StockCards {...rowsProps} />
      )}
      {sorted.length > visible.length ? (
        <Button variant="outline" alignSelf="center" onClick={() => setLimit((l) => l + page)}>
          Show {Math.min(page, sorted.length - visible.length)} more (
          {sorted.length - visible.length} left)
        </Button>
      ) : null}
      <Box
        position="sticky"
        bottom={0}
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        py={3}
        mx={{ base: -4, md: 0 }}
        px={{ base: 4, md: 0 }}
      >
        <HStack justify="space-between" gap={3} flexWrap="wrap">
          <Box minW={0} flex="1">
            <Text textStyle="sm" fontWeight="medium" aria-live="polite">
              {selected.length === 0
                ? 'No stocks picked yet'
                : `${selected.length} picked${full ? ` (the most a basket holds)` : ''}`}
            </Text>
            {selected.length > 0 ? (
              <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                {selected.join(', ')}
              </Text>
            ) : null}
          </Box>
          <HStack gap={2}>
            {selected.length > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => onSelectedChange([])}>
                Clear picks
              </Button>
            ) : null}
            <Button
              colorPalette="purple"
              disabled={selected.length < min}
              onClick={() => onDone([...selected])}
            >
              {selected.length < min ? `Pick at least ${min} stocks` : doneLabel(selected.length)}
            </Button>
          </HStack>
        </HStack>
      </Box>
    </Stack>
  );
}

export function StockSelection(props: StockSelectionProps) {
  const query = useStockTable();
  if (query.isPending) return <Skeleton h="96" borderRadius="l3" />;
  if (query.isError) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data, cache, cachedAt } = query.data;
  if (data.rows.length === 0) {
    return (
      <Text color="fg.muted">
        The list of stocks is empty today. Try again after the next data update.
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      <Text textStyle="sm" color="fg.muted">
        The NIFTY 500 at the close of {formatIsoDate(data.date)}.
      </Text>
      <AsOf cache={cache} cachedAt={cachedAt} />
      {data.factorsPending ? (
        <Text textStyle="sm" color="fg.warning" role="status">
          Today’s factor scores are still being worked out: stocks show no score for now, and a
          factor filter leaves them out. Try again in a few minutes.
        </Text>
      ) : null}
      <SelectionList rows={data.rows} {...props} />
    </Stack>
  );
}
