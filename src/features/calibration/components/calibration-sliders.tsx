import { Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { sliderSlotRecipe } from '@chakra-ui/react/theme';
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

// One slider, memoised on what it shows: a move re-renders only the sliders whose figures
// changed (the screen's budget is a frame a move at 4x CPU, tests/bench/tanh-page.ts).
const CalibrationSlider = memo(function CalibrationSlider(props: SliderProps): ReactNode {
  return (
    <Slider.Root
      recipe={sliderSlotRecipe}
      size="md"
      min={props.min}
      max={props.max}
      step={props.step}
      value={[props.value]}
      onValueChange={(details) => props.onValue(details.value[0] ?? props.min)}
      getAriaValueText={() => props.valueText}
      data-testid={props.testId}
    >
      <HStack justify="space-between" gap={2}>
        <Slider.Label>
          {props.label}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
            ({props.meaning})
          </Text>
        </Slider.Label>
        <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-hidden="true">
          {props.shown}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
});

interface Props {
  calibration: Calibration;
  /** Keep it stable (e.g. useCallback): the sliders are memoised on it. */
  onChange: (update: CalibrationUpdate) => void;
}

/**
 * Five weight sliders that always add to 100 % (moving one rescales the others in proportion)
 * and the scale k. Arrow keys move a thumb by 1 % (k by 0.1); Page Up/Down by 10 steps.
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
    <Stack gap={4}>
      <Stack gap={3} role="group" aria-labelledby="calibration-weights-title">
        <Text id="calibration-weights-title" fontWeight="semibold">
          Factor weights
        </Text>
        <Text textStyle="sm" color="fg.muted">
          The weights always add to 100 %: moving one shares the rest among the others in their
          proportions.
        </Text>
        {CALIBRATION_FACTOR_KEYS.map((key) => {
          const shown = percent(calibration.weights[key]);
          return (
            <CalibrationSlider
              key={key}
              value={Math.round(calibration.weights[key] * 100)}
              min={0}
              max={100}
              step={1}
              label={FACTOR_LABELS[key].label}
              meaning={FACTOR_LABELS[key].meaning}
              shown={`${shown} %`}
              valueText={`${shown} %`}
              testId={`weight-${key}`}
              onValue={setters[key]}
            />
          );
        })}
        <Button
          alignSelf="flex-start"
          size="xs"
          variant="outline"
          onClick={() => onChange((previous) => ({ ...previous, weights: EQUAL_WEIGHTS }))}
        >
          Equal weights
        </Button>
      </Stack>
      <CalibrationSlider
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
    </Stack>
  );
}
