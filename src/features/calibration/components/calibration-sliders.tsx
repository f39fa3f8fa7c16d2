import { Button, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import {
  CALIBRATION_FACTOR_KEYS,
  K_MAX,
  K_MIN,
  setWeight,
  type Calibration,
  type CalibrationFactorKey,
} from '@/domain/calibration';

export const FACTOR_LABELS: Record<CalibrationFactorKey, { label: string; meaning: string }> = {
  value: { label: 'Value', meaning: 'cheap on earnings and book' },
  momentum: { label: 'Momentum', meaning: '12-1 month return' },
  quality: { label: 'Quality', meaning: 'return on equity, low debt, steady earnings' },
  lowVolatility: { label: 'Low volatility', meaning: 'calm prices, low beta' },
  size: { label: 'Size', meaning: 'small-company tilt' },
};

const percent = (weight: number) => Math.round(weight * 1000) / 10;

/** A change to the calibration, applied to the latest one (so the callback can stay stable). */
export type CalibrationUpdate = (previous: Calibration) => Calibration;

const EQUAL_WEIGHTS = Object.fromEntries(
  CALIBRATION_FACTOR_KEYS.map((key) => [key, 1 / CALIBRATION_FACTOR_KEYS.length]),
) as Calibration['weights'];

interface SliderProps {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  label: string;
  meaning: string;
  shown: string;
  valueText: string;
  testId: string;
  onValue: (value: number) => void;
}

// One slider: a native range input (role slider, arrow keys by a step, Page Up/Down, Home/End),
// memoised on what it shows. Plain elements styled by the group's css: a move redraws five of
// them, and the Chakra slider's parts (about sixty components each) took a 4x-throttled phone
// past the frame budget on their own (tests/bench/tanh-page.ts).
const CalibrationSlider = memo(function CalibrationSlider(props: SliderProps): ReactNode {
  return (
    <div className="calibration-slider" data-testid={props.testId}>
      <div className="calibration-slider-head">
        <label htmlFor={props.id}>
          {props.label} <span className="calibration-slider-meaning">({props.meaning})</span>
        </label>
        <span className="calibration-slider-value" aria-hidden="true">
          {props.shown}
        </span>
      </div>
      <input
        id={props.id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(event) => props.onValue(Number(event.target.value))}
      />
    </div>
  );
});

// The sliders' looks, once for all of them (theme tokens as CSS variables), on the section they
// are drawn in: a move draws only plain elements.
export const sliderCss = {
  '& .calibration-sliders': { display: 'flex', flexDirection: 'column', gap: '4' },
  '& .calibration-weights': { display: 'flex', flexDirection: 'column', gap: '3' },
  '& .calibration-slider': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .calibration-slider-head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '2',
  },
  '& .calibration-slider label': { fontWeight: 'medium', textStyle: 'sm' },
  '& .calibration-slider-meaning': { color: 'fg.muted', fontWeight: 'normal', textStyle: 'xs' },
  '& .calibration-slider-value': { textStyle: 'sm', fontVariantNumeric: 'tabular-nums' },
  '& .calibration-slider input': {
    width: '100%',
    height: '8',
    margin: 0,
    accentColor: 'var(--chakra-colors-purple-solid)',
    cursor: 'pointer',
  },
  '& .calibration-slider input:focus-visible': {
    outline: '2px solid var(--chakra-colors-purple-focus-ring)',
    outlineOffset: '2px',
  },
} as const;

// The parts that stay the same as the sliders move, memoised so a move leaves them alone.
const WeightsIntro = memo(function WeightsIntro() {
  return (
    <>
      <Text id="calibration-weights-title" fontWeight="semibold">
        Factor weights
      </Text>
      <Text textStyle="sm" color="fg.muted">
        The weights always add to 100 %: moving one shares the rest among the others in their
        proportions.
      </Text>
    </>
  );
});

const EqualWeights = memo(function EqualWeights({
  onChange,
}: {
  onChange: (update: CalibrationUpdate) => void;
}) {
  return (
    <Button
      alignSelf="flex-start"
      size="xs"
      variant="outline"
      onClick={() => onChange((previous) => ({ ...previous, weights: EQUAL_WEIGHTS }))}
    >
      Equal weights
    </Button>
  );
});

interface Props {
  calibration: Calibration;
  /** Keep it stable (e.g. useCallback): the sliders are memoised on it. */
  onChange: (update: CalibrationUpdate) => void;
}

/**
 * Five weight sliders that always add to 100 % (moving one rescales the others in proportion)
 * and the scale k. Arrow keys move a slider by 1 % (k by 0.1); Page Up/Down by a larger step,
 * Home/End to either end. Styled by `sliderCss` on the enclosing element.
 */
export function CalibrationSliders({ calibration, onChange }: Props) {
  // Stable per slider for a stable onChange, so the memo holds across moves.
  const setters = useMemo(
    () =>
      Object.fromEntries(
        CALIBRATION_FACTOR_KEYS.map((key) => [
          key,
          (value: number) =>
            onChange((previous) => ({
              ...previous,
              weights: setWeight(previous.weights, key, value / 100),
            })),
        ]),
      ) as Record<CalibrationFactorKey, (value: number) => void>,
    [onChange],
  );
  const setK = useCallback(
    (value: number) => onChange((previous) => ({ ...previous, k: Math.round(value * 10) / 10 })),
    [onChange],
  );
  return (
    <div className="calibration-sliders">
      <div className="calibration-weights" role="group" aria-labelledby="calibration-weights-title">
        <WeightsIntro />
        {CALIBRATION_FACTOR_KEYS.map((key) => {
          const shown = percent(calibration.weights[key]);
          return (
            <CalibrationSlider
              key={key}
              id={`calibration-weight-${key}`}
              value={Math.round(calibration.weights[key] * 100)}
              min={0}
              max={100}
              step={1}
              label={FACTOR_LABELS[key].label}
              meaning={FACTOR_LABELS[key].meaning}
              shown={`${shown}\u00a0%`}
              valueText={`${shown} %`}
              testId={`weight-${key}`}
              onValue={setters[key]}
            />
          );
        })}
        <EqualWeights onChange={onChange} />
      </div>
      <CalibrationSlider
        id="calibration-scale-k"
        value={calibration.k}
        min={K_MIN}
        max={K_MAX}
        step={0.1}
        label="Scale k"
        meaning="larger pushes composites towards ±1 sooner"
        shown={calibration.k.toFixed(1)}
        valueText={`k = ${calibration.k}`}
        testId="scale-k"
        onValue={setK}
      />
    </div>
  );
}
