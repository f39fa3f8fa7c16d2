/**
 * TDS on dividends (Income-tax Act s.194, resident individual with a PAN): a company deducts
 * 10 % from a dividend once what it has paid the investor in the financial year, this dividend
 * included, exceeds the threshold: ₹5,000 up to FY 2024-25, ₹10,000 from FY 2025-26 (Finance
 * Act 2025). Dividends paid before the total crossed it are not taxed again. Paise; TDS rounded
 * to the nearest rupee, as deductors do.
 */

export const TDS_RATE_PERCENT = 10;

/** The yearly threshold per company for a financial year such as '2025-26'. */
export function dividendTdsThresholdPaise(fy: string): number {
  const startYear = Number(fy.slice(0, 4));
  return (startYear >= 2025 ? 10_000 : 5_000) * 100;
}

/** TDS on a dividend of `amountPaise`, given what the company paid earlier in the same FY. */
export function dividendTdsPaise(fy: string, paidBeforePaise: number, amountPaise: number): number {
  if (paidBeforePaise + amountPaise <= dividendTdsThresholdPaise(fy)) return 0;
  return Math.round((amountPaise * TDS_RATE_PERCENT) / 100 / 100) * 100;
}
