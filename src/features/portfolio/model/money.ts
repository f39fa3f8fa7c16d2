// Integer-paise arithmetic shared by the portfolio maths (STYLE.md: money is integer paise, never
// float sums). Rates are fixed point in millionths of a percent ("micro-percent", fraction × 1e8)
// so every rate the exchanges and the tax law publish is an exact integer: 0.1 % = 100_000,
// 0.00297 % = 2_970, 18 % = 18_000_000. Products go through BigInt, so a ₹1,000 crore value
// (1e12 paise) times 18 % (1.8e7) = 1.8e19, beyond 2^53, is still exact.
// Pure: shared by the browser and the Node server by relative path.

/** Micro-percent per whole (100 %): a rate r means the fraction r / RATE_SCALE. */
export const RATE_SCALE = 100_000_000;

/** A percent literal as a rate: `fromPercent(0.00297)` = 2_970. Throws if it is not exact. */
export function fromPercent(percent: number): number {
  const rate = Math.round(percent * 1_000_000);
  if (!Number.isSafeInteger(rate) || Math.abs(rate - percent * 1_000_000) > 1e-6) {
    throw new RangeError(`${percent} % is not a whole number of micro-percent`);
  }
  return rate;
}

/** Throws RangeError unless `value` is a safe integer (paise, quantities, rates). */
export function assertInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer`);
  return value;
}

/** Throws RangeError unless `value` is a non-negative safe integer. */
export function assertNonNegative(value: number, what: string): number {
  if (assertInteger(value, what) < 0) throw new RangeError(`${what} must not be negative`);
  return value;
}

/**
 * Nearest integer, halves away from zero: 2.5 → 3, −2.5 → −3 (symmetric, so a refund rounds
 * like the charge it reverses). Never returns −0. For exact results on products of integers use
 * `mulDivRound`, since e.g. 1.005 × 100 is 100.49999… in binary floating point.
 */
export function roundHalfUp(x: number): number {
  const r = x < 0 ? -Math.round(-x) : Math.round(x);
  return r === 0 ? 0 : r;
}

/** a × b / c rounded half away from zero, exactly (BigInt); c must be a positive integer. */
export function mulDivRound(a: number, b: number, c: number): number {
  assertInteger(a, 'mulDivRound a');
  assertInteger(b, 'mulDivRound b');
  if (assertInteger(c, 'mulDivRound c') <= 0) throw new RangeError('divisor must be positive');
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const magnitude = product < 0n ? -product : product;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  const result = Number(product < 0n ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('result exceeds the safe integer range');
  return result === 0 ? 0 : result;
}

/** `valuePaise` × rate (micro-percent) to the nearest paisa, halves away from zero. */
export function percentOfPaise(valuePaise: number, rateMicroPercent: number): number {
  return mulDivRound(valuePaise, rateMicroPercent, RATE_SCALE);
}

/** `valuePaise` × rate to the nearest whole rupee (halves up), returned in paise. */
export function percentOfPaiseToRupee(valuePaise: number, rateMicroPercent: number): number {
  return mulDivRound(valuePaise, rateMicroPercent, RATE_SCALE * 100) * 100;
}

/** Multiplies two integers, throwing RangeError when the product is not a safe integer. */
export function safeMultiply(a: number, b: number, what: string): number {
  return assertInteger(assertInteger(a, what) * assertInteger(b, what), what);
}
