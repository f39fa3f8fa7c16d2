import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { QueryState } from '@/ui/query-state';
import { useCalibration } from '../api/calibration-get';
import { useFactorList, useFactors } from '../api/get-factors';
import { usePeers } from '../api/get-peers';
import { useShareholding } from '../api/get-shareholding';
import type { Instrument } from '../model/contract';
import { formatScore } from '../model/factor-display';
import { FACTOR_KEYS, FACTORS } from '../model/factors';
import { quarterLabel } from '../model/shareholding';
import {
  calibrationLine,
  contributions,
  DEFAULT_CALIBRATION,
  ownershipSignals,
  type CalibrationInUse,
  type Tone,
} from '../model/xfactor';
import { StockSection } from './stock-section';

const TONE_PALETTE: Record<Tone, string> = { positive: 'green', negative: 'red', neutral: 'gray' };
const TONE_WORD: Record<Tone, string> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Steady',
};
const twoDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const signedPoints = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${twoDecimals.format(Math.abs(value))} points`;

const DEFAULT_IN_USE: CalibrationInUse = {
  calibration: DEFAULT_CALIBRATION,
  source: 'default',
  adviserName: null,
  savedAt: null,
};

const percentOf = (weight: number) => `${Math.round(weight * 100)} %`;

function Contributions({ instrument }: { instrument: Instrument }) {
  const factors = useFactors(instrument.exchange, instrument.symbol, '1y');
  const saved = useCalibration();
  // Until the calibration answers (or offline without it) the default explains the score, said
  // so in the line under it.
  const inUse = saved.data ?? DEFAULT_IN_USE;
  const { calibration } = inUse;
  return (
    <StockSection id="xfactor-contributions" title="What drives the score">
      <QueryState query={factors} loadingHeight="48">
        {(answer) => {
          const { parts, total } = contributions(
            FACTOR_KEYS.map((key) => ({
              key,
              z: answer.factors.find((factor) => factor.key === key)?.universe ?? null,
            })),
            calibration,
          );
          const largest = [...parts].sort((a, b) => Math.abs(b.points) - Math.abs(a.points))[0];
          const widest = Math.max(1, ...parts.map((part) => Math.abs(part.points)));
          return (
            <Stack gap={3}>
              <Flex align="baseline" gap={3} flexWrap="wrap">
                <Text textStyle="4xl" fontWeight="bold" data-testid="xfactor-score">
                  {total === null ? '—' : `${total > 0 ? '+' : ''}${total.toFixed(1)}`}
                </Text>
                <Text color="fg.muted">
                  {total === null
                    ? 'not scored: fewer than 3 factors are known'
                    : 'on a scale from −100 to +100'}
                </Text>
              </Flex>
              <Text textStyle="sm" data-testid="xfactor-calibration">
                {calibrationLine(inUse)}
                {saved.isPending ? ' (loading your adviser’s)' : ''}
              </Text>
              {largest && largest.points !== 0 ? (
                <Text>
                  {FACTORS[largest.key].label} {largest.points > 0 ? 'adds' : 'takes away'} the
                  most: {Math.abs(largest.points).toFixed(1)} points.
                </Text>
              ) : null}
              <Stack as="ul" listStyleType="none" gap={2} data-testid="xfactor-parts">
                {parts.map((part) => (
                  <Flex as="li" key={part.key} align="center" gap={2}>
                    <Text w={{ base: '28', md: '44' }} flexShrink={0} textStyle="sm">
                      {FACTORS[part.key].label}
                    </Text>
                    <Box
                      position="relative"
                      flex="1"
                      h="3"
                      bg="bg.muted"
                      borderRadius="full"
                      aria-hidden="true"
                    >
                      <Box
                        position="absolute"
                        left="50%"
                        top="-1"
                        bottom="-1"
                        w="1px"
                        bg="border.emphasized"
                      />
                      <Box
                        position="absolute"
                        top={0}
                        bottom={0}
                        borderRadius="full"
                        bg={part.points >= 0 ? 'purple.solid' : 'orange.solid'}
                        style={{
                          [part.points >= 0 ? 'left' : 'right']: '50%',
                          width: `${Math.min(50, (Math.abs(part.points) / widest) * 50)}%`,
                        }}
                      />
                    </Box>
                    <Text textStyle="sm" w="24" textAlign="end" fontVariantNumeric="tabular-nums">
                      {part.z === null
                        ? 'not scored'
                        : `${part.points > 0 ? '+' : ''}${part.points.toFixed(1)}`}
                    </Text>
                  </Flex>
                ))}
              </Stack>
              <Text textStyle="xs" color="fg.muted">
                The score is 100 × tanh(k × the weighted sum of the factor scores against the NIFTY
                500), so it stays between −100 and +100 however extreme a factor is; each factor’s
                part is its share of that weighted sum. Weights:{' '}
                {FACTOR_KEYS.map(
                  (key) =>
                    `${FACTORS[key].label.replace(' (small-company tilt)', '').toLowerCase()} ${percentOf(calibration.weights[key])}`,
                ).join(', ')}
                ; k = {calibration.k}.
              </Text>
            </Stack>
          );
        }}
      </QueryState>
    </StockSection>
  );
}

function Ownership({ instrument }: { instrument: Instrument }) {
  const shareholding = useShareholding(instrument.exchange, instrument.symbol);
  return (
    <StockSection id="xfactor-ownership" title="Ownership signals">
      <QueryState query={shareholding} loadingHeight="40">
        {(quarters) => {
          const result = ownershipSignals(quarters);
          if (!result) return <Text color="fg.muted">Too few reported quarters to compare.</Text>;
          return (
            <Stack gap={3}>
              <Text textStyle="sm" color="fg.muted">
                {quarterLabel(result.to)} against {quarterLabel(result.from)}.
              </Text>
              <Box
                as="dl"
                display="grid"
                gap={3}
                gridTemplateColumns={{ md: '1fr 1fr' }}
                data-testid="ownership-signals"
              >
                {result.signals.map((signal) => (
                  <Box key={signal.key} borderWidth="1px" borderRadius="l2" p={3}>
                    <Flex justify="space-between" gap={2}>
                      <Text as="dt" fontWeight="medium">
                        {signal.label}
                      </Text>
                      <Badge colorPalette={TONE_PALETTE[signal.tone]} variant="subtle">
                        {TONE_WORD[signal.tone]}
                      </Badge>
                    </Flex>
                    <Text as="dd" fontVariantNumeric="tabular-nums">
                      {twoDecimals.format(signal.now)}% ({signedPoints(signal.change)})
                    </Text>
                    <Text as="dd" textStyle="xs" color="fg.muted">
                      {signal.meaning}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Stack>
          );
        }}
      </QueryState>
    </StockSection>
  );
}

function PeerFactors({ instrument }: { instrument: Instrument }) {
  const peers = usePeers(instrument.exchange, instrument.symbol);
  const list = useFactorList();
  return (
    <StockSection id="xfactor-peers" title="Against its closest peers">
      <QueryState query={peers} loadingHeight="40">
        {(answer) => (
          <QueryState query={list} loadingHeight="40">
            {(scores) => {
              const bySymbol = new Map(scores.scores.map((entry) => [entry.symbol, entry]));
              return (
                <Box overflowX="auto">
                  <Table.Root
                    recipe={tableSlotRecipe}
                    size="sm"
                    variant="line"
                    data-testid="peer-factors"
                  >
                    <Table.Caption srOnly>
                      Factor scores of this stock and its closest peers, against the NIFTY 500
                    </Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Company</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Composite</Table.ColumnHeader>
                        {FACTOR_KEYS.map((key) => (
                          <Table.ColumnHeader key={key} textAlign="end">
                            {FACTORS[key].label.replace(' (small-company tilt)', '')}
                          </Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body fontVariantNumeric="tabular-nums">
                      {answer.rows.map((row) => {
                        const entry = bySymbol.get(row.symbol);
                        return (
                          <Table.Row
                            key={row.symbol}
                            bg={row.isSubject ? 'purple.subtle' : undefined}
                          >
                            <Table.Cell>
                              {row.isSubject ? (
                                <Text fontWeight="semibold">{row.symbol}</Text>
                              ) : (
                                <Link
                                  to="/stocks/exchange/$exchangecd/symbol/$symbol/xfactor"
                                  params={{ exchangecd: instrument.exchange, symbol: row.symbol }}
                                >
                                  <Text
                                    as="span"
                                    fontWeight="semibold"
                                    color="purple.fg"
                                    textDecoration="underline"
                                  >
                                    {row.symbol}
                                  </Text>
                                </Link>
                              )}
                            </Table.Cell>
                            <Table.Cell textAlign="end" fontWeight="semibold">
                              {formatScore(entry?.composite ?? null)}
                            </Table.Cell>
                            {FACTOR_KEYS.map((key) => (
                              <Table.Cell key={key} textAlign="end">
                                {formatScore(entry?.[key] ?? null)}
                              </Table.Cell>
                            ))}
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Box>
              );
            }}
          </QueryState>
        )}
      </QueryState>
      <Text textStyle="xs" color="fg.muted">
        Peers: the companies of {instrument.industry} closest in market value. Scores above 0 beat
        the typical NIFTY 500 stock on that factor.
      </Text>
    </StockSection>
  );
}

/**
 * The x-factor view (issue 12, Deliver 5): the factor composite as contributions after
 * calibration, ownership signals of the last four quarters, and the closest peers' factors.
 */
export function XFactorView({ instrument }: { instrument: Instrument }) {
  return (
    <Stack gap={5}>
      <Contributions instrument={instrument} />
      <Ownership instrument={instrument} />
      <PeerFactors instrument={instrument} />
    </Stack>
  );
}
