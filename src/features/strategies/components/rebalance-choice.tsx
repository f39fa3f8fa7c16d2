import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { RebalancePeriod } from '../model/contract';

// Monthly or quarterly, as two pressed-or-not buttons in a labelled group.

const OPTIONS: ReadonlyArray<readonly [RebalancePeriod, string]> = [
  ['monthly', 'Monthly'],
  ['quarterly', 'Quarterly'],
];

export function RebalanceChoice({
  value,
  onChange,
}: {
  value: RebalancePeriod;
  onChange: (value: RebalancePeriod) => void;
}) {
  const id = useId();
  return (
    <Stack gap={1.5}>
      <Text id={id} textStyle="sm" fontWeight="medium">
        Rebalance
      </Text>
      <HStack role="group" aria-labelledby={id} gap={1}>
        {OPTIONS.map(([option, label]) => (
          <Button
            key={option}
            type="button"
            size="sm"
            flex="1"
            variant={option === value ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
