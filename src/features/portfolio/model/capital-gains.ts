// Capital gains on listed equity shares sold with STT paid, for one financial year:
// - Term (s.2(42A)): long when held MORE than 12 months, i.e. sold after the same calendar date a
//   year on (a 29 February purchase's anniversary is 28 February).
// - Rates by SALE date (Finance (No. 2) Act 2024): before 2024-07-23 STCG 15 % (s.111A) and LTCG
//   10 % (s.112A); from 2024-07-23 STCG 20 % and LTCG 12.5 %.
// - s.112A exemption per FY: ₹1,00,000 up to FY 2023-24, ₹1,25,000 from FY 2024-25 (for the
//   whole of 2024-25, across both regimes).
// - Grandfathering (s.112A with s.55(2)(ac)): a long-term sale of shares acquired before
//   2018-02-01 takes cost = max(actual cost, min(FMV on 2018-01-31 × quantity, sale value)).
// - Set-off within the year (s.70): short-term losses against STCG, then LTCG; long-term losses
//   against LTCG only; what remains is reported as carried forward (s.74).
// Where the law leaves the order to the assessee, losses and the exemption go first to gains at
// the higher rate (from-2024-07-23 before pre-2024-07-23), the order that minimises tax.
// Tax is to the paisa, before surcharge, 4 % health and education cess, the s.87A rebate and the
// s.112A proviso for residents below the basic exemption limit. s.112A applies to sales from
// FY 2018-19 (earlier LTCG was exempt under s.10(38)), so earlier years are refused.

import {
  dateParts,
  financialYearOf,
  financialYearRange,
  financialYearStart,
} from './financial-year';
import type { Match } from './fifo';
import { assertNonNegative, fromPercent, percentOfPaise, safeMultiply } from './money';

export type Term = 'short' | 'long';
export type Regime = 'pre-2024-07-23' | 'from-2024-07-23';

export const REGIME_SWITCH_DATE = '2024-07-23';
export const GRANDFATHERED_BEFORE = '2018-02-01';
const FIRST_FY_START = 2018;
/** Higher rate first: the order losses and the exemption are applied in. */
const REGIMES_BY_RATE: readonly Regime[] = ['from-2024-07-23', 'pre-2024-07-23'];

/** Rates in micro-percent (money.ts). */
export const TAX_RATES: Readonly<Record<Regime, { stcg: number; ltcg: number }>> = {
  'pre-2024-07-23': { stcg: fromPercent(15), ltcg: fromPercent(10) },
  'from-2024-07-23': { stcg: fromPercent(20), ltcg: fromPercent(12.5) },
};

/** The s.112A exemption for a financial year, in paise. */
export const ltcgExemptionPaise = (fy: string): number =>
  financialYearStart(fy) >= 2024 ? 12_500_000 : 10_000_000;

/** Long-term when sold after the first anniversary of acquisition (29 Feb → 28 Feb). */
export function isLongTerm(acquired: string, sold: string): boolean {
  const p = dateParts(acquired);
  if (!p || !dateParts(sold)) throw new RangeError(`bad dates: ${acquired}, ${sold}`);
  const leapDay = p.month === 2 && p.day === 29;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const anniversary = `${p.year + 1}-${pad(p.month)}-${pad(leapDay ? 28 : p.day)}`;
  return sold > anniversary;
}

export const regimeOf = (sold: string): Regime =>
  sold < REGIME_SWITCH_DATE ? 'pre-2024-07-23' : 'from-2024-07-23';

export type GainsInput = Match & { symbol: string; fmv31Jan2018Paise?: number };

/** One line per match; amounts in paise. */
export interface GainLine {
  symbol: string;
  sellTradeId: string;
  buyTradeId: string;
  quantity: number;
  acquired: string;
  sold: string;
  term: Term;
  /** Cost as paid, including allowable buy charges. */
  actualCostPaise: number;
  /** Cost used for the gain: the grandfathered cost where that applies. */
  costPaise: number;
  proceedsPaise: number;
  /** Transfer expenses (sell charges except STT). */
  expensesPaise: number;
  /** proceeds − expenses − cost; negative for a loss. */
  gainPaise: number;
  regime: Regime;
  /** The s.55(2)(ac) cost was applied (long-term, acquired before 2018-02-01, FMV known). */
  grandfathered: boolean;
  /** Grandfathering would apply but no FMV was given: actual cost used. */
  needsFmv: boolean;
  fy: string;
}

export type ByRegime = Record<Regime, number> & { total: number };

export interface GainsTotals {
  /** Sum of the gaining lines, before set-off. */
  stcg: ByRegime;
  ltcg: ByRegime;
  /** Sum of the losing lines, as positive amounts. */
  stLoss: number;
  ltLoss: number;
  exemptionLimit: number;
  exemptionUsed: number;
  /** After set-off (and, for LTCG, the exemption). */
  taxableStcg: ByRegime;
  taxableLtcg: ByRegime;
  /** Before surcharge and 4 % cess. */
  taxPaise: ByRegime;
  lossesCarriedForward: { shortTerm: number; longTerm: number };
}

export interface CapitalGainsReport {
  fy: string;
  lines: GainLine[];
  totals: GainsTotals;
}

const byRegime = (pre: number, from: number): ByRegime => ({
  'pre-2024-07-23': pre,
  'from-2024-07-23': from,
  total: pre + from,
});

export function gainLine(m: GainsInput): GainLine {
  const term: Term = isLongTerm(m.acquired, m.sold) ? 'long' : 'short';
  const eligible = term === 'long' && m.acquired < GRANDFATHERED_BEFORE;
  const fmv = m.fmv31Jan2018Paise;
  let costPaise = assertNonNegative(m.costPaise, 'costPaise');
  const proceedsPaise = assertNonNegative(m.proceedsPaise, 'proceedsPaise');
  if (eligible && fmv !== undefined) {
    const fmvTotal = safeMultiply(assertNonNegative(fmv, 'fmv31Jan2018Paise'), m.quantity, 'fmv');
    costPaise = Math.max(costPaise, Math.min(fmvTotal, proceedsPaise));
  }
  const expensesPaise = assertNonNegative(m.sellChargesPaise, 'sellChargesPaise');
  return {
    symbol: m.symbol,
    sellTradeId: m.sellTradeId,
    buyTradeId: m.buyTradeId,
    quantity: m.quantity,
    acquired: m.acquired,
    sold: m.sold,
    term,
    actualCostPaise: m.costPaise,
    costPaise,
    proceedsPaise,
    expensesPaise,
    gainPaise: proceedsPaise - expensesPaise - costPaise,
    regime: regimeOf(m.sold),
    grandfathered: eligible && fmv !== undefined,
    needsFmv: eligible && fmv === undefined,
    fy: financialYearOf(m.sold),
  };
}

/** Takes up to `available` from the buckets in REGIMES_BY_RATE order; returns what was used. */
function absorb(buckets: Record<Regime, number>, available: number): number {
  let used = 0;
  for (const regime of REGIMES_BY_RATE) {
    const take = Math.min(buckets[regime], available - used);
    buckets[regime] -= take;
    used += take;
  }
  return used;
}

/** The report for the matches sold in `fy`; matches sold in other years are ignored. */
export function capitalGainsReport(matches: readonly GainsInput[], fy: string): CapitalGainsReport {
  const range = financialYearRange(fy);
  if (financialYearStart(fy) < FIRST_FY_START) {
    throw new RangeError(`s.112A applies from FY 2018-19; ${fy} is not supported`);
  }
  const lines = matches.filter((m) => m.sold >= range.from && m.sold <= range.to).map(gainLine);

  const zero = (): Record<Regime, number> => ({ 'pre-2024-07-23': 0, 'from-2024-07-23': 0 });
  const gains = { short: zero(), long: zero() };
  const losses = { short: 0, long: 0 };
  for (const line of lines) {
    if (line.gainPaise >= 0) gains[line.term][line.regime] += line.gainPaise;
    else losses[line.term] -= line.gainPaise;
  }
  const st = { ...gains.short };
  const lt = { ...gains.long };
  const stLossLeft = losses.short - absorb(st, losses.short);
  const stLossCarried = stLossLeft - absorb(lt, stLossLeft);
  const ltLossCarried = losses.long - absorb(lt, losses.long);
  const exemptionLimit = ltcgExemptionPaise(fy);
  const exemptionUsed = absorb(lt, exemptionLimit);

  const tax = (regime: Regime): number =>
    percentOfPaise(st[regime], TAX_RATES[regime].stcg) +
    percentOfPaise(lt[regime], TAX_RATES[regime].ltcg);
  const total = (b: Record<Regime, number>): ByRegime =>
    byRegime(b['pre-2024-07-23'], b['from-2024-07-23']);

  return {
    fy,
    lines,
    totals: {
      stcg: total(gains.short),
      ltcg: total(gains.long),
      stLoss: losses.short,
      ltLoss: losses.long,
      exemptionLimit,
      exemptionUsed,
      taxableStcg: total(st),
      taxableLtcg: total(lt),
      taxPaise: byRegime(tax('pre-2024-07-23'), tax('from-2024-07-23')),
      lossesCarriedForward: { shortTerm: stLossCarried, longTerm: ltLossCarried },
    },
  };
}
