import { Box, Button, Flex } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { universeQueryOptions } from '../api/get-universe';
import { StockSearchBox } from './stock-search-box';

/** Fetch the list of stocks once the screen has settled, so search also works offline later. */
const PREFETCH_AFTER_MS = 4_000;

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** "/" focuses the search from anywhere, except while typing in another field. */
function useSlashShortcut(onSlash: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      onSlash();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onSlash]);
}

function usePrefetchUniverse() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(
      () => void queryClient.prefetchQuery(universeQueryOptions()),
      PREFETCH_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [queryClient]);
}

/**
 * Keeps Tab inside the phone's search panel (a modal dialog): from Close forward to the box,
 * from the box back to Close. The results are not tab stops: arrows move through them.
 */
function trapTab(
  event: ReactKeyboardEvent<HTMLElement>,
  last: HTMLElement | null,
  first: HTMLElement | null,
) {
  if (event.key !== 'Tab' || !last || !first) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

const SearchIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * Stock search in the app bar (issue 12): an inline box on tablets and up; on phones a compact
 * button that opens a full-width search panel over the header.
 */
export function StockSearch() {
  const tabletUp = useMediaQuery(TABLET_UP);
  const [panelOpen, setPanelOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  usePrefetchUniverse();

  const focusSearch = useCallback(() => {
    if (tabletUp) inputRef.current?.focus();
    else setPanelOpen(true);
  }, [tabletUp]);
  useSlashShortcut(focusSearch);

  const panel = panelOpen && !tabletUp;
  useEffect(() => {
    if (panel) inputRef.current?.focus();
  }, [panel]);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (tabletUp) {
    return (
      <Box role="search" w="full" maxW="md">
        <StockSearchBox inputRef={inputRef} layout="inline" />
      </Box>
    );
  }
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="ghost"
        aria-label="Search stocks"
        aria-haspopup="dialog"
        aria-expanded={panel}
        onClick={() => setPanelOpen(true)}
      >
        <SearchIcon />
      </Button>
      {panel ? (
        <Box
          role="dialog"
          aria-label="Search stocks"
          aria-modal="true"
          onKeyDown={(event) => trapTab(event, closeRef.current, inputRef.current)}
          position="fixed"
          inset={0}
          zIndex="modal"
          bg="bg"
          px={4}
          pt="calc(env(safe-area-inset-top) + 0.5rem)"
        >
          <Flex role="search" gap={2} align="flex-start">
            <StockSearchBox inputRef={inputRef} layout="overlay" onDone={closePanel} />
            <Button ref={closeRef} size="sm" variant="ghost" onClick={closePanel}>
              Close
            </Button>
          </Flex>
        </Box>
      ) : null}
    </>
  );
}
