import type {
  Allocation,
  AllocationSlice,
  ConsolidatedHolding,
  FamilyGoal,
  FamilyTotals,
  GoalTotals,
  MemberValue,
  OverlapPair,
} from './contract';

// The family office's maths (issue 15, Deliver 4), pure so that the server's answers and the
// tests use the same rules. Money is integer paise; shares are fractions (0 to 1).
//
// - Consolidated holdings: a stock held by several members is one row, its quantity, value,
//   cost and day change summed, with each holder's share of its family value.
// - Allocation: the family's whole value (every member's holdings at the latest close plus their
//   paper cash) by sector and by SEBI's market-cap size, and the cash; each slice's share is of
//   that whole, so the sectors and the cash add up to 1.
// - Overlap between two members: Σ over the stocks both hold of min(weight in a, weight in b),
//   each weight the stock's share of that member's holdings value (cash left out). 0 = nothing
//   in common, 1 = the same mix (whatever the amounts). A member holding nothing overlaps 0.

/** One stock as one member holds it (the portfolio API's holding, the fields used here). */
export interface MemberHolding {
  exchange: string;
  symbol: string;
  name: string;
  sector: string;
  size: string;
  lastPrice: number;
  quantity: number;
  value: number;
  invested: number;
  dayChange: number;
}

/** A member's paper account: nothing held and no cash when `hasAccount` is false. */
export interface MemberPortfolio {
  investorId: string;
  hasAccount: boolean;
  cash: number;
  items: readonly MemberHolding[];
}

export const CAP_SIZE_ORDER = ['Large cap', 'Mid cap', 'Small cap'] as const;

const keyOf = (item: Pick<MemberHolding, 'exchange' | 'symbol'>) =>
  `${item.exchange}:${item.symbol}`;
const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);
const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function memberValueOf(portfolio: MemberPortfolio): MemberValue {
  const holdingsValue = sum(portfolio.items, (item) => item.value);
  return {
    hasAccount: portfolio.hasAccount,
    holdingsValue,
    invested: sum(portfolio.items, (item) => item.invested),
    cash: portfolio.cash,
    value: holdingsValue + portfolio.cash,
    dayChange: sum(portfolio.items, (item) => item.dayChange),
  };
}

export function familyTotalsOf(members: readonly MemberValue[]): FamilyTotals {
  const holdingsValue = sum(members, (member) => member.holdingsValue);
  const invested = sum(members, (member) => member.invested);
  const cash = sum(members, (member) => member.cash);
  const dayChange = sum(members, (member) => member.dayChange);
  const yesterday = holdingsValue - dayChange;
  return {
    holdingsValue,
    invested,
    cash,
    value: holdingsValue + cash,
    dayChange,
    dayChangePercent: yesterday > 0 ? (dayChange / yesterday) * 100 : null,
    unrealisedGain: holdingsValue - invested,
  };
}

/** Every stock any member holds, once, largest family value first. */
export function consolidateHoldings(portfolios: readonly MemberPortfolio[]): ConsolidatedHolding[] {
  const byKey = new Map<string, ConsolidatedHolding>();
  for (const portfolio of portfolios) {
    for (const item of portfolio.items) {
      if (item.quantity <= 0) continue;
      const key = keyOf(item);
      let row = byKey.get(key);
      if (!row) {
        row = {
          exchange: item.exchange,
          symbol: item.symbol,
          name: item.name,
          sector: item.sector,
          size: item.size,
          lastPrice: item.lastPrice,
          quantity: 0,
          value: 0,
          invested: 0,
          dayChange: 0,
          weight: 0,
          holders: [],
        };
        byKey.set(key, row);
      }
      row.quantity += item.quantity;
      row.value += item.value;
      row.invested += item.invested;
      row.dayChange += item.dayChange;
      const holder = row.holders.find((one) => one.investorId === portfolio.investorId);
      if (holder) {
        holder.quantity += item.quantity;
        holder.value += item.value;
      } else {
        row.holders.push({
          investorId: portfolio.investorId,
          quantity: item.quantity,
          value: item.value,
          share: 0,
        });
      }
    }
  }
  const rows = [...byKey.values()];
  const total = sum(rows, (row) => row.value);
  for (const row of rows) {
    row.weight = shareOf(row.value, total);
    for (const holder of row.holders) {
      holder.share =
        row.value > 0 ? holder.value / row.value : shareOf(holder.quantity, row.quantity);
    }
    row.holders.sort((a, b) => b.value - a.value || a.investorId.localeCompare(b.investorId));
  }
  return rows.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));
}

/** By sector (largest first, then by name), by size (large, mid, small) and cash. */
export function allocationOf(holdings: readonly ConsolidatedHolding[], cash: number): Allocation {
  const whole = sum(holdings, (row) => row.value) + cash;
  const slices = (labelOf: (row: ConsolidatedHolding) => string) => {
    const values = new Map<string, number>();
    for (const row of holdings) {
      const label = labelOf(row);
      values.set(label, (values.get(label) ?? 0) + row.value);
    }
    return [...values].map(([label, value]): AllocationSlice => ({
      label,
      value,
      share: shareOf(value, whole),
    }));
  };
  const bySector = slices((row) => row.sector).sort(
    (a, b) => b.value - a.value || a.label.localeCompare(b.label),
  );
  const sizeRank = (label: string) => {
    const index = (CAP_SIZE_ORDER as readonly string[]).indexOf(label);
    return index < 0 ? CAP_SIZE_ORDER.length : index;
  };
  const bySize = slices((row) => row.size).sort(
    (a, b) => sizeRank(a.label) - sizeRank(b.label) || a.label.localeCompare(b.label),
  );
  return { bySector, bySize, cash: { label: 'Cash', value: cash, share: shareOf(cash, whole) } };
}

/** Each stock's share of the member's holdings value, by exchange:symbol. */
function weightsOf(items: readonly MemberHolding[]): Map<string, { symbol: string; w: number }> {
  const held = items.filter((item) => item.quantity > 0);
  const total = sum(held, (item) => item.value);
  const weights = new Map<string, { symbol: string; w: number }>();
  for (const item of held) {
    const key = keyOf(item);
    const w = (weights.get(key)?.w ?? 0) + shareOf(item.value, total);
    weights.set(key, { symbol: item.symbol, w });
  }
  return weights;
}

/** Two members' stocks in common (alphabetical) and their overlap, Σ min(weight a, weight b). */
export function overlapOf(
  a: readonly MemberHolding[],
  b: readonly MemberHolding[],
): { common: string[]; overlap: number } {
  const wa = weightsOf(a);
  const wb = weightsOf(b);
  const common: string[] = [];
  let overlap = 0;
  for (const [key, { symbol, w }] of wa) {
    const other = wb.get(key);
    if (!other) continue;
    common.push(symbol);
    overlap += Math.min(w, other.w);
  }
  common.sort((x, y) => x.localeCompare(y));
  return { common, overlap: Math.min(1, overlap) };
}

/** Every pair of members, in the members' order (a before b). */
export function pairwiseOverlap(portfolios: readonly MemberPortfolio[]): OverlapPair[] {
  const pairs: OverlapPair[] = [];
  for (let i = 0; i < portfolios.length; i++) {
    for (let j = i + 1; j < portfolios.length; j++) {
      const a = portfolios[i]!;
      const b = portfolios[j]!;
      pairs.push({ a: a.investorId, b: b.investorId, ...overlapOf(a.items, b.items) });
    }
  }
  return pairs;
}

export function goalTotalsOf(goals: readonly FamilyGoal[]): GoalTotals {
  return {
    count: goals.length,
    targetToday: sum(goals, (goal) => goal.targetToday),
    futureValue: sum(goals, (goal) => goal.futureValue),
    value: sum(goals, (goal) => goal.value),
    monthlySip: sum(goals, (goal) => goal.monthlySip),
    onTrack: goals.filter((goal) => goal.status === 'on-track').length,
    atRisk: goals.filter((goal) => goal.status === 'at-risk').length,
    offTrack: goals.filter((goal) => goal.status === 'off-track').length,
  };
}

/** Members in the household's order: head, spouse, parent, child, sibling, other; then by name. */
const ROLE_ORDER = ['head', 'spouse', 'parent', 'child', 'sibling', 'other'];
export function byHousehold<T extends { role: string; name: string | null; investorId: string }>(
  members: readonly T[],
): T[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
      (a.name ?? '').localeCompare(b.name ?? '') ||
      a.investorId.localeCompare(b.investorId),
  );
}
