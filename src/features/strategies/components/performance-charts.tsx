import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { canUseLogScale, drawdownLines, equityLines, rollingLines } from '../model/chart-lines';
import { drawdownSummary, equitySummary, rollingSummary } from '../model/chart-text';
import type { BacktestResult } from '../model/contract';
import { BacktestChart, type ChartLine } from './backtest-chart';

// The three charts of past performance (issue 14, Deliver 5): ₹100 in the strategy against
// NIFTY 50 (a log scale on demand, so equal percentage moves look equal), the underwater chart
// of falls from each high, and the return of each rolling year. With a compare run, its curve
// joins the first chart.

interface PerformanceChartsProps {
  result: BacktestResult;
  name: string;
  compare?: { label: string; result: BacktestResult } | null;
}

export function PerformanceCharts({ result, name, compare = null }: PerformanceChartsProps) {
  const [log, setLog] = useState(false);
  const equity = useMemo(() => equityLines(result), [result]);
  const compared = useMemo(() => (compare ? equityLines(compare.result) : null), [compare]);
  const drawdown = useMemo(() => drawdownLines(result), [result]);
  const rolling = useMemo(() => rollingLines(result), [result]);
  const logAllowed = canUseLogScale(equity);

  const equityChart = useMemo<ChartLine[]>(
    () => [
      { id: 'strategy', label: name, tone: 'strategy', points: equity.strategy },
      ...(compared && compare
        ? [
            {
              id: 'compare',
              label: compare.label,
              tone: 'other' as const,
              points: compared.strategy,
            },
          ]
        : []),
      { id: 'benchmark', label: 'NIFTY 50', tone: 'benchmark', points: equity.benchmark },
    ],
    [compare, compared, equity, name],
  );
  const drawdownChart = useMemo<ChartLine[]>(
    () => [
      {
        id: 'strategy',
        label: name,
        tone: 'strategy',
        points: drawdown.strategy,
        underwater: true,
      },
      { id: 'benchmark', label: 'NIFTY 50', tone: 'benchmark', points: drawdown.benchmark },
    ],
    [drawdown, name],
  );
  const rollingChart = useMemo<ChartLine[]>(
    () => [
      { id: 'strategy', label: name, tone: 'strategy', points: rolling.strategy },
      { id: 'benchmark', label: 'NIFTY 50', tone: 'benchmark', points: rolling.benchmark },
    ],
    [rolling, name],
  );

  return (
    <Stack gap={8}>
      <Stack as="section" gap={2} aria-labelledby="equity-heading">
        <HStack justify="space-between" gap={2} flexWrap="wrap">
          <Heading as="h3" id="equity-heading" size="md">
            Growth of ₹100
          </Heading>
          {logAllowed ? (
            <Button
              size="xs"
              variant={log ? 'solid' : 'outline'}
              colorPalette="purple"
              aria-pressed={log}
              onClick={() => setLog((on) => !on)}
            >
              Log scale
            </Button>
          ) : null}
        </HStack>
        <BacktestChart
          lines={equityChart}
          format="rupees"
          log={log && logAllowed}
          summary={equitySummary(equity)}
          testId="equity-chart"
        />
      </Stack>
      <Stack as="section" gap={2} aria-labelledby="drawdown-heading">
        <Heading as="h3" id="drawdown-heading" size="md">
          Falls from the high (underwater)
        </Heading>
        <BacktestChart
          lines={drawdownChart}
          format="percent"
          summary={drawdownSummary(drawdown)}
          testId="drawdown-chart"
        />
      </Stack>
      <Stack as="section" gap={2} aria-labelledby="rolling-heading">
        <Heading as="h3" id="rolling-heading" size="md">
          Rolling one-year returns
        </Heading>
        <BacktestChart
          lines={rollingChart}
          format="percent"
          summary={rollingSummary(rolling)}
          testId="rolling-chart"
        />
      </Stack>
    </Stack>
  );
}
