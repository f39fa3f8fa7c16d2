import { createRandom, hashString } from '../random';
import { referenceData, type ListedCompany } from '../reference-data';
import { industryProfile, type IndustryProfile } from './sectors';

/** A company of the demo universe with what its generated data is drawn around. */
export interface CompanyProfile extends ListedCompany {
  referenceClose: number;
  profile: IndustryProfile;
  sector: string;
  /** 1 = largest by market capitalisation on the reference date (of the full list). */
  rank: number;
  /** Rupees, on the reference date. */
  marketCap: number;
  sharesAtReference: number;
  promoterShare: number;
  beta: number;
  /** Daily stock-specific volatility and yearly drift of the stock-specific part. */
  idioVol: number;
  alpha: number;
  /** Share of the market capitalisation traded on an average day. */
  turnoverRatio: number;
  listingDate: string;
  incorporationYear: number;
}

// The largest listed companies by market capitalisation, in order (approximately, 2025-26).
const LARGEST = [
  'RELIANCE',
  'HDFCBANK',
  'BHARTIARTL',
  'TCS',
  'ICICIBANK',
  'SBIN',
  'INFY',
  'BAJFINANCE',
  'HINDUNILVR',
  'ITC',
  'LT',
  'LICI',
];

/** Rupees: about 20 lakh crore for the largest, about 10,000 crore for the 500th. */
const capOfRank = (rank: number): number =>
  rank <= 100 ? 20e12 * rank ** -0.7 : 20e12 * 100 ** -0.7 * (rank / 100) ** -1.3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function ranks(companies: readonly ListedCompany[], seed: string): Map<string, number> {
  const score = (company: ListedCompany): number => {
    const top = LARGEST.indexOf(company.symbol);
    if (top >= 0) return top;
    return (company.nifty50 ? 100 : 1000) + hashString(`${seed}:rank:${company.symbol}`) / 2 ** 32;
  };
  const ordered = [...companies].sort((a, b) => score(a) - score(b));
  return new Map(ordered.map((company, index) => [company.symbol, index + 1]));
}

function profileOf(company: ListedCompany, rank: number, seed: string): CompanyProfile {
  const rng = createRandom(`${seed}:profile:${company.symbol}`);
  const profile = industryProfile(company.industry);
  const referenceClose = company.referenceClose ?? rng.int(50, 4000) * 100;
  const marketCap = capOfRank(rank) * Math.exp(0.12 * rng.normal());
  const widelyHeld = rng.next() < (profile.sector === 'Financial Services' ? 0.35 : 0.05);
  const promoterShare = widelyHeld ? 0 : clamp(0.5 + 0.13 * rng.normal(), 0.25, 0.75);
  const incorporationYear = Math.round(
    clamp(1995 - 30 * (rank <= 100 ? 1 : 0.4) + 22 * rng.normal(), 1870, 2016),
  );
  const listingYear = Math.min(2019, incorporationYear + rng.int(3, 30));
  const listingDay = new Date(Date.UTC(listingYear, rng.int(0, 11), rng.int(1, 28)));
  return {
    ...company,
    referenceClose,
    profile,
    sector: profile.sector,
    rank,
    marketCap,
    sharesAtReference: Math.max(1_000_000, Math.round(marketCap / (referenceClose / 100))),
    promoterShare,
    beta: clamp(profile.beta * Math.exp(0.18 * rng.normal()), 0.35, 2),
    idioVol: profile.idioVol * (rank <= 100 ? 0.85 : 1.1) * Math.exp(0.15 * rng.normal()),
    alpha: 0.06 * rng.normal(),
    turnoverRatio: (rank <= 100 ? 0.0012 : 0.0025) * Math.exp(0.4 * rng.normal()),
    listingDate: listingDay.toISOString().slice(0, 10),
    incorporationYear,
  };
}

/**
 * The first `count` companies: half from NIFTY 50 and half from the rest (each alphabetical),
 * so even a small test universe has an index and several industries. A company's profile
 * depends only on the seed and its symbol, never on the universe size.
 */
export function demoUniverse(seed: string, count: number): CompanyProfile[] {
  const { companies } = referenceData();
  const rankOf = ranks(companies, seed);
  // Code-unit order, not localeCompare: the same on every machine.
  const bySymbol = (a: ListedCompany, b: ListedCompany) =>
    a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
  const members = companies.filter((c) => c.nifty50).sort(bySymbol);
  const others = companies.filter((c) => !c.nifty50).sort(bySymbol);
  const fromMembers = Math.min(members.length, Math.ceil(count / 2));
  const chosen =
    count >= companies.length
      ? companies
      : [...members.slice(0, fromMembers), ...others.slice(0, count - fromMembers)];
  return chosen
    .map((company) => profileOf(company, rankOf.get(company.symbol) ?? companies.length, seed))
    .sort(bySymbol);
}
