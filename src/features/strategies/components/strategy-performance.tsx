import { Box, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Role } from '@/auth/permissions';
import { useMediaQuery } from '@/ui/use-media-query';
import { useBacktestRun } from '../hooks/use-backtest-run';
import { ruleErrorText, useRuleParser } from '../hooks/use-rule-parser';
import { REBALANCE_LABELS, withOtherRebalance } from '../model/compare';
import { paramsKey, type BacktestResult, type BacktestRun } from '../model/contract';
import {
  clearEdited,
  formFromParams,
  paramsErrorsOf,
  paramsFromForm,
  type ParamsErrors,
} from '../model/params-form';
import type { StrategySource } from '../model/strategy-source';
import { PastPerformanceCaveat } from './caveat';
import { CompareSection } from './compare-section';
import { ParamsPanel } from './params-panel';
import { RunStatus } from './run-status';
import { SaveStrategy } from './save-strategy';
import { StrategyRules } from './strategy-rules';

// One strategy's past performance (issue 14, Deliver 5): its rules, the parameters panel, the
// run (progress and Cancel), the results, the monthly/quarterly comparison and "Save". On a
// wide screen the panel sits beside the results; narrower, it opens on demand above them.

const WIDE = '(min-width: 64em)';

// The results (charts' wrappers, every table) load while the run runs, not with the screen
// (issue 19, first-load budgets): nothing of them shows before the first answer.
const loadResultView = () => import('./result-view').then((m) => ({ default: m.ResultView }));
const ResultView = lazy(loadResultView);

const finished = (run: BacktestRun | null): (BacktestRun & { result: BacktestResult }) | null =>
  run?.result ? { ...run, result: run.result } : null;

export function StrategyPerformance({ source, role }: { source: StrategySource; role: Role }) {
  const wide = useMediaQuery(WIDE);
  const [applied, setApplied] = useState(source.params);
  const [form, setForm] = useState(() => formFromParams(source.params));
  const [errors, setErrors] = useState<ParamsErrors>({});
  const [panelOpen, setPanelOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const parser = useRuleParser();
  const run = useBacktestRun(applied, { autoStart: true });
  const otherParams = useMemo(() => withOtherRebalance(applied), [applied]);
  const other = useBacktestRun(otherParams, { autoStart: compareOpen, enabled: compareOpen });
  const appliedForm = useMemo(() => formFromParams(applied), [applied]);
  const changed = JSON.stringify(form) !== JSON.stringify(appliedForm);
  const busy = run.phase.kind === 'starting' || run.phase.kind === 'running';
  useEffect(() => {
    void loadResultView();
  }, []);

  const onRun = () => {
    const outcome = paramsFromForm(form, applied.base, (text) => {
      const problem = parser?.(text);
      return problem ? ruleErrorText(problem) : null;
    });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    if (paramsKey(outcome.params) !== run.key) setApplied(outcome.params);
    run.start(outcome.params);
  };

  const shown = finished(run.shown);
  const comparedResult = compareOpen ? (other.shown?.result ?? null) : null;
  // Kept the same between polls, so the charts are not fed again four times a second.
  const compareLine = useMemo(
    () =>
      comparedResult
        ? {
            label: `${source.name}, ${REBALANCE_LABELS[otherParams.rebalance].toLowerCase()}`,
            result: comparedResult,
          }
        : null,
    [comparedResult, otherParams.rebalance, source.name],
  );
  const panel = (
    <ParamsPanel
      base={applied.base}
      form={form}
      errors={{ ...paramsErrorsOf(run.fieldErrors), ...errors }}
      parser={parser}
      changed={changed}
      busy={busy}
      onChange={(next) => {
        setErrors((current) => clearEdited(current, form, next));
        setForm(next);
      }}
      onRun={onRun}
      onReset={() => {
        setForm(appliedForm);
        setErrors({});
      }}
    />
  );

  return (
    <Stack gap={{ base: 8, md: 10 }}>
      <StrategyRules source={source} />
      <Grid
        templateColumns={wide ? 'minmax(0, 20rem) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
        gap={{ base: 6, lg: 8 }}
        alignItems="start"
      >
        {wide ? (
          <Box borderWidth="1px" borderRadius="l3" p={4}>
            {panel}
          </Box>
        ) : (
          <Stack gap={3}>
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="purple"
              aria-expanded={panelOpen}
              aria-controls="params-panel"
              onClick={() => setPanelOpen((open) => !open)}
            >
              {panelOpen ? 'Hide the rules and settings' : 'Change the rules and settings'}
            </Button>
            {panelOpen ? (
              <Box id="params-panel" borderWidth="1px" borderRadius="l3" p={4}>
                {panel}
              </Box>
            ) : null}
          </Stack>
        )}
        <Stack gap={{ base: 8, md: 10 }} minW={0}>
          <RunStatus
            phase={run.phase}
            hasResults={shown !== null}
            onRun={() => run.start()}
            onCancel={run.cancel}
            onRetryLatest={run.retryLatest}
          />
          {shown ? (
            <Suspense fallback={<Skeleton h="72" borderRadius="l3" />}>
              <ResultView
                run={shown}
                answer={run.source}
                name={source.name}
                role={role}
                compare={compareLine}
              />
            </Suspense>
          ) : null}
          {shown ? (
            <CompareSection
              period={applied.rebalance}
              open={compareOpen}
              onToggle={() => setCompareOpen((open) => !open)}
              shown={shown}
              other={other}
            />
          ) : null}
          <SaveStrategy source={source} params={applied} unrun={changed} />
          {changed && !wide && !panelOpen ? (
            <Text textStyle="sm" color="fg.muted">
              You changed the settings: open them and run to see the new results.
            </Text>
          ) : null}
        </Stack>
      </Grid>
      <PastPerformanceCaveat />
    </Stack>
  );
}
