import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { StrategiesScreen } from '@/features/strategies/components/strategies-screen';
import { defaultParams, STRATEGY_LIBRARY } from '@/features/strategies/model/library';
import { renderScreen } from '../features/auth/render-screen';

// The strategies library (issue 14, Deliver 3) with the network edge replaced: the library's
// strategies, the user's saved ones (one saved offline, waiting in the outbox) and saved scans
// as strategies, each opening its past performance; deleting goes through the outbox.

const state = vi.hoisted((): { answers: Record<string, unknown>; kept: unknown[] } => ({
  answers: {},
  kept: [],
}));
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (path: string, options: { schema: ZodMiniType<unknown> }) => {
      await Promise.resolve();
      const answer = state.answers[path];
      if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
      return { data: options.schema.parse(answer), cache: null, cachedAt: null };
    },
  },
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit, items: () => [] },
  useOutboxItems: () => state.kept,
}));

vi.setConfig({ testTimeout: 20_000 });

const AT = '2026-01-15T10:00:00.000Z';
const SAVED = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const OFFLINE = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
const SCAN = '2d9a0e5a-4b3c-4e77-9f2a-5c3d4e5f6a71';

beforeEach(() => {
  submit.mockReset();
  state.kept = [
    {
      kind: 'strategy-create',
      path: '/strategies',
      state: 'pending',
      createdAt: Date.parse(AT),
      body: { id: OFFLINE, name: 'Saved on the train', params: defaultParams('value') },
    },
  ];
  state.answers = {
    '/strategies': {
      strategies: [
        {
          id: SAVED,
          name: 'Quality, quarterly',
          params: defaultParams('quality'),
          createdAt: AT,
          updatedAt: AT,
        },
      ],
    },
    '/scans': {
      scans: [
        {
          id: SCAN,
          name: 'Oversold quality',
          expression: 'rsi(14) < 30 AND roe > 15',
          createdAt: AT,
          updatedAt: AT,
          lastRun: null,
          newSymbols: [],
        },
      ],
    },
  };
});

describe('StrategiesScreen', () => {
  it('lists the library, the saved strategies and the scans, each opening its performance', async () => {
    await renderScreen(() => <StrategiesScreen title="Strategies" role="I" />, '/');
    const library = screen.getByRole('region', { name: 'Strategy library' });
    expect(within(library).getAllByRole('heading', { level: 3 })).toHaveLength(
      STRATEGY_LIBRARY.length,
    );
    const open = within(library).getAllByRole('link', { name: 'See past performance' });
    expect(open[0]?.getAttribute('href')).toBe('/investor/strategies/momentum');

    const saved = screen.getByRole('region', { name: 'Your strategies' });
    expect(await within(saved).findByText('Quality, quarterly')).toBeTruthy();
    const waiting = within(saved).getByText('Saved on the train').closest('li')!;
    expect(within(waiting).getByText('Not sent yet')).toBeTruthy();
    expect(within(saved).getByRole('status').textContent).toMatch(/1 change saved on this device/);

    const scans = screen.getByRole('region', { name: 'Your scans as strategies' });
    const scan = (await within(scans).findByText('Oversold quality')).closest('li')!;
    expect(within(scan).getByText('rsi(14) < 30 AND roe > 15')).toBeTruthy();
    expect(within(scan).getByRole('link').getAttribute('href')).toBe(
      `/investor/strategies/scan-${SCAN}`,
    );
    expect(screen.getByTestId('strategy-caveat')).toBeTruthy();
  });

  it('deletes a saved strategy through the outbox', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'kept' });
    await renderScreen(() => <StrategiesScreen title="Strategies" role="A" />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Quality, quarterly' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      method: 'DELETE',
      path: `/strategies/${SAVED}`,
      replay: 'silent',
    });
    expect(screen.getByText('Quality, quarterly deleted')).toBeTruthy();
  });

  it('says plainly when there is nothing saved yet, and when the list cannot load', async () => {
    state.kept = [];
    state.answers['/strategies'] = { strategies: [] };
    delete state.answers['/scans'];
    await renderScreen(() => <StrategiesScreen title="Strategies" role="A" />, '/');
    expect(await screen.findByText(/None yet. Open a strategy/)).toBeTruthy();
    const scans = screen.getByRole('region', { name: 'Your scans as strategies' });
    expect(await within(scans).findByText('Could not load this')).toBeTruthy();
    expect(within(scans).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
