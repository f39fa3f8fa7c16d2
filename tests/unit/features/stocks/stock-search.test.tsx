import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSessionHash } from '@/auth/session';
import { RECENT_KEY_PREFIX, type RecentStock } from '@/features/stocks/model/recent-searches';
import { setOutboxOwner } from '@/outbox/owner';
import { renderScreen } from '../auth/render-screen';
import { UNIVERSE } from './universe-fixture';

type UniverseState = Record<string, unknown>;
const loaded: UniverseState = {
  isPending: false,
  isError: false,
  data: { data: UNIVERSE, cache: null, cachedAt: null },
};
let universe: UniverseState = loaded;
const refetch = vi.fn();
vi.mock('@/features/stocks/api/get-universe', () => ({
  useUniverse: () => ({ refetch, ...universe }),
  universeQueryOptions: () => ({ queryKey: ['universe'], queryFn: () => new Promise(() => {}) }),
}));

const { StockSearch } = await import('@/features/stocks');

const matchMediaBefore = window.matchMedia.bind(window);
function setTablet(matches: boolean) {
  window.matchMedia = (query: string) => ({ ...matchMediaBefore(query), matches, media: query });
}

const recentKey = (owner: string) => `${RECENT_KEY_PREFIX}${owner}`;
const storedRecent = (owner: string) =>
  JSON.parse(localStorage.getItem(recentKey(owner)) ?? '[]') as RecentStock[];

const render = () => renderScreen(() => <StockSearch />, '/investor/dashboard');
const combobox = () => screen.getByRole('combobox', { name: /search stocks/i });
const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const press = (key: string, target: Element = combobox()) => fireEvent.keyDown(target, { key });

beforeEach(() => {
  universe = loaded;
  setTablet(true);
  setOutboxOwner(() => 'user-a');
  storedSessionHash.write('hash-of-user-a');
});

afterEach(() => {
  window.matchMedia = matchMediaBefore;
  setOutboxOwner(() => null);
});

describe('StockSearch: a WAI-ARIA combobox in the app bar', () => {
  it('lists matches as options, highlights the best and moves with the arrow keys', async () => {
    await render();
    const input = combobox();
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(
      document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role'),
    ).toBe('listbox');
    fireEvent.focus(input);
    type('reli');

    expect(input?.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^RELIANCE.*NSE.*Energy.*Reliance Industries Ltd\.$/),
      expect.stringMatching(/^RELINFRA/),
      expect.stringMatching(/^RELIGARE/),
      expect.stringMatching(/^RPOWER/),
    ]);
    const activeId = () => input.getAttribute('aria-activedescendant');
    expect(activeId()).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    press('ArrowDown');
    expect(activeId()).toBe(options[1]?.id);
    press('ArrowUp');
    press('ArrowUp');
    expect(activeId()).toBe(options[3]?.id);
    press('ArrowDown');
    expect(activeId()).toBe(options[0]?.id);
  });

  it('opens the highlighted stock with Enter and remembers it as a recent search', async () => {
    const { router } = await render();
    fireEvent.focus(combobox());
    type('relaince');
    press('ArrowDown');
    press('ArrowUp');
    await act(async () => {
      press('Enter');
      await Promise.resolve();
    });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/stocks/exchange/NSE/symbol/RELIANCE/factor'),
    );
    expect(storedRecent('user-a')).toEqual([
      { exchange: 'NSE', symbol: 'RELIANCE', name: 'Reliance Industries Ltd.', sector: 'Energy' },
    ]);
    expect((combobox() as HTMLInputElement).value).toBe('');
  });

  it('opens a stock on click', async () => {
    const { router } = await render();
    fireEvent.focus(combobox());
    type('hdfc');
    fireEvent.click(screen.getByRole('option', { name: /HDFCLIFE/ }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/stocks/exchange/NSE/symbol/HDFCLIFE/factor'),
    );
  });

  it('closes the list with Escape, then clears the text', async () => {
    await render();
    fireEvent.focus(combobox());
    type('tcs');
    press('Escape');
    expect(combobox()?.getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('tcs');
    press('Escape');
    expect((combobox() as HTMLInputElement).value).toBe('');
    press('ArrowDown');
    expect(combobox()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the signed-in user’s recent searches when the box is empty and focused', async () => {
    const mine: RecentStock[] = [
      { exchange: 'NSE', symbol: 'TCS', name: 'Tata Consultancy Services Ltd.', sector: 'IT' },
      { exchange: 'NSE', symbol: 'INFY', name: 'Infosys Ltd.', sector: 'IT' },
    ];
    localStorage.setItem(recentKey('user-a'), JSON.stringify(mine));
    localStorage.setItem(recentKey('user-b'), JSON.stringify([{ ...mine[0], symbol: 'SECRET' }]));
    await render();
    fireEvent.focus(combobox());

    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeTruthy();
    expect(optionNames().map((name) => name.split('NSE')[0])).toEqual(['TCS', 'INFY']);
    expect(screen.queryByText(/SECRET/)).toBeNull();
    expect(localStorage.getItem(recentKey('user-b'))).toBeNull();
    // No automatic highlight among recents; Down picks the first.
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    press('ArrowDown');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[0]?.id,
    );
  });

  it('drops the user’s recent searches when the frame closes after sign-out', async () => {
    localStorage.setItem(recentKey('user-a'), JSON.stringify([]));
    const { view } = await render();
    fireEvent.focus(combobox());
    storedSessionHash.write(null);
    view.unmount();
    expect(localStorage.getItem(recentKey('user-a'))).toBeNull();
  });

  it('keeps the recent searches when the frame closes while signed in', async () => {
    localStorage.setItem(recentKey('user-a'), JSON.stringify([]));
    const { view } = await render();
    fireEvent.focus(combobox());
    view.unmount();
    expect(localStorage.getItem(recentKey('user-a'))).toBe('[]');
  });
});

describe('StockSearch: states', () => {
  it('says plainly when nothing matches', async () => {
    await render();
    fireEvent.focus(combobox());
    type('xyzzyq');
    expect(screen.getByRole('status').textContent).toMatch('No stock matches “xyzzyq”.');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows loading while the list of stocks loads', async () => {
    universe = { isPending: true, isError: false, data: undefined };
    await render();
    fireEvent.focus(combobox());
    type('reli');
    expect(screen.getByRole('status').textContent).toMatch('Loading the list of stocks');
  });

  it('explains in plain words when the list cannot load and nothing is cached', async () => {
    universe = { isPending: false, isError: true, data: undefined };
    await render();
    fireEvent.focus(combobox());
    type('reli');
    expect(screen.getByRole('status').textContent).toMatch(
      /Stock search is not available: the list of stocks could not be loaded/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('StockSearch: the "/" shortcut and the phone layout', () => {
  it('focuses the search with "/" unless another field is being typed in', async () => {
    await render();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(combobox());
    other.remove();
  });

  it('on a phone, opens a full-width search from a compact button and closes back to it', async () => {
    setTablet(false);
    await render();
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Search stocks' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Search stocks' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(combobox());
    // Tab stays in the panel: back from the box to Close, forward from Close to the box.
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(combobox(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(combobox());
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(combobox());
  });
});
