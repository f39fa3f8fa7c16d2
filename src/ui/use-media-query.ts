import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48em): tablets and up. */
export const TABLET_UP = '(min-width: 48em)';

/**
 * Chakra's `lg` breakpoint (64em): wide enough for a table of six or more columns beside the
 * adviser's side navigation (a tablet held in portrait is narrower; it gets the cards).
 */
export const WIDE_UP = '(min-width: 64em)';

/**
 * Whether a media query matches now, following changes (rotation, resizing). For screens that
 * should render one of two layouts, not both with one hidden by CSS.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
