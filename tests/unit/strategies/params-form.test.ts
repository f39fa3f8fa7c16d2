import { describe, expect, it } from 'vitest';
import { paramsKey, type StrategyParams } from '@/features/strategies/model/contract';
import { fractionOfPercentText, percentText } from '@/features/strategies/model/format';
import { STRATEGY_LIBRARY, scanStrategyParams } from '@/features/strategies/model/library';
import {
  clearEdited,
  formFromParams,
  paramsErrorsOf,
  paramsFromForm,
  type ParamsForm,
} from '@/features/strategies/model/params-form';

// The parameters panel (issue 14, Deliver 3): what the user types becomes the StrategyParams the
// server takes, with the same key as the strategy it came from when nothing changed, and each
// mistake named at its field.

const quality = STRATEGY_LIBRARY.find((entry) => entry.id === 'quality')!.params;
const form = (change: Partial<ParamsForm> = {}): ParamsForm => ({
  ...formFromParams(quality),
  ...change,
});

describe('paramsFromForm', () => {
  it.each(STRATEGY_LIBRARY.map((entry) => [entry.id, entry.params] as const))(
    'gives back the %s strategy unchanged (same key)',
    (_id, params) => {
      const outcome = paramsFromForm(formFromParams(params), params.base);
      expect(outcome).toEqual({ ok: true, params });
      if (outcome.ok) expect(paramsKey(outcome.params)).toBe(paramsKey(params));
    },
  );

  it('turns percent boxes and rupees into fractions and paise', () => {
    const outcome = paramsFromForm(
      form({
        stopLossOn: true,
        stopLoss: '12.5',
        riskFreeRate: '7.1',
        capital: '₹ 25,00,000',
        entry: '  roe > 15 ',
        exit: '',
        holdings: '25',
        years: '3',
        slippageBps: '0',
      }),
      'quality',
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.params).toMatchObject({
      stopLoss: 0.125,
      riskFreeRate: 0.071,
      capital: 25_00_000_00,
      entry: 'roe > 15',
      exit: null,
      holdings: 25,
      years: 3,
      slippageBps: 0,
    } satisfies Partial<StrategyParams>);
  });

  it.each<[string, Partial<ParamsForm>, keyof ParamsForm, string]>([
    ['holdings not a number', { holdings: 'ten' }, 'holdings', 'Type a whole number of stocks'],
    ['too few holdings', { holdings: '4' }, 'holdings', 'Hold at least 5 stocks'],
    ['too many holdings', { holdings: '51' }, 'holdings', 'Hold at most 50 stocks'],
    [
      'a tiny stop-loss',
      { stopLossOn: true, stopLoss: '0.5' },
      'stopLoss',
      'A stop-loss is at least 1 %',
    ],
    [
      'a huge stop-loss',
      { stopLossOn: true, stopLoss: '60' },
      'stopLoss',
      'A stop-loss is at most 50 %',
    ],
    [
      'a word for the rate',
      { riskFreeRate: 'six' },
      'riskFreeRate',
      'Type a percent, for example 6.5',
    ],
    ['a rate too high', { riskFreeRate: '25' }, 'riskFreeRate', 'At most 20 %'],
    [
      'slippage with decimals',
      { slippageBps: '2.5' },
      'slippageBps',
      'Type whole basis points, for example 10',
    ],
    ['too much slippage', { slippageBps: '500' }, 'slippageBps', 'Slippage is at most 200 bp'],
    ['no capital', { capital: '' }, 'capital', 'Type an amount in rupees, for example 10,00,000'],
    ['too little capital', { capital: '50,000' }, 'capital', 'Start with at least ₹1 lakh'],
  ])('names %s at its field', (_case, change, field, message) => {
    const outcome = paramsFromForm(form(change), 'quality');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors[field as keyof typeof outcome.errors]).toBe(message);
  });

  it('ignores a stop-loss box that is switched off', () => {
    const outcome = paramsFromForm(form({ stopLossOn: false, stopLoss: 'nonsense' }), 'quality');
    expect(outcome.ok && outcome.params.stopLoss).toBeNull();
  });

  it('wants an entry rule for a scan strategy', () => {
    const scan = formFromParams(scanStrategyParams('pe < 20'));
    const outcome = paramsFromForm({ ...scan, entry: '  ' }, 'scan');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.entry).toMatch(/type its rule/);
  });

  it('shows the parser’s words at the rule that does not read', () => {
    const check = (text: string) => (text.includes('roee') ? 'Unknown field roee' : null);
    const outcome = paramsFromForm(form({ entry: 'roe > 15', exit: 'roee < 5' }), 'quality', check);
    expect(outcome).toEqual({ ok: false, errors: { exit: 'Unknown field roee' } });
  });
});

describe('percent text', () => {
  it.each([
    ['6.5', 0.065],
    ['7.1', 0.071],
    ['15', 0.15],
    ['0.5 %', 0.005],
    ['.5', 0.005],
  ])('reads %s as %f', (text, fraction) => expect(fractionOfPercentText(text)).toBe(fraction));

  it.each(['', 'abc', '1,5', '--2'])('cannot read %j', (text) =>
    expect(fractionOfPercentText(text)).toBeNaN(),
  );

  it.each([
    [0.065, '6.5'],
    [0.15, '15'],
    [0.071, '7.1'],
  ])('writes %f as %s', (fraction, text) => expect(percentText(fraction)).toBe(text));
});

describe('paramsErrorsOf', () => {
  it('puts the server’s field errors at the panel’s fields and drops the rest', () => {
    expect(
      paramsErrorsOf({
        'params.holdings': 'Hold at most 50 stocks',
        'params.entry': 'Unknown field roee',
        id: 'The id is a UUID',
      }),
    ).toEqual({ holdings: 'Hold at most 50 stocks', entry: 'Unknown field roee' });
  });
});

describe('clearEdited', () => {
  it('drops the message of a field once its value changes, and keeps the others', () => {
    const before = form({ holdings: '4', entry: 'roee > 1' });
    const after = { ...before, entry: 'roe > 1' };
    expect(
      clearEdited({ holdings: 'Hold at least 5 stocks', entry: 'Unknown field' }, before, after),
    ).toEqual({ holdings: 'Hold at least 5 stocks' });
  });
});
