import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { CALIBRATION_FACTOR_KEYS, DEFAULT_CALIBRATION } from '@/domain/calibration';
import { CalibrationScreen } from '@/features/calibration/components/calibration-screen';
import { renderScreen } from '../auth/render-screen';

// The score calibration screen (/advisor/tanh) with the network edge replaced: the gateway and
// the archive answer from a table (parsed with the real schemas), the outbox's submit is
// recorded.

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
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

// Twelve stocks whose five z-scores are all the same number, from +2.2 (STOCK01) down by 0.2:
// under any weights STOCK01 leads and STOCK12 trails. STOCK13 has two factors only: unscored.
const scores = [
  ...Array.from({ length: 12 }, (_, i) => {
    const z = Math.round((2.2 - 0.2 * i) * 10) / 10;
    return {
      symbol: `STOCK${String(i + 1).padStart(2, '0')}`,
      name: `Company ${i + 1}`,
      composite: null,
      sectorComposite: null,
      sectorRank: null,
      sectorSize: null,
      ...Object.fromEntries(CALIBRATION_FACTOR_KEYS.map((key) => [key, z])),
    };
  }),
  {
    symbol: 'STOCK13',
    name: 'Company 13',
    composite: null,
    sectorComposite: null,
    sectorRank: null,
    sectorSize: null,
    value: 1,
    momentum: 1,
    quality: null,
    lowVolatility: null,
    size: null,
  },
];

beforeEach(() => {
  submit.mockReset();
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
});

const render = () =>
  renderScreen(
    () => (
      <CalibrationScreen
        title="Score calibration"
        models={[
          {
            modelId: 'm-1',
            name: 'Top two',
            stocks: [
              { symbol: 'STOCK01', weightBp: 5000 },
              { symbol: 'STOCK02', weightBp: 5000 },
            ],
          },
        ]}
      />
    ),
    '/',
  );

describe('CalibrationScreen', () => {
  it('shows the sliders by name, both histograms in words and the top and bottom ten', async () => {
    await render();
    const value = await screen.findByRole('slider', { name: /^Value/ });
    expect(value.getAttribute('aria-valuetext')).toBe('20 %');
    for (const name of [/^Momentum/, /^Quality/, /^Low volatility/, /^Size/, /^Scale k/]) {
      expect(screen.getByRole('slider', { name })).toBeTruthy();
    }
    expect(screen.getByRole('slider', { name: /^Scale k/ }).getAttribute('aria-valuetext')).toBe(
      'k = 1',
    );

    // 12 scored (STOCK13 knows two factors only); raw scores from −0.00 to +2.20.
    const raw = screen.getByTestId('histogram-raw');
    expect(
      within(raw).getByText(/^12 stocks from .*0\.00 to \+2\.20, median \+1\.10/),
    ).toBeTruthy();
    expect(within(raw).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Raw scores \(Σ weight × z\): 12 stocks/,
    );
    const squashed = screen.getByTestId('histogram-squashed');
    // tanh(2.2) = 0.9757: +0.98 at the top.
    expect(within(squashed).getByText(/^12 stocks from .* to \+0\.98/)).toBeTruthy();
    expect(screen.getByTestId('rank-changes').textContent).toContain(
      '12 stocks scored on 23 Nov 2026',
    );

    const top = within(screen.getByTestId('top-stocks')).getAllByRole('listitem');
    expect(top).toHaveLength(10);
    expect(top[0]!.textContent).toMatch(/^1\.STOCK01Company 1\+0\.98$/);
    expect(top[9]!.textContent).toMatch(/^10\.STOCK10/);
    const bottom = within(screen.getByTestId('bottom-stocks')).getAllByRole('listitem');
    expect(bottom[0]!.textContent).toMatch(/^12\.STOCK12/);
    expect(screen.getByRole('link', { name: 'STOCK01' }).getAttribute('href')).toBe(
      '/stocks/exchange/NSE/symbol/STOCK01',
    );
    expect(within(screen.getByTestId('model-effects')).getByText('Top two')).toBeTruthy();
    expect(await screen.findByText(/None saved yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save calibration' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('moves one weight, rescales the others and saves PUT /advisor/calibration', async () => {
    submit.mockResolvedValue({ state: 'sent', id: 'w-1' });
    await render();
    const value = await screen.findByRole('slider', { name: /^Value/ });
    fireEvent.change(value, { target: { value: '40' } });
    expect(value.getAttribute('aria-valuetext')).toBe('40 %');
    expect(screen.getByRole('slider', { name: /^Momentum/ }).getAttribute('aria-valuetext')).toBe(
      '15 %',
    );
    expect(screen.getByTestId('calibration-in-use').textContent).toContain(
      'You have unsaved changes.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('rank-changes').textContent).toMatch(
        /^0 of 12 stocks change rank against the saved calibration/,
      ),
    );
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: ' Value first ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save calibration' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]![0] as {
      method: string;
      path: string;
      body: { weights: Record<string, number>; k: number; note?: string };
    };
    expect([request.method, request.path]).toEqual(['PUT', '/advisor/calibration']);
    expect(request.body.weights.value).toBeCloseTo(0.4, 9);
    expect(request.body.weights.momentum).toBeCloseTo(0.15, 9);
    const total = Object.values(request.body.weights).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(request.body).toMatchObject({ k: 1, note: 'Value first' });
    expect(await screen.findByText(/^Saved\. Stock pages/)).toBeTruthy();
  });
});
