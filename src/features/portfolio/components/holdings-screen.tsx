import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import type { ApiResult } from '@/api/http-client';
import { AsOf } from '@/ui/as-of';
import { PageFrame } from '@/ui/page-frame';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useHoldings } from '../api/holdings-get';
import type { Holding, Holdings } from '../model/contract';
import { formatIsoDate } from '../model/format';
import type { Side } from '../model/order-rules';
import { PortfolioQueryState } from './dashboard-account-state';
import { HoldingCard } from './holding-card';
import { saveCsv } from '@/ui/save-file';
import { holdingsCsv } from './holdings-csv';
import { HoldingsFilters } from './holdings-filters';
import { HoldingsTable } from './holdings-table';
import { HoldingsTotalsStrip } from './holdings-totals';
import {
  DEFAULT_SORT,
  filterHoldings,
  NO_FILTER,
  nextSort,
  sectorsOf,
  sortHoldings,
  totalsOf,
} from './holdings-view';
import { OpenOrders } from './open-orders';
import { LazyOrderTicket } from './order-ticket-lazy';
import { TradebookImport } from './tradebook-import';

/** Rows rendered in the first paint: more than a tablet's screen holds. */
const FIRST_ROWS = 16;

interface TicketTarget {
  symbol: string;
  name?: string;
  side: Side;
  lastPrice?: number;
}

/** /investor/holdings (issue 11): the holdings, their lots, totals, CSV, and open orders. */
export function HoldingsScreen({ title }: { title: string }) {
  const query = useHoldings();
  const [target, setTarget] = useState<TicketTarget | null>(null);
  const [open, setOpen] = useState(false);
  const trade = (next: TicketTarget) => {
    setTarget(next);
    setOpen(true);
  };
  return (
    <PageFrame
      title={title}
      description="Your shares at the latest close, with their lots and open orders."
    >
      <Stack gap={8}>
        <PortfolioQueryState query={query} loadingHeight="80">
          {(result) => (
            <HoldingsContent
              result={result}
              onTrade={({ symbol, name, lastPrice }, side) =>
                trade({ symbol, name, side, lastPrice })
              }
              onFirstOrder={() => trade({ symbol: '', side: 'BUY' })}
            />
          )}
        </PortfolioQueryState>
        {query.isSuccess ? <OpenOrders /> : null}
        {query.isSuccess ? <TradebookImport /> : null}
      </Stack>
      {target ? (
        <LazyOrderTicket
          key={`${target.symbol}-${target.side}`}
          {...target}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </PageFrame>
  );
}

interface ContentProps {
  result: ApiResult<Holdings>;
  onTrade: (holding: Holding, side: Side) => void;
  onFirstOrder: () => void;
}

function HoldingsContent({
  result: { data, cache, cachedAt },
  onTrade,
  onFirstOrder,
}: ContentProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const tablet = useMediaQuery(TABLET_UP);
  const [rowLimit, setRowLimit] = useState(FIRST_ROWS);
  useEffect(() => {
    if (rowLimit >= data.items.length) return;
    const timer = setTimeout(() => startTransition(() => setRowLimit(Infinity)), 0);
    return () => clearTimeout(timer);
  }, [rowLimit, data.items.length]);
  if (data.items.length === 0) {
    return (
      <ScreenEmptyState
        title="No holdings yet"
        description="Shares you buy with your paper account appear here with their value, gains and lots."
      >
        <Button colorPalette="purple" onClick={onFirstOrder}>
          Place your first order
        </Button>
      </ScreenEmptyState>
    );
  }
  const shown = sortHoldings(filterHoldings(data.items, filter), sort);
  const totals = totalsOf(shown);
  // The first rows paint at once; the rest follow in a transition (a long list of Chakra rows
  // is seconds of work on a slow phone).
  const rows = shown.slice(0, rowLimit);
  const { asOf } = data;
  return (
    <Stack gap={4}>
      <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap={3}>
        <Stack gap={1}>
          <HStack gap={2} flexWrap="wrap">
            {asOf.date ? (
              <Text fontSize="sm" color="fg.muted">
                Prices as of <time dateTime={asOf.date}>{formatIsoDate(asOf.date)}</time>
              </Text>
            ) : null}
            {asOf.demo ? (
              <Badge colorPalette="gray" variant="subtle">
                {asOf.label ?? 'Demo data'}
              </Badge>
            ) : null}
          </HStack>
          <AsOf cache={cache} cachedAt={cachedAt} />
        </Stack>
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveCsv(holdingsCsv(shown), `holdings-${asOf.date ?? 'latest'}.csv`)}
        >
          Download CSV
        </Button>
      </HStack>
      <HoldingsTotalsStrip totals={totals} />
      <HoldingsFilters filter={filter} sectors={sectorsOf(data.items)} onChange={setFilter} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {shown.length === data.items.length
          ? `${data.items.length} ${data.items.length === 1 ? 'holding' : 'holdings'}`
          : `Showing ${shown.length} of ${data.items.length} holdings`}
      </Text>
      {shown.length === 0 ? (
        <ScreenEmptyState
          title="No holdings match"
          description="Try another search, sector or filter."
        >
          <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
            Show all holdings
          </Button>
        </ScreenEmptyState>
      ) : (
        <>
          {tablet ? (
            <HoldingsTable
              items={rows}
              sort={sort}
              totals={totals}
              onSort={(key) => setSort(nextSort(sort, key))}
              onTrade={onTrade}
            />
          ) : (
            <Box as="ul" listStyleType="none" display="grid" gap={3} aria-label="Holdings">
              {rows.map((holding) => (
                <HoldingCard key={holding.symbol} holding={holding} onTrade={onTrade} />
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
