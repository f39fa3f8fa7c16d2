import { Box, Card, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { usePerformance } from '../api/performance-get';
import { PERFORMANCE_RANGES, type Performance, type PerformanceRange } from '../model/contract';
import { formatSignedPercent, performanceSummary } from '../model/report-format';
import { PerformanceChart } from './performance-chart';

const rangeLabels: Record<PerformanceRange, string> = {
  '1M': '1M',
  '6M': '6M',
  '1Y': '1Y',
  YTD: 'YTD',
  ALL: 'All',
};

// Native radios drawn as a segmented control (as role-choice.tsx does): arrow keys move between
// them, and no radio recipe or state machine joins the bundle.
const segmentStyle = {
  px: 3,
  py: 1,
  borderRadius: 'l2',
  textStyle: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  color: 'fg.muted',
  '&:has(input:checked)': { bg: 'purple.solid', color: 'purple.contrast' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'purple.focusRing' },
} as const;

interface RangePickerProps {
  value: PerformanceRange;
  onChange: (range: PerformanceRange) => void;
}

function RangePicker({ value, onChange }: RangePickerProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend srOnly>Period</chakra.legend>
      <HStack gap={1} p={1} borderWidth="1px" borderRadius="l3">
        {PERFORMANCE_RANGES.map((range) => (
          <chakra.label key={range} css={segmentStyle}>
            <chakra.input
              type="radio"
              name="performance-range"
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              srOnly
            />
            {rangeLabels[range]}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}

function Returns({ performance }: { performance: Performance }) {
  return (
    <Text textStyle="sm" aria-hidden="true">
      Your portfolio{' '}
      <Text as="span" fontWeight="semibold">
        {formatSignedPercent(performance.portfolioReturn)}
      </Text>{' '}
      · {performance.benchmark.name}{' '}
      <Text as="span" fontWeight="semibold">
        {formatSignedPercent(performance.benchmarkReturn)}
      </Text>
    </Text>
  );
}

/** Net worth against NIFTY 50 over a chosen period, as a chart and as a sentence. */
export function DashboardPerformance() {
  const [range, setRange] = useState<PerformanceRange>('1Y');
  const query = usePerformance(range);
  return (
    <Card.Root variant="outline" borderRadius="l3" data-testid="performance">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap={2}>
          <Card.Title as="h2">Performance</Card.Title>
          <RangePicker value={range} onChange={setRange} />
        </HStack>
      </Card.Header>
      <Card.Body>
        {query.isPending ? (
          <Skeleton h="72" borderRadius="l3" />
        ) : query.isError ? (
          <DataError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Stack
            gap={3}
            opacity={query.isPlaceholderData ? 0.6 : 1}
            aria-busy={query.isPlaceholderData}
          >
            <Returns performance={query.data.data} />
            <Text srOnly data-testid="performance-summary" aria-live="polite">
              {performanceSummary(query.data.data)}
            </Text>
            <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
            {query.data.data.points.length > 1 ? (
              <PerformanceChart
                points={query.data.data.points}
                benchmarkName={query.data.data.benchmark.name}
              />
            ) : (
              <Box py={6} textAlign="center" color="fg.muted" textStyle="sm">
                Your chart fills in as trading days pass.
              </Box>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
