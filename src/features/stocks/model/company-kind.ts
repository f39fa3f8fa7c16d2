/**
 * Which Altman model fits a company, from its NSE sector and industry (the NIFTY 500 list's
 * industries, server/archive/data/nifty500-constituents.csv).
 *
 * - financial: NSE industry "Financial Services" (sector "Financial Services"): banks, NBFCs,
 *   housing finance, insurers, asset managers, exchanges and brokers. Their balance sheets are
 *   loans, deposits and investments; Altman's models were estimated on non-financial firms and
 *   do not apply, and debt-to-equity, current ratio and interest cover measure their business
 *   rather than its strength.
 * - manufacturer: industries that make goods (Altman 1968's sample was 66 manufacturers).
 * - non-manufacturer: services, utilities, telecom, real estate, construction and the rest:
 *   Altman's Z'' (1995), which drops the sales/assets ratio that varies most across industries.
 */
export type CompanyKind = 'manufacturer' | 'non-manufacturer' | 'financial';

export const FINANCIAL_INDUSTRIES: readonly string[] = ['Financial Services'];

export const MANUFACTURING_INDUSTRIES: readonly string[] = [
  'Automobile and Auto Components',
  'Capital Goods',
  'Chemicals',
  'Construction Materials',
  'Consumer Durables',
  'Fast Moving Consumer Goods',
  'Forest Materials',
  // Mostly pharmaceutical makers in the NIFTY 500; hospitals and diagnostics are a minority.
  'Healthcare',
  'Metals & Mining',
  'Oil Gas & Consumable Fuels',
  'Textiles',
];

export function companyKind(sector: string, industry: string): CompanyKind {
  if (FINANCIAL_INDUSTRIES.includes(industry) || sector === 'Financial Services') {
    return 'financial';
  }
  return MANUFACTURING_INDUSTRIES.includes(industry) ? 'manufacturer' : 'non-manufacturer';
}
