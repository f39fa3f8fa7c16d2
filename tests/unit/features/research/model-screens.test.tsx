import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ModelEditor, type StockInfo } from '@/features/research/components/model-editor';
import { ModelsHome } from '@/features/research/components/models-home';
import type { ModelDetail } from '@/features/research/model/contract';
import { renderScreen } from '../auth/render-screen';

// The model editor and the models screen with the network edge replaced: the gateway answers
// from a table (parsed with the real schemas) and the outbox's submit is recorded.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const info = new Map<string, StockInfo>([
  ['TCS', { name: 'Tata Consultancy', sector: 'IT', capBand: 'large' }],
  ['ITC', { name: 'ITC Ltd', sector: 'FMCG', capBand: 'small' }],
]);

const model: ModelDetail = {
  modelId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
  name: 'Steady compounders',
  goalType: 'retirement',
  version: 2,
  stocks: [
    {
      symbol: 'TCS',
      name: 'Tata Consultancy',
      sector: 'IT',
      capBand: 'large',
      weightBp: 6000,
      price: 4000_00,
    },
    {
      symbol: 'ITC',
      name: 'ITC Ltd',
      sector: 'FMCG',
      capBand: 'small',
      weightBp: 4000,
      price: 400_00,
    },
  ],
  categories: ['moderate'],
  driftBandBp: 500,
  reviewDate: '2020-01-01',
  volatility: 0.182,
  clients: 1,
  outsideBand: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  archived: false,
  demo: true,
  versions: [
    {
      version: 2,
      stocks: [
        {
          symbol: 'TCS',
          name: 'Tata Consultancy',
          sector: 'IT',
          capBand: 'large',
          weightBp: 6000,
          price: 4000_00,
        },
        {
          symbol: 'ITC',
          name: 'ITC Ltd',
          sector: 'FMCG',
          capBand: 'small',
          weightBp: 4000,
          price: 400_00,
        },
      ],
      categories: ['moderate'],
      driftBandBp: 500,
      reviewDate: '2020-01-01',
      note: 'More in TCS',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      version: 1,
      stocks: [
        {
          symbol: 'TCS',
          name: 'Tata Consultancy',
          sector: 'IT',
          capBand: 'large',
          weightBp: 5000,
          price: 4000_00,
        },
        {
          symbol: 'ITC',
          name: 'ITC Ltd',
          sector: 'FMCG',
          capBand: 'small',
          weightBp: 5000,
          price: 400_00,
        },
      ],
      categories: ['moderate'],
      driftBandBp: 500,
      reviewDate: '2020-01-01',
      note: '',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  clientList: [
    {
      investorId: 'sub-1',
      name: 'Asha Rao',
      category: 'moderate',
      goalId: null,
      version: 2,
      assignedAt: '2026-11-01T10:00:00.000Z',
      driftPoints: 7.5,
      outsideBand: true,
      latest: {
        suggestionId: 's-1',
        kind: 'rebalance',
        status: 'pending',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    },
  ],
};

beforeEach(() => {
  submit.mockReset();
  sessionStorage.clear();
  state.answers = {};
});

describe('ModelEditor', () => {
  it('checks the form, then sends a new model through the outbox', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'x' });
    await renderScreen(
      () => (
        <ModelEditor
          picked={['TCS', 'ITC']}
          stockInfo={info}
          onPickStocks={vi.fn()}
          onOpenModel={vi.fn()}
        />
      ),
      '/',
    );
    expect(await screen.findByText('The weights add up to 100 %', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the model' }));
    expect(await screen.findByText('Name the model')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Two stocks' } });
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'house' } });
    fireEvent.click(screen.getByLabelText('Aggressive'));
    expect(screen.getByText(/Aggressive allows at most 30 % in one stock/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Conservative'));
    expect(screen.getByText(/Conservative allows at most 5 % in one stock/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the model' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]![0] as {
      method: string;
      path: string;
      body: Record<string, unknown>;
    };
    expect([request.method, request.path]).toEqual(['POST', '/advisor/models']);
    expect(request.body).toMatchObject({
      name: 'Two stocks',
      goalType: 'house',
      stocks: [
        { symbol: 'TCS', weightBp: 5000 },
        { symbol: 'ITC', weightBp: 5000 },
      ],
      categories: ['conservative', 'aggressive'],
      driftBandBp: 500,
    });
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
  });

  it('keeps what was typed and shows the server’s problem at its field', async () => {
    submit.mockRejectedValue(
      new ApiError('You have a model called Two stocks already', 409, 'name_taken', [
        { in: 'body', field: 'name', detail: 'You have a model called Two stocks already' },
      ]),
    );
    await renderScreen(
      () => (
        <ModelEditor
          picked={['TCS', 'ITC']}
          stockInfo={info}
          onPickStocks={vi.fn()}
          onOpenModel={vi.fn()}
        />
      ),
      '/',
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Two stocks' } });
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'house' } });
    fireEvent.click(screen.getByLabelText('Moderate'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the model' }));
    expect(
      await screen.findAllByText('You have a model called Two stocks already', { exact: false }),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Two stocks');
  });
});

describe('ModelsHome', () => {
  it('leads to the first model when there is none', async () => {
    state.answers['/advisor/models'] = { models: [] };
    const onCreate = vi.fn();
    await renderScreen(
      () => (
        <ModelsHome
          title="Model portfolios"
          onSelect={vi.fn()}
          onCreate={onCreate}
          onEdit={vi.fn()}
        />
      ),
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create your first model' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('lists the models and opens one with its clients and versions', async () => {
    const { versions: _v, clientList: _c, ...summary } = model;
    state.answers['/advisor/models'] = { models: [summary] };
    state.answers[`/advisor/models/${model.modelId}`] = model;
    const onSelect = vi.fn();
    await renderScreen(
      () => (
        <ModelsHome
          title="Model portfolios"
          onSelect={onSelect}
          onCreate={vi.fn()}
          onEdit={vi.fn()}
        />
      ),
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Steady compounders' }));
    expect(onSelect).toHaveBeenCalledWith(model.modelId);
    expect(screen.getAllByText(/review overdue/).length).toBeGreaterThan(0);
    cleanup();

    await renderScreen(
      () => (
        <ModelsHome
          title="Model portfolios"
          selected={model.modelId}
          onSelect={vi.fn()}
          onCreate={vi.fn()}
          onEdit={vi.fn()}
        />
      ),
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Steady compounders' })).toBeTruthy();
    const clients = screen.getByRole('region', { name: 'Clients' });
    expect(within(clients).getByText('Asha Rao')).toBeTruthy();
    expect(within(clients).getByText(/outside ±5 pp/)).toBeTruthy();
    expect(within(clients).getByText('Waiting for an answer')).toBeTruthy();
    expect(screen.getByText('TCS 50 % → 60 %, ITC 50 % → 40 %', { exact: false })).toBeTruthy();
  });
});
