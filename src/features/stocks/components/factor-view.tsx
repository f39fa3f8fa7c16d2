import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { useFactors, type FactorRange, type InstrumentFactors } from '../api/get-factors';
import type { Instrument } from '../model/contract';
import { barExtent, beatsShare, formatScore, ordinal, scoreWord } from '../model/factor-display';
import {
  COMPOSITE,
  FACTOR_KEYS,
  FACTORS,
  RAW_MEASURES,
  type FactorKey,
  type RawKey,
} from '../model/factors';
import { ScoreChart, type ScoreLine } from './score-chart';
import { StockSection } from './stock-section';

const RANGES: ReadonlyArray<{ range: FactorRange; label: string; words: string }> = [
  { range: '1y', label: '1Y', words: 'One year' },
  { range: '3y', label: '3Y', words: 'Three years' },
  { range: '5y', label: '5Y', words: 'Five years' },
];

/** Hex pairs (light, dark) from Chakra's palette, for the canvas and its legend. */
export const FACTOR_COLOURS: Record<FactorKey | 'composite', { light: string; dark: string }> = {
  composite: { light: '#7c3aed', dark: '#a78bfa' },
  value: { light: '#0e7490', dark: '#22d3ee' },
  momentum: { light: '#b45309', dark: '#fbbf24' },
  quality: { light: '#15803d', dark: '#4ade80' },
  lowVolatility: { light: '#be185d', dark: '#f472b6' },
  size: { light: '#52525b', dark: '#a1a1aa' },
};

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A bar from the centre line: right and purple above 0, left and orange below. */
function ZBar({ z, label }: { z: number | null; label: string }) {
  return (
    <Flex align="center" gap={2}>
      <Text textStyle="xs" color="fg.muted" w="20" flexShrink={0}>
        {label}
      </Text>
      <Box
        position="relative"
        flex="1"
        h="2.5"
        bg="bg.muted"
        borderRadius="full"
        aria-hidden="true"
      >
        <Box position="absolute" left="50%" top="-1" bottom="-1" w="1px" bg="border.emphasized" />
        {z === null ? null : (
          <Box
            position="absolute"
            top={0}
            bottom={0}
            borderRadius="full"
            bg={z >= 0 ? 'purple.solid' : 'orange.solid'}
            style={
              z >= 0
                ? { left: '50%', width: `${barExtent(z) / 2}%` }
                : { right: '50%', width: `${barExtent(z) / 2}%` }
            }
          />
        )}
      </Box>
      <Text textStyle="sm" w="12" textAlign="end" fontVariantNumeric="tabular-nums">
        {formatScore(z)}
      </Text>
    </Flex>
  );
}

function Composite({ factors }: { factors: InstrumentFactors }) {
  const { composite, sectorRank } = factors;
  return (
    <StockSection id="factor-composite" title="Factor composite">
      <HStack gap={3} align="baseline" flexWrap="wrap">
        <Text textStyle="4xl" fontWeight="bold" data-testid="factor-composite">
          {formatScore(composite.universe)}
        </Text>
        <Badge
          colorPalette={
            composite.universe !== null && composite.universe >= 0 ? 'purple' : 'orange'
          }
        >
          {scoreWord(composite.universe)}
        </Badge>
      </HStack>
      <Text>{COMPOSITE.explanation}</Text>
      <Stack gap={1}>
        {beatsShare(composite.universe) ? (
          <Text textStyle="sm">{beatsShare(composite.universe)} of the NIFTY 500.</Text>
        ) : null}
        <Text textStyle="sm" data-testid="sector-rank">
          {sectorRank
            ? `${ordinal(sectorRank.rank)} of ${sectorRank.of} in ${factors.sector} (sector score ${formatScore(composite.sector)}).`
            : `Not ranked within ${factors.sector}: too few scored stocks.`}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Scores of {formatIsoDate(factors.date)} against {factors.scored} stocks. A score is how
          many standard deviations from the typical stock, capped at ±3.
        </Text>
      </Stack>
    </StockSection>
  );
}

function FactorBars({ factors }: { factors: InstrumentFactors }) {
  return (
    <StockSection id="factor-scores" title="The five factors">
      <Stack as="ul" listStyleType="none" gap={4} data-testid="factor-bars">
        {FACTOR_KEYS.map((key) => {
          const score = factors.factors.find((factor) => factor.key === key);
          const info = FACTORS[key];
          return (
            <Box as="li" key={key}>
              <Flex justify="space-between" gap={2} flexWrap="wrap">
                <Text fontWeight="semibold">{info.label}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {scoreWord(score?.universe ?? null)}
                </Text>
              </Flex>
              <Text textStyle="sm" color="fg.muted" mb={1}>
                {info.explanation}
              </Text>
              <Box
                role="img"
                aria-label={`${info.label}: ${formatScore(score?.universe ?? null)} against the NIFTY 500, ${formatScore(score?.sector ?? null)} within ${factors.sector}`}
              >
                <ZBar z={score?.universe ?? null} label="NIFTY 500" />
                <ZBar z={score?.sector ?? null} label="Sector" />
              </Box>
            </Box>
          );
        })}
      </Stack>
    </StockSection>
  );
}

function rawText(key: RawKey, value: number | null): string {
  if (value === null) return '–';
  if (key === 'logMarketCap') return twoDecimals.format(value);
  return RAW_MEASURES[key].unit === 'percent' ? percent.format(value) : twoDecimals.format(value);
}

function RawMeasures({ factors }: { factors: InstrumentFactors }) {
  return (
    <StockSection id="factor-measures" title="The numbers behind them">
      <Box as="dl" display="grid" gap={3} gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
        {factors.raw.map((measure) => {
          const key = measure.key as RawKey;
          const info = RAW_MEASURES[key] as (typeof RAW_MEASURES)[RawKey] | undefined;
          if (!info) return null;
          return (
            // dt and dd sit directly in the group (a dl allows one div level, no more).
            <Box
              key={key}
              borderBottomWidth="1px"
              pb={2}
              display="grid"
              gridTemplateColumns="1fr auto"
              columnGap={2}
            >
              <Text as="dt" fontWeight="medium">
                {info.label}
              </Text>
              <Text as="dd" fontVariantNumeric="tabular-nums">
                {rawText(key, measure.value)}
              </Text>
              <Text as="dd" gridColumn="1 / -1" textStyle="xs" color="fg.muted">
                {info.explanation}
              </Text>
            </Box>
          );
        })}
      </Box>
    </StockSection>
  );
}

function History({
  factors,
  range,
  onRange,
}: {
  factors: InstrumentFactors;
  range: FactorRange;
  onRange: (range: FactorRange) => void;
}) {
  const lines = useMemo<ScoreLine[]>(() => {
    const points = factors.history.points;
    return [
      {
        key: 'composite',
        label: COMPOSITE.label,
        colour: FACTOR_COLOURS.composite,
        bold: true,
        points: points.map((point) => ({ time: point.date, value: point.composite })),
      },
      ...FACTOR_KEYS.map((key) => ({
        key,
        label: FACTORS[key].label,
        colour: FACTOR_COLOURS[key],
        points: points.map((point) => ({ time: point.date, value: point[key] })),
      })),
    ];
  }, [factors.history.points]);
  const known = factors.history.points.filter((point) => point.composite !== null);
  const first = known[0];
  const last = known[known.length - 1];
  const summary =
    first && last
      ? `The composite moved from ${formatScore(first.composite)} on ${formatIsoDate(first.date)} to ${formatScore(last.composite)} on ${formatIsoDate(last.date)}, weekly.`
      : 'No composite history in this range yet.';
  return (
    <StockSection id="factor-history" title="History">
      <HStack gap={1} role="group" aria-label="History range">
        {RANGES.map((option) => (
          <Button
            key={option.range}
            size="xs"
            variant={option.range === range ? 'solid' : 'ghost'}
            colorPalette="purple"
            aria-pressed={option.range === range}
            aria-label={`${option.label} (${option.words})`}
            onClick={() => onRange(option.range)}
          >
            {option.label}
          </Button>
        ))}
      </HStack>
      <ScoreChart lines={lines} summary={summary} />
    </StockSection>
  );
}

/**
 * The factor view (issue 12, Deliver 4): the composite and the stock's rank in its sector, the
 * five factors against the NIFTY 500 and the sector as bars with a line each for a
 * non-expert, the measures behind them, and their history.
 */
export function FactorView({ instrument }: { instrument: Instrument }) {
  const [range, setRange] = useState<FactorRange>('1y');
  const factors = useFactors(instrument.exchange, instrument.symbol, range);
  return (
    <QueryState query={factors} loadingHeight="96">
      {(answer) => (
        <Stack gap={5}>
          <Composite factors={answer} />
          <FactorBars factors={answer} />
          <History factors={answer} range={range} onRange={setRange} />
          <RawMeasures factors={answer} />
        </Stack>
      )}
    </QueryState>
  );
}
