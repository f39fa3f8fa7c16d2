import type {
  ClientActivity,
  DetailsPortfolio,
  InvestorOverview,
  RiskEvent,
} from '../../../src/features/advisor-book/model/details-contract';
import {
  FAMILY_ROLES,
  SUGGESTIONS_SHOWN,
  TOP_HOLDINGS,
} from '../../../src/features/advisor-book/model/details-contract';
import type { PortfolioSummary } from '../../../src/features/portfolio/model/contract';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { ownClientOf, type Profile } from '../../services/profiles';
import { stockFactsOf } from '../baskets/market';
import { basketsOf } from '../baskets/service';
import { goalsOf } from '../goals/service';
import { kycStatusOf } from '../kyc/service';
import { accountState } from '../portfolio/account-state';
import { portfolioSummary } from '../portfolio/summary';
import { heldQuantitiesOf, currentVersionsOf } from '../research/models-store';
import { modelHoldingDrift } from '../research/models-service';
import { latestRiskProfileOf } from '../risk-profile/service';
import { advisorSuggestionList } from '../suggestions/investor';
import {
  advisorActionsOn,
  assignmentsOf,
  familyRowsOf,
  kycAuditRows,
  riskHistoryRows,
} from './details-store';

// One client on one screen (issue 15, Deliver 3): each part is the owning module's own answer
// (the portfolio's summary, the goals' plans, the baskets' values, the models' drift, the
// suggestions' outcomes), cut to what the adviser's screen shows.

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

async function kycPart(orm: Orm, sub: string): Promise<InvestorOverview['kyc']> {
  const [status, audited] = await Promise.all([kycStatusOf(orm, sub), kycAuditRows(orm, sub)]);
  const history: InvestorOverview['kyc']['history'] = audited.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    by: { id: row.actorSub, name: row.actorName },
  }));
  // Records made before the write path audited them (the demo's) still have their dates.
  if (history.length === 0) {
    if (status.decidedAt) {
      history.push({
        at: status.decidedAt,
        action: status.status === 'rejected' ? 'Sent the KYC back for changes' : 'Verified the KYC',
        by: null,
      });
    }
    if (status.submittedAt) {
      history.push({ at: status.submittedAt, action: 'Submitted the KYC for review', by: null });
    }
  }
  return { ...status, history };
}

async function riskPart(orm: Orm, sub: string, now: Date): Promise<InvestorOverview['risk']> {
  const [inForce, { profiles, overrides }] = await Promise.all([
    latestRiskProfileOf(orm, sub, now),
    riskHistoryRows(orm, sub),
  ]);
  const history: RiskEvent[] = [
    ...profiles.map((row) => ({
      at: row.takenAt.toISOString(),
      kind: 'questionnaire' as const,
      category: row.category,
      by: null,
      reason: null,
    })),
    ...overrides.map((row) => ({
      at: row.createdAt.toISOString(),
      kind: 'override' as const,
      category: row.category,
      by: { id: row.advisorSub, name: row.advisorName },
      reason: row.reason,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const latest = profiles[0];
  return {
    category: inForce?.category ?? null,
    takenAt: iso(inForce?.takenAt),
    renewalDue: inForce?.renewalDue ?? false,
    overridden: latest !== undefined && overrides.some((row) => row.profileId === latest.id),
    history,
  };
}

/**
 * The portfolio module's summary of the client's paper account (the same memo its own route
 * fills, so both answer the same figures), or why there is none.
 */
async function portfolioPart(
  orm: Orm,
  sub: string,
  snapshot: ArchiveSnapshot,
): Promise<{ portfolio: DetailsPortfolio | null; portfolioMissing: string | null }> {
  let state;
  try {
    state = await accountState(orm, sub, snapshot);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'no_paper_account') {
      return {
        portfolio: null,
        portfolioMissing: 'No paper account yet: the client has not linked the paper broker.',
      };
    }
    throw error;
  }
  let summary = state.memo.get('summary') as PortfolioSummary | undefined;
  if (!summary) {
    summary = portfolioSummary(state, await state.days());
    state.memo.set('summary', summary);
  }
  const {
    asOf,
    movers: _movers,
    allocation: _allocation,
    recentOrders: _recent,
    ...rest
  } = summary;
  const { openOrders: _open, ...figures } = rest;
  return {
    portfolio: {
      ...figures,
      asOf: { date: asOf.date, demo: asOf.demo, label: asOf.label },
      positions: state.holdings.items.length,
      topHoldings: [...state.holdings.items]
        .sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
        .slice(0, TOP_HOLDINGS)
        .map((item) => ({
          symbol: item.symbol,
          name: item.name,
          sector: item.sector,
          quantity: item.quantity,
          invested: item.invested,
          value: item.value,
          unrealisedGain: item.unrealisedGain,
          unrealisedGainPercent: item.unrealisedGainPercent,
          weight: item.weight,
        })),
    },
    portfolioMissing: null,
  };
}

async function goalsPart(orm: Orm, sub: string): Promise<InvestorOverview['goals']> {
  const { goals } = await goalsOf(orm, sub);
  return goals.map((goal) => ({
    goalId: goal.goalId,
    name: goal.name,
    type: goal.type,
    targetToday: goal.targetToday,
    targetDate: goal.targetDate,
    monthlySip: goal.monthlySip,
    value: goal.progress.value,
    status: goal.progress.status,
    chance: goal.progress.chance,
    shortfall: goal.progress.shortfall,
  }));
}

async function basketsPart(orm: Orm, sub: string): Promise<InvestorOverview['baskets']> {
  const { baskets } = await basketsOf(orm, sub);
  return baskets.map((basket) => ({
    basketId: basket.basketId,
    name: basket.name,
    goalName: basket.goalName,
    value: basket.value,
    invested: basket.invested,
    gain: basket.gain,
    needsRebalance: basket.needsRebalance,
    sip: basket.sip && { amount: basket.sip.amount, active: basket.sip.active },
  }));
}

/** The client's models of this adviser, with the drift the models screen shows for them. */
async function modelsPart(
  orm: Orm,
  advisorSub: string,
  sub: string,
): Promise<InvestorOverview['models']> {
  const assigned = await assignmentsOf(orm, advisorSub, sub);
  if (assigned.length === 0) return [];
  const current = await currentVersionsOf(
    orm,
    assigned.map((row) => row.model),
  );
  const symbols = [...current.values()].flatMap((version) => version.stocks.map((s) => s.symbol));
  const facts = await stockFactsOf(orm, [...new Set(symbols)]);
  const instrumentIds = [...current.values()].flatMap((version) =>
    version.stocks.map((stock) => facts.get(stock.symbol)?.instrumentId ?? stock.instrumentId),
  );
  const held = (await heldQuantitiesOf(orm, [sub], instrumentIds)).get(sub);
  return assigned.flatMap(({ model, assignedVersion, assignedAt }) => {
    const version = current.get(model.modelId);
    if (!version) return [];
    const drift = modelHoldingDrift(version, facts, held);
    return [
      {
        modelId: model.modelId,
        name: model.name,
        version: model.currentVersion,
        assignedVersion,
        assignedAt: assignedAt.toISOString(),
        driftBandBp: version.driftBandBp,
        driftPoints: drift.driftPoints,
        outsideBand: drift.outsideBand,
      },
    ];
  });
}

async function suggestionsPart(
  orm: Orm,
  advisorSub: string,
  sub: string,
): Promise<InvestorOverview['suggestions']> {
  const { suggestions } = await advisorSuggestionList(orm, advisorSub, { investor: sub });
  return suggestions.slice(0, SUGGESTIONS_SHOWN).map((row) => ({
    suggestionId: row.suggestionId,
    kind: row.kind,
    title: row.title,
    status: row.status,
    suitability: row.outcome,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
    declineReason: row.declineReason,
    filled: row.filled,
    planned: row.planned,
  }));
}

type Role = (typeof FAMILY_ROLES)[number];
const roleOf = (role: string): Role =>
  (FAMILY_ROLES as readonly string[]).includes(role) ? (role as Role) : 'other';

async function familyPart(
  orm: Orm,
  advisorSub: string,
  sub: string,
): Promise<InvestorOverview['family']> {
  const rows = await familyRowsOf(orm, advisorSub, sub);
  const own = rows.find((row) => row.investorSub === sub);
  if (!own) return null;
  return {
    familyId: own.familyId,
    name: own.familyName,
    role: roleOf(own.role),
    members: rows.map((row) => ({
      investorId: row.investorSub,
      name: row.name,
      role: roleOf(row.role),
    })),
  };
}

/** GET /api/advisor/investors/{id}/overview. */
export async function investorOverview(
  orm: Orm,
  advisor: Profile,
  investorId: string,
  snapshot: () => Promise<ArchiveSnapshot>,
  now = new Date(),
): Promise<InvestorOverview> {
  const investor = await ownClientOf(orm, advisor, investorId);
  const sub = investor.sub;
  const [kyc, risk, money, goals, baskets, models, suggestions, family] = await Promise.all([
    kycPart(orm, sub),
    riskPart(orm, sub, now),
    snapshot().then((taken) => portfolioPart(orm, sub, taken)),
    goalsPart(orm, sub),
    basketsPart(orm, sub),
    modelsPart(orm, advisor.sub, sub),
    suggestionsPart(orm, advisor.sub, sub),
    familyPart(orm, advisor.sub, sub),
  ]);
  return {
    investor: {
      id: sub,
      name: investor.name,
      email: investor.email,
      phone: investor.phone,
      track: investor.track,
      since: investor.createdAt.toISOString(),
    },
    kyc,
    risk,
    ...money,
    goals,
    baskets,
    models,
    suggestions,
    family,
  };
}

/** GET /api/advisor/investors/{id}/activity: the caller's own audited actions on the client. */
export async function clientActivity(
  orm: Orm,
  advisor: Profile,
  investorId: string,
  page: { limit: number; before?: number | undefined },
): Promise<ClientActivity> {
  const investor = await ownClientOf(orm, advisor, investorId);
  // One more than asked: whether an older page exists.
  const rows = await advisorActionsOn(orm, advisor.sub, investor.sub, {
    limit: page.limit + 1,
    before: page.before,
  });
  const entries = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
  }));
  return {
    entries,
    nextBefore: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}
