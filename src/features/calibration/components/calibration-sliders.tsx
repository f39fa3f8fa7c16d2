import { Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { sliderSlotRecipe } from '@chakra-ui/react/theme';
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

interface Props {
  calibration: Calibration;
  onChange: (next: Calibration) => void;
}

/**
 * Five weight sliders that always add to 100 % (moving one rescales the others in proportion)
 * and the scale k. Arrow keys move a thumb by 1 % (k by 0.1); Page Up/Down by 10 steps.
 */
export function CalibrationSliders({ calibration, onChange }: Props) {
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
            <Slider.Root
              key={key}
              recipe={sliderSlotRecipe}
              size="md"
              min={0}
              max={100}
              step={1}
              value={[Math.round(calibration.weights[key] * 100)]}
              onValueChange={(details) =>
                onChange({
                  ...calibration,
                  weights: setWeight(calibration.weights, key, (details.value[0] ?? 0) / 100),
                })
              }
              getAriaValueText={() => `${shown} %`}
              data-testid={`weight-${key}`}
            >
              <HStack justify="space-between" gap={2}>
                <Slider.Label>
                  {FACTOR_LABELS[key].label}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
                    ({FACTOR_LABELS[key].meaning})
                  </Text>
                </Slider.Label>
                <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-hidden="true">
                  {shown} %
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
        })}
        <Button
          alignSelf="flex-start"
          size="xs"
          variant="outline"
          onClick={() =>
            onChange({
              ...calibration,
              weights: Object.fromEntries(
                CALIBRATION_FACTOR_KEYS.map((key) => [key, 1 / CALIBRATION_FACTOR_KEYS.length]),
              ) as Calibration['weights'],
            })
          }
        >
          Equal weights
        </Button>
      </Stack>
      <Slider.Root
        recipe={sliderSlotRecipe}
        size="md"
        min={K_MIN}
        max={K_MAX}
        step={0.1}
        value={[calibration.k]}
        onValueChange={(details) =>
          onChange({ ...calibration, k: Math.round((details.value[0] ?? 1) * 10) / 10 })
        }
        getAriaValueText={() => `k = ${calibration.k}`}
        data-testid="scale-k"
      >
        <HStack justify="space-between" gap={2}>
          <Slider.Label>
            Scale k{' '}
            <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
              (larger pushes composites towards ±1 sooner)
            </Text>
          </Slider.Label>
          <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-hidden="true">
            {calibration.k.toFixed(1)}
          </Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
    </Stack>
  );
}
