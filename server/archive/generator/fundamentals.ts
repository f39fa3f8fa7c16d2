import { fromDayNumber, toDayNumber } from '../calendar';
import { createRandom } from '../random';
import { REFERENCE_DATE } from '../reference-data';
import { detailParameters, quarterDetail, type QuarterDetail } from './fundamentals-detail';
import type { CompanyProfile } from './universe';

/** One quarter's results and shareholding; money in paise, holdings in basis points. */
export interface QuarterFundamentals extends QuarterDetail {
  periodEnd: string;
  announcedOn: string;
  revenue: number;
  operatingProfit: number;
  netProfit: number;
  totalDebt: number;
  equity: number;
  cash: number;
  sharesOutstanding: number;
  promoterHoldingBp: number;
  promoterPledgeBp: number;
  fiiHoldingBp: number;
  diiHoldingBp: number;
}

/** Results are published within 45 days of the quarter's end (SEBI LODR). */
const RESULTS_LAG_DAYS = 45;
const FIRST_QUARTER_YEAR = 2020;

const quarterEnds = (untilYear: number): string[] =>
  Array.from({ length: (untilYear - FIRST_QUARTER_YEAR + 1) * 4 }, (_, i) => {
    const year = FIRST_QUARTER_YEAR + Math.floor(i / 4);
    return `${year}-${['03-31', '06-30', '09-30', '12-31'][i % 4]}`;
  });

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Quarters announced by `endDate` whose period ends on or after `firstPeriodEnd`. Sized from the
 * company's market capitalisation through its industry's P/E, P/B and margins, growing at its
 * own rate with noise; `sharesScale` turns reference-date shares into those of another day.
 */
export function generateFundamentals(
  seed: string,
  company: CompanyProfile,
  firstPeriodEnd: string,
  endDate: string,
  sharesScale: (day: string) => number,
): QuarterFundamentals[] {
  const rng = createRandom(`${seed}:fundamentals:${company.symbol}`);
  // Its own stream: the existing figures' draws below keep their order, so they do not move.
  const detailRng = createRandom(`${seed}:fundamentals-detail:${company.symbol}`);
  const detail = detailParameters(company, detailRng);
  const { profile } = company;
  const pe = profile.pe * Math.exp(0.3 * rng.normal());
  const pb = profile.pb * Math.exp(0.25 * rng.normal());
  const npm = profile.npm * Math.exp(0.25 * rng.normal());
  const opm = Math.max(npm * 1.3, profile.opm * Math.exp(0.2 * rng.normal()));
  const growth = clamp(0.12 + 0.08 * rng.normal(), -0.1, 0.4);
  const debtToEquity = profile.debtToEquity * Math.exp(0.4 * rng.normal());
  const cashToRevenue = 0.15 + 0.45 * rng.next();
  const pledgeShare = rng.next() < 0.15 && company.promoterShare > 0 ? 0.2 * rng.next() : 0;
  const annualProfit = company.marketCap / pe;
  let promoter = company.promoterShare;
  let fii = clamp((company.rank <= 100 ? 0.22 : 0.1) + 0.07 * rng.normal(), 0.01, 0.5);
  let dii = clamp(0.14 + 0.05 * rng.normal(), 0.01, 0.4);
  const years = (day: string) => (toDayNumber(day) - toDayNumber(REFERENCE_DATE)) / 365.25;
  const rows: QuarterFundamentals[] = [];
  for (const periodEnd of quarterEnds(Number(endDate.slice(0, 4)))) {
    const [profitNoise, revenueNoise, marginNoise, debtNoise, promoterStep, fiiStep, diiStep] = [
      rng.normal(),
      rng.normal(),
      rng.normal(),
      rng.normal(),
      rng.normal(),
      rng.normal(),
      rng.normal(),
    ];
    promoter = company.promoterShare === 0 ? 0 : clamp(promoter + 0.002 * promoterStep, 0.2, 0.75);
    fii = clamp(fii + 0.004 * fiiStep, 0.005, 0.6);
    dii = clamp(dii + 0.003 * diiStep, 0.005, 0.45);
    const detailNoise = [
      detailRng.normal(),
      detailRng.normal(),
      detailRng.normal(),
      detailRng.normal(),
    ] as const;
    const spare = 0.97 - promoter;
    if (fii + dii > spare) [fii, dii] = [(fii * spare) / (fii + dii), (dii * spare) / (fii + dii)];
    const announcedOn = fromDayNumber(toDayNumber(periodEnd) + RESULTS_LAG_DAYS);
    if (periodEnd < firstPeriodEnd || announcedOn > endDate) continue;
    const trend = Math.exp(growth * years(periodEnd));
    const revenue = (annualProfit / npm / 4) * trend * (1 + 0.04 * revenueNoise);
    const operatingProfit = revenue * opm * (1 + 0.06 * marginNoise);
    const netProfit = revenue * npm * (1 + 0.15 * profitNoise);
    const equity = (company.marketCap / pb) * Math.exp(0.8 * growth * years(periodEnd));
    const base = {
      revenue: paise(revenue),
      operatingProfit: paise(operatingProfit),
      netProfit: paise(netProfit),
      totalDebt: paise(equity * debtToEquity * (1 + 0.05 * debtNoise)),
      equity: paise(equity),
      cash: paise(revenue * cashToRevenue),
    };
    rows.push({
      periodEnd,
      announcedOn,
      ...base,
      ...quarterDetail(base, detail, detailNoise),
      sharesOutstanding: Math.round(company.sharesAtReference * sharesScale(periodEnd)),
      promoterHoldingBp: Math.round(promoter * 10_000),
      promoterPledgeBp: Math.round(pledgeShare * 10_000),
      fiiHoldingBp: Math.round(fii * 10_000),
      diiHoldingBp: Math.round(dii * 10_000),
    });
  }
  return rows;
}
