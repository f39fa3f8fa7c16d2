/**
 * Running state of the vectorised indicators (indicators.ts): a window with its sum, an EMA and
 * Wilder's smoothing, each stepping the way trading-signals 8.3.0 does.
 */

/**
 * A window of the last `n` values with their sum, recomputed exactly once per `n` values so
 * that rounding cannot drift over a long series.
 */
export class RollingWindow {
  readonly values: Float64Array;
  count = 0;
  sum = 0;
  constructor(readonly n: number) {
    this.values = new Float64Array(n);
  }
  push(value: number): void {
    const slot = this.count % this.n;
    this.sum += value - (this.count >= this.n ? (this.values[slot] ?? 0) : 0);
    this.values[slot] = value;
    this.count += 1;
    if (slot === this.n - 1) this.sum = this.exactSum();
  }
  get full(): boolean {
    return this.count >= this.n;
  }
  /** The window's values oldest first, as the library keeps them in its array. */
  forEachOldestFirst(visit: (value: number) => void): void {
    const start = this.count >= this.n ? this.count % this.n : 0;
    const size = Math.min(this.count, this.n);
    for (let k = 0; k < size; k += 1) visit(this.values[(start + k) % this.n] ?? NaN);
  }
  exactSum(): number {
    let sum = 0;
    this.forEachOldestFirst((value) => (sum += value));
    return sum;
  }
  /** The value `back` pushes before the latest (0 = the latest); NaN when not kept. */
  ago(back: number): number {
    if (back >= this.n || back >= this.count) return NaN;
    return this.values[(this.count - 1 - back) % this.n] ?? NaN;
  }
}

/** An EMA's state: seeded with the first value, weight 2 / (n + 1) (trading-signals EMA). */
export class Ema {
  private readonly weight: number;
  count = 0;
  value = NaN;
  constructor(readonly n: number) {
    this.weight = 2 / (n + 1);
  }
  push(v: number): number {
    this.value = v * this.weight + (this.count === 0 ? v : this.value) * (1 - this.weight);
    this.count += 1;
    return this.value;
  }
  get stable(): boolean {
    return this.count >= this.n;
  }
}

/**
 * Wilder's smoothing (trading-signals WSMA): the first value is the mean of the first `n`
 * inputs, each later one moves 1/n of the way to the new input.
 */
export class Wilder {
  count = 0;
  value = NaN;
  private sum = 0;
  constructor(readonly n: number) {}
  push(v: number): void {
    this.count += 1;
    if (this.count < this.n) this.sum += v;
    else if (this.count === this.n) this.value = (this.sum + v) / this.n;
    else this.value = (v - this.value) * (1 / this.n) + this.value;
  }
  get stable(): boolean {
    return this.count >= this.n;
  }
}
