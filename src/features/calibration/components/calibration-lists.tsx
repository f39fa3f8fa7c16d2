import { useRouter } from '@tanstack/react-router';
import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import type { Ranked, Recomputed } from '../model/recompute';
import { setText, useLivePaint, type Figures, type Live } from './calibration-live';
import { signed } from './score-histogram';

// The top and bottom ten (issue 16). Rendered once as real lists of links; on a slider move each
// row's rank, stock and composite are written into it (calibration-live.ts), so a stock entering
// the top ten costs a few text changes and no React render (the router's Link, drawn again for
// it, cost a throttled phone its frame: tests/bench/tanh-page.ts). The links are plain anchors
// to the stock page; the list follows a click and preloads on intent as the router's Link does.

const STOCK_ROUTE = '/stocks/exchange/$exchangecd/symbol/$symbol';
export const stockHref = (symbol: string) =>
  `/stocks/exchange/NSE/symbol/${encodeURIComponent(symbol)}`;

interface RowParts {
  rank: HTMLElement | null;
  link: HTMLAnchorElement | null;
  company: HTMLElement | null;
  composite: HTMLElement | null;
}

/** Writes a stock into a row's elements, each only when it changed. */
export function paintRow(parts: RowParts, stock: Ranked) {
  setText(parts.rank, `${stock.rank}.`);
  const link = parts.link;
  if (link && link.dataset.symbol !== stock.symbol) {
    link.dataset.symbol = stock.symbol;
    link.setAttribute('href', stockHref(stock.symbol));
    setText(link, stock.symbol);
  }
  setText(parts.company, stock.name);
  setText(parts.composite, signed(stock.composite));
}

export const listsCss = {
  '& .stock-lists': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '5',
  },
  '& .stock-list': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .stock-list-title': { fontWeight: 'medium' },
  '& ol': { listStyleType: 'none', margin: 0, padding: 0 },
  '& li': {
    position: 'relative',
    paddingBlock: '1',
    lineHeight: '1.5rem',
    borderBottomWidth: '1px',
  },
  // The row's stock and its composite: contained boxes of one line, so a new stock or number
  // lays out only itself (positioned: Chromium lays out such a box on its own).
  '& .stock-name': {
    display: 'block',
    position: 'relative',
    height: '1.5rem',
    contain: 'size layout style',
    paddingEnd: '4.5rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .stock-rank': { color: 'fg.muted', fontVariantNumeric: 'tabular-nums', marginEnd: '2' },
  '& a': { fontWeight: 'semibold', color: 'purple.fg', textDecoration: 'underline' },
  '& .stock-company': { color: 'fg.muted', textStyle: 'xs', marginStart: '2' },
  '& .stock-composite': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: '1',
    width: '4rem',
    height: '1.5rem',
    contain: 'strict',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
} as const;

type Part = keyof RowParts;
type PartRef = (position: number, part: Part) => (element: HTMLElement | null) => void;

function StockList({
  title,
  length,
  partRef,
  testId,
}: {
  title: string;
  length: number;
  partRef: PartRef;
  testId: string;
}) {
  return (
    <div className="stock-list">
      <p className="stock-list-title">{title}</p>
      <ol data-testid={testId}>
        {Array.from({ length }, (_, position) => (
          <li key={position}>
            <span className="stock-name">
              <span className="stock-rank" ref={partRef(position, 'rank')} />
              <a ref={partRef(position, 'link')} />
              <span className="stock-company" ref={partRef(position, 'company')} />
            </span>
            <span className="stock-composite" ref={partRef(position, 'composite')} />
          </li>
        ))}
      </ol>
    </div>
  );
}

const sizesOf = (result: Recomputed) => `${result.top.length}:${result.bottom.length}`;

/** The top and bottom ten, side by side from a tablet up. */
export const ListsLive = memo(function ListsLive({ live }: { live: Live }) {
  const router = useRouter();
  // The rows' elements, by position; React draws them again only when a list's length changes.
  const [sizes, setSizes] = useState(() => sizesOf(live.figuresOf(live.current()).result));
  const rows = useRef<{ top: RowParts[]; bottom: RowParts[] }>({ top: [], bottom: [] });
  const [top, bottom] = sizes.split(':').map(Number) as [number, number];
  const partRefs = useMemo(() => {
    const of =
      (list: 'top' | 'bottom'): PartRef =>
      (position, part) =>
      (element) => {
        const row = (rows.current[list][position] ??= {
          rank: null,
          link: null,
          company: null,
          composite: null,
        });
        if (part === 'link') row.link = element as HTMLAnchorElement | null;
        else row[part] = element;
      };
    return { top: of('top'), bottom: of('bottom') };
  }, []);
  const paint = useCallback(
    ({ result }: Figures) => {
      if (sizesOf(result) !== sizes) setSizes(sizesOf(result));
      const { top: topRows, bottom: bottomRows } = rows.current;
      result.top.forEach((stock, i) => topRows[i] && paintRow(topRows[i], stock));
      result.bottom.forEach((stock, i) => bottomRows[i] && paintRow(bottomRows[i], stock));
    },
    [sizes],
  );
  useLivePaint(live, paint);

  const target = (event: SyntheticEvent) =>
    (event.target as Element).closest<HTMLAnchorElement>('a[data-symbol]');
  const onClick = (event: MouseEvent) => {
    const link = target(event);
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link?.dataset.symbol || event.defaultPrevented || !plain) return;
    event.preventDefault();
    void router.navigate({
      to: STOCK_ROUTE,
      params: { exchangecd: 'NSE', symbol: link.dataset.symbol },
    });
  };
  const onIntent = (event: SyntheticEvent) => {
    const symbol = target(event)?.dataset.symbol;
    if (symbol) {
      router
        .preloadRoute({ to: STOCK_ROUTE, params: { exchangecd: 'NSE', symbol } })
        .catch(() => undefined);
    }
  };
  return (
    <div className="stock-lists" onClick={onClick} onFocus={onIntent} onPointerOver={onIntent}>
      <StockList title="Top 10" length={top} partRef={partRefs.top} testId="top-stocks" />
      <StockList
        title="Bottom 10"
        length={bottom}
        partRef={partRefs.bottom}
        testId="bottom-stocks"
      />
    </div>
  );
});
