import { Box, chakra, useRecipe } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useUniverse } from '../api/get-universe';
import { buildSearchIndex, searchStocks } from '../model/search';
import { StockSearchList, type ListState, type SearchOption } from './stock-search-list';
import { useRecentSearches } from './use-recent-searches';

const boxStyle = { position: 'relative', w: 'full' } as const;

interface StockSearchBoxProps {
  inputRef: Ref<HTMLInputElement>;
  /** Inline in the header (tablets and up) or the full-width panel of phones. */
  layout: 'inline' | 'overlay';
  /** The panel of phones closes with Escape on an empty box and after a choice. */
  onDone?: () => void;
}

/**
 * The stock search combobox (WAI-ARIA 1.2, list autocomplete with automatic selection): the
 * input keeps focus, Up and Down move through the options, Enter opens the highlighted stock,
 * Escape closes the list, then clears the text. With the box empty it lists recent searches.
 */
export function StockSearchBox({ inputRef, layout, onDone }: StockSearchBoxProps) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(layout === 'overlay');
  const [engaged, setEngaged] = useState(layout === 'overlay');
  // The highlighted option belongs to the list it was chosen in; a new list highlights its first.
  const [highlight, setHighlight] = useState({ list: '', index: -1 });
  const universe = useUniverse(engaged);
  const { recent, refresh, record } = useRecentSearches();
  const index = useMemo(
    () => (universe.data ? buildSearchIndex(universe.data.data) : null),
    [universe.data],
  );
  // Ranked in the same render as the keystroke: well under a frame even on a throttled phone.
  const query = text.trim();

  const results = useMemo(
    () =>
      index && query ? searchStocks(index, query).map(({ stock }): SearchOption => stock) : [],
    [index, query],
  );
  const state: ListState = !query
    ? { kind: 'recent' }
    : index
      ? { kind: 'results', query }
      : universe.isError
        ? { kind: 'unavailable', query, retry: () => void universe.refetch() }
        : { kind: 'loading', query };
  const options = state.kind === 'recent' ? recent : results;
  const expanded = open && (state.kind !== 'recent' || recent.length > 0);
  const list = `${state.kind}:${query}`;
  // Automatic selection: the best result is highlighted, so Enter opens it.
  const active = highlight.list === list ? highlight.index : query && options.length ? 0 : -1;
  const setActive = (index: number) => setHighlight({ list, index });

  // Only after a move (keys, pointer): scrolling forces a layout, too dear on every keystroke.
  const moved = highlight.list === list ? highlight.index : -1;
  useEffect(() => {
    if (moved >= 0)
      document.getElementById(`${listId}-option-${moved}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [moved, listId]);

  const choose = (option: SearchOption) => {
    record(option);
    setText('');
    setOpen(false);
    onDone?.();
    void navigate({
      to: '/stocks/exchange/$exchangecd/symbol/$symbol/factor',
      params: { exchangecd: option.exchange, symbol: option.symbol },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) setOpen(true);
        if (count === 0) return;
        if (!open && active >= 0) return;
        setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
        return;
      }
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (!option) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else if (text) setText('');
        else onDone?.();
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  const overlay = layout === 'overlay';
  return (
    <Box css={boxStyle}>
      {/* A plain input on Chakra's input recipe: the Input component brings the Field context
          code (about 4.6 KiB gzip) into every signed-in screen's first visit (issue 19). */}
      <chakra.input
        css={inputStyles}
        ref={inputRef}
        role="combobox"
        type="search"
        enterKeyHint="go"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-label="Search stocks by symbol, name or ISIN"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        placeholder="Search stocks"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
          refresh();
        }}
        onBlur={() => {
          if (!overlay) setOpen(false);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <StockSearchList
        id={listId}
        open={expanded}
        layout={layout}
        state={state}
        options={options}
        active={active}
        optionId={optionId}
        onChoose={choose}
        onHover={setActive}
      />
    </Box>
  );
}
