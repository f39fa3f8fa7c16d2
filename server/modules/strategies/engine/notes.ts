// The plain-words remarks of a backtest result (issue 14: "notes for thin months"), kept short:
// each remark once, at most NOTES_MAX of them, then one line saying how many more there were.

export const NOTES_MAX = 10;

export class Notes {
  private readonly kept: string[] = [];
  private readonly seen = new Set<string>();
  private more = 0;

  add(note: string): void {
    if (this.seen.has(note)) return;
    this.seen.add(note);
    if (this.kept.length < NOTES_MAX) this.kept.push(note);
    else this.more += 1;
  }

  list(): string[] {
    if (this.more === 0) return [...this.kept];
    return [
      ...this.kept,
      `…and ${this.more} more ${this.more === 1 ? 'remark' : 'remarks'} like these`,
    ];
  }
}
