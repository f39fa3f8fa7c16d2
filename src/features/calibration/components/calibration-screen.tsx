import { Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  calibrateUniverse,
  CALIBRATION_FACTOR_KEYS,
  DEFAULT_CALIBRATION,
  ranks,
  sameCalibration,
  scoreMatrix,
  type Calibration,
} from '@/domain/calibration';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { useCalibration } from '../api/calibration-get';
import { useCalibrationHistory } from '../api/calibration-history-get';
import { useFactorList, type FactorList } from '../api/factor-list-get';
import type { CalibrationAnswer } from '../model/contract';
import { createDraftStore } from '../model/draft-store';
import { modelEffects, recompute, type ModelInput } from '../model/recompute';
import { EffectLive, effectCss, ModelsLive, modelsCss } from './calibration-effect';
import { ListsLive, listsCss } from './calibration-lists';
import type { Figures, Live } from './calibration-live';
import { SaveSection } from './calibration-save-section';
import { Section } from './calibration-section';
import {
  CalibrationSliders,
  FACTOR_LABELS,
  sliderCss,
  type CalibrationUpdate,
} from './calibration-sliders';

const weightsLine = (calibration: Calibration) =>
  CALIBRATION_FACTOR_KEYS.map(
    (key) => `${FACTOR_LABELS[key].label} ${Math.round(calibration.weights[key] * 1000) / 10} %`,
  ).join(' · ') + ` · k = ${calibration.k}`;

/** Whether the draft differs from the saved calibration (re-renders only when that flips). */
function useChanged(live: Live): boolean {
  return useSyncExternalStore(live.store.subscribe, () => {
    const draft = live.store.draft();
    return draft !== null && !sameCalibration(draft, live.saved);
  });
}

const InUse = memo(function InUse({ live, saved }: { live: Live; saved: CalibrationAnswer }) {
  const changed = useChanged(live);
  return (
    <Text data-testid="calibration-in-use">
      {saved.source === 'default'
        ? 'In use now: the default, equal weights and k = 1.'
        : `In use now: your calibration saved ${formatIndianDateTime(new Date(saved.savedAt!))}.`}{' '}
      {changed ? 'You have unsaved changes.' : null}
    </Text>
  );
});

const SaveLive = memo(function SaveLive({ live }: { live: Live }) {
  const changed = useChanged(live);
  const isDefault = useSyncExternalStore(live.store.subscribe, () =>
    sameCalibration(live.store.draft() ?? live.saved, DEFAULT_CALIBRATION),
  );
  const current = useCallback(() => live.store.draft() ?? live.saved, [live]);
  const toSaved = useCallback(() => live.store.set(null), [live]);
  const toDefault = useCallback(() => live.store.set(DEFAULT_CALIBRATION), [live]);
  return (
    <SaveSection
      changed={changed}
      isDefault={isDefault}
      current={current}
      onSaved={toSaved}
      onBack={toSaved}
      onReset={toDefault}
    />
  );
});

// The workbench renders once (and again only when the saved calibration, the universe or the
// models change): a slider move updates the draft store, and the live parts write the new
// figures into their elements in the same input event, with no React render
// (calibration-live.ts; tests/bench/tanh-page.ts measures a move at 4x CPU).
function Workbench({
  list,
  saved,
  models,
}: {
  list: FactorList;
  saved: CalibrationAnswer;
  models: readonly ModelInput[] | null;
}) {
  const [store] = useState(createDraftStore);
  const savedCalibration = saved.calibration;
  const universe = useMemo(
    () => ({
      matrix: scoreMatrix(list.scores),
      stocks: list.scores,
      indexOf: new Map(list.scores.map((stock, index) => [stock.symbol, index])),
    }),
    [list],
  );
  const live = useMemo<Live>(() => {
    const current = () => store.draft() ?? savedCalibration;
    const { squashed, rank } = (() => {
      const before = calibrateUniverse(universe.matrix, savedCalibration);
      return { squashed: before.squashed, rank: ranks(before.squashed) };
    })();
    const computed = new WeakMap<Calibration, Figures>();
    const figuresOf = (calibration: Calibration): Figures => {
      const known = computed.get(calibration);
      if (known) return known;
      const result = recompute(universe.matrix, universe.stocks, calibration, rank);
      const effects = models
        ? modelEffects(models, universe.indexOf, squashed, result.squashed)
        : null;
      const figures = { result, effects };
      computed.set(calibration, figures);
      return figures;
    };
    return { store, saved: savedCalibration, current, figuresOf };
  }, [store, universe, savedCalibration, models]);

  const onChange = useCallback(
    (update: CalibrationUpdate) => store.set(update(store.draft() ?? savedCalibration)),
    [store, savedCalibration],
  );

  return (
    <Stack gap={5}>
      <InUse live={live} saved={saved} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5} alignItems="start">
        <Section title="Weights and scale" id="calibration-controls" css={sliderCss}>
          <CalibrationSliders live={live} onChange={onChange} />
          <SliderFormula />
        </Section>
        <Section title="Effect on the NIFTY 500" id="calibration-effect" css={effectCss}>
          <EffectLive live={live} date={list.date} />
        </Section>
      </SimpleGrid>
      <Section title="Top and bottom stocks" id="calibration-lists" css={listsCss}>
        <ListsLive live={live} />
      </Section>
      {models ? (
        <Section title="Your models" id="calibration-models" css={modelsCss}>
          <ModelsLive live={live} />
        </Section>
      ) : null}
      <SaveLive live={live} />
    </Stack>
  );
}

const SliderFormula = memo(function SliderFormula() {
  return (
    <Text textStyle="xs" color="fg.muted" mt={3}>
      composite = tanh(k × Σ weight × z) over the factors known (at least 3; the weights rescaled
      over them), between −1 and +1.
    </Text>
  );
});

function History() {
  const history = useCalibrationHistory();
  return (
    <Section title="Saved calibrations" id="calibration-history">
      <QueryState query={history} loadingHeight="24">
        {(answer) =>
          answer.saved.length === 0 ? (
            <Text color="fg.muted">
              None saved yet: stock pages and baskets use the default (equal weights, k = 1).
            </Text>
          ) : (
            <chakra.ol listStyleType="none" m={0} p={0} data-testid="calibration-history">
              {answer.saved.map((entry, index) => (
                <Box as="li" key={entry.id} py={2} borderBottomWidth="1px">
                  <Text fontWeight="medium">
                    {formatIndianDateTime(new Date(entry.savedAt))}
                    {index === 0 ? ' (in use)' : ''}
                  </Text>
                  <Text textStyle="sm">{weightsLine(entry.calibration)}</Text>
                  {entry.note ? (
                    <Text textStyle="sm" color="fg.muted">
                      {entry.note}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </chakra.ol>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * Score calibration (/advisor/tanh, issue 16, Deliver 5): the adviser's factor weights and
 * scale k, with what they do to the NIFTY 500 and to their models as the sliders move; saved,
 * it is the calibration of the stock pages' x-factor view and of "factor score" baskets for the
 * adviser and their investors. `models`: the adviser's model portfolios, or null to leave that
 * section out (while they cannot be read).
 */
export function CalibrationScreen({
  title,
  models,
}: {
  title: string;
  models: readonly ModelInput[] | null;
}) {
  const list = useFactorList();
  const saved = useCalibration();
  return (
    <PageFrame
      title={title}
      description="Choose how much each factor counts and how sharply the composite saturates."
    >
      <Stack gap={5}>
        <QueryState query={saved} loadingHeight="40">
          {(answer) => (
            <QueryState query={list} loadingHeight="96">
              {(universe) =>
                universe.scores.length === 0 ? (
                  <Text color="fg.muted">
                    The factor scores are not ready yet: they are worked out after each data load.
                  </Text>
                ) : (
                  <Workbench list={universe} saved={answer} models={models} />
                )
              }
            </QueryState>
          )}
        </QueryState>
        <History />
      </Stack>
    </PageFrame>
  );
}
