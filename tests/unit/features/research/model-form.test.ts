import { describe, expect, it } from 'vitest';
import type { ModelSummary } from '@/features/research/model/contract';
import {
  bandTextToBp,
  defaultReviewDate,
  emptyModelForm,
  equalWeightsBp,
  formFieldOf,
  formFromModel,
  modelRequestOf,
  percentTextToBp,
  problemsFromServer,
  removeSymbol,
  suitabilityHints,
  toggleCategory,
  versionChanges,
  versionChangesText,
  weightSumBp,
  weightSumText,
  withEqualWeights,
  withSymbols,
  type ModelForm,
} from '@/features/research/model/model-form';

const TODAY = '2026-11-24';
const MODEL_ID = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';

const filled = (over: Partial<ModelForm> = {}): ModelForm => ({
  ...emptyModelForm(TODAY),
  name: 'Steady compounders',
  goalType: 'retirement',
  symbols: ['TCS', 'INFY', 'ITC'],
  percents: { TCS: '50', INFY: '30', ITC: '20' },
  categories: ['moderate'],
  note: 'First cut',
  ...over,
});

describe('weights', () => {
  it.each([
    ['12.5', 1250],
    ['12.5 %', 1250],
    ['33.34', 3334],
    ['100', 10_000],
    ['0', 0],
    ['', undefined],
    ['abc', undefined],
    ['1.234', undefined],
  ])('reads %j as %s bp', (text, bp) => {
    expect(percentTextToBp(text)).toBe(bp);
  });

  it.each([
    [1, [10_000]],
    [3, [3334, 3333, 3333]],
    [7, [1429, 1429, 1429, 1429, 1428, 1428, 1428]],
  ])('splits equally among %i stocks, adding to 100 %%', (count, weights) => {
    expect(equalWeightsBp(count)).toEqual(weights);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('equal-weights the form', () => {
    const form = withEqualWeights(filled());
    expect(form.percents).toEqual({ TCS: '33.34', INFY: '33.33', ITC: '33.33' });
    expect(weightSumBp(form)).toBe(10_000);
  });

  it('keeps typed weights when stocks change, equal weights when none was typed', () => {
    const form = withSymbols(filled(), ['TCS', 'SBIN', 'TCS']);
    expect(form.symbols).toEqual(['TCS', 'SBIN']);
    expect(form.percents).toEqual({ TCS: '50', SBIN: '' });
    const fresh = withSymbols(emptyModelForm(TODAY), ['A', 'B']);
    expect(fresh.percents).toEqual({ A: '50', B: '50' });
    expect(removeSymbol(filled(), 'INFY').percents).toEqual({ TCS: '50', ITC: '20' });
  });

  it('says what the weights add up to', () => {
    expect(weightSumText(filled())).toBe('The weights add up to 100 %');
    expect(weightSumText(filled({ percents: { TCS: '50', INFY: '30', ITC: '10' } }))).toBe(
      'The weights add up to 90 %: 10 % still to place',
    );
    expect(weightSumText(filled({ percents: { TCS: '50', INFY: '30', ITC: '' } }))).toBe(
      'Enter a weight for every stock',
    );
  });
});

describe('modelRequestOf', () => {
  it('makes the POST body of a new model', () => {
    const result = modelRequestOf(filled(), { modelId: MODEL_ID, today: TODAY });
    expect(result).toEqual({
      ok: true,
      body: {
        modelId: MODEL_ID,
        name: 'Steady compounders',
        goalType: 'retirement',
        stocks: [
          { symbol: 'TCS', weightBp: 5000 },
          { symbol: 'INFY', weightBp: 3000 },
          { symbol: 'ITC', weightBp: 2000 },
        ],
        categories: ['moderate'],
        driftBandBp: 500,
        reviewDate: '2027-02-24',
        note: 'First cut',
      },
    });
  });

  it('names each field to fix', () => {
    const result = modelRequestOf(
      filled({
        name: ' ',
        goalType: '',
        percents: { TCS: '50', INFY: 'x', ITC: '20' },
        categories: [],
        band: '40',
        reviewDate: '2026-11-01',
      }),
      { modelId: MODEL_ID, today: TODAY },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.problems).sort()).toEqual(
      ['band', 'categories', 'goalType', 'name', 'reviewDate', 'weight.INFY'].sort(),
    );
    expect(result.problems['weight.INFY']).toBe('Enter a percent, such as 12.5');
  });

  it('refuses weights that do not make 100 % at the stocks', () => {
    const result = modelRequestOf(filled({ percents: { TCS: '50', INFY: '30', ITC: '10' } }), {
      modelId: MODEL_ID,
      today: TODAY,
    });
    expect(result).toEqual({ ok: false, problems: { stocks: 'The weights add up to 100 %' } });
  });

  it('wants a note on an edit, not on a new model', () => {
    const edit = modelRequestOf(filled({ note: '' }), { today: TODAY });
    expect(edit.ok).toBe(false);
    if (!edit.ok) expect(Object.keys(edit.problems)).toEqual(['note']);
    expect(modelRequestOf(filled({ note: '' }), { modelId: MODEL_ID, today: TODAY }).ok).toBe(true);
  });

  it('places server problems on the form', () => {
    expect(formFieldOf('stocks.1.symbol', ['A', 'B'])).toBe('stocks');
    expect(formFieldOf(['stocks', 1, 'weightBp'], ['A', 'B'])).toBe('weight.B');
    expect(formFieldOf('driftBandBp', [])).toBe('band');
    expect(
      problemsFromServer({ name: 'Taken', 'stocks.0.symbol': 'Unknown stock' }, ['A']),
    ).toEqual({ name: 'Taken', stocks: 'Unknown stock' });
  });
});

describe('the rest of the form', () => {
  it.each([
    ['2026-11-24', '2027-02-24'],
    ['2026-11-30', '2027-02-28'],
    ['2027-01-31', '2027-04-30'],
  ])('reviews %s three months on: %s', (today, review) => {
    expect(defaultReviewDate(today)).toBe(review);
  });

  it.each([
    ['5', 500],
    ['±2.5', 250],
    ['10 pp', 1000],
    ['x', undefined],
  ])('reads the band %j as %s bp', (text, bp) => {
    expect(bandTextToBp(text)).toBe(bp);
  });

  it('keeps the categories in order, lowest risk first', () => {
    const form = toggleCategory(toggleCategory(filled(), 'conservative'), 'moderate');
    expect(form.categories).toEqual(['conservative']);
    expect(toggleCategory(form, 'aggressive').categories).toEqual(['conservative', 'aggressive']);
  });

  it('starts an edit from the current version, with an empty note', () => {
    const model = {
      name: 'M',
      goalType: 'house',
      stocks: [
        { symbol: 'A', weightBp: 6000 },
        { symbol: 'B', weightBp: 4000 },
      ],
      categories: ['aggressive'],
      driftBandBp: 300,
      reviewDate: '2027-01-01',
    } as unknown as ModelSummary;
    expect(formFromModel(model)).toEqual({
      name: 'M',
      goalType: 'house',
      symbols: ['A', 'B'],
      percents: { A: '60', B: '40' },
      categories: ['aggressive'],
      band: '3',
      reviewDate: '2027-01-01',
      note: '',
    });
  });
});

describe('suitabilityHints', () => {
  const bands: Record<string, 'large' | 'mid' | 'small'> = {
    TCS: 'large',
    INFY: 'large',
    HDFCBANK: 'mid',
    ITC: 'small',
  };
  const mix = {
    symbols: ['TCS', 'INFY', 'HDFCBANK', 'ITC'],
    percents: { TCS: '30', INFY: '30', HDFCBANK: '20', ITC: '20' },
  };
  it('says which chosen categories the largest weight and small caps exceed', () => {
    const hints = suitabilityHints(
      filled({ ...mix, categories: ['conservative', 'moderate', 'aggressive'] }),
      (symbol) => bands[symbol],
    );
    expect(hints.map((hint) => [hint.category, hint.ok])).toEqual([
      ['conservative', false],
      ['moderate', false],
      ['aggressive', true],
    ]);
    expect(hints[0]?.text).toBe(
      'TCS is 30 % of the model; Conservative allows at most 5 % in one stock, and small caps are 20 % of the model; Conservative allows none. Conservative clients would be blocked unless you justify it.',
    );
    expect(hints[1]?.text).toBe(
      'TCS is 30 % of the model; Moderate allows at most 15 % in one stock. Moderate clients would be blocked unless you justify it.',
    );
    expect(hints[2]?.text).toBe('Within Aggressive’s limits for one stock and for small caps.');
  });

  it('says when sizes are not known', () => {
    const [hint] = suitabilityHints(filled({ ...mix, categories: ['aggressive'] }), () => null);
    expect(hint?.text).toContain('the size of 4 stocks is not known yet');
  });
});

describe('versionChanges', () => {
  it('lists stocks added, taken out and reweighted', () => {
    const changes = versionChanges(
      [
        { symbol: 'TCS', weightBp: 5000 },
        { symbol: 'SBIN', weightBp: 5000 },
      ],
      [
        { symbol: 'TCS', weightBp: 6000 },
        { symbol: 'ITC', weightBp: 4000 },
      ],
    );
    expect(changes).toEqual({
      added: [{ symbol: 'ITC', weightBp: 4000 }],
      removed: [{ symbol: 'SBIN', weightBp: 5000 }],
      reweighted: [{ symbol: 'TCS', fromBp: 5000, toBp: 6000 }],
    });
    expect(versionChangesText(changes)).toBe('Added ITC (40 %); took out SBIN; TCS 50 % → 60 %');
    expect(versionChangesText(versionChanges([], []))).toBe('Same stocks and weights');
  });
});
