import { Box, chakra, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { TOP, type ModelEffect, type Ranked, type Recomputed } from '../model/recompute';
import { Section } from './calibration-section';
import { ScoreHistogram, signed } from './score-histogram';

// What the sliders do, drawn from the deferred (recomputed) universe. Each part is memoised on
// the recomputed figures, so the sliders' own render on a move leaves them alone and the
// recompute's render redraws only what changed (issue 16's budget: a frame a move at 4x CPU,
// tests/bench/tanh-page.ts).

const count = new Intl.NumberFormat('en-IN');

// The figures apart from the section, whose aria-busy changes on the sliders' render.
const EffectFigures = memo(function EffectFigures({
  result,
  changed,
  date,
}: {
  result: Recomputed;
  changed: boolean;
  date: string;
}) {
  return (
    <Stack gap={4}>
      <Text data-testid="rank-changes" aria-live="polite">
        {changed
          ? `${count.format(result.changes.changed)} of ${count.format(result.scored)} stocks change rank against the saved calibration; ${count.format(result.changes.entered)} enter the top ${TOP} (and as many leave).`
          : `${count.format(result.scored)} stocks scored on ${date}. Move a slider to compare with the saved calibration.`}
      </Text>
      <ScoreHistogram
        title="Raw scores (Σ weight × z)"
        histogram={result.rawHistogram}
        values={result.raw}
        testId="histogram-raw"
      />
      <ScoreHistogram
        title="Composites (tanh of k × raw)"
        histogram={result.squashedHistogram}
        values={result.squashed}
        testId="histogram-squashed"
      />
    </Stack>
  );
});

/** Rank changes and both histograms; `busy` while they catch up with the sliders. */
export function EffectSection({
  result,
  changed,
  date,
  busy,
}: {
  result: Recomputed;
  /** Whether the recomputed calibration differs from the saved one. */
  changed: boolean;
  date: string;
  busy: boolean;
}) {
  return (
    <Section title="Effect on the NIFTY 500" id="calibration-effect" busy={busy}>
      <EffectFigures result={result} changed={changed} date={date} />
    </Section>
  );
}

// A row of the top or bottom ten, in two memoised parts: most rows keep their rank, symbol and
// name after a one-point move, and only the printed composite draws again.
const StockName = memo(function StockName({
  rank,
  symbol,
  name,
}: {
  rank: number;
  symbol: string;
  name: string;
}) {
  return (
    <Box minW={0}>
      <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" mr={2}>
        {rank}.
      </Text>
      <Link to="/stocks/exchange/$exchangecd/symbol/$symbol" params={{ exchangecd: 'NSE', symbol }}>
        <Text as="span" fontWeight="semibold" color="purple.fg" textDecoration="underline">
          {symbol}
        </Text>
      </Link>
      <Text as="span" color="fg.muted" textStyle="xs" ml={2} truncate>
        {name}
      </Text>
    </Box>
  );
});

const StockRow = memo(function StockRow({
  rank,
  symbol,
  name,
  composite,
}: {
  rank: number;
  symbol: string;
  name: string;
  composite: string;
}) {
  return (
    <Flex as="li" justify="space-between" gap={2} py={1} borderBottomWidth="1px">
      <StockName rank={rank} symbol={symbol} name={name} />
      <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
        {composite}
      </Text>
    </Flex>
  );
});

const StockList = memo(function StockList({
  title,
  stocks,
  testId,
}: {
  title: string;
  stocks: Ranked[];
  testId: string;
}) {
  return (
    <Stack gap={2}>
      <Text fontWeight="medium">{title}</Text>
      <chakra.ol listStyleType="none" m={0} p={0} data-testid={testId}>
        {stocks.map((stock) => (
          <StockRow
            key={stock.symbol}
            rank={stock.rank}
            symbol={stock.symbol}
            name={stock.name}
            composite={signed(stock.composite)}
          />
        ))}
      </chakra.ol>
    </Stack>
  );
});

export function StockLists({
  top,
  bottom,
  busy,
}: {
  top: Ranked[];
  bottom: Ranked[];
  busy: boolean;
}) {
  return (
    <Section title="Top and bottom stocks" id="calibration-lists" busy={busy}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <StockList title="Top 10" stocks={top} testId="top-stocks" />
        <StockList title="Bottom 10" stocks={bottom} testId="bottom-stocks" />
      </SimpleGrid>
    </Section>
  );
}

const orDash = (value: number | null) => (value === null ? '—' : signed(value));

const ModelTable = memo(function ModelTable({ effects }: { effects: ModelEffect[] }) {
  return effects.length === 0 ? (
    <Text color="fg.muted">No model portfolios yet.</Text>
  ) : (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" data-testid="model-effects">
        <Table.Caption srOnly>
          Each model’s weighted mean composite with the saved calibration and with these sliders
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Model</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Saved</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Now</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">
          {effects.map((effect) => (
            <Table.Row key={effect.modelId}>
              <Table.Cell>
                {effect.name}
                {effect.unscored > 0 ? (
                  <Text as="span" color="fg.muted" textStyle="xs">
                    {' '}
                    ({effect.unscored} not scored)
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{orDash(effect.before)}</Table.Cell>
              <Table.Cell textAlign="end">{orDash(effect.after)}</Table.Cell>
              <Table.Cell textAlign="end">
                {effect.before === null || effect.after === null
                  ? '—'
                  : signed(effect.after - effect.before)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});

/** Each model's weighted mean composite, saved and now; `busy` as EffectSection. */
export function ModelEffects({ effects, busy }: { effects: ModelEffect[]; busy: boolean }) {
  return (
    <Section title="Your models" id="calibration-models" busy={busy}>
      <ModelTable effects={effects} />
    </Section>
  );
}
