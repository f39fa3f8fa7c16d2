import { indexDayLevels, type IndexDayLevels } from '../index-math';
import type { BarColumns, StoredAction } from './bars';
import { sectorIndexCode } from './sectors';
import type { CompanyProfile } from './universe';

export interface IndexDefinition {
  code: string;
  name: string;
  kind: 'broad' | 'sector';
  industry: string | null;
  /** Level on the reference date, in points. */
  referenceLevel: number;
  members: CompanyProfile[];
}

export interface GeneratedIndex extends Omit<IndexDefinition, 'members'> {
  /** Per member: index points per paise of its price on the last day. */
  units: Array<{ symbol: string; units: number }>;
  levels: IndexDayLevels[];
}

/** Free-float market capitalisation decides weights, as for NSE's own indices. */
const freeFloatCap = (c: CompanyProfile) => c.marketCap * Math.max(0.1, 1 - c.promoterShare);

/** NIFTY 50 and NIFTY 500 from their members, and one sector index per industry of 2 or more. */
export function indexDefinitions(
  universe: readonly CompanyProfile[],
  nifty50Level: number,
): IndexDefinition[] {
  const definitions: IndexDefinition[] = [
    {
      code: 'NIFTY50',
      name: 'NIFTY 50',
      kind: 'broad',
      industry: null,
      referenceLevel: nifty50Level,
      members: universe.filter((c) => c.nifty50),
    },
    {
      code: 'NIFTY500',
      name: 'NIFTY 500',
      kind: 'broad',
      industry: null,
      referenceLevel: 22_500,
      members: [...universe],
    },
  ];
  const industries = [...new Set(universe.map((c) => c.industry))].sort();
  for (const industry of industries) {
    const members = universe.filter((c) => c.industry === industry);
    if (members.length < 2) continue;
    definitions.push({
      code: sectorIndexCode(industry),
      name: `Nifty 500 ${industry}`,
      kind: 'sector',
      industry,
      referenceLevel: 10_000,
      members,
    });
  }
  return definitions.filter((definition) => definition.members.length > 0);
}

/**
 * Levels over the window: on the reference date the index equals its reference level and each
 * member weighs its free-float share; units move only with splits and bonuses, so on every day
 * level = sum(units x price) with that day's units.
 */
export function computeIndex(
  definition: IndexDefinition,
  barsOf: ReadonlyMap<
    string,
    { bars: BarColumns; actions: StoredAction[]; unitsScale: (day: string) => number }
  >,
  windowDays: readonly string[],
): GeneratedIndex {
  const total = definition.members.reduce((sum, c) => sum + freeFloatCap(c), 0);
  const members = definition.members.flatMap((company) => {
    const stock = barsOf.get(company.symbol);
    if (!stock) return [];
    const unitsAtReference =
      (definition.referenceLevel * freeFloatCap(company)) / total / company.referenceClose;
    return [{ company, stock, unitsAtReference }];
  });
  const levels = windowDays.map((day, k) =>
    indexDayLevels(
      members.map(({ stock, unitsAtReference }) => ({
        units: unitsAtReference * stock.unitsScale(day),
        open: stock.bars.open[k] ?? 0,
        high: stock.bars.high[k] ?? 0,
        low: stock.bars.low[k] ?? 0,
        close: stock.bars.close[k] ?? 0,
      })),
    ),
  );
  const lastDay = windowDays.at(-1) ?? '';
  const { members: _members, ...rest } = definition;
  return {
    ...rest,
    units: members.map(({ company, stock, unitsAtReference }) => ({
      symbol: company.symbol,
      units: unitsAtReference * stock.unitsScale(lastDay),
    })),
    levels,
  };
}
