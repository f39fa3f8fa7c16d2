import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { runFifo } from '../../../src/features/portfolio/model/fifo';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { eventsOf, shareActionsFor, type LedgerTrade } from '../orders/ledger';
import { paperTrades } from '../orders/tables';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
  type ModelPortfolioRow,
  type ModelVersionRow,
  type StoredModelStock,
} from './tables';

// The model portfolio tables' queries (issue 16, Deliver 2); the rules are models-service.ts's.
// Every read runs in the caller's transaction or ORM: inside a write, the same transaction.

export const modelNotFound = () =>
  new ApiError(404, 'not_found', 'No such model portfolio among yours');

/** Serialises one adviser's model writes (the unique live name) across concurrent requests. */
export const lockAdvisor = (tx: Orm, advisorSub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, advisorSub))
    .for('update');

/** The adviser's models, live ones first, then by name. */
export const modelRows = (orm: Orm, advisorSub: string): Promise<ModelPortfolioRow[]> =>
  orm
    .select()
    .from(modelPortfolios)
    .where(eq(modelPortfolios.advisorSub, advisorSub))
    .orderBy(
      sql`${modelPortfolios.archivedAt} IS NOT NULL`,
      asc(sql`lower(${modelPortfolios.name})`),
      asc(modelPortfolios.modelId),
    );

/** The adviser's model (locked for a write when `lock`); another adviser's, or none, is 404. */
export async function ownModel(
  orm: Orm,
  advisorSub: string,
  modelId: string,
  lock = false,
): Promise<ModelPortfolioRow> {
  const query = orm
    .select()
    .from(modelPortfolios)
    .where(and(eq(modelPortfolios.modelId, modelId), eq(modelPortfolios.advisorSub, advisorSub)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw modelNotFound();
  return row;
}

export async function modelExists(orm: Orm, modelId: string): Promise<boolean> {
  const rows = await orm
    .select({ id: modelPortfolios.modelId })
    .from(modelPortfolios)
    .where(eq(modelPortfolios.modelId, modelId));
  return rows.length > 0;
}

/** Whether another live model of the adviser has this name (ignoring case). */
export async function nameTaken(
  orm: Orm,
  advisorSub: string,
  name: string,
  exceptModelId?: string,
): Promise<boolean> {
  const rows = await orm
    .select({ id: modelPortfolios.modelId })
    .from(modelPortfolios)
    .where(
      and(
        eq(modelPortfolios.advisorSub, advisorSub),
        isNull(modelPortfolios.archivedAt),
        eq(sql`lower(${modelPortfolios.name})`, name.toLowerCase()),
        ...(exceptModelId ? [ne(modelPortfolios.modelId, exceptModelId)] : []),
      ),
    );
  return rows.length > 0;
}

/** The current version of each model, by model id. */
export async function currentVersionsOf(
  orm: Orm,
  models: readonly Pick<ModelPortfolioRow, 'modelId' | 'currentVersion'>[],
): Promise<Map<string, ModelVersionRow>> {
  if (models.length === 0) return new Map();
  const rows = await orm
    .select()
    .from(modelVersions)
    .where(
      inArray(
        modelVersions.modelId,
        models.map((model) => model.modelId),
      ),
    );
  const wanted = new Map(models.map((model) => [model.modelId, model.currentVersion]));
  return new Map(
    rows.filter((row) => wanted.get(row.modelId) === row.version).map((row) => [row.modelId, row]),
  );
}

/** Every version of a model, newest first. */
export const versionsOf = (orm: Orm, modelId: string): Promise<ModelVersionRow[]> =>
  orm
    .select()
    .from(modelVersions)
    .where(eq(modelVersions.modelId, modelId))
    .orderBy(desc(modelVersions.version));

export async function insertVersion(
  tx: Orm,
  version: {
    modelId: string;
    version: number;
    stocks: StoredModelStock[];
    categories: RiskCategoryId[];
    driftBandBp: number;
    reviewDate: string;
    note: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(modelVersions).values(version);
}

/** A client assigned to a model (not removed), with their name. */
export interface AssignedClient {
  modelId: string;
  investorSub: string;
  name: string;
  goalId: string | null;
  version: number;
  assignedAt: Date;
}

/**
 * The clients following these models, still the adviser's clients (a client who moved to
 * another adviser or was erased drops out of sight), by model id, by name.
 */
export async function assignedClientsOf(
  orm: Orm,
  advisorSub: string,
  modelIds: readonly string[],
): Promise<Map<string, AssignedClient[]>> {
  const byModel = new Map<string, AssignedClient[]>(modelIds.map((id) => [id, []]));
  if (modelIds.length === 0) return byModel;
  const rows = await orm
    .select({
      modelId: modelAssignments.modelId,
      investorSub: modelAssignments.investorSub,
      name: userProfiles.name,
      email: userProfiles.email,
      goalId: modelAssignments.goalId,
      version: modelAssignments.version,
      assignedAt: modelAssignments.assignedAt,
    })
    .from(modelAssignments)
    .innerJoin(userProfiles, eq(userProfiles.sub, modelAssignments.investorSub))
    .where(
      and(
        inArray(modelAssignments.modelId, [...modelIds]),
        isNull(modelAssignments.removedAt),
        eq(userProfiles.advisorSub, advisorSub),
        isNull(userProfiles.erasedAt),
      ),
    )
    .orderBy(asc(userProfiles.name), asc(modelAssignments.investorSub));
  for (const { email, name, ...row } of rows) {
    byModel.get(row.modelId)?.push({ ...row, name: name ?? email ?? 'A client' });
  }
  return byModel;
}

/** Marks the client's assignment removed; false when they were not assigned (or removed already). */
export async function removeAssignment(
  tx: Orm,
  modelId: string,
  investorSub: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(modelAssignments)
    .set({ removedAt: now })
    .where(
      and(
        eq(modelAssignments.modelId, modelId),
        eq(modelAssignments.investorSub, investorSub),
        isNull(modelAssignments.removedAt),
      ),
    )
    .returning({ sub: modelAssignments.investorSub });
  return rows.length > 0;
}

/**
 * What each of these clients holds of these instruments in their paper account, by investor
 * then instrument id: their trades run through FIFO with later splits and bonuses (the
 * holdings' own rule, server/modules/orders/ledger.ts), read in two queries for all of them.
 */
export async function heldQuantitiesOf(
  orm: Orm,
  investorSubs: readonly string[],
  instrumentIds: readonly number[],
): Promise<Map<string, Map<number, number>>> {
  const held = new Map<string, Map<number, number>>();
  if (investorSubs.length === 0 || instrumentIds.length === 0) return held;
  const trades = await orm
    .select({
      investorSub: paperTrades.investorSub,
      tradeId: paperTrades.tradeId,
      exchange: paperTrades.exchange,
      symbol: paperTrades.symbol,
      instrumentId: paperTrades.instrumentId,
      side: paperTrades.side,
      quantity: paperTrades.quantity,
      pricePaise: paperTrades.pricePaise,
      tradeDate: paperTrades.tradeDate,
      chargesPaise: paperTrades.chargesPaise,
      sttPaise: paperTrades.sttPaise,
    })
    .from(paperTrades)
    .where(
      and(
        inArray(paperTrades.investorSub, [...investorSubs]),
        inArray(paperTrades.instrumentId, [...new Set(instrumentIds)]),
      ),
    )
    .orderBy(asc(paperTrades.tradeDate), asc(paperTrades.executedAt), asc(paperTrades.tradeId));
  if (trades.length === 0) return held;
  const groups = new Map<string, LedgerTrade[]>();
  for (const { investorSub, ...trade } of trades) {
    const key = `${investorSub}\u0000${trade.instrumentId}`;
    const list = groups.get(key) ?? [];
    list.push(trade);
    groups.set(key, list);
  }
  const actions = await shareActionsFor(
    orm,
    [...new Set(trades.map((trade) => trade.instrumentId))],
    trades[0]!.tradeDate,
  );
  for (const [key, list] of groups) {
    const [investorSub = ''] = key.split('\u0000');
    const instrumentId = list[0]!.instrumentId;
    const own = actions.filter((action) => action.instrumentId === instrumentId);
    const { lots } = runFifo(eventsOf(list, own));
    const quantity = lots.reduce((sum, lot) => sum + lot.quantity, 0);
    if (quantity <= 0) continue;
    const byInstrument = held.get(investorSub) ?? new Map<number, number>();
    byInstrument.set(instrumentId, quantity);
    held.set(investorSub, byInstrument);
  }
  return held;
}
