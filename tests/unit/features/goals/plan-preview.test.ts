import { describe, expect, it } from 'vitest';
import { planFigures, simulationOf } from '@/features/goals/model/plan-preview';

// The live plan beside the goal form: today's target grown by inflation, and the rupee-rounded
// first SIP (paid at the start of each month, AMFI's annuity due) that reaches it.

describe('the live plan’s figures', () => {
  // ₹10 lakh today, 10 years at 6 % inflation: 10,00,000 × 1.06^10 = ₹17,90,847.70.
  const numbers = {
    targetToday: 10_00_000_00,
    targetDate: '2036-01-01',
    inflationBp: 600,
    setAside: 0,
    stepUpBp: 0,
  };
  const assumption = { expectedReturnBp: 1_200, volatilityBp: 1_600 };
  const figures = planFigures(numbers, assumption, '2026-01-01');

  it('grows the target by inflation to the target date', () => {
    expect(figures.months).toBe(120);
    expect(figures.futureValue).toBe(17_90_847_70);
  });

  it('asks for the SIP whose annuity due reaches it, rounded up to the rupee', () => {
    // i = 1.12^(1/12) − 1; 120 instalments at the start of each month grow to
    // S × ((1 + i)^120 − 1) / i × (1 + i) = S × (1.12^10 − 1) / i × (1 + i).
    const i = 1.12 ** (1 / 12) - 1;
    const factor = ((1.12 ** 10 - 1) / i) * (1 + i);
    expect(figures.monthlySip).toBe(Math.ceil(17_90_847_70 / factor / 100) * 100);
    // ₹17,90,847.70 / 224.036 = ₹7,993.58, so ₹7,994 a month.
    expect(figures.monthlySip).toBe(7_994_00);
  });

  it('asks for no SIP when the money set aside gets there alone', () => {
    const rich = planFigures({ ...numbers, setAside: 10_00_000_00 }, assumption, '2026-01-01');
    // ₹10 lakh at 12 % for 10 years is ₹31.06 lakh, past the ₹17.9 lakh needed.
    expect(rich.setAsideFutureValue).toBe(31_05_848_21);
    expect(rich.monthlySip).toBe(0);
  });

  it('runs the Monte Carlo on the plan’s SIP against the future target', () => {
    expect(simulationOf(figures)).toEqual({
      start: 0,
      monthlySip: figures.monthlySip,
      stepUpBp: 0,
      months: 120,
      returnBp: 1_200,
      volatilityBp: 1_600,
      target: 17_90_847_70,
      paths: 1_000,
      seed: 13,
    });
  });
});
