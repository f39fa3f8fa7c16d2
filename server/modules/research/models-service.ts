import { eq } from 'drizzle-orm';
import type { CapBand } from '../../../src/domain/suitability';
import { todayInIndia } from '../../archive/calendar';
import {
  DEFAULT_DRIFT_BAND_BP,
  type CreateModel,
  type ModelClient,
  type ModelDetail,
  type ModelList,
  type ModelSummary,
  type ModelUpdateAnswer,
  type ModelVersion,
  type UpdateModel,
} from '../../../src/features/research/model/contract';
import { holdingDrift } from '../../../src/features/research/model/drift';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import {
  requireBasketStocks,
  stockFactsOf,
  volatilityOf,
  type StockFacts,
} from '../baskets/market';
import { defaultDriftBandOf } from '../advisor-settings/store';
import { marketDayOf } from '../baskets/service';
import { categoriesInForce } from '../risk-profile/store';
import { latestModelSuggestions, suggestRebalances } from '../suggestions/service';
import { capBands } from './cap-bands';
import {
  assignedClientsOf,
  currentVersionsOf,
  heldQuantitiesOf,
  insertVersion,
  lockAdvisor,
  modelExists,
  modelRows,
  nameTaken,
  ownModel,
  removeAssignment,
  versionsOf,
  type AssignedClient,
} from './models-store';
import {
  modelPortfolios,
  type ModelPortfolioRow,
  type ModelVersionRow,
  type StoredModelStock,
} from './tables';

// Model portfolios (issue 16, Deliver 2): an adviser's named mixes of NSE stocks for a goal,
// each change a new version kept for the record (what was recommended when), the clients who
// follow each and how far their holdings have drifted. Only the adviser who made a model sees
// or changes it; anyone else's is 404.

// ---------------------------------------------------------------------------------------------
// Answers

type StockAnswer = ModelVersion['stocks'][number];

function stocksAnswer(
  stocks: readonly StoredModelStock[],
  facts: ReadonlyMap<string, StockFacts>,
  bands: ReadonlyMap<string, CapBand>,
): StockAnswer[] {
  return stocks.map((stock) => {
    const fact = facts.get(stock.symbol);
    return {
      symbol: stock.symbol,
      name: fact?.name ?? stock.symbol,
      sector: fact?.sector ?? 'Other',
      capBand: bands.get(stock.symbol) ?? null,
      weightBp: stock.weightBp,
      price: fact?.close ?? null,
    };
  });
}

function versionAnswer(
  row: ModelVersionRow,
  facts: ReadonlyMap<string, StockFacts>,
  bands: ReadonlyMap<string, CapBand>,
): ModelVersion {
  return {
    version: row.version,
    stocks: stocksAnswer(row.stocks, facts, bands),
    categories: row.categories,
    driftBandBp: row.driftBandBp,
    reviewDate: row.reviewDate,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A client's drift from the model's current version. */
export function modelHoldingDrift(
  version: ModelVersionRow,
  facts: ReadonlyMap<string, StockFacts>,
  heldByInstrument: ReadonlyMap<number, number> | undefined,
) {
  const held = new Map<string, number>();
  for (const stock of version.stocks) {
    const instrumentId = facts.get(stock.symbol)?.instrumentId ?? stock.instrumentId;
    const quantity = heldByInstrument?.get(instrumentId) ?? 0;
    if (quantity > 0) held.set(stock.symbol, quantity);
  }
  return holdingDrift(
    version.stocks.map((stock) => ({
      symbol: stock.symbol,
      weightBp: stock.weightBp,
      price: facts.get(stock.symbol)?.close ?? null,
    })),
    held,
    version.driftBandBp,
  );
}

interface Read {
  facts: Map<string, StockFacts>;
  bands: Map<string, CapBand>;
  current: Map<string, ModelVersionRow>;
  clients: Map<string, AssignedClient[]>;
  held: Map<string, Map<number, number>>;
  day: string;
}

/** What answering these models needs, read once for all of them. */
async function readFor(
  orm: Orm,
  advisorSub: string,
  rows: readonly ModelPortfolioRow[],
  moreVersions: readonly ModelVersionRow[] = [],
): Promise<Read> {
  const current = await currentVersionsOf(orm, rows);
  const symbols = new Set<string>();
  for (const version of [...current.values(), ...moreVersions]) {
    for (const stock of version.stocks) symbols.add(stock.symbol);
  }
  const facts = await stockFactsOf(orm, [...symbols]);
  const bands = await capBands(orm);
  const clients = await assignedClientsOf(
    orm,
    advisorSub,
    rows.map((row) => row.modelId),
  );
  const subs = new Set<string>();
  for (const list of clients.values()) for (const client of list) subs.add(client.investorSub);
  const instrumentIds = [...current.values()].flatMap((version) =>
    version.stocks.map((stock) => facts.get(stock.symbol)?.instrumentId ?? stock.instrumentId),
  );
  const held = await heldQuantitiesOf(orm, [...subs], instrumentIds);
  return { facts, bands, current, clients, held, day: await marketDayOf(orm) };
}

async function summaryOf(orm: Orm, row: ModelPortfolioRow, read: Read): Promise<ModelSummary> {
  const version = read.current.get(row.modelId);
  if (!version) throw new Error(`model ${row.modelId} has no version ${row.currentVersion}`);
  const clients = read.clients.get(row.modelId) ?? [];
  const outside = clients.filter(
    (client) =>
      modelHoldingDrift(version, read.facts, read.held.get(client.investorSub)).outsideBand,
  ).length;
  const priced = version.stocks.map((stock) => ({
    instrumentId: read.facts.get(stock.symbol)?.instrumentId ?? stock.instrumentId,
    weightBp: stock.weightBp,
  }));
  const volatility = await volatilityOf(orm, priced, read.day);
  return {
    modelId: row.modelId,
    name: row.name,
    goalType: row.goalType as ModelSummary['goalType'],
    version: row.currentVersion,
    stocks: stocksAnswer(version.stocks, read.facts, read.bands),
    categories: version.categories,
    driftBandBp: version.driftBandBp,
    reviewDate: version.reviewDate,
    volatility,
    clients: clients.length,
    outsideBand: outside,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archived: row.archivedAt !== null,
    demo: row.demo,
  };
}

/** GET /api/advisor/models. */
export async function modelsOf(orm: Orm, advisorSub: string): Promise<ModelList> {
  const rows = await modelRows(orm, advisorSub);
  const read = await readFor(orm, advisorSub, rows);
  const models: ModelSummary[] = [];
  for (const row of rows) models.push(await summaryOf(orm, row, read));
  return { models };
}

async function detailOf(
  orm: Orm,
  advisorSub: string,
  row: ModelPortfolioRow,
): Promise<ModelDetail> {
  const versions = await versionsOf(orm, row.modelId);
  const read = await readFor(orm, advisorSub, [row], versions);
  const summary = await summaryOf(orm, row, read);
  const current = read.current.get(row.modelId)!;
  const clients = read.clients.get(row.modelId) ?? [];
  const categories = await categoriesInForce(
    orm,
    clients.map((client) => client.investorSub),
  );
  type Latest = Awaited<ReturnType<typeof latestModelSuggestions>>;
  const latest: Latest =
    clients.length > 0 ? await latestModelSuggestions(orm, row.modelId) : (new Map() as Latest);
  const clientList: ModelClient[] = clients.map((client) => {
    const drift = modelHoldingDrift(current, read.facts, read.held.get(client.investorSub));
    const last = latest.get(client.investorSub);
    return {
      investorId: client.investorSub,
      name: client.name,
      category: categories.get(client.investorSub) ?? null,
      goalId: client.goalId,
      version: client.version,
      assignedAt: client.assignedAt.toISOString(),
      driftPoints: drift.driftPoints,
      outsideBand: drift.outsideBand,
      latest: last
        ? {
            suggestionId: last.suggestionId,
            kind: last.kind === 'rebalance' ? 'rebalance' : 'model',
            status: last.status,
            createdAt: last.createdAt.toISOString(),
          }
        : null,
    };
  });
  return {
    ...summary,
    versions: versions.map((version) => versionAnswer(version, read.facts, read.bands)),
    clientList,
  };
}

/** GET /api/advisor/models/{modelId}. */
export async function oneModel(
  orm: Orm,
  advisorSub: string,
  modelId: string,
): Promise<ModelDetail> {
  return detailOf(orm, advisorSub, await ownModel(orm, advisorSub, modelId));
}

// ---------------------------------------------------------------------------------------------
// Writes

const fieldError = (field: string, detail: string): FieldError => ({
  in: 'body',
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

const refuse = (status: 400 | 409 | 422, code: string, field: string, detail: string) =>
  new ApiError(status, code, detail, {}, [fieldError(field, detail)]);

/** The checks the schema cannot make: a review date today or later, a name not in use. */
async function checkFields(
  tx: Orm,
  advisorSub: string,
  body: UpdateModel,
  now: Date,
  exceptModelId?: string,
): Promise<void> {
  const today = todayInIndia(now);
  if (body.reviewDate < today) {
    throw refuse(422, 'review_date_past', 'reviewDate', 'Choose a review date of today or later');
  }
  if (await nameTaken(tx, advisorSub, body.name, exceptModelId)) {
    throw refuse(
      409,
      'name_taken',
      'name',
      `You have a model called ${body.name} already: choose another name`,
    );
  }
}

/** The stocks as stored: every one an NSE stock that trades and has a price (else 422 by field). */
async function storedStocks(tx: Orm, body: UpdateModel): Promise<StoredModelStock[]> {
  const facts = await requireBasketStocks(
    tx,
    body.stocks.map((stock) => stock.symbol),
  );
  return body.stocks.map((stock) => ({
    symbol: stock.symbol,
    instrumentId: facts.get(stock.symbol)!.instrumentId,
    weightBp: stock.weightBp,
  }));
}

/** POST /api/advisor/models: version 1. */
export async function createModel(
  tx: Orm,
  advisorSub: string,
  body: CreateModel,
  now: Date,
): Promise<ModelDetail> {
  await lockAdvisor(tx, advisorSub);
  if (await modelExists(tx, body.modelId)) {
    throw refuse(409, 'model_exists', 'modelId', 'A model with this id exists already');
  }
  await checkFields(tx, advisorSub, body, now);
  const stocks = await storedStocks(tx, body);
  const [row] = await tx
    .insert(modelPortfolios)
    .values({
      modelId: body.modelId,
      advisorSub,
      name: body.name,
      goalType: body.goalType,
      currentVersion: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await insertVersion(tx, {
    modelId: body.modelId,
    version: 1,
    stocks,
    categories: body.categories,
    // Not given: the adviser's default band (/advisor/settings), ±5 pp until they set one.
    driftBandBp: body.driftBandBp ?? (await defaultDriftBandOf(tx, advisorSub)),
    reviewDate: body.reviewDate,
    note: body.note ?? '',
    createdAt: now,
  });
  return detailOf(tx, advisorSub, row!);
}

const archivedProblem = () =>
  new ApiError(409, 'model_archived', 'This model is archived: it can no longer change');

/**
 * PUT /api/advisor/models/{modelId}: a new version (the earlier ones stay as they were), then a
 * rebalance suggestion for every assigned client, checked for suitability, in the same
 * transaction.
 */
export async function updateModel(
  tx: Orm,
  advisorSub: string,
  modelId: string,
  body: UpdateModel,
  now: Date,
): Promise<ModelUpdateAnswer> {
  await lockAdvisor(tx, advisorSub);
  const before = await ownModel(tx, advisorSub, modelId, true);
  if (before.archivedAt) throw archivedProblem();
  await checkFields(tx, advisorSub, body, now, modelId);
  const stocks = await storedStocks(tx, body);
  const version = before.currentVersion + 1;
  await insertVersion(tx, {
    modelId,
    version,
    stocks,
    categories: body.categories,
    driftBandBp: body.driftBandBp ?? DEFAULT_DRIFT_BAND_BP,
    reviewDate: body.reviewDate,
    note: body.note ?? '',
    createdAt: now,
  });
  const [row] = await tx
    .update(modelPortfolios)
    .set({ name: body.name, goalType: body.goalType, currentVersion: version, updatedAt: now })
    .where(eq(modelPortfolios.modelId, modelId))
    .returning();
  const rebalance = await suggestRebalances(tx, advisorSub, modelId, version, now);
  return {
    model: await detailOf(tx, advisorSub, row!),
    rebalance: {
      sent: rebalance.sent,
      superseded: rebalance.superseded,
      notSent: rebalance.notSent.map((client) => ({
        investorId: client.investorId,
        name: client.name,
        reasons: client.reasons,
      })),
    },
  };
}

/** POST /api/advisor/models/{modelId}/archive: retired, kept for the record; again is a no-op. */
export async function archiveModel(
  tx: Orm,
  advisorSub: string,
  modelId: string,
  now: Date,
): Promise<ModelDetail> {
  const before = await ownModel(tx, advisorSub, modelId, true);
  if (before.archivedAt) return detailOf(tx, advisorSub, before);
  const [row] = await tx
    .update(modelPortfolios)
    .set({ archivedAt: now, updatedAt: now })
    .where(eq(modelPortfolios.modelId, modelId))
    .returning();
  return detailOf(tx, advisorSub, row!);
}

/** DELETE /api/advisor/models/{modelId}/clients/{investorId}: the client no longer follows it. */
export async function unassignClient(
  tx: Orm,
  advisorSub: string,
  modelId: string,
  investorId: string,
  now: Date,
): Promise<ModelDetail> {
  const row = await ownModel(tx, advisorSub, modelId, true);
  const assigned = (await assignedClientsOf(tx, advisorSub, [modelId])).get(modelId) ?? [];
  if (!assigned.some((client) => client.investorSub === investorId)) {
    throw new ApiError(404, 'not_assigned', 'This client does not follow this model');
  }
  await removeAssignment(tx, modelId, investorId, now);
  return detailOf(tx, advisorSub, row);
}
