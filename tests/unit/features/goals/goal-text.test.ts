import { describe, expect, it } from 'vitest';
import {
  chancePercent,
  fanSummary,
  fixSentence,
  progressPercent,
  shortfallText,
} from '@/features/goals/model/goal-text';

// The goal list's words (issue 13, Deliver 3): the fix for a shortfall in one sentence, the
// chance, the progress, and the fan chart for screen readers.

describe('the fix sentence', () => {
  const fix = { raiseSipBy: 2_300_00, newMonthlySip: 12_300_00, moveDateTo: '2034-03-01' };
  it.each([
    [
      { shortfall: 4_50_000_00, fix },
      'Raise your SIP by ₹2,300 to ₹12,300 a month, or move the date to March 2034.',
    ],
    [
      { shortfall: 4_50_000_00, fix: { ...fix, moveDateTo: null } },
      'Raise your SIP by ₹2,300 to ₹12,300 a month. Moving the date alone would not get there within 50 years.',
    ],
    [
      {
        shortfall: 80_00_000_00,
        fix: { raiseSipBy: 1_23_456_00, newMonthlySip: 2_00_000_00, moveDateTo: '2041-11-30' },
      },
      'Raise your SIP by ₹1,23,456 to ₹2,00,000 a month, or move the date to November 2041.',
    ],
    [{ shortfall: 1_000_00, fix: { ...fix, raiseSipBy: 0 } }, 'Move the date to March 2034.'],
    [{ shortfall: 0, fix }, null],
    [{ shortfall: 4_50_000_00, fix: null }, null],
  ])('%j -> %j', (progress, sentence) => expect(fixSentence(progress)).toBe(sentence));

  it('says the shortfall in short rupees', () => {
    expect(shortfallText(4_50_000_00)).toBe('₹4.5 L short at the target date');
    expect(shortfallText(0)).toBeNull();
  });
});

describe('the chance', () => {
  it.each([
    [0.684, '68 %'],
    [1, '100 %'],
    [0.996, 'over 99 %'],
    [0.004, 'under 1 %'],
    [0, '0 %'],
  ])('%f -> %j', (chance, text) => expect(chancePercent(chance)).toBe(text));
});

describe('progress to the target', () => {
  it.each([
    [5, 10, 50],
    [1, 3, 33],
    [0, 10, 0],
    [15, 10, 100],
    [-5, 10, 0],
    [5, 0, 100],
  ])('%i of %i is %i %%', (value, target, percent) =>
    expect(progressPercent(value, target)).toBe(percent),
  );
});

describe('the fan chart in words', () => {
  const point = (month: number, p10: number, p50: number, p90: number) => ({
    month,
    p10,
    p25: (p10 + p50) / 2,
    p50,
    p75: (p50 + p90) / 2,
    p90,
  });
  it('says where the middle path ends against the target, and the bad and good cases', () => {
    const fan = [
      point(12, 1_00_000_00, 1_20_000_00, 1_50_000_00),
      point(120, 10_00_000_00, 20_00_000_00, 35_00_000_00),
    ];
    expect(fanSummary(fan, 18_00_000_00, '2036-04-10')).toBe(
      'By April 2036, the middle of 1,000 simulated markets reaches the target of ₹18 L, ending at ₹20 L. ' +
        'In a bad case (1 in 10 do worse) it ends at ₹10 L; in a good case (1 in 10 do better) at ₹35 L.',
    );
    expect(fanSummary(fan, 25_00_000_00, '2036-04-10')).toContain(
      'falls short of the target of ₹25 L',
    );
    expect(fanSummary([], 1, '2036-04-10')).toBe('');
  });
});
