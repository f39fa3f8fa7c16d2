import { chakra } from '@chakra-ui/react';
import type { Tick } from '../model/timeline';

// A message's state beside its time, as a small icon with its name for screen readers and a
// tooltip: a clock while it waits on the device, one tick sent, two delivered, two blue read,
// a warning when the server refused it.

export const TICK_LABELS: Record<Tick, string> = {
  pending: 'Waiting to send',
  failed: 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

const PATHS: Record<Tick, string[]> = {
  pending: ['M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Z', 'M8 4.5V8l2.5 1.5'],
  failed: ['M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Z', 'M8 4.5v4', 'M8 11v.5'],
  sent: ['M3 8.5 6.5 12 13 4.5'],
  delivered: ['M1 8.5 4.5 12 11 4.5', 'M6.5 11 7.5 12 14 4.5'],
  read: ['M1 8.5 4.5 12 11 4.5', 'M6.5 11 7.5 12 14 4.5'],
};

const COLORS: Record<Tick, string> = {
  pending: 'fg.muted',
  failed: 'red.fg',
  sent: 'fg.muted',
  delivered: 'fg.muted',
  read: 'blue.fg',
};

export function MessageTick({ tick }: { tick: Tick }) {
  const label = TICK_LABELS[tick];
  return (
    <chakra.span
      display="inline-flex"
      color={COLORS[tick]}
      title={label}
      data-testid="message-tick"
      data-tick={tick}
    >
      <chakra.svg
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        role="img"
        aria-label={label}
      >
        {PATHS[tick].map((d) => (
          <path key={d} d={d} />
        ))}
      </chakra.svg>
    </chakra.span>
  );
}
