import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { RecentStock } from '../model/recent-searches';

/** One row of the list: a search result or a recent search. */
export type SearchOption = RecentStock;

export type ListState =
  | { kind: 'recent' }
  | { kind: 'results'; query: string }
  | { kind: 'loading'; query: string }
  | { kind: 'unavailable'; query: string; retry: () => void };

interface StockSearchListProps {
  id: string;
  open: boolean;
  layout: 'inline' | 'overlay';
  state: ListState;
  options: readonly SearchOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

// Options keep focus in the input (WAI-ARIA combobox): a press on one must not blur it first.
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

function Message({ state, count }: { state: ListState; count: number }) {
  if (state.kind === 'loading') {
    return (
      <Flex align="center" gap={2} px={3} py={2} color="fg.muted" fontSize="sm">
        <Spinner size="xs" /> Loading the list of stocks…
      </Flex>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <Box px={3} py={2} fontSize="sm">
        <Text>
          Stock search is not available: the list of stocks could not be loaded. Check your
          connection and try again.
        </Text>
        <Button size="xs" variant="outline" mt={2} onMouseDown={keepFocus} onClick={state.retry}>
          Try again
        </Button>
      </Box>
    );
  }
  if (state.kind === 'results' && count === 0) {
    return (
      <Text px={3} py={2} fontSize="sm" color="fg.muted">
        No stock matches “{state.query}”.
      </Text>
    );
  }
  return (
    <span data-visually-hidden="">
      {state.kind === 'recent'
        ? `${count} recent ${count === 1 ? 'search' : 'searches'}`
        : `${count} ${count === 1 ? 'stock' : 'stocks'} found`}
    </span>
  );
}

// Rows are plain elements styled from the popup (one static style object per render, not one
// per cell): every keystroke re-renders the list, and on a throttled phone per-cell styling
// (Chakra style props) took most of the keystroke's time.
const popupStyle = {
  overflowY: 'auto',
  bg: 'bg.panel',
  borderRadius: 'l2',
  zIndex: 'popover',
  '& [data-visually-hidden]': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
  '& [role=listbox]': { listStyleType: 'none', m: 0 },
  '& [role=listbox]:not(:empty)': { p: 1 },
  '& [role=option]': { px: 3, py: 2, borderRadius: 'l2', cursor: 'pointer' },
  '& [role=option]:hover': { bg: 'bg.muted' },
  '& [role=option][aria-selected=true]': { bg: 'purple.subtle' },
  '& [data-line]': { display: 'flex', alignItems: 'center', gap: 2, minW: 0 },
  '& [data-symbol]': { fontWeight: 'semibold' },
  '& [data-exchange]': {
    fontSize: 'xs',
    px: 1,
    borderWidth: '1px',
    borderRadius: 'l1',
    color: 'fg.muted',
  },
  '& [data-sector]': { ml: 'auto', fontSize: 'sm', color: 'fg.muted' },
  '& [data-sector], & [data-name]': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& [data-name]': { display: 'block', fontSize: 'sm' },
} as const;
const inlinePopup = {
  ...popupStyle,
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  minW: '20rem',
  maxH: '70dvh',
  borderWidth: '1px',
  boxShadow: 'lg',
} as const;
const overlayPopup = { ...popupStyle, mt: 2, maxH: 'calc(100dvh - 6rem)' } as const;

/** The popup of the stock search: its status line and the listbox of options. */
export function StockSearchList(props: StockSearchListProps) {
  const { id, open, layout, state, options, active, optionId, onChoose, onHover } = props;
  const shown = open && (state.kind === 'recent' || state.kind === 'results') ? options : [];
  return (
    <Box hidden={!open} css={layout === 'overlay' ? overlayPopup : inlinePopup}>
      <Box role="status" aria-live="polite">
        <Message state={state} count={shown.length} />
      </Box>
      {state.kind === 'recent' && shown.length > 0 ? (
        <Text px={3} pt={2} fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden>
          Recent searches
        </Text>
      ) : null}
      {/* data-query: the text these options answer (tests/bench/search-keystroke.ts times it). */}
      <Box
        as="ul"
        id={id}
        role="listbox"
        aria-label={state.kind === 'recent' ? 'Recent searches' : 'Stocks'}
        data-query={state.kind === 'recent' ? '' : state.query}
      >
        {shown.map((option, index) => (
          // Keyed by position: a keystroke then rewrites the rows' text in place instead of
          // removing and creating elements, the cheaper update on a slow phone.
          <li
            key={index}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={keepFocus}
            onMouseMove={() => index !== active && onHover(index)}
            onClick={() => onChoose(option)}
          >
            <span data-line="">
              <span data-symbol="">{option.symbol}</span>
              <span data-exchange="">{option.exchange}</span>
              <span data-sector="">{option.sector}</span>
            </span>
            <span data-name="">{option.name}</span>
          </li>
        ))}
      </Box>
    </Box>
  );
}
