import { Button, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  CALIBRATION_FACTOR_KEYS,
  K_MAX,
  K_MIN,
  setWeight,
  type Calibration,
  type CalibrationFactorKey,
} from '@/domain/calibration';
import { setAttribute, setText, useLivePaint, type Live } from './calibration-live';

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
  min: number;
  max: number;
  step: number;
  label: string;
  meaning: string;
  testId: string;
  onValue: (value: number) => void;
  inputRef: (input: HTMLInputElement | null) => void;
  shownRef: (shown: HTMLSpanElement | null) => void;
}

// One slider: a native range input (role slider, arrow keys by a step, Page Up/Down, Home/End).
// Rendered once: its value, its aria-valuetext and the value shown beside it are written by the
// sliders' paint on every move (no React render), so a move costs the input event and a frame
// (tests/bench/tanh-page.ts). Plain elements styled by the group's css.
const CalibrationSlider = memo(function CalibrationSlider(props: SliderProps): ReactNode {
  return (
    <div className="calibration-slider" data-testid={props.testId}>
      <div className="calibration-slider-head">
        <label htmlFor={props.id}>
          {props.label} <span className="calibration-slider-meaning">({props.meaning})</span>
        </label>
        <span className="calibration-slider-value" aria-hidden="true" ref={props.shownRef} />
      </div>
      <input
        id={props.id}
        ref={props.inputRef}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
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
  // Block boxes, the value shown in a fixed, contained box and the input contained in size and
  // layout: a move's new values lay out only themselves (tests/bench/tanh-page.ts).
  '& .calibration-slider': { display: 'block' },
  '& .calibration-slider-head': {
    position: 'relative',
    paddingEnd: '4.5rem',
    marginBottom: '1',
  },
  '& .calibration-slider label': { fontWeight: 'medium', textStyle: 'sm' },
  '& .calibration-slider-meaning': { color: 'fg.muted', fontWeight: 'normal', textStyle: 'xs' },
  '& .calibration-slider-value': {
    position: 'absolute',
    insetInlineEnd: 0,
    bottom: 0,
    width: '4rem',
    height: '1.25rem',
    lineHeight: '1.25rem',
    contain: 'strict',
    textAlign: 'end',
    textStyle: 'sm',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .calibration-slider input': {
    display: 'block',
    position: 'relative',
    width: '100%',
    height: '8',
    margin: 0,
    contain: 'size layout style',
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
  live: Live;
  /** Keep it stable (e.g. useCallback): the sliders are memoised on it. */
  onChange: (update: CalibrationUpdate) => void;
}

type Parts = Partial<Record<CalibrationFactorKey | 'k', HTMLElement | null>>;

/** Writes a calibration into the sliders: values, aria-valuetext and the values shown. */
function paintSliders(inputs: Parts, shown: Parts, calibration: Calibration) {
  const write = (key: CalibrationFactorKey | 'k', value: string, text: string, seen: string) => {
    const input = inputs[key] as HTMLInputElement | null | undefined;
    if (input && input.value !== value) input.value = value;
    setAttribute(input ?? null, 'aria-valuetext', text);
    setText(shown[key] ?? null, seen);
  };
  for (const key of CALIBRATION_FACTOR_KEYS) {
    const weight = calibration.weights[key];
    write(
      key,
      String(Math.round(weight * 100)),
      `${percent(weight)} %`,
      `${percent(weight)}\u00a0%`,
    );
  }
  write('k', String(calibration.k), `k = ${calibration.k}`, calibration.k.toFixed(1));
}

/**
 * Five weight sliders that always add to 100 % (moving one rescales the others in proportion)
 * and the scale k. Arrow keys move a slider by 1 % (k by 0.1); Page Up/Down by a larger step,
 * Home/End to either end. Rendered once; the draft's values are written into them as it
 * changes. Styled by `sliderCss` on the enclosing element.
 */
export const CalibrationSliders = memo(function CalibrationSliders({ live, onChange }: Props) {
  const [parts] = useState<{ inputs: Parts; shown: Parts }>(() => ({ inputs: {}, shown: {} }));
  // Stable per slider for a stable onChange, so the memo holds.
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
  const refs = useMemo(
    () =>
      Object.fromEntries(
        [...CALIBRATION_FACTOR_KEYS, 'k' as const].map((key) => [
          key,
          {
            input: (element: HTMLInputElement | null) => void (parts.inputs[key] = element),
            shown: (element: HTMLSpanElement | null) => void (parts.shown[key] = element),
          },
        ]),
      ) as Record<
        CalibrationFactorKey | 'k',
        { input: SliderProps['inputRef']; shown: SliderProps['shownRef'] }
      >,
    [parts],
  );
  const paint = useCallback(
    (_figures: unknown, calibration: Calibration) =>
      paintSliders(parts.inputs, parts.shown, calibration),
    [parts],
  );
  useLivePaint(live, paint);
  return (
    <div className="calibration-sliders">
      <div className="calibration-weights" role="group" aria-labelledby="calibration-weights-title">
        <WeightsIntro />
        {CALIBRATION_FACTOR_KEYS.map((key) => (
          <CalibrationSlider
            key={key}
            id={`calibration-weight-${key}`}
            min={0}
            max={100}
            step={1}
            label={FACTOR_LABELS[key].label}
            meaning={FACTOR_LABELS[key].meaning}
            testId={`weight-${key}`}
            onValue={setters[key]}
            inputRef={refs[key].input}
            shownRef={refs[key].shown}
          />
        ))}
        <EqualWeights onChange={onChange} />
      </div>
      <CalibrationSlider
        id="calibration-scale-k"
        min={K_MIN}
        max={K_MAX}
        step={0.1}
        label="Scale k"
        meaning="larger pushes composites towards ±1 sooner"
        testId="scale-k"
        onValue={setK}
        inputRef={refs.k.input}
        shownRef={refs.k.shown}
      />
    </div>
  );
});
