import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../../server/jobs';

const backoff = { baseMs: 1000, maxMs: 10_000 };

describe('retryDelay: exponential, capped, half of it random', () => {
  it.each([
    // attempts failed, random, delay
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0, 1000],
    [2, 1, 2000],
    [3, 0.5, 3000],
    [4, 1, 8000],
    // 2^4 s is past the cap: the cap, jittered.
    [5, 0, 5000],
    [5, 1, 10_000],
    [60, 1, 10_000],
  ])('after %i failed attempts with random %d waits %i ms', (attempts, random, expected) => {
    expect(retryDelay(attempts, backoff, () => random)).toBe(expected);
  });
});
