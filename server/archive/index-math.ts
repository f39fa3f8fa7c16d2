/**
 * An index level is the sum over its members of units x price (units: index points per paise,
 * changed only by splits and bonuses, so an action does not move the level). Levels are stored
 * in hundredths of a point.
 */
export interface MemberDay {
  units: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface IndexDayLevels {
  open: number;
  high: number;
  low: number;
  close: number;
}

export function indexDayLevels(members: readonly MemberDay[]): IndexDayLevels {
  let open = 0;
  let close = 0;
  let highs = 0;
  let lows = 0;
  for (const member of members) {
    open += member.units * member.open;
    close += member.units * member.close;
    highs += member.units * member.high;
    lows += member.units * member.low;
  }
  // Members do not all peak at the same moment: the index's own high lies between the higher of
  // open and close and the sum of the members' highs; halfway is a fair stand-in (lows alike).
  const top = Math.max(open, close);
  const bottom = Math.min(open, close);
  const hundredths = (points: number) => Math.round(points * 100);
  return {
    open: hundredths(open),
    high: hundredths(top + (highs - top) / 2),
    low: hundredths(bottom - (bottom - lows) / 2),
    close: hundredths(close),
  };
}

/** Units after an action that changes the share count: the price falls by the factor. */
export const unitsAfterAction = (units: number, priceFactor: number): number => units / priceFactor;
