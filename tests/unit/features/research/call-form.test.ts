import { describe, expect, it } from 'vitest';
import { checkCallForm, emptyCallForm } from '@/features/research/model/call-form';

// The "New call" form checked before it is sent: each problem at its field, the body as the
// contract wants it.

const ID = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const filled = {
  ...emptyCallForm(),
  symbol: 'itc',
  target: '520',
  stop: '430.50',
  categories: ['moderate' as const],
  rationale: 'Steady cash flows and a high dividend, at a fair price.',
};

describe('checkCallForm', () => {
  it('builds the body: paise, basis points, the symbol in capitals', () => {
    expect(checkCallForm(filled, ID)).toEqual({
      ok: true,
      body: {
        callId: ID,
        symbol: 'ITC',
        action: 'buy',
        targetPrice: 520_00,
        stopLoss: 430_50,
        horizonDays: 180,
        rationale: filled.rationale,
        categories: ['moderate'],
        allocationBp: 500,
      },
    });
  });

  it('sends no allocation for a sell', () => {
    const checked = checkCallForm({ ...filled, action: 'sell', target: '400', stop: '480' }, ID);
    expect(checked.ok && checked.body.allocationBp).toBe(undefined);
  });

  it('names each field to fix', () => {
    const checked = checkCallForm(
      { ...emptyCallForm(), target: 'abc', horizonDays: '3', rationale: 'short' },
      ID,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(
      ['categories', 'horizonDays', 'rationale', 'stopLoss', 'symbol', 'targetPrice'].sort(),
    );
    expect(checked.problems.horizonDays).toBe('At least 7 days');
  });

  it('catches a target on the wrong side of the stop before asking the server', () => {
    const checked = checkCallForm({ ...filled, target: '400', stop: '450' }, ID);
    expect(checked.ok ? null : checked.problems.targetPrice).toBe(
      'A buy’s target is above its stop-loss',
    );
  });
});
