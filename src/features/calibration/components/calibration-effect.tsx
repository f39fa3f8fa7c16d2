import { memo, useCallback, useRef, useState } from 'react';
import { sameCalibration, type Calibration } from '@/domain/calibration';
import { formatIsoDate } from '@/ui/format-money';
import {
  RAW_RANGE,
  SQUASHED_RANGE,
  TOP,
  type ModelEffect,
  type Recomputed,
} from '../model/recompute';
import { setText, useLivePaint, type Figures, type Live } from './calibration-live';
import { histogramCss, HistogramView, ScoreHistogram, signed } from './score-histogram';

// What the sliders do, written into elements rendered once (calibration-live.ts): on a move no
// component runs; the lists draw again only for a stock that enters or leaves them (issue 16's
// budget: a frame a move at 4x CPU, tests/bench/tanh-page.ts). Plain elements only: the
// sections they are drawn in (rendered once, calibration-screen.tsx) carry their looks
// (`effectCss`, `listsCss`, `modelsCss`).

const count = new Intl.NumberFormat('en-IN');

export const effectCss = {
  ...histogramCss,
  '& .effect-figures > * + *': { marginTop: '4' },
  // Its words change on every move: a box of fixed height (in lines, so it grows with the text
  // size), contained, so they lay out nothing else (tests/bench/tanh-page.ts).
  '& .rank-changes': { position: 'relative', height: '4lh', contain: 'size layout style' },
} as const;

const RAW_TITLE = 'Raw scores (Σ weight × z)';
const SQUASHED_TITLE = 'Composites (tanh of k × raw)';

/** The rank changes against the saved calibration, in words. */
export function rankChangesText(result: Recomputed, changed: boolean, date: string): string {
  return changed
    ? `${count.format(result.changes.changed)} of ${count.format(result.scored)} stocks change rank against the saved calibration; ${count.format(result.changes.entered)} enter the top ${TOP} (and as many leave).`
    : `${count.format(result.scored)} stocks scored on ${formatIsoDate(date)}. Move a slider to compare with the saved calibration.`;
}

/** Rank changes and both histograms. */
export const EffectLive = memo(function EffectLive({ live, date }: { live: Live; date: string }) {
  const changes = useRef<HTMLParagraphElement>(null);
  const [raw] = useState(() => new HistogramView(RAW_TITLE));
  const [squashed] = useState(() => new HistogramView(SQUASHED_TITLE));
  const paint = useCallback(
    ({ result }: Figures, calibration: Calibration) => {
      setText(
        changes.current,
        rankChangesText(result, !sameCalibration(calibration, live.saved), date),
      );
      raw.paint(result.rawHistogram, result.rawSpread);
      squashed.paint(result.squashedHistogram, result.squashedSpread);
    },
    [live, date, raw, squashed],
  );
  useLivePaint(live, paint);
  return (
    <div className="effect-figures">
      <p className="rank-changes" data-testid="rank-changes" aria-live="polite" ref={changes} />
      <ScoreHistogram
        view={raw}
        title={RAW_TITLE}
        lo={RAW_RANGE[0]}
        hi={RAW_RANGE[1]}
        testId="histogram-raw"
      />
      <ScoreHistogram
        view={squashed}
        title={SQUASHED_TITLE}
        lo={SQUASHED_RANGE[0]}
        hi={SQUASHED_RANGE[1]}
        testId="histogram-squashed"
      />
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
    // A fixed, contained box: its number changes on every move and lays out nothing else.
    '& .live-figure': {
      display: 'block',
      position: 'relative',
      marginStart: 'auto',
      width: '4rem',
      height: '1.25rem',
      lineHeight: '1.25rem',
      contain: 'strict',
    },
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

interface ModelRow {
  modelId: string;
  name: string;
  unscored: number;
  before: number | null;
}

const modelRowsOf = (effects: ModelEffect[]): ModelRow[] =>
  effects.map(({ modelId, name, unscored, before }) => ({ modelId, name, unscored, before }));

/** Each model's weighted mean composite, saved and now (the "Now" and "Change" written live). */
export const ModelsLive = memo(function ModelsLive({ live }: { live: Live }) {
  // The rows change with the models or the saved calibration (a new `live`), not with a move.
  const [rows, setRows] = useState(() => modelRowsOf(live.figuresOf(live.current()).effects ?? []));
  const [cells] = useState(
    () => new Map<string, { now: Element | null; change: Element | null }>(),
  );
  const paint = useCallback(
    ({ effects }: Figures) => {
      const next = modelRowsOf(effects ?? []);
      const same =
        next.length === rows.length &&
        next.every((row, i) => {
          const was = rows[i]!;
          return (
            row.modelId === was.modelId &&
            row.name === was.name &&
            row.unscored === was.unscored &&
            row.before === was.before
          );
        });
      if (!same) setRows(next);
      for (const effect of effects ?? []) {
        const cell = cells.get(effect.modelId);
        setText(cell?.now ?? null, orDash(effect.after));
        setText(
          cell?.change ?? null,
          effect.before === null || effect.after === null
            ? '—'
            : signed(effect.after - effect.before),
        );
      }
    },
    [cells, rows],
  );
  useLivePaint(live, paint);
  const cellRef = (modelId: string, part: 'now' | 'change') => (element: Element | null) => {
    const entry = cells.get(modelId) ?? { now: null, change: null };
    entry[part] = element;
    cells.set(modelId, entry);
  };
  return rows.length === 0 ? (
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
          {rows.map((row) => (
            <ModelRowView
              key={row.modelId}
              row={row}
              nowRef={cellRef(row.modelId, 'now')}
              changeRef={cellRef(row.modelId, 'change')}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});

const ModelRowView = memo(
  function ModelRowView({
    row,
    nowRef,
    changeRef,
  }: {
    row: ModelRow;
    nowRef: (element: Element | null) => void;
    changeRef: (element: Element | null) => void;
  }) {
    return (
      <tr>
        <td>
          {row.name}
          {row.unscored > 0 ? <span className="unscored"> ({row.unscored} not scored)</span> : null}
        </td>
        <td>{orDash(row.before)}</td>
        <td>
          <span className="live-figure" ref={nowRef} />
        </td>
        <td>
          <span className="live-figure" ref={changeRef} />
        </td>
      </tr>
    );
  },
  // The cells' refs are new functions on each render of the table, which is rare.
  (a, b) => a.row === b.row,
);
