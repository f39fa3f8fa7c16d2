import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, type FormEvent } from 'react';
import { ruleErrorText, type RuleParser } from '../hooks/use-rule-parser';
import { BACKTEST_YEARS_MAX, type StrategyBase } from '../model/contract';
import { WEIGHTING_LABELS } from '../model/describe-params';
import type { ParamsErrors, ParamsForm } from '../model/params-form';
import { CheckInput, SelectInput, TextInput } from './params-inputs';
import { RebalanceChoice } from './rebalance-choice';
import { RuleField } from './rule-field';

// The parameters panel (issue 14, Deliver 3): universe, holdings, weighting, rebalance, entry
// and exit rules (checked as typed), stop-loss, costs, slippage, risk-free rate, years and the
// starting money. "Run" submits it; the screen checks it whole and starts the run.

interface ParamsPanelProps {
  base: StrategyBase;
  form: ParamsForm;
  errors: ParamsErrors;
  parser: RuleParser | null;
  /** The form differs from the parameters of the results shown. */
  changed: boolean;
  busy: boolean;
  onChange: (form: ParamsForm) => void;
  onRun: () => void;
  onReset: () => void;
}

const YEARS = Array.from({ length: BACKTEST_YEARS_MAX }, (_, index) => {
  const years = String(index + 1);
  return [years, index === 0 ? '1 year' : `${years} years`] as const;
});

export function ParamsPanel(props: ParamsPanelProps) {
  const { base, form, errors, parser, changed, busy, onChange, onRun, onReset } = props;
  const id = useId();
  const set = (change: Partial<ParamsForm>) => onChange({ ...form, ...change });
  const entryProblem = useMemo(
    () => (parser && form.entry.trim() !== '' ? parser(form.entry) : null),
    [parser, form.entry],
  );
  const exitProblem = useMemo(
    () => (parser && form.exit.trim() !== '' ? parser(form.exit) : null),
    [parser, form.exit],
  );
  const fixed = base === 'equalWeightNifty50';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={4}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Text as="h2" id={`${id}-title`} fontWeight="semibold" textStyle="lg">
        Rules and settings
      </Text>
      {fixed ? (
        <Text textStyle="sm" color="fg.muted">
          Holds all 50 stocks of NIFTY 50 in equal weights.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 1, lg: 2 }} gap={3}>
          <SelectInput
            id={`${id}-universe`}
            label="Stocks to choose from"
            value={form.universe}
            options={[
              ['nifty500', 'NIFTY 500'],
              ['nifty50', 'NIFTY 50'],
            ]}
            onChange={(universe) => set({ universe })}
          />
          <TextInput
            id={`${id}-holdings`}
            label="Number of stocks to hold"
            inputMode="numeric"
            value={form.holdings}
            error={errors.holdings}
            onChange={(holdings) => set({ holdings })}
          />
          <SelectInput
            id={`${id}-weighting`}
            label="Weighting"
            value={form.weighting}
            options={Object.entries(WEIGHTING_LABELS) as Array<[ParamsForm['weighting'], string]>}
            onChange={(weighting) => set({ weighting })}
          />
        </SimpleGrid>
      )}
      <RebalanceChoice value={form.rebalance} onChange={(rebalance) => set({ rebalance })} />
      <RuleField
        id={`${id}-entry`}
        label={base === 'scan' ? 'Entry rule (the scan)' : 'Entry rule (optional)'}
        hint="Buy only stocks that match, for example roe > 15 AND pe < 30"
        value={form.entry}
        problem={entryProblem}
        error={entryProblem ? ruleErrorText(entryProblem) : errors.entry}
        onChange={(entry) => set({ entry })}
      />
      <RuleField
        id={`${id}-exit`}
        label="Exit rule (optional)"
        hint="Sell a holding early when it matches, for example close < sma(close, 200)"
        value={form.exit}
        problem={exitProblem}
        error={exitProblem ? ruleErrorText(exitProblem) : errors.exit}
        onChange={(exit) => set({ exit })}
      />
      <Stack gap={2}>
        <CheckInput
          id={`${id}-stop-on`}
          label="Use a stop-loss"
          checked={form.stopLossOn}
          onChange={(stopLossOn) => set({ stopLossOn })}
        />
        {form.stopLossOn ? (
          <TextInput
            id={`${id}-stop`}
            label="Sell when a stock closes this far below its buy price"
            unit="%"
            value={form.stopLoss}
            error={errors.stopLoss}
            onChange={(stopLoss) => set({ stopLoss })}
          />
        ) : null}
      </Stack>
      <CheckInput
        id={`${id}-costs`}
        label="Count charges"
        hint="Brokerage, STT, stamp duty, exchange and SEBI fees and GST, as dated in the charges table"
        checked={form.costs}
        onChange={(costs) => set({ costs })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 1, lg: 2 }} gap={3}>
        <TextInput
          id={`${id}-slippage`}
          label="Slippage"
          hint="Paid on each trade: 10 bp is 0.1 %"
          inputMode="numeric"
          unit="bp"
          value={form.slippageBps}
          error={errors.slippageBps}
          onChange={(slippageBps) => set({ slippageBps })}
        />
        <TextInput
          id={`${id}-rf`}
          label="Risk-free rate"
          hint="For Sharpe and Sortino"
          unit="% a year"
          value={form.riskFreeRate}
          error={errors.riskFreeRate}
          onChange={(riskFreeRate) => set({ riskFreeRate })}
        />
        <SelectInput
          id={`${id}-years`}
          label="Years to test"
          value={form.years}
          options={YEARS}
          onChange={(years) => set({ years })}
        />
        <TextInput
          id={`${id}-capital`}
          label="Starting money (₹)"
          value={form.capital}
          error={errors.capital}
          onChange={(capital) => set({ capital })}
        />
      </SimpleGrid>
      <HStack gap={2} flexWrap="wrap">
        <Button type="submit" colorPalette="purple" loading={busy} loadingText="Running">
          {changed ? 'Run with these settings' : 'Run again'}
        </Button>
        {changed ? (
          <Button type="button" variant="ghost" onClick={onReset}>
            Undo changes
          </Button>
        ) : null}
      </HStack>
    </chakra.form>
  );
}
