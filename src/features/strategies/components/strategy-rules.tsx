import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { StrategySource } from '../model/strategy-source';

// The strategy's rules in plain words, under its name.

const KIND_LABELS: Readonly<Record<StrategySource['kind'], string>> = {
  library: 'From the library',
  saved: 'Your strategy',
  scan: 'Your scan as a strategy',
};

export function StrategyRules({ source }: { source: StrategySource }) {
  return (
    <Stack as="section" gap={2} aria-labelledby="rules-heading">
      <HStack gap={2} flexWrap="wrap">
        <Text as="h2" id="rules-heading" fontWeight="semibold" textStyle="lg">
          How it picks stocks
        </Text>
        <Badge colorPalette="purple" variant="subtle">
          {KIND_LABELS[source.kind]}
        </Badge>
        {source.waiting ? <Badge colorPalette="gray">Not sent yet</Badge> : null}
      </HStack>
      <Stack as="ol" gap={1} ps={5} listStyleType="decimal" textStyle="sm">
        {source.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Stack>
    </Stack>
  );
}
