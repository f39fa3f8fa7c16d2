import { isTradingDay, tradingDaysBetween, tradingDaysEnding } from '../calendar';
import { REFERENCE_DATE } from '../reference-data';
import { buildBars, type BarColumns, type StoredAction } from './bars';
import { generateCompanyFacts, type CompanyFacts } from './company-facts';
import { changesShares, plannedActions, type PlannedAction } from './corporate-actions';
import { generateFundamentals, type QuarterFundamentals } from './fundamentals';
import { computeIndex, indexDefinitions, type GeneratedIndex } from './indices';
import { industryPath, marketPath } from './market-path';
import { SIMULATION_START, type GenerateOptions } from './options';
import { stockPath } from './stock-path';
import { demoUniverse, type CompanyProfile } from './universe';

export interface GeneratedStock {
  company: CompanyProfile;
  bars: BarColumns;
  actions: StoredAction[];
  fundamentals: QuarterFundamentals[];
  facts: CompanyFacts;
}

export interface GeneratedArchive {
  options: GenerateOptions;
  /** The window's trading days, oldest first; bars are indexed alike. */
  days: string[];
  stocks: GeneratedStock[];
  indices: GeneratedIndex[];
}

export class GenerateError extends Error {
  override readonly name = 'GenerateError';
}

/** Shares (and index units) on `day` per share on the reference date: splits and bonuses only. */
const sharesScaleOf = (actions: readonly PlannedAction[]) => {
  const changes = actions.filter((action) => changesShares(action.kind));
  return (day: string): number => {
    let log = 0;
    for (const action of changes) {
      const step = -Math.log(action.priceFactor);
      log += (action.exDate <= day ? step : 0) - (action.exDate <= REFERENCE_DATE ? step : 0);
    }
    return Math.exp(log);
  };
};

function checkOptions(options: GenerateOptions): void {
  if (!isTradingDay(options.endDate)) {
    throw new GenerateError(`endDate ${options.endDate} is not an NSE trading day`);
  }
  if (!Number.isInteger(options.days) || options.days < 2) {
    throw new GenerateError('days must be a whole number of at least 2');
  }
  if (!Number.isInteger(options.symbols) || options.symbols < 1) {
    throw new GenerateError('symbols must be a whole number of at least 1');
  }
}

/** The whole demo archive for the options, in memory; a pure function of them. */
export function generateArchive(options: GenerateOptions): GeneratedArchive {
  checkOptions(options);
  const { seed } = options;
  const horizon = options.endDate > REFERENCE_DATE ? options.endDate : REFERENCE_DATE;
  const simDays = tradingDaysBetween(SIMULATION_START, horizon);
  const days = tradingDaysEnding(options.endDate, options.days);
  const first = simDays.indexOf(days[0] ?? '');
  if (first < 1) {
    throw new GenerateError(`The history cannot start before ${SIMULATION_START}: ask fewer days`);
  }
  const window = { first, last: first + days.length - 1 };
  const anchorIndex = simDays.indexOf(REFERENCE_DATE);
  const market = marketPath(seed, simDays);
  const industryPaths = new Map<string, Float64Array>();
  const years = { from: Number(SIMULATION_START.slice(0, 4)), to: Number(horizon.slice(0, 4)) };
  const dayIndex = new Map(simDays.map((day, i) => [day, i]));
  // At least two years of quarters, however short the price history.
  const twoYearsBack = `${Number(options.endDate.slice(0, 4)) - 2}${options.endDate.slice(4)}`;
  const firstPeriodEnd = [days[0] ?? '', twoYearsBack].sort()[0] ?? twoYearsBack;

  const stocks = demoUniverse(seed, options.symbols).map(
    (company): GeneratedStock & { sharesScale: (day: string) => number } => {
      let industry = industryPaths.get(company.industry);
      if (!industry) {
        industry = industryPath(seed, company.industry, simDays);
        industryPaths.set(company.industry, industry);
      }
      const path = stockPath(seed, company, market, industry, anchorIndex);
      const priceOn = (iso: string) => {
        const index = dayIndex.get(iso);
        return index === undefined ? undefined : Math.exp(path.logClose[index] ?? 0);
      };
      const planned = plannedActions(seed, company, years, options.corporateActionRate, priceOn);
      const { bars, actions } = buildBars(
        company,
        path,
        market,
        simDays,
        window,
        anchorIndex,
        planned,
      );
      const sharesScale = sharesScaleOf(planned);
      const fundamentals = generateFundamentals(
        seed,
        company,
        firstPeriodEnd,
        options.endDate,
        sharesScale,
      );
      const annualRevenue = company.marketCap / company.profile.pe / company.profile.npm;
      const facts = generateCompanyFacts(seed, company, annualRevenue);
      return { company, bars, actions, fundamentals, facts, sharesScale };
    },
  );

  const bySymbol = new Map(
    stocks.map((stock) => [stock.company.symbol, { ...stock, unitsScale: stock.sharesScale }]),
  );
  const nifty50Level = Math.exp(market.logLevel[anchorIndex] ?? 0);
  const universe = stocks.map((stock) => stock.company);
  const indices = indexDefinitions(universe, nifty50Level).map((definition) =>
    computeIndex(definition, bySymbol, days),
  );
  return {
    options,
    days,
    stocks: stocks.map(({ sharesScale: _scale, ...stock }) => stock),
    indices,
  };
}
