// The plain-words remarks of a backtest result (issue 14: "notes for thin months"), kept short:
// each remark once, the same remark of many days as one line ("on 30 Nov 2021 and 12 more
// rebalance days to 29 Jul 2022"), at most NOTES_MAX of them, then how many more there were.

export const NOTES_MAX = 10;

/** A remark about one day that reads as one line for every day it repeats on. */
export interface DatedNote {
  /** The same key on other days is the same remark. */
  key: string;
  /** As written in the remark: "30 Nov 2021". */
  day: string;
  /** The remark for `days`: "30 Nov 2021", or "30 Nov 2021 and 12 more rebalance days to 29 Jul 2022". */
  text: (days: string) => string;
}

export class Notes {
  private readonly kept: string[] = [];
  private readonly dated = new Map<
    string,
    { slot: number; note: DatedNote; count: number; last: string }
  >();
  private readonly seen = new Set<string>();
  private more = 0;

  add(note: string): void {
    if (this.seen.has(note)) return;
    this.seen.add(note);
    if (this.kept.length < NOTES_MAX) this.kept.push(note);
    else this.more += 1;
  }

  addDated(note: DatedNote): void {
    const earlier = this.dated.get(note.key);
    if (!earlier) {
      this.dated.set(note.key, { slot: this.kept.length, note, count: 1, last: note.day });
      this.add(note.text(note.day));
      return;
    }
    earlier.count += 1;
    earlier.last = note.day;
    if (earlier.slot >= NOTES_MAX) return;
    const more = earlier.count - 1;
    this.kept[earlier.slot] = earlier.note.text(
      `${earlier.note.day} and ${more} more rebalance ${more === 1 ? 'day' : 'days'} to ${earlier.last}`,
    );
  }

  list(): string[] {
    if (this.more === 0) return [...this.kept];
    return [
      ...this.kept,
      `…and ${this.more} more ${this.more === 1 ? 'remark' : 'remarks'} like these`,
    ];
  }
}
