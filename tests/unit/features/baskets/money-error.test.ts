import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { moneyErrorOf } from '@/features/baskets/hooks/money-error';

// A refused investment or rebalance read for the screen: prices moved since the preview (409
// prices_moved: show the new preview and say why), no paper account yet, or the server's words.

describe('a refused investment', () => {
  it.each([
    [
      'prices moved',
      new ApiError('The prices of 12 Jan 2026 are out of date.', 409, 'prices_moved'),
      {
        kind: 'prices-moved',
        message:
          'The prices of 12 Jan 2026 are out of date. Here are the orders at the latest prices: check them and confirm again.',
      },
    ],
    [
      'no paper account',
      new ApiError('Link the paper broker first', 409, 'no_paper_account'),
      { kind: 'no-account' },
    ],
    [
      'a bad amount',
      new ApiError('The amount is at least ₹500', 400),
      { kind: 'other', message: 'The amount is at least ₹500' },
    ],
    [
      'no answer at all',
      new NetworkError(),
      {
        kind: 'other',
        message:
          'Something went wrong, and the investment may have gone through. Check the recent investments below before trying again.',
      },
    ],
  ])('%s', (_, error, expected) => {
    expect(moneyErrorOf(error, 'investment')).toEqual(expected);
  });
});
