import type { Random } from '../random';
import type { CompanyProfile } from './universe';

/**
 * Balance-sheet, income and cash-flow detail of a quarter (issue 12, Deliver 2), in paise:
 * flows (ebit, interestExpense, operatingCashFlow, grossProfit) of the quarter, the rest at its end.
 */
export interface QuarterDetail {
  totalAssets: number;
  currentAssets: number;
  currentLiabilities: number;
  retainedEarnings: number;
  ebit: number;
  interestExpense: number;
  operatingCashFlow: number;
  grossProfit: number;
  longTermDebt: number;
}

/** The quarter's existing figures the detail is derived from, in paise. */
export interface QuarterBase {
  revenue: number;
  operatingProfit: number;
  netProfit: number;
  totalDebt: number;
  equity: number;
  cash: number;
}

export type DetailNoise = readonly [number, number, number, number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Lenders and insurers: their balance sheet is loans, deposits and investments. */
export const isFinancialCompany = (company: Pick<CompanyProfile, 'sector'>) =>
  company.sector === 'Financial Services';

/**
 * A company's detail parameters, drawn once from its own stream (never from the one of the
 * existing figures, so those and the demo data built on them stay as they were).
 */
export function detailParameters(company: CompanyProfile, rng: Random) {
  const financial = isFinancialCompany(company);
  return {
    financial,
    depreciationRate: financial ? 0.01 + 0.01 * rng.next() : 0.02 + 0.04 * rng.next(),
    grossMargin: clamp(company.profile.opm + 0.12 + 0.3 * rng.next(), 0.15, 0.9),
    interestRate: financial ? 0.055 + 0.02 * rng.next() : 0.075 + 0.03 * rng.next(),
    longTermShare: financial ? 0.3 + 0.3 * rng.next() : 0.45 + 0.45 * rng.next(),
    // Non-financial: payables and provisions per rupee of annual revenue; lenders: per rupee
    // of equity and borrowings.
    otherLiabilities: financial ? 0.06 + 0.09 * rng.next() : 0.12 + 0.23 * rng.next(),
    // Non-financial: receivables and inventory per rupee of annual revenue; lenders: assets
    // falling due within a year per rupee of total assets.
    workingAssets: financial ? 0.2 + 0.15 * rng.next() : 0.12 + 0.23 * rng.next(),
    currentShareOfOther: 0.55 + 0.3 * rng.next(),
    retainedShare: 0.45 + 0.43 * rng.next(),
  };
}

export type DetailParameters = ReturnType<typeof detailParameters>;

/**
 * Consistent with the quarter's figures: total assets = equity + liabilities >= equity + debt;
 * cash <= current assets <= total assets; long-term debt <= total debt, the rest of the debt is
 * current; retained earnings < equity; interest = debt x the company's rate; operating cash
 * flow = net profit + depreciation +- working-capital noise. Non-financial companies: gross
 * profit >= operating profit (EBITDA) >= EBIT = operating profit - depreciation. Lenders report
 * operating profit after their interest expense (cost of funds), so for them gross profit =
 * revenue - interest (net total income) >= operating profit, and EBIT = operating profit -
 * depreciation + interest.
 */
export function quarterDetail(
  q: QuarterBase,
  p: DetailParameters,
  [marginNoise, debtNoise, workingNoise, cashNoise]: DetailNoise,
): QuarterDetail {
  const R = q.revenue;
  const longTermDebt = Math.round(
    q.totalDebt * clamp(p.longTermShare * (1 + 0.05 * debtNoise), 0, 1),
  );
  const retainedEarnings = Math.round(q.equity * p.retainedShare);
  let interestExpense = Math.round((q.totalDebt * p.interestRate) / 4);
  let grossProfit: number;
  let depreciation: number;
  let ebit: number;
  let otherLiabilities: number;
  let currentAssets: number;
  if (p.financial) {
    interestExpense = Math.max(
      0,
      Math.min(interestExpense, Math.round(0.85 * (R - q.operatingProfit))),
    );
    grossProfit = R - interestExpense;
    depreciation = Math.round(R * p.depreciationRate);
    ebit = q.operatingProfit - depreciation + interestExpense;
    otherLiabilities = Math.round((q.equity + q.totalDebt) * p.otherLiabilities);
    const assets = q.equity + q.totalDebt + otherLiabilities;
    currentAssets =
      q.cash + Math.max(0, Math.round(assets * p.workingAssets * (1 + 0.05 * workingNoise)));
  } else {
    depreciation = Math.round(
      Math.max(0, Math.min(0.5 * Math.max(q.operatingProfit, 0), R * p.depreciationRate)),
    );
    ebit = q.operatingProfit - depreciation;
    grossProfit = Math.round(
      clamp(R * p.grossMargin * (1 + 0.02 * marginNoise), Math.max(q.operatingProfit, 0), R),
    );
    grossProfit = Math.max(grossProfit, q.operatingProfit);
    otherLiabilities = Math.round(4 * R * p.otherLiabilities);
    currentAssets =
      q.cash + Math.max(0, Math.round(4 * R * p.workingAssets * (1 + 0.05 * workingNoise)));
  }
  // Current assets stay within 90 % of total assets: any excess is funded by more payables.
  const totalAssets = Math.max(
    q.equity + q.totalDebt + otherLiabilities,
    Math.ceil(currentAssets / 0.9),
  );
  otherLiabilities = totalAssets - q.equity - q.totalDebt;
  const cashSwing = p.financial ? 0.3 : 0.06;
  return {
    totalAssets,
    currentAssets,
    currentLiabilities:
      q.totalDebt - longTermDebt + Math.round(otherLiabilities * p.currentShareOfOther),
    retainedEarnings,
    ebit,
    interestExpense,
    operatingCashFlow: Math.round(q.netProfit + depreciation + R * cashSwing * cashNoise),
    grossProfit,
    longTermDebt,
  };
}
