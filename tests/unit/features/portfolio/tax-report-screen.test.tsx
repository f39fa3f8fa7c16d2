import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { CapitalGains } from '@/features/portfolio/model/contract';
import { renderScreen } from '../auth/render-screen';

// The Tax P&L tab (issue 11): the year select preselecting the answer's (current) year, FIFO
// lines with term, regime and the grandfathering flags, totals split by regime with the tax
// "before surcharge and 4 % cess", dividends and TDS, notes, an empty year, CSV and print.

type Query = Record<string, string>;
const answers = vi.hoisted(() => new Map<string, unknown>());
const read = vi.hoisted(() =>
  vi.fn((path: string, options: { query?: Query; schema: { parse: (v: unknown) => unknown } }) => {
    const answer = answers.get(options.query?.fy ?? 'current');
    if (answer instanceof Error) return Promise.reject(answer);
    if (!answer) return Promise.reject(new Error(`no answer for ${path}`));
    return Promise.resolve({ data: options.schema.parse(answer), cache: 'miss', cachedAt: null });
  }),
);
vi.mock('@/api/clients', () => ({ gatewayApi: { read } }));

const { TaxReport } = await import('@/features/portfolio/components/tax-report-screen');

const regime = (pre: number, from: number) => ({
  'pre-2024-07-23': pre,
  'from-2024-07-23': from,
  total: pre + from,
});
const line = (
  overrides: Partial<CapitalGains['lines'][number]>,
): CapitalGains['lines'][number] => ({
  symbol: 'INFY',
  name: 'Infosys Ltd.',
  isin: 'INE009A01021',
  quantity: 10,
  acquired: '2017-06-01',
  sold: '2024-06-10',
  term: 'long',
  cost: 1_100_000,
  proceeds: 1_500_000,
  expenses: 2_050,
  gain: 397_950,
  regime: 'pre-2024-07-23',
  grandfathered: true,
  needsFmv: false,
  origin: 'BUY',
  ...overrides,
});
const year2425: CapitalGains = {
  fy: '2024-25',
  financialYears: ['2024-25', '2023-24'],
  lines: [
    line({}),
    line({
      symbol: 'TCS',
      name: 'TCS Ltd.',
      grandfathered: false,
      needsFmv: true,
      sold: '2024-08-01',
      regime: 'from-2024-07-23',
    }),
    line({
      symbol: 'SBIN',
      name: 'SBI',
      term: 'short',
      acquired: '2024-05-02',
      sold: '2024-09-16',
      gain: -101_999,
      grandfathered: false,
      regime: 'from-2024-07-23',
    }),
  ],
  totals: {
    stcg: regime(0, 0),
    ltcg: regime(397_950, 397_950),
    stLoss: 101_999,
    ltLoss: 0,
    exemptionLimit: 12_500_000,
    exemptionUsed: 693_901,
    taxableStcg: regime(0, 0),
    taxableLtcg: regime(0, 0),
    tax: regime(0, 0),
    lossesCarriedForward: { shortTerm: 0, longTerm: 0 },
  },
  dividends: { gross: 250_000, tds: 25_000 },
  notes: ['STCG 20 % and LTCG 12.5 % on sales from 23 July 2024.'],
};
const current: CapitalGains = {
  ...year2425,
  fy: '2026-27',
  lines: [],
  dividends: { gross: 0, tds: 0 },
  notes: [],
};

const show = (investorName: string | null = 'Asha Rao') =>
  renderScreen(() => <TaxReport investorName={investorName} />, '/investor/tradehistory');

beforeEach(() => {
  read.mockClear();
  answers.clear();
  answers.set('current', current);
  answers.set('2024-25', year2425);
});
afterEach(() => vi.restoreAllMocks());

describe('tax report', () => {
  it('preselects the current year, says when it has no sales, and offers the years with sales', async () => {
    await show();
    const select = await screen.findByLabelText<HTMLSelectElement>('Financial year');
    expect(select.value).toBe('2026-27');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'FY 2026-27',
      'FY 2024-25',
      'FY 2023-24',
    ]);
    expect(read.mock.calls[0]?.[1]).not.toHaveProperty('query');
    expect(screen.getByRole('heading', { name: 'No sales in FY 2026-27' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each FIFO line with its flags, the totals by regime, dividends and notes', async () => {
    await show();
    fireEvent.change(await screen.findByLabelText('Financial year'), {
      target: { value: '2024-25' },
    });
    const lines = await screen.findByRole('table', { name: /^Realised gains, FY 2024-25/ });
    expect(read).toHaveBeenLastCalledWith(
      '/investor/tax/capital-gains',
      expect.objectContaining({ query: { fy: '2024-25' } }),
    );
    const infy = within(lines).getByRole('rowheader', { name: /INFY/ }).closest('tr');
    expect(infy?.textContent).toContain('1 Jun 2017');
    expect(infy?.textContent).toContain('LongBefore 23 Jul 2024');
    expect(infy?.textContent).toContain('₹11,000.00');
    expect(infy?.textContent).toContain('+₹3,979.50');
    expect(infy?.textContent).toContain('Grandfathered');
    const tcs = within(lines).getByRole('rowheader', { name: /TCS/ }).closest('tr');
    expect(tcs?.textContent).toContain('31 Jan 2018 price needed');
    expect(
      within(lines).getByRole('rowheader', { name: /SBIN/ }).closest('tr')?.textContent,
    ).toContain('-₹1,019.99');
    expect(
      screen.getByText(
        'Bought before 1 Feb 2018: cost uses the 31 Jan 2018 price where it is higher.',
      ),
    ).toBeTruthy();

    const totals = screen.getByRole('table', { name: 'Totals, FY 2024-25' });
    const columns = within(totals)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['Item', 'Sold before 23 Jul 2024', 'Sold from 23 Jul 2024', 'Total']);
    const ltcg = within(totals)
      .getByRole('rowheader', { name: 'Long-term gains (LTCG)' })
      .closest('tr');
    expect(ltcg?.textContent).toBe('Long-term gains (LTCG)₹3,979.50₹3,979.50₹7,959.00');
    expect(
      within(totals).getByRole('rowheader', { name: 'Tax, before surcharge and 4 % cess' }),
    ).toBeTruthy();
    expect(screen.getByText(/exemption used: ₹6,939.01 of ₹1,25,000.00/)).toBeTruthy();
    const losses = screen.getByRole('table', { name: 'Losses' });
    expect(
      within(losses).getByRole('rowheader', { name: 'Short-term' }).closest('tr')?.textContent,
    ).toBe('Short-term₹1,019.99₹1,019.99₹0.00');
    expect(screen.getByText('TDS deducted').nextElementSibling?.textContent).toBe('₹250.00');
    expect(screen.getByText('Credited to cash').nextElementSibling?.textContent).toBe('₹2,250.00');
    expect(screen.getByText('STCG 20 % and LTCG 12.5 % on sales from 23 July 2024.')).toBeTruthy();
  });

  it('downloads the year as CSV', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('capital-gains-FY2024-25.csv');
    });
    await show();
    fireEvent.change(await screen.findByLabelText('Financial year'), {
      target: { value: '2024-25' },
    });
    await screen.findByRole('table', { name: /^Realised gains/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]?.text();
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(text).toContain('Symbol,Name,ISIN,Quantity');
    expect(text).toContain(
      'TCS,TCS Ltd.,INE009A01021,10,2017-06-01,2024-08-01,Long term,From 23 Jul 2024',
    );
  });

  it('prints with a heading naming the investor, the year and when it was generated', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await show();
    const heading = await screen.findByTestId('tax-print-heading');
    expect(heading.textContent).toContain('Capital gains statement, FY 2026-27');
    expect(heading.textContent).toContain('Asha Rao');
    expect(heading.textContent).toContain('1 Apr 2026 to 31 Mar 2027');
    expect(heading.textContent).toMatch(/Generated on \d{1,2} \w{3} \d{4}, .* IST/);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('invites an investor without a paper account to link the broker', async () => {
    answers.set('current', new ApiError('Link the paper broker first', 409, 'no_paper_account'));
    await show();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No portfolio yet' })).toBeTruthy(),
    );
  });
});
