import { Badge, Box, chakra, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { useStrength, type Strength, type StrengthRatio } from '../api/get-strength';
import type { Instrument } from '../model/contract';
import { FSI_HELP } from '../model/financial-strength';
import { StockSection } from './stock-section';

const BAND_PALETTE = { strong: 'green', moderate: 'orange', weak: 'red' } as const;
const ZONE_PALETTE = { safe: 'green', grey: 'orange', distress: 'red' } as const;
const ZONE_WORD = { safe: 'Safe zone', grey: 'Grey zone', distress: 'Distress zone' } as const;

const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const percent = (fraction: number) => `${twoDecimals.format(fraction * 100)}%`;

/** How each Piotroski test's numbers read: percents, times, or a share count. */
const TEST_FORMAT: Record<string, (value: number) => string> = {
  roa: percent,
  cfo: percent,
  'delta-roa': percent,
  accrual: percent,
  'delta-leverage': percent,
  'delta-liquidity': (value) => `${twoDecimals.format(value)}×`,
  'no-new-shares': (value) => `${wholeNumber.format(value)} shares`,
  'delta-gross-margin': percent,
  'delta-asset-turnover': (value) => `${twoDecimals.format(value)}×`,
};

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      h="2"
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" bg="purple.solid" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </Box>
  );
}

function FsiSummary({ strength }: { strength: Strength }) {
  const { fsi } = strength;
  return (
    <StockSection id="fsi-score" title="Financial strength index">
      {fsi.score === null ? (
        <Text color="fg.muted">{fsi.reason ?? 'Not enough reported figures to score yet.'}</Text>
      ) : (
        <Stack gap={3}>
          <HStack gap={3} align="baseline" flexWrap="wrap">
            <Text textStyle="4xl" fontWeight="bold" data-testid="fsi-score">
              {fsi.score}
            </Text>
            <Text color="fg.muted">out of 100</Text>
            {fsi.band ? (
              <Badge colorPalette={BAND_PALETTE[fsi.band]} variant="solid" size="lg">
                {fsi.band[0]?.toUpperCase()}
                {fsi.band.slice(1)}
              </Badge>
            ) : null}
          </HStack>
          <Meter value={fsi.score} label={`${fsi.score} out of 100`} />
          <List.Root as="ul" gap={1} listStyleType="none" ps={0}>
            {fsi.components.map((component) => (
              <List.Item key={component.id} display="flex" justifyContent="space-between" gap={3}>
                <Text>
                  {component.label}{' '}
                  <Text as="span" color="fg.muted" textStyle="xs">
                    weight {component.weight}
                  </Text>
                </Text>
                <Text fontVariantNumeric="tabular-nums">
                  {component.points === null
                    ? 'not scored'
                    : `${twoDecimals.format(component.points * component.weight)} of ${component.weight}`}
                </Text>
              </List.Item>
            ))}
          </List.Root>
          {strength.asOf ? (
            <Text textStyle="xs" color="fg.muted">
              Twelve months to {formatIsoDate(strength.asOf)}
              {strength.comparedWith
                ? `, compared with the twelve months to ${formatIsoDate(strength.comparedWith)}`
                : ''}
              .
            </Text>
          ) : null}
        </Stack>
      )}
      <chakra.details>
        <chakra.summary cursor="pointer" color="purple.fg" fontWeight="medium">
          How the index is worked out
        </chakra.summary>
        <Stack gap={2} mt={2} textStyle="sm" data-testid="fsi-help">
          {FSI_HELP.split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => (
              <Text key={line}>{line}</Text>
            ))}
        </Stack>
      </chakra.details>
    </StockSection>
  );
}

function PassFail({ passed }: { passed: boolean | null }) {
  if (passed === null) return <Badge colorPalette="gray">No data</Badge>;
  return (
    <Badge colorPalette={passed ? 'green' : 'red'} variant="subtle">
      {passed ? '✓ Pass' : '✗ Fail'}
    </Badge>
  );
}

function PiotroskiCard({ strength }: { strength: Strength }) {
  const { piotroski } = strength;
  return (
    <StockSection id="piotroski" title="Piotroski F-score">
      <Text>
        {piotroski.score === null ? (
          (piotroski.reason ?? 'Not enough reported figures yet.')
        ) : (
          <>
            <Text as="span" fontWeight="bold" textStyle="xl" data-testid="f-score">
              {piotroski.score}
            </Text>{' '}
            of 9 tests passed. Eight or nine is strong, two or fewer weak.
          </>
        )}
      </Text>
      <List.Root as="ol" gap={2} listStyleType="none" ps={0} data-testid="piotroski-tests">
        {piotroski.tests.map((test) => {
          const format = TEST_FORMAT[test.id] ?? ((value: number) => twoDecimals.format(value));
          return (
            <List.Item key={test.id} borderBottomWidth="1px" pb={2}>
              <Flex justify="space-between" gap={3} align="flex-start">
                <Box>
                  <Text fontWeight="medium">{test.label}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {test.rule}
                  </Text>
                  {test.value !== null ? (
                    <Text textStyle="xs" fontVariantNumeric="tabular-nums">
                      {format(test.value)}
                      {test.benchmark !== null ? ` against ${format(test.benchmark)}` : ''}
                    </Text>
                  ) : null}
                </Box>
                <PassFail passed={test.passed} />
              </Flex>
            </List.Item>
          );
        })}
      </List.Root>
    </StockSection>
  );
}

function AltmanCard({ strength }: { strength: Strength }) {
  const { altman } = strength;
  const name =
    altman.variant === 'Z' ? 'Altman Z (manufacturers)' : 'Altman Z″ (non-manufacturers)';
  return (
    <StockSection id="altman" title="Altman Z-score">
      {altman.score === null ? (
        <Text data-testid="altman-na">{altman.reason ?? 'Not enough reported figures yet.'}</Text>
      ) : (
        <Stack gap={2}>
          <HStack gap={3} flexWrap="wrap">
            <Text fontWeight="bold" textStyle="xl" data-testid="altman-score">
              {twoDecimals.format(altman.score)}
            </Text>
            {altman.zone ? (
              <Badge colorPalette={ZONE_PALETTE[altman.zone]}>{ZONE_WORD[altman.zone]}</Badge>
            ) : null}
            <Text textStyle="sm" color="fg.muted">
              {name}
            </Text>
          </HStack>
          {altman.thresholds ? (
            <Text textStyle="sm">
              Below {altman.thresholds.distress} is the distress zone, above{' '}
              {altman.thresholds.safe} the safe zone.
            </Text>
          ) : null}
          {altman.formula ? (
            <Text textStyle="xs" fontFamily="mono" color="fg.muted">
              {altman.formula}
            </Text>
          ) : null}
          <List.Root as="ul" gap={1} listStyleType="none" ps={0}>
            {altman.components.map((part) => (
              <List.Item key={part.id} display="flex" justifyContent="space-between" gap={3}>
                <Text textStyle="sm">
                  {part.id}: {part.label}
                </Text>
                <Text textStyle="sm" fontVariantNumeric="tabular-nums">
                  {twoDecimals.format(part.value)} × {part.coefficient}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </StockSection>
  );
}

function RatioRow({ label, ratio, unit }: { label: string; ratio: StrengthRatio; unit: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p={3}>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" textStyle="xl">
        {ratio.value === null ? '–' : `${twoDecimals.format(ratio.value)}${unit}`}
      </Text>
      <Text as="dd">
        {ratio.zone ? (
          <Badge colorPalette={ZONE_PALETTE[ratio.zone]} variant="subtle">
            {ratio.zone === 'safe' ? 'Comfortable' : ratio.zone === 'grey' ? 'Watch' : 'Weak'}
          </Badge>
        ) : null}{' '}
        {ratio.scored ? null : (
          <Text as="span" textStyle="xs" color="fg.muted">
            Not scored
          </Text>
        )}
      </Text>
      {ratio.note ? (
        <Text as="dd" textStyle="xs" color="fg.muted">
          {ratio.note}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The fsi view (issue 12, Deliver 8): the financial strength index and what it is made of,
 * the nine Piotroski tests, Altman Z (or why it does not apply), and the debt and liquidity
 * ratios, with the formula in the help.
 */
export function FsiView({ instrument }: { instrument: Instrument }) {
  const strength = useStrength(instrument.exchange, instrument.symbol);
  return (
    <QueryState query={strength} loadingHeight="96">
      {(answer) => (
        <Stack gap={5}>
          <FsiSummary strength={answer} />
          <PiotroskiCard strength={answer} />
          <AltmanCard strength={answer} />
          <StockSection id="ratios" title="Debt and liquidity">
            <Box as="dl" display="grid" gap={3} gridTemplateColumns={{ md: 'repeat(3, 1fr)' }}>
              <RatioRow
                label="Interest coverage (EBIT / interest)"
                ratio={answer.interestCoverage}
                unit="×"
              />
              <RatioRow label="Debt to equity" ratio={answer.debtToEquity} unit="" />
              <RatioRow label="Current ratio" ratio={answer.currentRatio} unit="×" />
            </Box>
          </StockSection>
          {answer.notes.length > 0 ? (
            <List.Root as="ul" textStyle="xs" color="fg.muted" ps={4}>
              {answer.notes.map((note) => (
                <List.Item key={note}>{note}</List.Item>
              ))}
            </List.Root>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
