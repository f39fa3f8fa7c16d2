import { Badge, Box, chakra, useRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import type { CapBand } from '@/domain/suitability';
import { describedBy, PlainField } from '@/ui/plain-field';
import type { ModelSummary } from '../model/contract';

// The model screens' inputs, each labelled with its hint and error tied to it (src/ui/plain-field),
// and the small pieces the editor and the list show alike.

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  suffix?: string;
}

export function TextInput({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  suffix,
  ...input
}: TextInputProps) {
  const styles = useRecipe({ key: 'input' })({ size: 'md' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <Box position="relative" w="full">
        <chakra.input
          id={id}
          autoComplete="off"
          css={[styles, suffix ? { pe: 10 } : {}]}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => onValue(event.target.value)}
          {...input}
        />
        {suffix ? (
          <Box
            position="absolute"
            insetEnd={0}
            top={0}
            h="full"
            display="flex"
            alignItems="center"
            pe={3}
            color="fg.muted"
            pointerEvents="none"
            aria-hidden="true"
          >
            {suffix}
          </Box>
        ) : null}
      </Box>
    </PlainField>
  );
}

interface TextAreaProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  maxLength?: number;
}

export function TextArea({ id, label, value, onValue, error, hint, maxLength }: TextAreaProps) {
  const styles = useRecipe({ key: 'input' })({ size: 'md' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <chakra.textarea
        id={id}
        css={styles}
        minH="20"
        py={2}
        rows={3}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onValue(event.target.value)}
      />
    </PlainField>
  );
}

const BAND_LABEL: Record<CapBand, string> = {
  large: 'Large cap',
  mid: 'Mid cap',
  small: 'Small cap',
};
const BAND_COLOUR: Record<CapBand, string> = { large: 'blue', mid: 'purple', small: 'orange' };

export function CapBandBadge({ band }: { band: CapBand | null | undefined }) {
  if (!band) return null;
  return (
    <Badge size="sm" colorPalette={BAND_COLOUR[band]} variant="subtle">
      {BAND_LABEL[band]}
    </Badge>
  );
}

export function DemoBadge({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <Badge size="sm" colorPalette="gray" variant="outline">
      Demo
    </Badge>
  );
}

export const volatilityText = (volatility: number | null) =>
  volatility === null
    ? 'Not known yet'
    : `${(volatility * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })} % a year`;

export const categoriesText = (model: Pick<ModelSummary, 'categories'>) =>
  model.categories.map((id) => RISK_CATEGORIES[id].label).join(', ');
