import { describe, expect, it } from 'vitest';
import {
  barExtent,
  beatsShare,
  formatScore,
  normalShareBelow,
  ordinal,
  scoreWord,
} from '@/features/stocks/model/factor-display';

describe('formatScore', () => {
  it.each([
    [1.236, '+1.24'],
    [-0.5, '−0.50'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [null, '–'],
  ])('%s reads %s', (z, text) => {
    expect(formatScore(z)).toBe(text);
  });
});

describe('scoreWord', () => {
  it.each([
    [2, 'well above typical'],
    [1, 'well above typical'],
    [0.3, 'above typical'],
    [0, 'about typical'],
    [-0.5, 'below typical'],
    [-1, 'well below typical'],
    [null, 'not known'],
  ])('%s is %s', (z, word) => {
    expect(scoreWord(z)).toBe(word);
  });
});

describe('normalShareBelow', () => {
  // Standard normal table values (e.g. NIST/SEMATECH e-Handbook, section 1.3.6.7.1).
  it.each([
    [0, 0.5],
    [1, 0.8413],
    [-1, 0.1587],
    [1.96, 0.975],
    [2.5, 0.9938],
    [-3, 0.00135],
  ])('Φ(%d) = %d', (z, expected) => {
    expect(normalShareBelow(z)).toBeCloseTo(expected, 4);
  });
});

describe('beatsShare', () => {
  it.each([
    [1, 'Higher than about 84% of stocks'],
    [0, 'Higher than about 50% of stocks'],
    [3, 'Higher than about 99% of stocks'],
    [-3, 'Higher than about 1% of stocks'],
  ])('%d: %s', (z, text) => {
    expect(beatsShare(z)).toBe(text);
  });
  it('is null for an unknown score', () => {
    expect(beatsShare(null)).toBeNull();
  });
});

describe('ordinal and barExtent', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [22, '22nd'],
    [101, '101st'],
  ])('%d → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
  it('fills the half width at |z| = 3', () => {
    expect(barExtent(1.5)).toBe(50);
    expect(barExtent(-3)).toBe(100);
    expect(barExtent(4)).toBe(100);
  });
});
