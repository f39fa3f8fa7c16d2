import { createRandom } from '../random';
import type { CompanyProfile } from './universe';

export interface CompanyFacts {
  incorporationYear: number;
  headquartersCity: string;
  headquartersState: string;
  employeesBand: string;
  marketCapBand: 'Large cap' | 'Mid cap' | 'Small cap';
  promoterGroup: string | null;
  description: string;
}

// Where Indian listed companies have their registered offices, roughly as often as they do.
const CITIES: ReadonlyArray<[string, string, number]> = [
  ['Mumbai', 'Maharashtra', 30],
  ['Bengaluru', 'Karnataka', 9],
  ['New Delhi', 'Delhi', 8],
  ['Gurugram', 'Haryana', 6],
  ['Chennai', 'Tamil Nadu', 7],
  ['Hyderabad', 'Telangana', 7],
  ['Pune', 'Maharashtra', 6],
  ['Kolkata', 'West Bengal', 6],
  ['Ahmedabad', 'Gujarat', 6],
  ['Noida', 'Uttar Pradesh', 3],
  ['Vadodara', 'Gujarat', 2],
  ['Kochi', 'Kerala', 2],
  ['Coimbatore', 'Tamil Nadu', 2],
  ['Jaipur', 'Rajasthan', 1],
  ['Chandigarh', 'Chandigarh', 1],
  ['Indore', 'Madhya Pradesh', 1],
  ['Bhubaneswar', 'Odisha', 1],
];
const CITY_WEIGHT = CITIES.reduce((sum, [, , weight]) => sum + weight, 0);

const EMPLOYEE_BANDS: ReadonlyArray<[number, string]> = [
  [1_000, 'Up to 1,000'],
  [5_000, '1,001 to 5,000'],
  [20_000, '5,001 to 20,000'],
  [1_00_000, '20,001 to 1,00,000'],
  [Infinity, 'Over 1,00,000'],
];

/** SEBI's categories: the 100 largest are large caps, the next 150 mid caps, the rest small. */
export const marketCapBand = (rank: number): CompanyFacts['marketCapBand'] =>
  rank <= 100 ? 'Large cap' : rank <= 250 ? 'Mid cap' : 'Small cap';

const SKIP_WORDS = new Set(['The', 'Sri', 'Shree', 'Shri']);

/** Facts drawn to fit the company's size and industry; a demo stand-in for its disclosures. */
export function generateCompanyFacts(
  seed: string,
  company: CompanyProfile,
  annualRevenueRupees: number,
): CompanyFacts {
  const rng = createRandom(`${seed}:facts:${company.symbol}`);
  let pick = rng.next() * CITY_WEIGHT;
  const [city, state] = CITIES.find(([, , weight]) => (pick -= weight) < 0) ??
    CITIES[0] ?? ['Mumbai', 'Maharashtra'];
  const employees =
    (annualRevenueRupees / company.profile.revenuePerEmployee) * Math.exp(0.4 * rng.normal());
  const employeesBand =
    EMPLOYEE_BANDS.find(([limit]) => employees <= limit)?.[1] ?? 'Over 1,00,000';
  const band = marketCapBand(company.rank);
  const groupWord = company.name.split(/\s+/).find((word) => !SKIP_WORDS.has(word)) ?? company.name;
  const promoterGroup =
    company.promoterShare > 0 ? `${groupWord.replace(/[.,]$/, '')} group` : null;
  const shortName = company.name.replace(/\s+Ltd\.?$/, '');
  const description =
    `${shortName} is a ${band.toLowerCase()} company in ${company.industry} ` +
    `(${company.sector}), working in ${company.profile.activity}. It was incorporated in ` +
    `${company.incorporationYear} and has its head office in ${city}, ${state}. ` +
    'Demo profile generated from its NSE industry, not from the company’s own disclosures.';
  return {
    incorporationYear: company.incorporationYear,
    headquartersCity: city,
    headquartersState: state,
    employeesBand,
    marketCapBand: band,
    promoterGroup,
    description,
  };
}
