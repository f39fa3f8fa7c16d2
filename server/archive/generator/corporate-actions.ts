import { fromDayNumber, isTradingDay, toDayNumber } from '../calendar';
import { createRandom } from '../random';
import type { CompanyProfile } from './universe';

export type ActionKind = 'split' | 'bonus' | 'dividend';

/**
 * A corporate action as generated: `priceFactor` multiplies prices before the ex-date to make
 * them comparable with prices from it on (a 1:5 split is 0.2, a 1:1 bonus 0.5).
 */
export interface PlannedAction {
  exDate: string;
  kind: ActionKind;
  /** Splits and bonuses: each `sharesBefore` shares become `sharesAfter`. */
  sharesBefore: number;
  sharesAfter: number;
  /** Dividends: the yield on the previous close, turned into paise once prices exist. */
  dividendYield: number;
  priceFactor: number;
}

const onOrAfterTradingDay = (iso: string): string => {
  let day = toDayNumber(iso);
  while (!isTradingDay(fromDayNumber(day))) day += 1;
  return fromDayNumber(day);
};

const dateIn = (year: number, month: number, day: number) =>
  onOrAfterTradingDay(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10));

const SPLIT_RATIOS = { huge: [5, 10], high: [2, 5], low: [2, 2] } as const;
const BONUS_RATIOS: ReadonlyArray<[number, number]> = [
  [1, 2],
  [2, 3],
  [1, 3],
];

/**
 * Yearly dividends (most companies; some pay an interim too), and now and then a split of a
 * high-priced share or a bonus issue. `priceOn` is the economic price in paise on a day, which
 * picks the split ratio. Every year draws the same numbers whatever happens, so a company's
 * actions depend only on the seed.
 */
export function plannedActions(
  seed: string,
  company: CompanyProfile,
  years: { from: number; to: number },
  rate: number,
  priceOn: (iso: string) => number | undefined,
): PlannedAction[] {
  const rng = createRandom(`${seed}:actions:${company.symbol}`);
  const pays = rng.next() < (company.profile.npm > 0.05 ? 0.85 : 0.5);
  const finalMonth = rng.int(6, 9);
  const paysInterim = rng.next() < 0.3;
  const interimMonth = rng.int(11, 14);
  const baseYield = company.profile.dividendYield * Math.exp(0.3 * rng.normal());
  const actions: PlannedAction[] = [];
  const dividend = (exDate: string, share: number, noise: number) => {
    if (!pays) return;
    const dividendYield = baseYield * share * Math.exp(0.2 * noise);
    actions.push({
      exDate,
      kind: 'dividend',
      sharesBefore: 1,
      sharesAfter: 1,
      dividendYield,
      priceFactor: 1 - dividendYield,
    });
  };
  for (let year = years.from; year <= years.to; year += 1) {
    const [finalDay, interimDay, noise1, noise2] = [
      rng.int(1, 28),
      rng.int(1, 28),
      rng.normal(),
      rng.normal(),
    ];
    const [splitDraw, splitDay, splitPick, bonusDraw, bonusDay, bonusPick] = [
      rng.next(),
      rng.int(1, 360),
      rng.next(),
      rng.next(),
      rng.int(1, 360),
      rng.next(),
    ];
    dividend(dateIn(year, finalMonth, finalDay), paysInterim ? 0.7 : 1, noise1);
    if (paysInterim) dividend(dateIn(year, interimMonth, interimDay), 0.3, noise2);

    const splitDate = dateIn(year, 1, splitDay);
    const price = priceOn(splitDate);
    if (splitDraw < 0.025 * rate && price !== undefined && price >= 25_000) {
      const choices =
        price >= 500_000
          ? SPLIT_RATIOS.huge
          : price >= 150_000
            ? SPLIT_RATIOS.high
            : SPLIT_RATIOS.low;
      const ratio = choices[splitPick < 0.5 ? 0 : 1];
      actions.push({
        exDate: splitDate,
        kind: 'split',
        sharesBefore: 1,
        sharesAfter: ratio,
        dividendYield: 0,
        priceFactor: 1 / ratio,
      });
    }
    const bonusDate = dateIn(year, 1, bonusDay);
    if (bonusDraw < 0.012 * rate && bonusDate !== splitDate) {
      const [before, after] = BONUS_RATIOS[Math.floor(bonusPick * BONUS_RATIOS.length)] ?? [1, 2];
      actions.push({
        exDate: bonusDate,
        kind: 'bonus',
        sharesBefore: before,
        sharesAfter: after,
        dividendYield: 0,
        priceFactor: before / after,
      });
    }
  }
  return actions.sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
}

/** Splits and bonuses change the share count; dividends do not. */
export const changesShares = (kind: ActionKind): boolean => kind !== 'dividend';
