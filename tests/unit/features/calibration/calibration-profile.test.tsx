import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { CALIBRATION_FACTOR_KEYS, DEFAULT_CALIBRATION } from '@/domain/calibration';
import { CalibrationScreen } from '@/features/calibration/components/calibration-screen';
import { renderScreen } from '../auth/render-screen';

// React's work per slider move on the calibration screen over a NIFTY 500-sized universe
// (the browser bench, tests/bench/tanh-page.ts, needs a build; this is the part React owns, in
// jsdom): a move's figures, lists included, are written into the page in the move's own event,
// with no component run (but the save section when "changed" flips). Which components run is read from the committed fiber tree after each commit, which
// does not depend on the machine's load; the Profiler's times are logged beside it.
interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
const rendered = vi.hoisted(() => {
  const names: string[] = [];
  const nameOf = (type: unknown): string | null => {
    if (typeof type === 'function') {
      const named = type as { displayName?: string; name?: string };
      return named.displayName || named.name || 'anonymous';
    }
    if (type && typeof type === 'object') {
      const named = (type as { displayName?: string }).displayName;
      if (named) return named;
      const inner =
        (type as { type?: unknown; render?: unknown }).type ??
        (type as { render?: unknown }).render;
      return inner ? nameOf(inner) : null;
    }
    return null;
  };
  const walk = (next: Fiber | null, depth: number) => {
    for (let fiber = next; fiber; fiber = fiber.sibling) {
      const prev = fiber.alternate;
      const name = nameOf(fiber.type);
      // PerformedWork (1): the component's function ran in this render.
      if (name && (!prev || (fiber.flags & 1) === 1)) names.push(name);
      if (prev && fiber.child === prev.child) continue; // subtree not reached by this render
      walk(fiber.child, depth + 1);
    }
  };
  /** After a commit (from a Profiler's onRender): the components whose function ran in it. */
  const collect = () => {
    const container = document.body.firstElementChild as Record<string, unknown> | null;
    const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
    const hostRoot = key ? (container[key] as { stateNode: { current: Fiber } }) : null;
    if (hostRoot) walk(hostRoot.stateNode.current, 0);
  };
  return { names, collect };
});

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const answer = async (path: string) => {
    await Promise.resolve();
    const body = state.answers[path];
    if (body === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return body;
  };
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => ({
    data: options.schema.parse(await answer(path)),
    cache: null,
    cachedAt: null,
  });
  const get = async (path: string, options: { schema: ZodMiniType<unknown> }) =>
    options.schema.parse(await answer(path));
  return { gatewayApi: { read }, archiveApi: { get, read } };
});
vi.mock('@/outbox', () => ({ outbox: { submit: vi.fn() }, useOutboxItems: () => [] }));
vi.setConfig({ testTimeout: 60_000 });

// 500 stocks with deterministic, varied z-scores.
let seed = 7;
const next = () => {
  seed = (seed * 16807) % 2147483647;
  return ((seed / 2147483647) * 6 - 3) | 0 || 0.5;
};
const scores = Array.from({ length: 500 }, (_, i) => ({
  symbol: `S${String(i).padStart(3, '0')}`,
  name: `Company ${i}`,
  composite: null,
  sectorComposite: null,
  sectorRank: null,
  sectorSize: null,
  ...Object.fromEntries(CALIBRATION_FACTOR_KEYS.map((key) => [key, next() + (i % 7) / 10])),
}));

state.answers = {
  '/calibration': {
    calibration: DEFAULT_CALIBRATION,
    source: 'default',
    adviserName: null,
    savedAt: null,
  },
  '/advisor/calibration/history': { saved: [] },
  '/factors': { data: { date: '2026-11-23', scores } },
};

const models = Array.from({ length: 5 }, (_, m) => ({
  modelId: `m-${m}`,
  name: `Model ${m}`,
  stocks: Array.from({ length: 8 }, (_, i) => ({
    symbol: scores[m * 40 + i]!.symbol,
    weightBp: 1250,
  })),
}));

// "Unsaved changes" flipping draws the save parts; nothing else runs on a move (a stock entering
// the top or bottom ten is written into its row as well).
const MAY_RENDER = new Set(['InUse', 'SaveLive', 'SaveSection']);

describe('calibration screen, React work per move', () => {
  it('a move writes the figures in its own event, with no React render', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const commits: { phase: string; ms: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, actual) => {
      commits.push({ phase, ms: actual });
      rendered.collect();
    };
    await renderScreen(
      () => (
        <Profiler id="screen" onRender={onRender}>
          <CalibrationScreen title="Score calibration" models={models} />
        </Profiler>
      ),
      '/',
    );
    const value = await screen.findByRole('slider', { name: /^Value/ });
    const momentum = screen.getByRole('slider', { name: /^Momentum/ });
    const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';
    const summary = () =>
      screen.getByTestId('histogram-squashed').querySelector('canvas')!.getAttribute('aria-label');
    // Warm up.
    for (let v = 21; v < 26; v += 1) {
      await act(async () => {
        fireEvent.change(value, { target: { value: String(v) } });
        await Promise.resolve();
      });
    }
    const perMove: number[] = [];
    const renders: number[] = [];
    const seen = new Set<string>();
    const summaries = new Set<string | null>();
    for (let v = 26; v < 56; v += 1) {
      commits.length = 0;
      rendered.names.length = 0;
      // No act(): the figures are in the page when the event returns.
      fireEvent.change(value, { target: { value: String(v) } });
      expect(value.getAttribute('aria-valuetext')).toBe(`${v} %`);
      expect(momentum.getAttribute('aria-valuetext')).not.toBe('20 %');
      expect(text('rank-changes')).toMatch(/^\d+ of 500 stocks change rank/);
      summaries.add(summary());
      // Each row's link follows the stock written into it.
      for (const link of screen.getByTestId('top-stocks').querySelectorAll('a')) {
        expect(link.getAttribute('href')).toBe(`/stocks/exchange/NSE/symbol/${link.textContent}`);
      }
      expect(
        screen.getByTestId('top-stocks').querySelector('.stock-composite')!.textContent,
      ).toMatch(/^[+−]?\d\.\d\d$/);
      await act(async () => {
        await Promise.resolve();
      });
      perMove.push(commits.reduce((sum, c) => sum + c.ms, 0));
      renders.push(rendered.names.length);
      for (const name of rendered.names) seen.add(name);
    }
    // At most the save parts: no figures, list, slider, Chakra component or section.
    expect([...seen].sort()).toEqual([...seen].filter((name) => MAY_RENDER.has(name)).sort());
    // Most moves draw nothing at all.
    expect(renders.filter((n) => n === 0).length).toBeGreaterThan(renders.length / 2);
    // The histograms' text alternative follows the sliders.
    expect(summaries.size).toBeGreaterThan(1);
    perMove.sort((a, b) => a - b);
    const median = perMove[perMove.length >> 1]!;
    console.log(
      `React per move (jsdom, dev build, 1x): median ${median.toFixed(2)} ms; ` +
        `components rendered per move ${renders.join(',')}`,
    );
  });
});
