import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { AddToWatchlist } from '@/features/watchlists';
import { renderScreen } from '../auth/render-screen';

// The stock page's "Add to watchlist" (issue 12, Deliver 10), whose popover loads on the first
// press (issue 19): that first press still opens it with focus inside, Escape closes it and
// gives focus back to the button, and a toggle goes through the outbox.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (path: string, options: { schema: ZodMiniType<unknown> }) => {
      await Promise.resolve();
      const answer = state.answers[path];
      if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
      return { data: options.schema.parse(answer), cache: null, cachedAt: null };
    },
  },
  archiveApi: {},
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

const AT = '2026-01-15T10:00:00.000Z';
const list = (id: string, name: string, symbols: string[]) => ({
  id,
  name,
  position: 0,
  demo: false,
  createdAt: AT,
  updatedAt: AT,
  items: symbols.map((symbol) => ({ exchange: 'NSE', symbol, name: `${symbol} Ltd`, addedAt: AT })),
});

beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ state: 'queued', id: 'x' });
  state.answers = {
    '/investor/watchlists': {
      lists: [
        list('0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f', 'Long-term ideas', ['INFY']),
        list('1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60', 'Banks to watch', ['HDFCBANK']),
      ],
      limits: { lists: 10, items: 100 },
    },
  };
});

const show = () =>
  renderScreen(
    () => <AddToWatchlist exchange="NSE" symbol="INFY" name="Infosys Ltd" />,
    '/stocks/exchange/NSE/symbol/INFY/factor',
  );

describe('add to watchlist on a stock page', () => {
  it('opens on the first press with focus inside, and Escape gives focus back to the button', async () => {
    await show();
    const button = await screen.findByRole('button', { name: '★ In 1 watchlist' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(
      within(panel).getByRole('button', { name: /Long-term ideas/, pressed: true }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: /Banks to watch/, pressed: false }),
    ).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '★ In 1 watchlist' })),
    );

    // Opens again as any popover does, now that its code is here.
    fireEvent.click(screen.getByRole('button', { name: '★ In 1 watchlist' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: /Banks to watch/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });
});
