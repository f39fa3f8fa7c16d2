/** Answers worth trying again: the request may not have landed, or the server was busy. */
const RETRYABLE = new Set([401, 408, 425, 429, 500, 502, 503, 504]);

/**
 * A 409 is worth trying again only when it says the same key is still being worked on (the
 * write path's in-flight answer); any other conflict (a step already done) is a refusal.
 */
export const IN_FLIGHT_CODE = 'idempotency_key_in_use';

export const isRetryable = (status: number, code: string | undefined): boolean =>
  RETRYABLE.has(status) || (status === 409 && code === IN_FLIGHT_CODE);
