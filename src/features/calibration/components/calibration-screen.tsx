import { Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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
import { modelEffects, recompute, type ModelInput } from '../model/recompute';
import { EffectSection, ModelEffects, StockLists } from './calibration-effect';
import { SaveSection } from './calibration-save-section';
import { Section } from './calibration-section';
import { CalibrationSliders, FACTOR_LABELS, type CalibrationUpdate } from './calibration-sliders';

const weightsLine = (calibration: Calibration) =>
  CALIBRATION_FACTOR_KEYS.map(
    (key) => `${FACTOR_LABELS[key].label} ${Math.round(calibration.weights[key] * 1000) / 10} %`,
  ).join(' · ') + ` · k = ${calibration.k}`;

interface Universe {
  matrix: Float64Array;
  stocks: FactorList['scores'];
  indexOf: Map<string, number>;
}

function Workbench({
  list,
  saved,
  models,
}: {
  list: FactorList;
  saved: CalibrationAnswer;
  models: readonly ModelInput[] | null;
}) {
  const [draft, setDraft] = useState<Calibration | null>(null);
  const savedCalibration = saved.calibration;
  const current = draft ?? savedCalibration;
  // The sliders follow the pointer at once; the universe catches up in the next idle frame.
  // Only the sliders draw on a move's first render: the figures below are memoised on the
  // deferred result (tests/bench/tanh-page.ts measures a move at 4x CPU).
  const deferred = useDeferredValue(current);
  const busy = deferred !== current;

  const onChange = useCallback(
    (update: CalibrationUpdate) => setDraft((previous) => update(previous ?? savedCalibration)),
    [savedCalibration],
  );
  const currentRef = useRef(current);
  useLayoutEffect(() => {
    currentRef.current = current;
  });
  const readCurrent = useCallback(() => currentRef.current, []);
  const toSaved = useCallback(() => setDraft(null), []);
  const toDefault = useCallback(() => setDraft(DEFAULT_CALIBRATION), []);

  const universe = useMemo<Universe>(
    () => ({
      matrix: scoreMatrix(list.scores),
      stocks: list.scores,
      indexOf: new Map(list.scores.map((stock, index) => [stock.symbol, index])),
    }),
    [list],
  );
  const before = useMemo(() => {
    const { squashed } = calibrateUniverse(universe.matrix, savedCalibration);
    return { squashed, rank: ranks(squashed) };
  }, [universe, savedCalibration]);
  const result = useMemo(
    () => recompute(universe.matrix, universe.stocks, deferred, before.rank),
    [universe, deferred, before],
  );
  const effects = useMemo(
    () =>
      models ? modelEffects(models, universe.indexOf, before.squashed, result.squashed) : null,
    [models, universe, before, result],
  );

  const changed = !sameCalibration(current, savedCalibration);
  const deferredChanged = !sameCalibration(deferred, savedCalibration);
  const isDefault = sameCalibration(current, DEFAULT_CALIBRATION);

  // Elements memoised on what they show: the deferred render (the figures) leaves the sliders
  // alone and the sliders' render leaves the figures alone.
  const inUse = useMemo(
    () => (
      <Text data-testid="calibration-in-use">
        {saved.source === 'default'
          ? 'In use now: the default, equal weights and k = 1.'
          : `In use now: your calibration saved ${formatIndianDateTime(new Date(saved.savedAt!))}.`}{' '}
        {changed ? 'You have unsaved changes.' : null}
      </Text>
    ),
    [saved, changed],
  );
  const controls = useMemo(
    () => (
      <Section title="Weights and scale" id="calibration-controls">
        <CalibrationSliders calibration={current} onChange={onChange} />
        <SliderFormula />
      </Section>
    ),
    [current, onChange],
  );

  return (
    <Stack gap={5}>
      {inUse}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5} alignItems="start">
        {controls}
        <EffectSection result={result} changed={deferredChanged} date={list.date} busy={busy} />
      </SimpleGrid>
      <StockLists top={result.top} bottom={result.bottom} busy={busy} />
      {effects ? <ModelEffects effects={effects} busy={busy} /> : null}
      <SaveSection
        changed={changed}
        isDefault={isDefault}
        current={readCurrent}
        onSaved={toSaved}
        onBack={toSaved}
        onReset={toDefault}
      />
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
