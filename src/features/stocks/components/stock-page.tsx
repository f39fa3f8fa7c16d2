import { Badge, Box, Container, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useInstrument, type Exchange } from '../api/get-instrument';
import type { Instrument } from '../model/contract';
import { STOCK_VIEWS } from '../model/views';
import type { PriceChart as PriceChartType } from './price-chart';
import { StockContext } from './stock-context';
import { StockHeader } from './stock-header';

interface StockPageProps {
  exchange: Exchange;
  symbol: string;
  /** Header actions for the stock: add to a watchlist, buy, sell. */
  actions?: (instrument: Instrument) => ReactNode;
  /** The user's own position in it. */
  position?: (instrument: Instrument) => ReactNode;
  /** The open view (factor, xfactor, ...). */
  children: ReactNode;
}

// The price chart's controls and drawing code (its library loads later still, when it mounts)
// come in their own chunk, fetched beside the stock's data rather than before the page can show
// (issue 19, first-load budgets); a box of its size holds its place meanwhile.
let priceChart: Promise<{ PriceChart: typeof PriceChartType } | null> | undefined;
const loadPriceChart = () =>
  (priceChart ??= import('./price-chart').catch(() => {
    priceChart = undefined; // offline before it was ever cached: try again on the next visit
    return null;
  }));
const PriceChart = lazy(() =>
  loadPriceChart().then((module) => ({ default: module?.PriceChart ?? ChartUnavailable })),
);

function ChartUnavailable() {
  return (
    <Text textStyle="sm" color="fg.muted">
      The price chart could not load. It shows once you are back online.
    </Text>
  );
}

const chartPlaceholder = (
  <Skeleton h={{ base: '80', md: '96' }} borderRadius="l3" data-testid="price-chart-loading" />
);

const tabStyle = {
  display: 'block',
  px: 3,
  py: 2,
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg' },
  focusRing: 'inside',
  '&[data-status=active]': { color: 'purple.fg', borderColor: 'purple.solid' },
} as const;

/** The five views of a stock as tabs: links, so each view has its own address. */
function ViewTabs({ exchange, symbol }: { exchange: Exchange; symbol: string }) {
  return (
    <Box as="nav" aria-label="Stock views" borderBottomWidth="1px" overflowX="auto">
      <Flex as="ul" listStyleType="none" gap={1}>
        {STOCK_VIEWS.map((view) => (
          <li key={view.path}>
            <Box asChild css={tabStyle}>
              <Link
                to={`/stocks/exchange/$exchangecd/symbol/$symbol/${view.path}`}
                params={{ exchangecd: exchange, symbol }}
              >
                {view.label}
              </Link>
            </Box>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * A stock's page (issue 12, Deliver 3): the header, the price chart and the five views as tabs.
 * Everything comes from the archive API, which the cache serves offline.
 */
export function StockPage({ exchange, symbol, actions, position, children }: StockPageProps) {
  const instrument = useInstrument(exchange, symbol);
  useEffect(() => {
    void loadPriceChart();
  }, []);
  let body: ReactNode;
  if (instrument.isPending) {
    body = (
      <Stack gap={4}>
        <Skeleton h="28" borderRadius="l3" />
        <Skeleton h="72" borderRadius="l3" />
      </Stack>
    );
  } else if (instrument.isError) {
    body = hasStatus(instrument.error, 404) ? (
      <ScreenEmptyState
        title={`We do not know ${exchange}: ${symbol}`}
        description="This symbol is not in the market archive. Search by the company's name, symbol or ISIN from the search box at the top."
      />
    ) : (
      <DataError
        error={instrument.error}
        onRetry={() => void instrument.refetch()}
        retrying={instrument.isFetching}
      />
    );
  } else {
    const { data: stock, meta } = instrument.data.data;
    body = (
      <Stack gap={6}>
        <Flex justify="space-between" gap={2} flexWrap="wrap">
          <AsOf cache={instrument.data.cache} cachedAt={instrument.data.cachedAt} />
          {meta.label ? (
            <Badge variant="subtle" colorPalette="orange" ms="auto">
              {meta.label}
            </Badge>
          ) : null}
        </Flex>
        <StockHeader instrument={stock} actions={actions?.(stock)} position={position?.(stock)} />
        <Suspense fallback={chartPlaceholder}>
          <PriceChart instrument={stock} />
        </Suspense>
        <Box>
          <ViewTabs exchange={exchange} symbol={symbol} />
          <Box pt={5}>
            <StockContext.Provider value={stock}>{children}</StockContext.Provider>
          </Box>
        </Box>
      </Stack>
    );
  }
  return (
    <Container as="main" id="main" maxW="5xl" px={{ base: 4, md: 8 }} py={{ base: 4, md: 6 }}>
      {body}
    </Container>
  );
}
