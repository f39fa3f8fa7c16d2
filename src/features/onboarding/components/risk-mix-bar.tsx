import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { AssetMix } from '@/domain/risk-categories';

const PARTS: ReadonlyArray<{ key: keyof AssetMix; label: string; color: string }> = [
  { key: 'equity', label: 'Equity', color: 'purple.solid' },
  { key: 'debt', label: 'Debt', color: 'teal.solid' },
  { key: 'gold', label: 'Gold', color: 'yellow.solid' },
];

/**
 * The indicative asset mix as one bar, with the same numbers as text beside it: the bar is
 * decoration (hidden from screen readers), the list carries the meaning.
 */
export function RiskMixBar({ mix }: { mix: AssetMix }) {
  return (
    <Box>
      <Flex h="4" borderRadius="full" overflow="hidden" aria-hidden="true">
        {PARTS.map((part) => (
          <Box key={part.key} w={`${mix[part.key]}%`} bg={part.color} />
        ))}
      </Flex>
      <HStack
        as="ul"
        listStyleType="none"
        gap={4}
        mt={2}
        flexWrap="wrap"
        aria-label="Indicative mix"
      >
        {PARTS.map((part) => (
          <HStack as="li" key={part.key} gap={1.5}>
            <Box boxSize="3" borderRadius="sm" bg={part.color} aria-hidden="true" />
            <Text textStyle="sm">
              {part.label} <strong>{mix[part.key]}%</strong>
            </Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
