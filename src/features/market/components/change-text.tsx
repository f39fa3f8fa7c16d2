import { Text } from '@chakra-ui/react';
import { directionOf, formatChangePercent } from '../model/overview';

const look = {
  up: { color: 'green.fg', arrow: '▲', word: 'up' },
  down: { color: 'red.fg', arrow: '▼', word: 'down' },
  flat: { color: 'fg.muted', arrow: '', word: 'unchanged' },
} as const;

/** A change in percent, coloured and with an arrow; screen readers hear "up 1.25%". */
export function ChangeText({ percent }: { percent: number | null }) {
  const direction = directionOf(percent);
  const { color, arrow, word } = look[direction];
  if (percent === null) return <Text color="fg.muted">–</Text>;
  return (
    <Text as="span" color={color} fontWeight="medium" whiteSpace="nowrap">
      <span aria-hidden="true">{arrow} </span>
      <Text as="span" srOnly>
        {word}{' '}
      </Text>
      {formatChangePercent(percent)}
    </Text>
  );
}
