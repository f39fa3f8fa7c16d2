import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { formatIsoDate } from '@/ui/format-money';
import { TOP, type ModelEffect, type Ranked, type Recomputed } from '../model/recompute';
import { histogramCss, ScoreHistogram, signed } from './score-histogram';

// What the sliders do, drawn from the deferred (recomputed) universe. Each part is memoised on
// the recomputed figures, so the sliders' own render on a move leaves them alone and the
// recompute's render redraws only what changed (issue 16's budget: a frame a move at 4x CPU,
// tests/bench/tanh-page.ts). Plain elements only: the sections they are drawn in (rendered
// once, calibration-screen.tsx) carry their looks (`effectCss`, `listsCss`, `modelsCss`), as a
// Chakra component drawn again on each move costs a throttled phone its frame.

const count = new Intl.NumberFormat('en-IN');

export const effectCss = {
  ...histogramCss,
  '& .effect-figures': { display: 'flex', flexDirection: 'column', gap: '4' },
} as const;

/** Rank changes and both histograms. */
export const EffectFigures = memo(function EffectFigures({
  result,
  changed,
  date,
}: {
  result: Recomputed;
  changed: boolean;
  date: string;
}) {
  return (
    <div className="effect-figures">
      <p data-testid="rank-changes" aria-live="polite">
        {changed
          ? `${count.format(result.changes.changed)} of ${count.format(result.scored)} stocks change rank against the saved calibration; ${count.format(result.changes.entered)} enter the top ${TOP} (and as many leave).`
          : `${count.format(result.scored)} stocks scored on ${formatIsoDate(date)}. Move a slider to compare with the saved calibration.`}
      </p>
      <ScoreHistogram
        title="Raw scores (Σ weight × z)"
        histogram={result.rawHistogram}
        values={result.raw}
        testId="histogram-raw"
      />
      <ScoreHistogram
        title="Composites (tanh of k × raw)"
        histogram={result.squashedHistogram}
        values={result.squashed}
        testId="histogram-squashed"
      />
    </div>
  );
});

// A row of the top or bottom ten: plain elements styled by the list's css, in two memoised
// parts (most rows keep their rank, symbol and name after a one-point move, and only the
// printed composite draws again). Chakra components here cost a throttled phone its frame.
const StockName = memo(function StockName({
  rank,
  symbol,
  name,
}: {
  rank: number;
  symbol: string;
  name: string;
}) {
  return (
    <span className="stock-name">
      <span className="stock-rank">{rank}.</span>
      <Link to="/stocks/exchange/$exchangecd/symbol/$symbol" params={{ exchangecd: 'NSE', symbol }}>
        {symbol}
      </Link>
      <span className="stock-company">{name}</span>
    </span>
  );
});

const StockRow = memo(function StockRow({
  rank,
  symbol,
  name,
  composite,
}: {
  rank: number;
  symbol: string;
  name: string;
  composite: string;
}) {
  return (
    <li>
      <StockName rank={rank} symbol={symbol} name={name} />
      <span className="stock-composite">{composite}</span>
    </li>
  );
});

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
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    paddingBlock: '1',
    borderBottomWidth: '1px',
  },
  '& .stock-name': {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .stock-rank': { color: 'fg.muted', fontVariantNumeric: 'tabular-nums', marginEnd: '2' },
  '& a': { fontWeight: 'semibold', color: 'purple.fg', textDecoration: 'underline' },
  '& .stock-company': { color: 'fg.muted', textStyle: 'xs', marginStart: '2' },
  '& .stock-composite': { fontVariantNumeric: 'tabular-nums', flexShrink: 0 },
} as const;

const StockList = memo(function StockList({
  title,
  stocks,
  testId,
}: {
  title: string;
  stocks: Ranked[];
  testId: string;
}) {
  return (
    <div className="stock-list">
      <p className="stock-list-title">{title}</p>
      <ol data-testid={testId}>
        {stocks.map((stock) => (
          <StockRow
            key={stock.symbol}
            rank={stock.rank}
            symbol={stock.symbol}
            name={stock.name}
            composite={signed(stock.composite)}
          />
        ))}
      </ol>
    </div>
  );
});

/** The top and bottom ten, side by side from a tablet up. */
export const StockLists = memo(function StockLists({
  top,
  bottom,
}: {
  top: Ranked[];
  bottom: Ranked[];
}) {
  return (
    <div className="stock-lists">
      <StockList title="Top 10" stocks={top} testId="top-stocks" />
      <StockList title="Bottom 10" stocks={bottom} testId="bottom-stocks" />
    </div>
  );
});

const orDash = (value: number | null) => (value === null ? '—' : signed(value));

// A plain table styled once (as the lists): its "Now" figures change on every move.
export const modelsCss = {
  '& .models-scroll': { overflowX: 'auto' },
  '& .models-empty': { color: 'fg.muted' },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    textStyle: 'sm',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { paddingBlock: '2', paddingInline: '2', borderBottomWidth: '1px' },
    '& th': { fontWeight: 'medium', textAlign: 'start', color: 'fg.muted' },
    '& th:not(:first-of-type), & td:not(:first-of-type)': { textAlign: 'end' },
    '& .unscored': { color: 'fg.muted', textStyle: 'xs' },
    // Read by screen readers, not shown.
    '& caption': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: 0,
    },
  },
} as const;

/** Each model's weighted mean composite, saved and now. */
export const ModelTable = memo(function ModelTable({ effects }: { effects: ModelEffect[] }) {
  return effects.length === 0 ? (
    <p className="models-empty">No model portfolios yet.</p>
  ) : (
    <div className="models-scroll">
      <table data-testid="model-effects">
        <caption>
          Each model’s weighted mean composite with the saved calibration and with these sliders
        </caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Saved</th>
            <th scope="col">Now</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {effects.map((effect) => (
            <tr key={effect.modelId}>
              <td>
                {effect.name}
                {effect.unscored > 0 ? (
                  <span className="unscored"> ({effect.unscored} not scored)</span>
                ) : null}
              </td>
              <td>{orDash(effect.before)}</td>
              <td>{orDash(effect.after)}</td>
              <td>
                {effect.before === null || effect.after === null
                  ? '—'
                  : signed(effect.after - effect.before)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
