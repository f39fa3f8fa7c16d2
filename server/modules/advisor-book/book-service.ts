import { FALLBACK_CATEGORY } from '../../../src/domain/goal-assumptions';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '../../../src/domain/risk-categories';
import type { Book } from '../../../src/features/advisor-book/model/book-contract';
import { archiveReader } from '../../archive/read/reader';
import type { Precompressed } from '../../compression';
import type { Database, Orm } from '../../db/database';
import { generation } from '../../services/change-generation';
import type { Profile } from '../../services/profiles';
import { TRACKS } from '../../services/tracks';
import { stockFactsOf } from '../baskets/market';
import { basketValuesOf } from '../baskets/valuation';
import { adviserAssumptions, assumptionOf } from '../goals/assumptions';
import { latestTradeDate } from '../orders/market';
import { modelHoldingDrift } from '../research/models-service';
import {
  assignedClientsOf,
  currentVersionsOf,
  heldQuantitiesOf,
  modelRows,
} from '../research/models-store';
import { categoriesInForce } from '../risk-profile/store';
import { todayInIndia } from '../../archive/calendar';
import { bookFollowUpsOf } from '../crm/follow-ups-store';
import {
  bookActions,
  followUpActions,
  goalStatus,
  rankActions,
  type ClientDrift,
  type ClientFacts,
  type ClientGoal,
} from './action-rules';
import {
  cashOf,
  clientsOf,
  closesOf,
  goalsOf,
  kycWaitingOf,
  unansweredChatsOf,
  riskProfileDatesOf,
  ruleSettingsOf,
  tradedInstrumentsOf,
} from './book-store';

// The client book (issue 15, Deliver 2): GET /api/advisor/book. The book is computed from what
// is stored, for all of one adviser's clients at once (a dozen set-based statements, no
// per-client round trips but for the few clients whose goals follow a basket), then kept in
// memory (docs/client-book.md, "How fresh"):
//
// - keyed by the archive's data-update time and this process's change generation, which every
//   committed API write and every finished job moves (server/services/change-generation.ts):
//   a write here is seen by the next request;
// - for at most BOOK_TTL_MS, so that writes by another server process on the same PostgreSQL
//   database (which this process's generation does not see) show within that long;
// - single-flight: requests that miss together share one computation (PGlite answers one
//   statement at a time, so fifty requests must not compute fifty books).

export const BOOK_TTL_MS = 30_000;
const TOP_CLIENTS = 10;
const MAX_MEMO = 200;

// ---------------------------------------------------------------------------------------------
// Computing the book

const TRACK_ORDER: readonly string[] = [
  TRACKS.kycPending,
  TRACKS.kycInProcess,
  TRACKS.riskProfilePending,
  TRACKS.brokerPending,
  TRACKS.active,
  TRACKS.frozen,
];

/** Each client's drift from every live model they follow (the models screen's own rule). */
async function driftsOf(
  orm: Orm,
  advisorSub: string,
  held: Map<string, Map<number, number>>,
): Promise<Map<string, ClientDrift[]>> {
  const models = (await modelRows(orm, advisorSub)).filter((row) => row.archivedAt === null);
  const drifts = new Map<string, ClientDrift[]>();
  if (models.length === 0) return drifts;
  const current = await currentVersionsOf(orm, models);
  const symbols = [...new Set([...current.values()].flatMap((v) => v.stocks.map((s) => s.symbol)))];
  const facts = await stockFactsOf(orm, symbols);
  const assigned = await assignedClientsOf(
    orm,
    advisorSub,
    models.map((model) => model.modelId),
  );
  for (const model of models) {
    const version = current.get(model.modelId);
    if (!version) continue;
    for (const client of assigned.get(model.modelId) ?? []) {
      const drift = modelHoldingDrift(version, facts, held.get(client.investorSub));
      const list = drifts.get(client.investorSub) ?? [];
      list.push({
        modelId: model.modelId,
        modelName: model.name,
        driftPoints: drift.driftPoints,
        bandBp: version.driftBandBp,
      });
      drifts.set(client.investorSub, list);
    }
  }
  return drifts;
}

/** Each client's goals with their status as the goals screen decides it (no Monte Carlo). */
async function goalStatesOf(
  orm: Orm,
  advisorSub: string,
  categories: Map<string, RiskCategoryId>,
  today: string,
): Promise<Map<string, ClientGoal[]>> {
  const { rows, elsewhere } = await goalsOf(orm, advisorSub);
  const states = new Map<string, ClientGoal[]>();
  if (rows.length === 0) return states;
  const table = await adviserAssumptions(orm, advisorSub);
  const basketOwners = [
    ...new Set(rows.filter((row) => row.basketId).map((row) => row.investorSub)),
  ];
  const baskets = new Map<string, Awaited<ReturnType<typeof basketValuesOf>>>();
  for (const sub of basketOwners) baskets.set(sub, await basketValuesOf(orm, sub));
  for (const row of rows) {
    const category = categories.get(row.investorSub) ?? FALLBACK_CATEGORY;
    const { expectedReturnBp } = assumptionOf(table, category);
    const basketValue = row.basketId
      ? (baskets.get(row.investorSub)?.get(row.basketId)?.value ?? 0)
      : 0;
    const { status, shortfall } = goalStatus({
      targetToday: row.targetToday,
      targetDate: row.targetDate,
      inflationBp: row.inflationBp,
      setAside: row.setAside,
      stepUpBp: row.stepUpBp,
      returnBp: expectedReturnBp,
      value: basketValue + (elsewhere.get(row.goalId) ?? 0) + row.setAside,
      today,
      createdOn: row.createdOn,
    });
    const list = states.get(row.investorSub) ?? [];
    list.push({ goalId: row.goalId, name: row.name, status, shortfall });
    states.set(row.investorSub, list);
  }
  return states;
}

/** The whole book of one adviser, from the database, now. */
export async function computeBook(
  orm: Orm,
  advisorSub: string,
  dataUpdatedAt: string | null,
  now: Date = new Date(),
): Promise<Book> {
  const clients = await clientsOf(orm, advisorSub);
  const subs = clients.map((client) => client.sub);
  const settings = await ruleSettingsOf(orm, advisorSub);
  const archiveDate = await latestTradeDate(orm);
  const cash = await cashOf(orm, advisorSub);
  const categories = await categoriesInForce(orm, subs);
  const riskDates = await riskProfileDatesOf(orm, advisorSub);
  const kyc = await kycWaitingOf(orm, advisorSub);
  const chats = await unansweredChatsOf(orm, advisorSub);
  // The adviser's own overdue CRM follow-ups and tasks (issue 17), ranked with the clients'.
  const today = todayInIndia(now);
  const followUps = await bookFollowUpsOf(orm, advisorSub, today, now);
  // What each client holds (FIFO with splits and bonuses, the holdings' own rule), valued at
  // the latest close: the holdings part of the assets, and the weights the drift rule reads.
  const instrumentIds = await tradedInstrumentsOf(orm, advisorSub);
  const held = await heldQuantitiesOf(orm, subs, instrumentIds);
  const closes = await closesOf(orm, instrumentIds);
  const drifts = await driftsOf(orm, advisorSub, held);
  const goalStates = await goalStatesOf(
    orm,
    advisorSub,
    categories,
    archiveDate ?? now.toISOString().slice(0, 10),
  );

  const values = clients.map((client) => {
    let holdings = 0;
    for (const [instrumentId, quantity] of held.get(client.sub) ?? []) {
      holdings += quantity * (closes.get(instrumentId) ?? 0);
    }
    const clientCash = cash.get(client.sub) ?? 0;
    return { client, holdings, cash: clientCash, value: holdings + clientCash };
  });
  const facts: ClientFacts[] = clients.map((client) => ({
    id: client.sub,
    name: client.name,
    track: client.track,
    riskProfileTakenAt: riskDates.get(client.sub) ?? null,
    kyc: kyc.get(client.sub) ?? null,
    cashPaise: cash.has(client.sub) ? cash.get(client.sub)! : null,
    drifts: drifts.get(client.sub) ?? [],
    goals: goalStates.get(client.sub) ?? [],
    unansweredChat: chats.get(client.sub) ?? null,
  }));

  const trackCounts = new Map<string, number>();
  for (const client of clients) {
    trackCounts.set(client.track, (trackCounts.get(client.track) ?? 0) + 1);
  }
  const byStatus = [...trackCounts]
    .map(([track, count]) => ({ track, count }))
    .sort((a, b) => rank(TRACK_ORDER, a.track) - rank(TRACK_ORDER, b.track));
  const riskCounts = new Map<RiskCategoryId | null, number>();
  for (const client of clients) {
    const category = categories.get(client.sub) ?? null;
    riskCounts.set(category, (riskCounts.get(category) ?? 0) + 1);
  }
  const byRisk = [...RISK_CATEGORY_IDS, null]
    .filter((category) => riskCounts.has(category))
    .map((category) => ({ category, count: riskCounts.get(category)! }));

  const sum = (pick: (row: (typeof values)[number]) => number) =>
    values.reduce((total, row) => total + pick(row), 0);
  const top = values
    .filter((row) => row.value > 0)
    .sort((a, b) => b.value - a.value || a.client.name.localeCompare(b.client.name))
    .slice(0, TOP_CLIENTS)
    .map((row) => ({
      investor: { id: row.client.sub, name: row.client.name },
      valuePaise: row.value,
      holdingsPaise: row.holdings,
      cashPaise: row.cash,
    }));

  return {
    asOf: { archiveDate, dataUpdatedAt },
    computedAt: now.toISOString(),
    rules: settings,
    clients: clients.length,
    assets: {
      totalPaise: sum((row) => row.value),
      holdingsPaise: sum((row) => row.holdings),
      cashPaise: sum((row) => row.cash),
      top,
    },
    byStatus,
    byRisk,
    actions: rankActions([
      ...bookActions(facts, settings, now),
      ...followUpActions(followUps.leads, followUps.tasks, today, now),
    ]),
  };
}

const rank = (order: readonly string[], value: string) => {
  const at = order.indexOf(value);
  return at === -1 ? order.length : at;
};

// ---------------------------------------------------------------------------------------------
// The memo

/** The book and its JSON bytes, made once: fifty requests answer the same bytes. */
export interface BookAnswer extends Precompressed {
  book: Book;
}

interface Memo {
  key: string;
  storedAt: number;
  answer: Promise<BookAnswer>;
}

const memos = new WeakMap<Database, Map<string, Memo>>();

/** The archive's data-update time as the book states it: none before any data is loaded. */
const dataUpdatedAtOf = (updatedatetime: string) =>
  new Date(updatedatetime).getTime() === 0 ? null : updatedatetime;

/** GET /api/advisor/book: the caller's book, from memory while it holds (see the top). */
export async function bookOf(
  db: Database,
  advisor: Profile,
  clock: () => number = Date.now,
): Promise<BookAnswer> {
  const version = await archiveReader(db).version();
  const key = `${version.updatedatetime}|${generation()}`;
  let byAdvisor = memos.get(db);
  if (!byAdvisor) memos.set(db, (byAdvisor = new Map<string, Memo>()));
  const hit = byAdvisor.get(advisor.sub);
  const now = clock();
  if (hit && hit.key === key && now - hit.storedAt < BOOK_TTL_MS) return hit.answer;
  const answer = computeBook(
    db.orm,
    advisor.sub,
    dataUpdatedAtOf(version.updatedatetime),
    new Date(now),
  ).then((book) => ({
    book,
    body: new TextEncoder().encode(JSON.stringify(book)),
    encoded: new Map(),
  }));
  const memo: Memo = { key, storedAt: now, answer };
  // A failure is not kept: the next request computes again.
  answer.catch(() => {
    if (byAdvisor.get(advisor.sub) === memo) byAdvisor.delete(advisor.sub);
  });
  byAdvisor.delete(advisor.sub);
  if (byAdvisor.size >= MAX_MEMO) byAdvisor.delete(byAdvisor.keys().next().value!);
  byAdvisor.set(advisor.sub, memo);
  return answer;
}
