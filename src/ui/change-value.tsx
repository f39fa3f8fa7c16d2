import { Stack, Text } from '@chakra-ui/react';
import { formatChangePercent, formatSignedRupees } from './format-money';

/**
 * A gain or change in rupees with its percent under it. The sign says which way (colour is not
 * the only cue); green up, red down.
 */
export function ChangeValue({ paise, percent }: { paise: number; percent: number | null }) {
  const color = paise > 0 ? 'green.fg' : paise < 0 ? 'red.fg' : 'fg.muted';
  return (
    <Stack gap={0} align="inherit" color={color} fontVariantNumeric="tabular-nums">
      <Text as="span" fontWeight="medium" whiteSpace="nowrap">
        {formatSignedRupees(paise)}
      </Text>
      <Text as="span" fontSize="xs" whiteSpace="nowrap">
        {formatChangePercent(percent)}
      </Text>
    </Stack>
  );
}
