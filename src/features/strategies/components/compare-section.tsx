import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { BacktestRunState } from '../hooks/use-backtest-run';
import { otherRebalance, REBALANCE_LABELS } from '../model/compare';
import type { BacktestRun, RebalancePeriod } from '../model/contract';
import { CompareTable } from './compare-table';
import { RunStatus } from './run-status';

// "Compare": the same rules rebalanced the other way, run (or read from the last run) beside the
// shown one; its curve joins the growth chart above, its metrics sit beside these here.

interface CompareSectionProps {
  period: RebalancePeriod;
  open: boolean;
  onToggle: () => void;
  shown: BacktestRun | null;
  other: BacktestRunState;
}

export function CompareSection({ period, open, onToggle, shown, other }: CompareSectionProps) {
  const otherPeriod = otherRebalance(period);
  const mine = shown?.result?.metrics;
  const theirs = other.shown?.result?.metrics;
  const byPeriod =
    mine && theirs
      ? period === 'monthly'
        ? { monthly: mine, quarterly: theirs }
        : { monthly: theirs, quarterly: mine }
      : null;
  return (
    <Stack as="section" gap={3} aria-labelledby="compare-heading">
      <Heading as="h2" id="compare-heading" size="lg">
        Monthly or quarterly?
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        Rebalancing less often trades less and costs less, but reacts later.
      </Text>
      <Button
        alignSelf="flex-start"
        variant={open ? 'subtle' : 'outline'}
        colorPalette="purple"
        aria-expanded={open}
        aria-controls="compare-body"
        onClick={onToggle}
      >
        {open
          ? 'Hide the comparison'
          : `Compare with ${REBALANCE_LABELS[otherPeriod].toLowerCase()}`}
      </Button>
      {open ? (
        <Stack id="compare-body" gap={3}>
          <RunStatus
            phase={other.phase}
            hasResults={other.shown !== null}
            onRun={() => other.start()}
            onCancel={other.cancel}
            onRetryLatest={other.retryLatest}
          />
          {byPeriod && shown?.result ? (
            <CompareTable byPeriod={byPeriod} benchmark={shown.result.benchmark} />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
