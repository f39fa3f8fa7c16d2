import { Text } from '@chakra-ui/react';
import {
  directionWord,
  formatCompactRupees,
  formatPercent,
  formatSignedPercent,
} from '../model/report-format';

const looks = {
  up: { color: 'green.fg', arrow: '▲' },
  down: { color: 'red.fg', arrow: '▼' },
  unchanged: { color: 'fg.muted', arrow: '' },
} as const;

interface SignedChangeProps {
  /** The change in paise. */
  paise: number;
  /** The same change as a fraction, when known. */
  fraction?: number | null;
}

/**
 * A gain or loss, coloured and with an arrow; screen readers hear "up ₹1,234, 1.25 %" rather
 * than a colour.
 */
export function SignedChange({ paise, fraction }: SignedChangeProps) {
  const word = directionWord(paise);
  const look = looks[word === 'up' ? 'up' : word === 'down' ? 'down' : 'unchanged'];
  const amount = formatCompactRupees(Math.abs(paise));
  return (
    <Text as="span" color={look.color} fontWeight="medium" whiteSpace="nowrap">
      {look.arrow ? <span aria-hidden="true">{look.arrow} </span> : null}
      <Text as="span" srOnly>
        {word}{' '}
      </Text>
      {amount}
      {fraction !== undefined && fraction !== null ? (
        <>
          {' '}
          <Text as="span" aria-hidden="true">
            ({formatSignedPercent(fraction)})
          </Text>
          <Text as="span" srOnly>
            , {formatPercent(Math.abs(fraction))}
          </Text>
        </>
      ) : null}
    </Text>
  );
}
