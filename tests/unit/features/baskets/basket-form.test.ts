import { describe, expect, it } from 'vitest';
import { themeSchema, type Theme } from '@/features/baskets/model/archive-shapes';
import {
  addSymbol,
  basketRequestOf,
  bpToPercentText,
  chooseWeighting,
  EMPTY_FORM,
  formFromTheme,
  percentTextToBp,
  removeSymbol,
  startingForm,
  type BasketForm,
} from '@/features/baskets/model/basket-form';

const ID = '0b6f6c1e-7f0a-4c3e-9a51-2d4a8f6b9c10';
const form = (change: Partial<BasketForm>): BasketForm => ({ ...EMPTY_FORM, ...change });

const theme: Theme = themeSchema.parse({
  id: 'quality-leaders',
  name: 'Quality leaders',
  description: 'Profitable, steady companies',
  rule: 'Top 15 by quality among the 200 largest, equal weight',
  weighting: 'equal',
  stocks: [
    { symbol: 'TCS', name: 'TCS', sector: 'IT', weightBp: 5000, price: 4_100_00 },
    { symbol: 'HUL', name: 'Hindustan Unilever', sector: 'FMCG', weightBp: 5000, price: 2_400_00 },
  ],
  minimumInvestment: 6_500_00,
  returns: { oneYear: 0.12, threeYearCagr: null, fiveYearCagr: 0.15 },
  volatility: 0.15,
  maxDrawdown: -0.2,
  fitCategory: 'moderately-aggressive',
});

describe('percentTextToBp', () => {
  it.each<[string | undefined, number | undefined]>([
    ['12.5', 1250],
    ['12.5 %', 1250],
    ['33.33', 3333],
    ['0.01', 1],
    ['100', 10_000],
    ['7.', 700],
    ['', undefined],
    [undefined, undefined],
    ['12.345', undefined],
    ['-5', undefined],
    ['ten', undefined],
  ])('%j -> %j', (text, expected) => {
    expect(percentTextToBp(text)).toBe(expected);
  });

  it.each([1250, 3333, 1, 10_000])('reads back what bpToPercentText writes: %i', (bp) => {
    expect(percentTextToBp(bpToPercentText(bp))).toBe(bp);
  });
});

describe('basketRequestOf: form -> request body', () => {
  it.each<[string, Partial<BasketForm>, unknown]>([
    [
      'equal weights send symbols only, the name trimmed',
      { name: '  My IT pair ', symbols: ['TCS', 'INFY'] },
      {
        id: ID,
        name: 'My IT pair',
        weighting: 'equal',
        stocks: [{ symbol: 'TCS' }, { symbol: 'INFY' }],
      },
    ],
    [
      'factor weighting with the theme it came from',
      { name: 'Q', weighting: 'factor', symbols: ['TCS', 'HUL'], themeId: 'quality-leaders' },
      {
        id: ID,
        name: 'Q',
        weighting: 'factor',
        stocks: [{ symbol: 'TCS' }, { symbol: 'HUL' }],
        themeId: 'quality-leaders',
      },
    ],
    [
      'custom weights in basis points; typed weights of other weightings are not sent',
      {
        name: 'Mine',
        weighting: 'custom',
        symbols: ['TCS', 'HUL', 'ITC'],
        percents: { TCS: '50', HUL: '25.5', ITC: '24.5 %' },
      },
      {
        id: ID,
        name: 'Mine',
        weighting: 'custom',
        stocks: [
          { symbol: 'TCS', weightBp: 5000 },
          { symbol: 'HUL', weightBp: 2550 },
          { symbol: 'ITC', weightBp: 2450 },
        ],
      },
    ],
    [
      'market cap ignores leftover custom text',
      { name: 'Big', weighting: 'market-cap', symbols: ['TCS', 'HUL'], percents: { TCS: '90' } },
      {
        id: ID,
        name: 'Big',
        weighting: 'market-cap',
        stocks: [{ symbol: 'TCS' }, { symbol: 'HUL' }],
      },
    ],
  ])('%s', (_, change, expected) => {
    expect(basketRequestOf(form(change), ID)).toEqual({ ok: true, body: expected });
  });

  it.each<[string, Partial<BasketForm>, Record<string, string>]>([
    ['no name', { name: '   ', symbols: ['TCS', 'HUL'] }, { name: 'Give the basket a name' }],
    [
      'too long a name',
      { name: 'x'.repeat(61), symbols: ['TCS', 'HUL'] },
      { name: "A basket's name is at most 60 characters" },
    ],
    [
      'one stock',
      { name: 'Solo', symbols: ['TCS'] },
      { stocks: 'A basket holds at least 2 stocks' },
    ],
    [
      'custom weights short of 100 %',
      {
        name: 'Mine',
        weighting: 'custom',
        symbols: ['TCS', 'HUL'],
        percents: { TCS: '50', HUL: '47.5' },
      },
      { weights: 'The weights add up to 97.5 %: make them 100 %' },
    ],
    [
      'a custom weight left empty',
      { name: 'Mine', weighting: 'custom', symbols: ['TCS', 'HUL'], percents: { TCS: '100' } },
      { weights: 'Give every stock a weight' },
    ],
  ])('names the problem: %s', (_, change, problems) => {
    expect(basketRequestOf(form(change), ID)).toEqual({ ok: false, problems });
  });
});

describe('editing the stocks', () => {
  it('adds once, removes, and forgets the removed stock’s typed weight', () => {
    const start = form({ symbols: ['TCS'], percents: { TCS: '60' } });
    const added = addSymbol(addSymbol(start, 'HUL'), 'HUL');
    expect(added.symbols).toEqual(['TCS', 'HUL']);
    expect(removeSymbol(added, 'TCS')).toMatchObject({ symbols: ['HUL'], percents: {} });
  });

  it.each<[BasketForm['weighting'], BasketForm['weighting'], Record<string, string>]>([
    // Into custom: the weights on screen become the typed ones.
    ['equal', 'custom', { TCS: '33.34', HUL: '33.33', ITC: '33.33' }],
    // Out of custom and back: what was typed stays.
    ['custom', 'equal', { TCS: '10' }],
  ])('weighting %s -> %s', (from, to, percents) => {
    const before = form({
      weighting: from,
      symbols: ['TCS', 'HUL', 'ITC'],
      percents: from === 'custom' ? { TCS: '10' } : {},
    });
    expect(chooseWeighting(before, to, [3334, 3333, 3333]).percents).toEqual(percents);
  });
});

describe('startingForm', () => {
  const draft = form({
    name: 'Draft',
    weighting: 'factor',
    symbols: ['TCS', 'ITC'],
    themeId: null,
  });

  it.each<[string, Parameters<typeof startingForm>[0], Partial<BasketForm>]>([
    ['nothing: an empty form', { draft: null, symbols: [], theme: null }, EMPTY_FORM],
    ['the draft when the address brings nothing', { draft, symbols: [], theme: null }, draft],
    [
      'the theme, named after it, in its weighting',
      { draft, symbols: [], theme },
      {
        name: 'Quality leaders',
        weighting: 'equal',
        symbols: ['TCS', 'HUL'],
        themeId: 'quality-leaders',
      },
    ],
    [
      'the draft over the theme it was started from',
      { draft: { ...draft, themeId: 'quality-leaders' }, symbols: [], theme },
      { name: 'Draft', symbols: ['TCS', 'ITC'], themeId: 'quality-leaders' },
    ],
    [
      'new picks replace the draft’s stocks and keep its name',
      { draft, symbols: ['TCS', 'INFY'], theme: null },
      { name: 'Draft', weighting: 'factor', symbols: ['TCS', 'INFY'] },
    ],
    [
      'picks with nothing in common start afresh',
      { draft, symbols: ['INFY', 'WIPRO'], theme: null },
      { name: '', weighting: 'equal', symbols: ['INFY', 'WIPRO'] },
    ],
  ])('%s', (_, input, expected) => {
    expect(startingForm(input)).toMatchObject(expected);
  });

  it('keeps a theme’s own weights as custom when its rule is not one of ours', () => {
    const tilted = {
      ...theme,
      weighting: 'yield-tilted',
      stocks: theme.stocks.map((s, i) => ({ ...s, weightBp: i === 0 ? 6000 : 4000 })),
    };
    expect(formFromTheme(tilted)).toMatchObject({
      weighting: 'custom',
      percents: { TCS: '60', HUL: '40' },
    });
  });
});
