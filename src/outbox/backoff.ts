/** First retry after about this long; doubles each time. */
export const BACKOFF_BASE_MS = 2_000;
/** Spec 9 caps the sign-in service's retry backoff at 5 minutes; writes use the same cap. */
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * The wait before attempt `attempts + 1`: exponential with "equal jitter" (half fixed, half
 * random), so that many phones coming back online at once do not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
