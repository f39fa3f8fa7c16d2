import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Role } from '@/auth/permissions';
import type { ApiResult } from '@/api/http-client';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import type { BacktestResult, BacktestRun } from '../model/contract';
import { HEADLINE_METRICS, metricRows } from '../model/metric-rows';
import { HoldingsToday } from './holdings-today';
import { MetricsTable } from './metrics-table';
import { MonthReturns } from './month-returns';
import { PerformanceCharts } from './performance-charts';
import { TradesList } from './trades-list';

// A finished run (issue 14, Deliver 4 and 5): when it covers and what data it used (and "as
// of" when it is the copy saved on this device), the headline figures, the charts, every metric
// with its definition, the year-by-month table, today's holdings and every trade.

interface ResultViewProps {
  run: BacktestRun & { result: BacktestResult };
  /** Where the answer came from, for "as of" offline. */
  answer: ApiResult<unknown> | null;
  name: string;
  role: Role;
  compare: { label: string; result: BacktestResult } | null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Headline({ result }: { result: BacktestResult }) {
  const rows = metricRows(result.metrics, result.benchmark).filter((row) =>
    HEADLINE_METRICS.includes(row.key),
  );
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={3} data-testid="headline-metrics">
      {rows.map((row) => (
        <Box key={row.key} borderWidth="1px" borderRadius="l3" p={3}>
          <Text as="dt" textStyle="xs" color="fg.muted">
            {row.label}
          </Text>
          <Text as="dd" textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {row.strategy}
          </Text>
          <Text as="dd" textStyle="xs" color="fg.muted">
            NIFTY 50: {row.benchmark}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function ResultView({ run, answer, name, role, compare }: ResultViewProps) {
  const { result } = run;
  return (
    <Stack gap={{ base: 8, md: 10 }} data-testid="backtest-result">
      <Stack gap={3}>
        <Text textStyle="sm" color="fg.muted">
          Tested from {formatIsoDate(result.from)} to {formatIsoDate(result.to)}, on the market’s
          data as of {formatIndianDateTime(new Date(run.asOf))}: {result.rebalances} rebalances.
        </Text>
        {answer ? <AsOf cache={answer.cache} cachedAt={answer.cachedAt} /> : null}
        <Headline result={result} />
        {result.notes.length > 0 ? (
          <Box as="ul" ps={4} textStyle="sm" color="fg.muted" data-testid="backtest-notes">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Box>
        ) : null}
      </Stack>
      <Section id="charts-heading" title="Charts">
        <PerformanceCharts result={result} name={name} compare={compare} />
      </Section>
      <Section id="metrics-heading" title="Every metric">
        <MetricsTable metrics={result.metrics} benchmark={result.benchmark} />
      </Section>
      <Section id="months-heading" title="Returns by year and month">
        <MonthReturns result={result} />
      </Section>
      <Section id="holdings-heading" title="Holdings today">
        <HoldingsToday holdings={result.holdings} role={role} date={formatIsoDate(result.to)} />
      </Section>
      <Section id="trades-heading" title="Trades">
        <TradesList trades={result.trades} />
      </Section>
    </Stack>
  );
}
