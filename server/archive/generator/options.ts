import { lastTradingDayBefore, todayInIndia } from '../calendar';

/** What fixes a demo archive: the same options give the same data on every machine. */
export interface GenerateOptions {
  seed: string;
  /** Last trading day of the history (must trade). */
  endDate: string;
  /** Trading days of history ending at endDate. */
  days: number;
  /** How many companies of the NIFTY 500 list (half NIFTY 50 members first), at most 500. */
  symbols: number;
  /** Multiplies the chance of splits and bonuses (tests raise it to see one in a short window). */
  corporateActionRate: number;
}

export const DEFAULT_SEED = 'nivesh-demo-1';
/** About five years of NSE sessions. */
export const DEFAULT_DAYS = 1240;
export const FULL_UNIVERSE = 500;

export function defaultGenerateOptions(now: Date = new Date()): GenerateOptions {
  return {
    seed: DEFAULT_SEED,
    endDate: lastTradingDayBefore(todayInIndia(now)),
    days: DEFAULT_DAYS,
    symbols: FULL_UNIVERSE,
    corporateActionRate: 1,
  };
}

/**
 * The simulation starts here whatever the window, so a day's prices depend only on the seed and
 * the day: a history extended later equals one generated to the later end date at once.
 */
export const SIMULATION_START = '2020-01-01';
