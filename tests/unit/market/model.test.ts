import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formatChangePercent,
  formatPaise,
  formatPoints,
  headlineIndices,
  type IndexSummary,
} from '@/features/market/model/overview';

describe('market figures as Indian users read them', () => {
  it.each([
    [12_345_678, '₹1,23,456.78'],
    [38_915, '₹389.15'],
    [1_00_00_000_00, '₹1,00,00,000.00'],
  ])('%i paise -> %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it.each([
    [24444.9, '24,444.90'],
    [123456.789, '1,23,456.79'],
  ])('index level %d -> %s', (level, text) => {
    expect(formatPoints(level)).toBe(text);
  });

  it.each([
    [1.25, '+1.25%'],
    [-0.4, '-0.40%'],
    [0, '0.00%'],
  ])('change %d -> %s', (value, text) => {
    expect(formatChangePercent(value)).toBe(text);
  });

  it.each([
    [2.5, 'up'],
    [-0.1, 'down'],
    [0, 'flat'],
    [null, 'flat'],
  ] as const)('change %s goes %s', (value, direction) => {
    expect(directionOf(value)).toBe(direction);
  });

  it('puts the broad indices with a level first, at most the count asked', () => {
    const index = (code: string, kind: string, level: number | null): IndexSummary => ({
      code,
      name: code,
      kind,
      level,
      change: null,
      changePercent: null,
    });
    const indices = [
      index('NIFTY50', 'broad', 24444.9),
      index('NIFTYIT', 'sector', 41000),
      index('NIFTY500', 'broad', 23105.24),
      index('NIFTYNEW', 'broad', null),
      index('NIFTYNEXT50', 'broad', 65000),
    ];
    expect(headlineIndices(indices, 2).map((i) => i.code)).toEqual(['NIFTY50', 'NIFTY500']);
  });
});
