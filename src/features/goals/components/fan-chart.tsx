import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatCompactRupees } from '@/ui/format-money';
import { ChartLegend } from '@/ui/lazy-chart';
import { addMonths } from '../model/goal-maths';
import { fanGeometry } from '../model/fan-geometry';
import { fanSummary } from '../model/goal-text';
import type { FanPoint } from '../model/monte-carlo';

// The fan chart of the Monte Carlo: where 80 % (10th to 90th percentile) and 50 % (25th to 75th)
// of the simulated paths lie each year, the middle path, and the target. A small SVG (a band is
// not a series lightweight-charts draws): no library to load, and it redraws at once. The drawing
// is hidden from screen readers; the sentence under it says the same. Memoised: typing in the
// goal form redraws the plan beside it, but the chart only changes with a new simulation.

const COLOURS = {
  outer: 'var(--chakra-colors-purple-muted)',
  inner: 'var(--chakra-colors-purple-emphasized)',
  middle: 'var(--chakra-colors-purple-solid)',
  target: 'var(--chakra-colors-orange-solid)',
};

interface FanChartProps {
  fan: readonly FanPoint[];
  /** Where every path starts (the money set aside). */
  start: number;
  /** The target in money of the target date. */
  target: number;
  targetDate: string;
  today: string;
  paths: number;
}

export const FanChart = memo(function FanChart({
  fan,
  start,
  target,
  targetDate,
  today,
  paths,
}: FanChartProps) {
  const first = fan[0];
  const points: FanPoint[] =
    first && first.month > 0
      ? [{ month: 0, p10: start, p25: start, p50: start, p75: start, p90: start }, ...fan]
      : [...fan];
  const last = points[points.length - 1];
  if (!last || points.length < 2) return null;
  const shape = fanGeometry(points, target);
  const endYear = addMonths(today, last.month).slice(0, 4);
  return (
    <Stack gap={2} as="figure" data-testid="fan-chart">
      <Flex gap={2} align="stretch">
        <Flex
          direction="column"
          justify="space-between"
          textStyle="xs"
          color="fg.muted"
          textAlign="end"
          minW="12"
          aria-hidden="true"
        >
          <span>{formatCompactRupees(shape.top)}</span>
          <span>₹0</span>
        </Flex>
        <Box flex="1" h={{ base: '44', md: '52' }} borderBottomWidth="1px" borderStartWidth="1px">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            aria-hidden="true"
            focusable="false"
          >
            <polygon points={shape.outer} fill={COLOURS.outer} />
            <polygon points={shape.inner} fill={COLOURS.inner} />
            <polyline
              points={shape.middle}
              fill="none"
              stroke={COLOURS.middle}
              strokeWidth={2.5}
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1={0}
              x2={100}
              y1={shape.targetY}
              y2={shape.targetY}
              stroke={COLOURS.target}
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </Box>
      </Flex>
      <Flex justify="space-between" textStyle="xs" color="fg.muted" ps="14" aria-hidden="true">
        <span>{today.slice(0, 4)}</span>
        <span>{endYear}</span>
      </Flex>
      <ChartLegend
        items={[
          { label: 'Middle path', colour: COLOURS.middle, bold: true },
          { label: 'Half the paths', colour: COLOURS.inner, bold: true },
          { label: '8 in 10 paths', colour: COLOURS.outer, bold: true },
          { label: `Target ${formatCompactRupees(target)}`, colour: COLOURS.target, dashed: true },
        ]}
      />
      <Text as="figcaption" textStyle="sm" color="fg.muted" data-testid="fan-summary">
        {fanSummary(fan, target, targetDate, paths)}
      </Text>
    </Stack>
  );
});
