import { chakra } from '@chakra-ui/react';
import type { GoalType } from '../model/contract';

// A line drawing for each type of goal, drawn here rather than with emoji (which some phones
// and Linux browsers show as empty boxes). Decoration only: the label carries the meaning.

const PATHS: Readonly<Record<GoalType, readonly string[]>> = {
  // The sun setting on the horizon.
  retirement: ['M3 18h18', 'M7 18a5 5 0 0 1 10 0', 'M12 6v3', 'M5.6 10.6l2 2', 'M18.4 10.6l-2 2'],
  // A mortarboard.
  education: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5', 'M22 9v6'],
  house: ['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  car: ['M3 16v-4l2-5h14l2 5v4z', 'M3 12h18', 'M7 16v2', 'M17 16v2', 'M7.5 14h.01', 'M16.5 14h.01'],
  // A life buoy.
  emergency: [
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
    'M5.6 5.6l3.6 3.6',
    'M14.8 14.8l3.6 3.6',
    'M18.4 5.6l-3.6 3.6',
    'M9.2 14.8l-3.6 3.6',
  ],
  // A ring with a stone.
  wedding: ['M12 9a6 6 0 1 0 0 12a6 6 0 1 0 0-12z', 'M9.5 3h5l1.5 2.5-4 3.5-4-3.5z'],
  // A star.
  custom: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
};

export function GoalTypeIcon({ type, size = 6 }: { type: GoalType; size?: number }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={size}
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      color="purple.fg"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </chakra.svg>
  );
}
