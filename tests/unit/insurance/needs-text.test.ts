import { describe, expect, it } from 'vitest';
import { spokenRupees } from '@/features/insurance/model/needs-text';

const RUPEE = 100;
const LAKH = 1_00_000 * RUPEE;
const CRORE = 100 * LAKH;

describe('spokenRupees', () => {
  it.each<[number, string]>([
    [0, '₹0'],
    [14_000 * RUPEE, '₹14,000'],
    [99_999 * RUPEE, '₹99,999'],
    [LAKH, '₹1 lakh'],
    [7.5 * LAKH, '₹7.5 lakh'],
    [50 * LAKH, '₹50 lakh'],
    [CRORE, '₹1 crore'],
    [1.8 * CRORE, '₹1.8 crore'],
    [1.25 * CRORE, '₹1.25 crore'],
    [12 * CRORE, '₹12 crore'],
  ])('%i paise: %s', (paise, words) => {
    expect(spokenRupees(paise)).toBe(words);
  });
});
