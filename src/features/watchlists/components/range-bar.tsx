import { Box, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '../model/format';
import { rangePosition } from '../model/rules';

/**
 * Where the last price sits between the 52-week low and high: a bar with a marker, and the
 * same in words for screen readers (the bar is a meter).
 */
export function RangeBar({ close, low, high }: { close: number; low: number; high: number }) {
  const at = rangePosition(close, low, high);
  if (at === null) return <Text color="fg.muted">–</Text>;
  const percent = Math.round(at * 100);
  return (
    <Stack gap={1} minW="28" data-testid="range-bar">
      <Box
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the way from the 52-week low ${formatRupees(low)} to the high ${formatRupees(high)}`}
        position="relative"
        h="1.5"
        borderRadius="full"
        bg="bg.emphasized"
      >
        <Box
          position="absolute"
          insetY={0}
          left={0}
          w={`${percent}%`}
          borderRadius="full"
          bg="purple.muted"
        />
        <Box
          position="absolute"
          top="50%"
          left={`${percent}%`}
          w="2.5"
          h="2.5"
          borderRadius="full"
          bg="purple.solid"
          transform="translate(-50%, -50%)"
        />
      </Box>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" aria-hidden="true">
        {formatRupees(low)} – {formatRupees(high)}
      </Text>
    </Stack>
  );
}
