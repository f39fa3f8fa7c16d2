export interface Backoff {
  /** Delay before the second attempt, doubled for each one after. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 15 * 60_000 };

/**
 * Wait before the next attempt after `attempts` failed ones: exponential, capped, with "equal
 * jitter" (half fixed, half random) so jobs that failed together do not retry in lockstep.
 */
export function retryDelay(
  attempts: number,
  { baseMs, maxMs }: Backoff,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
