import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { BasketCreateScreen } from '@/features/baskets/components/basket-create-screen';
import { BasketsHome } from '@/features/baskets/components/baskets-home';
import { StockSelection } from '@/features/baskets/components/stock-selection';
import { renderScreen } from '../auth/render-screen';
import { basket } from './summary-fixtures';

// The stock selection and the basket form with the network edge replaced: the archive answers
// from a table (parsed with the real schemas) and the outbox's submit is recorded.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return {
    gatewayApi: { read },
    archiveApi: {
      read: (path: string, options: { schema: ZodMiniType<unknown> }) =>
        read(`/archive${path}`, options),
      get: async (path: string, options: { schema: ZodMiniType<unknown> }) =>
        (await read(`/archive${path}`, options)).data,
    },
  };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

const stock = (index: number) => ({
  symbol: `S${String(index).padStart(3, '0')}`,
  name: `Stock ${index} Ltd`,
  sector: index % 2 === 0 ? 'Energy' : 'Financial Services',
  rank: index,
  size: index <= 10 ? 'large' : 'mid',
  close: 1_000_00 + index * 100,
  marketCap: (300 - index) * 1e12,
  composite: index % 3 === 0 ? null : 0.5,
  lotSize: 1,
});

beforeEach(() => {
  submit.mockReset();
  state.answers = {
    '/archive/stock-table': {
      data: { date: '2026-01-14', rows: Array.from({ length: 13 }, (_, i) => stock(i + 1)) },
      meta: { demo: true, label: 'Local demo data', updatedatetime: '2026-01-14T18:00:00Z' },
    },
    '/archive/themes': { data: { date: '2026-01-14', themes: [] } },
  };
});

function Picker({ onDone }: { onDone: (symbols: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <StockSelection
      selected={selected}
      onSelectedChange={setSelected}
      onDone={onDone}
      pageSize={10}
    />
  );
}

// Chakra renders slowly under jsdom on a shared machine: a generous time limit (no timing asserts).
vi.setConfig({ testTimeout: 20_000 });

describe('StockSelection', () => {
  it('shows a page of stocks at a time, filters, and builds from the ticked ones', async () => {
    const onDone = vi.fn();
    await renderScreen(() => <Picker onDone={onDone} />, '/');
    const list = await screen.findByRole('list', { name: 'Stocks that match' });
    expect(screen.getByRole('status').textContent).toBe('13 of 13 stocks');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more (3 left)' }));
    expect(within(list).getAllByRole('checkbox')).toHaveLength(13);

    fireEvent.click(screen.getByRole('button', { name: 'Mid cap' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('3 of 13 stocks match 1 filter'),
    );

    const build = screen.getByRole<HTMLButtonElement>('button', { name: 'Pick at least 2 stocks' });
    expect(build.disabled).toBe(true);
    // The stock's name is its checkbox's label: ticking by the name, as a screen reader would.
    fireEvent.click(screen.getByRole('checkbox', { name: /S011/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /S013/ }));
    expect(screen.getByText('2 picked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Build a basket with 2 stocks' }));
    expect(onDone).toHaveBeenCalledWith(['S011', 'S013']);
  });
});

describe('BasketCreateScreen', () => {
  const render = () =>
    renderScreen(
      () => (
        <BasketCreateScreen
          title="Create a basket"
          sub="investor-sub"
          symbols={['S001', 'S002']}
          selectionPath="/investor/eqportfoliofiltter"
        />
      ),
      '/',
    );

  it('shows the weights and the minimum, checks custom weights live, and saves through the outbox', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'kept' });
    await render();
    const stocks = await screen.findByRole('list', { name: 'Stocks in the basket' });
    expect(within(stocks).getAllByText('50%')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'Minimum investment' }).nextElementSibling?.textContent,
    ).toMatch(/^₹/);

    fireEvent.click(screen.getByRole('radio', { name: /My own weights/ }));
    fireEvent.change(screen.getByLabelText('Weight of S001 in percent'), {
      target: { value: '60' },
    });
    await waitFor(() =>
      expect(screen.getByText('The weights add up to 110 %: make them 100 %')).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Weight of S002 in percent'), {
      target: { value: '40' },
    });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Two energy stocks' } });
    await waitFor(() => expect(screen.getByText('The weights add up to 100 %.')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Save the basket' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]?.[0] as {
      method: string;
      path: string;
      replay: string;
      body: unknown;
    };
    expect(request).toMatchObject({ method: 'POST', path: '/investor/baskets', replay: 'silent' });
    const { id, ...rest } = request.body as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual({
      name: 'Two energy stocks',
      weighting: 'custom',
      stocks: [
        { symbol: 'S001', weightBp: 6000 },
        { symbol: 'S002', weightBp: 4000 },
      ],
    });
  });

  it('names what to fix and sends nothing; a refusal keeps what was typed', async () => {
    submit.mockRejectedValue(
      new ApiError('A basket with that name exists', 422, 'invalid', [
        { in: 'body', field: 'name', detail: 'Choose another name' },
      ]),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Save the basket' }));
    expect(await screen.findByText('Give the basket a name')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the basket' }));
    expect(await screen.findByText('Choose another name')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('A basket with that name exists');
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Mine');
    expect(localStorage.getItem('nivesh:basket-draft:investor-sub')).toContain('"name":"Mine"');
  });
});

const theme = (id: string, name: string, fitCategory: string) => ({
  id,
  name,
  description: `${name}, by a rule`,
  rule: `The rule of ${name}`,
  weighting: 'equal',
  stocks: [
    { symbol: 'TCS', name: 'TCS', sector: 'IT', weightBp: 5000, price: 4_100_00 },
    { symbol: 'ITC', name: 'ITC', sector: 'FMCG', weightBp: 5000, price: 450_00 },
  ],
  minimumInvestment: 8_200_00,
  returns: { oneYear: 0.125, threeYearCagr: null, fiveYearCagr: 0.1 },
  volatility: 0.13,
  maxDrawdown: -0.22,
  fitCategory,
});

describe('BasketsHome', () => {
  it('lists the investor’s baskets and the ready-made ones with their fit in words', async () => {
    state.answers['/investor/baskets'] = {
      baskets: [
        basket({ value: 1_05_000_00, invested: 1_00_000_00, gain: 5_000_00, goalName: 'House' }),
      ],
      riskCategory: 'moderate',
      limit: 20,
    };
    state.answers['/archive/themes'] = {
      data: {
        date: '2026-01-14',
        themes: [
          theme('low-volatility', 'Low volatility', 'moderate'),
          theme('momentum-leaders', 'Momentum leaders', 'aggressive'),
        ],
      },
    };
    await renderScreen(
      () => <BasketsHome title="Baskets" selectionPath="/investor/eqportfoliofiltter" />,
      '/',
    );
    const yours = await screen.findByRole('list', { name: 'Your baskets' });
    expect(within(yours).getByText('₹1.1 L')).toBeTruthy();
    expect(within(yours).getByText(/for House/)).toBeTruthy();
    expect(
      within(yours).getByRole('link', { name: 'Open Steady compounders' }).getAttribute('href'),
    ).toBe('/investor/basketssummary?basketId=0f8fad5b-d9cb-469f-a165-70867728950e');

    const ready = await screen.findByRole('list', { name: 'Ready-made baskets' });
    const low = within(ready).getByRole('listitem', { name: 'Low volatility' });
    expect(within(low).getByText('Suits your profile')).toBeTruthy();
    expect(within(low).getByText('+12.50%')).toBeTruthy();
    expect(within(low).getByText('₹8,200')).toBeTruthy();
    const momentum = within(ready).getByRole('listitem', { name: 'Momentum leaders' });
    expect(within(momentum).getByText('Riskier than your profile')).toBeTruthy();
    expect(
      within(momentum)
        .getByRole('link', { name: /Use this basket/ })
        .getAttribute('href'),
    ).toBe('/investor/baskets/basketscreate?themeId=momentum-leaders');
    expect(screen.getByText(/When your adviser publishes a model portfolio/)).toBeTruthy();

    state.answers['/archive/themes/low-volatility/history'] = {
      data: {
        id: 'low-volatility',
        points: [
          { date: '2021-01-15', value: 100 },
          { date: '2026-01-09', value: 184.25 },
        ],
        benchmark: [
          { date: '2021-01-15', value: 100 },
          { date: '2026-01-09', value: 171 },
        ],
      },
    };
    fireEvent.click(within(low).getByRole('button', { name: /Details and history/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Low volatility' });
    expect(
      await within(dialog).findByText(/would be worth ₹184.3 on 9 Jan 2026; in NIFTY 50, ₹171/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Past returns do not promise future ones/)).toBeTruthy();
    expect(within(dialog).getByText(/companies that fell out of the index/)).toBeTruthy();
  });
});
