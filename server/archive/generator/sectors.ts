/**
 * Typical shape of a company in each NSE industry of the NIFTY 500 list: the demo generator
 * draws each company around these, so a bank looks like a bank and an IT firm like an IT firm.
 */
export interface IndustryProfile {
  /** NSE macro-economic sector the industry belongs to. */
  sector: string;
  /** Price to earnings and price to book, as the market pays for the industry. */
  pe: number;
  pb: number;
  /** Operating and net margin on revenue. */
  opm: number;
  npm: number;
  /** Total debt to equity. */
  debtToEquity: number;
  dividendYield: number;
  beta: number;
  /** Daily stock-specific volatility. */
  idioVol: number;
  /** Revenue per employee in rupees a year. */
  revenuePerEmployee: number;
  /** What such a company does, for the business description. */
  activity: string;
}

const p = (
  sector: string,
  [pe, pb, opm, npm, debtToEquity, dividendYield, beta, idioVol, revenuePerEmployee]: number[],
  activity: string,
): IndustryProfile => ({
  sector,
  pe: pe ?? 30,
  pb: pb ?? 4,
  opm: opm ?? 0.15,
  npm: npm ?? 0.08,
  debtToEquity: debtToEquity ?? 0.4,
  dividendYield: dividendYield ?? 0.01,
  beta: beta ?? 1,
  idioVol: idioVol ?? 0.018,
  revenuePerEmployee: revenuePerEmployee ?? 2e7,
  activity,
});

export const INDUSTRIES: Record<string, IndustryProfile> = {
  'Financial Services': p(
    'Financial Services',
    [18, 2.6, 0.3, 0.18, 5, 0.01, 1.1, 0.016, 3e7],
    'lending, deposits, insurance and capital-market services',
  ),
  'Capital Goods': p(
    'Industrials',
    [50, 8, 0.13, 0.08, 0.3, 0.005, 1.2, 0.02, 2.5e7],
    'electrical equipment, machinery and engineering projects',
  ),
  Healthcare: p(
    'Healthcare',
    [35, 5, 0.2, 0.12, 0.3, 0.007, 0.75, 0.016, 1.2e7],
    'pharmaceuticals, diagnostics and hospitals',
  ),
  'Automobile and Auto Components': p(
    'Consumer Discretionary',
    [28, 5, 0.14, 0.08, 0.5, 0.01, 1, 0.017, 4e7],
    'vehicles and automotive components',
  ),
  'Fast Moving Consumer Goods': p(
    'Fast Moving Consumer Goods',
    [50, 10, 0.2, 0.13, 0.1, 0.015, 0.6, 0.012, 3e7],
    'packaged foods, beverages and personal-care products',
  ),
  'Information Technology': p(
    'Information Technology',
    [28, 7, 0.22, 0.16, 0.05, 0.022, 0.8, 0.015, 4e6],
    'software services, consulting and digital engineering',
  ),
  'Consumer Services': p(
    'Consumer Discretionary',
    [70, 10, 0.1, 0.04, 0.4, 0.002, 1.1, 0.022, 1e7],
    'retail, e-commerce, travel and hospitality',
  ),
  Chemicals: p(
    'Commodities',
    [40, 5, 0.17, 0.1, 0.3, 0.006, 1, 0.019, 3e7],
    'specialty and commodity chemicals, fertilisers and agrochemicals',
  ),
  'Oil Gas & Consumable Fuels': p(
    'Energy',
    [12, 1.6, 0.12, 0.06, 0.7, 0.03, 1, 0.016, 1.5e8],
    'oil and gas exploration, refining, distribution and coal',
  ),
  'Consumer Durables': p(
    'Consumer Discretionary',
    [60, 10, 0.11, 0.07, 0.2, 0.005, 1, 0.018, 3e7],
    'appliances, electronics, paints, jewellery and building products',
  ),
  Power: p(
    'Utilities',
    [20, 3, 0.3, 0.12, 1.5, 0.02, 1.1, 0.019, 8e7],
    'power generation, transmission and distribution',
  ),
  'Metals & Mining': p(
    'Commodities',
    [14, 2, 0.16, 0.07, 0.6, 0.025, 1.3, 0.021, 6e7],
    'steel, aluminium, copper, zinc and mining',
  ),
  Services: p(
    'Services',
    [35, 5, 0.15, 0.09, 0.6, 0.008, 1.1, 0.02, 2e7],
    'ports, logistics, aviation and business services',
  ),
  Construction: p(
    'Industrials',
    [30, 4, 0.12, 0.06, 0.6, 0.005, 1.2, 0.021, 3e7],
    'engineering, procurement and construction of infrastructure',
  ),
  'Construction Materials': p(
    'Commodities',
    [40, 4, 0.16, 0.08, 0.3, 0.006, 1, 0.017, 4e7],
    'cement and building materials',
  ),
  Telecommunication: p(
    'Telecommunication',
    [60, 8, 0.45, 0.1, 1.5, 0.004, 0.9, 0.019, 5e7],
    'mobile, broadband and telecom infrastructure services',
  ),
  Realty: p(
    'Consumer Discretionary',
    [45, 5, 0.28, 0.15, 0.4, 0.003, 1.4, 0.024, 3e7],
    'residential and commercial real estate development',
  ),
  Textiles: p(
    'Consumer Discretionary',
    [30, 3, 0.12, 0.06, 0.5, 0.008, 1, 0.02, 1e7],
    'yarn, fabrics and apparel',
  ),
  'Media Entertainment & Publication': p(
    'Consumer Discretionary',
    [25, 2, 0.15, 0.08, 0.2, 0.01, 1, 0.022, 2e7],
    'television, film, music and publishing',
  ),
  Diversified: p(
    'Diversified',
    [40, 5, 0.15, 0.09, 0.4, 0.01, 1, 0.017, 2e7],
    'a group of businesses across several industries',
  ),
  'Forest Materials': p(
    'Commodities',
    [25, 2.5, 0.14, 0.07, 0.5, 0.01, 1, 0.02, 2e7],
    'paper, packaging and wood products',
  ),
};

const FALLBACK = p('Diversified', [], 'several businesses');

export const industryProfile = (industry: string): IndustryProfile =>
  INDUSTRIES[industry] ?? FALLBACK;

/** URL-safe code of the demo sector index built from an industry's constituents. */
export const sectorIndexCode = (industry: string): string =>
  `N500-${industry
    .toUpperCase()
    .replace(/&/g, ' ')
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
