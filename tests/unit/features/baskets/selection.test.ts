import { describe, expect, it } from 'vitest';
import {
  basketCreateSearch,
  parseSymbolList,
  toggleSymbol,
} from '@/features/baskets/model/selection';

describe('toggleSymbol', () => {
  it.each<[string[], string, number, string[]]>([
    [[], 'TCS', 50, ['TCS']],
    [['TCS'], 'INFY', 50, ['TCS', 'INFY']],
    [['TCS', 'INFY'], 'TCS', 50, ['INFY']],
    // A full basket takes no more, but still lets one go.
    [['TCS', 'INFY'], 'ITC', 2, ['TCS', 'INFY']],
    [['TCS', 'INFY'], 'INFY', 2, ['TCS']],
  ])('%j toggling %s (at most %i)', (selected, symbol, max, expected) => {
    expect(toggleSymbol(selected, symbol, max)).toEqual(expected);
  });
});

describe('parseSymbolList', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['TCS,INFY', ['TCS', 'INFY']],
    [' tcs , infy ,TCS', ['TCS', 'INFY']],
    ['M&M,BAJAJ-AUTO,<script>,', ['M&M', 'BAJAJ-AUTO']],
  ])('%j', (text, expected) => {
    expect(parseSymbolList(text)).toEqual(expected);
  });

  it('keeps at most 50 symbols', () => {
    const many = Array.from({ length: 60 }, (_, i) => `S${i}`).join(',');
    expect(parseSymbolList(many)).toHaveLength(50);
  });
});

describe('basketCreateSearch', () => {
  it.each<[Parameters<typeof basketCreateSearch>[0], ReturnType<typeof basketCreateSearch>]>([
    [{ symbols: ['TCS', 'INFY'] }, { symbols: 'TCS,INFY' }],
    [
      { symbols: ['TCS'], goalId: '4d7c2a4e-5a1b-4c55-9d0b-0c4b8f1e2a10' },
      { symbols: 'TCS', goalId: '4d7c2a4e-5a1b-4c55-9d0b-0c4b8f1e2a10' },
    ],
    [{ themeId: 'quality-leaders', goalId: undefined }, { themeId: 'quality-leaders' }],
    [{ symbols: [] }, {}],
  ])('%j', (input, expected) => {
    expect(basketCreateSearch(input)).toEqual(expected);
  });
});
