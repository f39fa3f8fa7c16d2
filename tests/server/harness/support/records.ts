import type { ApiPermission } from '../../../../server/auth/permissions';
import { demoBasketId } from '../../../../server/modules/baskets/demo-seed';
import { demoDocumentId } from '../../../../server/modules/documents/demo-seed';
import { demoGoalId } from '../../../../server/modules/goals/demo-seed';
import { demoOrderId } from '../../../../server/modules/orders/demo-seed';
import { demoScanId } from '../../../../server/modules/scans/demo-seed';
import { demoStrategyId } from '../../../../server/modules/strategies/demo-seed';
import { defaultParams } from '../../../../src/features/strategies/model/library';
import { paramsKey } from '../../../../src/features/strategies/model/contract';
import { finishRun, insertRun } from '../../../../server/modules/strategies/store';
import type { Database } from '../../../../server/db/database';
import { demoUuid } from '../../../../server/services/demo-ids';
import { demoAlertId, demoWatchlistId } from '../../../../server/modules/watchlists/demo-seed';
import { ACCOUNTS, CALLERS, roleOfAccount, type Account } from './callers';
import { harnessMeetingOf } from './calendar-records';
import { harnessThreadId } from './chat-records';
import { harnessCrmId } from './crm-records';
import { harnessFamilyId } from './family-records';
import { harnessPolicyId } from './insurance-records';
import { minimalInstance } from './instances';
import {
  firstClientOf,
  harnessCallId,
  harnessModelId,
  harnessSuggestionId,
} from './research-records';
import { parametersIn, type OpenApiDocument, type Operation } from './openapi-document';

// Which record a path parameter names: one of the caller's own, or someone else's. The
// permission table's `owner` says whose record `:id` is; a route whose parameter names another
// kind of record (`:orderId`) teaches the harness here how to find one of each.

type Whose = 'own' | 'other';
type Owner = ApiPermission['owner'];

const firstOf = (accounts: Account[], what: string): string => {
  const found = accounts[0];
  if (!found) throw new Error(`the harness has no ${what}`);
  return found.sub;
};

/** A user id (the sub of their token). */
function userId(owner: Owner, caller: Account, whose: Whose): string {
  if (owner === 'advisor-of-investor') {
    const clients = ACCOUNTS.filter((account) => account.advisorSub === caller.sub);
    const others = [CALLERS.I.other, CALLERS.I.own].filter(
      (account) => account.advisorSub !== caller.sub,
    );
    return whose === 'own' ? firstOf(clients, 'client of the caller') : firstOf(others, 'client');
  }
  if (whose === 'own') return caller.sub;
  const role = CALLERS[roleOfAccount(caller)];
  return firstOf(
    [role.other, role.own].filter((account) => account.sub !== caller.sub),
    'other user of the same role',
  );
}

/**
 * A document (`:documentId`): the demo seed's PAN card of the investor caller, or of the
 * adviser caller's first client; someone else's is another investor's (the authz matrix seeds
 * the demo documents).
 */
function documentId(_owner: Owner, caller: Account, whose: Whose): string {
  const investor =
    roleOfAccount(caller) === 'I'
      ? caller
      : (ACCOUNTS.find((account) => account.advisorSub === caller.sub) ?? caller);
  const other = [CALLERS.I.other, CALLERS.I.own].find(
    (account) => account.sub !== investor.sub && account.advisorSub !== caller.sub,
  );
  return demoDocumentId((whose === 'own' ? investor : (other ?? investor)).sub, 'pan');
}

/**
 * An order (`:orderId`): the demo seed's resting order of the investor caller; someone else's
 * is the other investor's (the authz matrix seeds the demo orders).
 */
function orderId(_owner: Owner, caller: Account, whose: Whose): string {
  const other = [CALLERS.I.other, CALLERS.I.own].find((account) => account.sub !== caller.sub);
  return demoOrderId((whose === 'own' ? caller : (other ?? caller)).sub);
}

/**
 * A watchlist or price alert (`:watchlistId`, `:alertId`): the demo seed's first of the investor
 * caller; someone else's is the other investor's (the authz matrix seeds them).
 */
const investorOf = (caller: Account, whose: Whose): string => {
  const other = [CALLERS.I.other, CALLERS.I.own].find((account) => account.sub !== caller.sub);
  return (whose === 'own' ? caller : (other ?? caller)).sub;
};
const watchlistId = (_owner: Owner, caller: Account, whose: Whose) =>
  demoWatchlistId(investorOf(caller, whose));
const alertId = (_owner: Owner, caller: Account, whose: Whose) =>
  demoAlertId(investorOf(caller, whose));
/** A basket (`:basketId`): the demo seed's of investor@; someone else's is another investor's id. */
const basketId = (_owner: Owner, caller: Account, whose: Whose) =>
  demoBasketId(investorOf(caller, whose));
/** A goal (`:goalId`): the demo seed's first of the investor caller, or the other investor's. */
const goalId = (_owner: Owner, caller: Account, whose: Whose) =>
  demoGoalId(investorOf(caller, whose));

/** A saved scan (`:scanId`): the demo seed's first of the caller; someone else's is another's. */
const scanId = (_owner: Owner, caller: Account, whose: Whose) => {
  const role = CALLERS[roleOfAccount(caller)];
  const other = [role.other, role.own].find((account) => account.sub !== caller.sub);
  return demoScanId((whose === 'own' ? caller : (other ?? caller)).sub);
};

/** The caller's record or someone else's of the same role (saved strategies, backtests). */
const ofRole = (caller: Account, whose: Whose): string => {
  const role = CALLERS[roleOfAccount(caller)];
  const other = [role.other, role.own].find((account) => account.sub !== caller.sub);
  return (whose === 'own' ? caller : (other ?? caller)).sub;
};
/** A saved strategy (`:strategyId`): the demo seed's of the caller, or another's of the role. */
const strategyId = (_owner: Owner, caller: Account, whose: Whose) =>
  demoStrategyId(ofRole(caller, whose));

/** A backtest (`:runId`): no demo seeds one, so the harness does (`seedHarnessRuns`). */
export const harnessRunId = (sub: string): string => demoUuid(`nivesh-harness-run:${sub}`);
const runId = (_owner: Owner, caller: Account, whose: Whose) => harnessRunId(ofRole(caller, whose));

/** One finished (cancelled) backtest of each role's own caller, named by `harnessRunId`. */
export async function seedHarnessRuns(db: Database): Promise<void> {
  const params = defaultParams('multiFactor');
  for (const role of Object.values(CALLERS)) {
    const sub = role.own.sub;
    const runId = harnessRunId(sub);
    const now = new Date();
    await insertRun(
      db.orm,
      { runId, sub, params, key: paramsKey(params), asOf: now.toISOString() },
      now,
    );
    await finishRun(db.orm, runId, { status: 'cancelled' }, now);
  }
}

/** A research call (`:callId`): the harness's of the adviser caller, or the other adviser's. */
const callId = (_owner: Owner, caller: Account, whose: Whose) =>
  harnessCallId(ofRole(caller, whose));
/**
 * A model portfolio (`:modelId`): the harness's of the adviser caller, or the other adviser's;
 * the archive route retires a model of its own, so the other routes keep theirs.
 */
const modelId = (_owner: Owner, caller: Account, whose: Whose, entry: ApiPermission) =>
  harnessModelId(ofRole(caller, whose), entry.path.endsWith('/archive') ? 'archive' : 'main');
/**
 * A model's client (`:investorId`): the adviser's first client, who follows the harness's
 * models; someone else's is the other adviser's client (with the other adviser's model).
 */
const investorId = (_owner: Owner, caller: Account, whose: Whose) =>
  firstClientOf(ofRole(caller, whose)).sub;
/** A family (`:familyId`): the harness's of the adviser caller, or the other adviser's. */
const familyId = (_owner: Owner, caller: Account, whose: Whose, entry: ApiPermission) =>
  harnessFamilyId(ofRole(caller, whose), entry.method === 'DELETE' ? 'delete' : 'main');
/** A policy (`:policyId`): the harness's of the investor caller, or the other investor's. */
const policyId = (_owner: Owner, caller: Account, whose: Whose, entry: ApiPermission) =>
  harnessPolicyId(investorOf(caller, whose), entry.method === 'DELETE' ? 'delete' : 'main');
/** A suggestion (`:suggestionId`): the harness's of the investor caller, or another's. */
const suggestionId = (_owner: Owner, caller: Account, whose: Whose) =>
  harnessSuggestionId(investorOf(caller, whose));

type Finder = (owner: Owner, caller: Account, whose: Whose, entry: ApiPermission) => string;

const RECORDS: Record<string, Finder> = {
  id: userId,
  documentId,
  orderId,
  watchlistId,
  alertId,
  basketId,
  goalId,
  scanId,
  strategyId,
  runId,
  callId,
  modelId,
  investorId,
  suggestionId,
  familyId,
  policyId,
  /** The CRM's records (issue 17): the harness's of the adviser caller, or the other adviser's. */
  leadId: (_owner, caller, whose) => harnessCrmId('lead', ofRole(caller, whose)),
  contactId: (_owner, caller, whose) => harnessCrmId('contact', ofRole(caller, whose)),
  taskId: (_owner, caller, whose) => harnessCrmId('task', ofRole(caller, whose)),
  /** A chat thread (`:threadId`, issue 18): derived from its pair, so never seeded. */
  threadId: (_owner, caller, whose) => harnessThreadId(caller, whose),
  /** A meeting (`:meetingId`, issue 18): the harness's of the caller's pair, or another's. */
  meetingId: (_owner, caller, whose) => harnessMeetingOf(caller, whose),
  // A stock (`:exchange/:symbol`): in a watchlist any stock names one, in or out of the list;
  // a stock's own routes (community) need one the archive holds. ADANIENT comes first of the
  // NIFTY 50 by symbol, so every demo archive holds it, the harness's small one too.
  exchange: () => 'NSE',
  symbol: () => 'ADANIENT',
};

/**
 * The value of path parameter `name`: a record of the caller's (`own`) or someone else's
 * (`other`). A parameter the harness cannot find records for is a documented valid value (its
 * example, else a minimal instance), which is enough while no ownership is tested.
 */
export function recordId(
  document: OpenApiDocument,
  entry: ApiPermission,
  operation: Operation,
  caller: Account | undefined,
  whose: Whose,
  name: string,
): string {
  const find = RECORDS[name];
  if (find && caller) return find(entry.owner, caller, whose, entry);
  if (entry.owner || whose === 'other') {
    throw new Error(
      `${entry.method} ${entry.path}: teach tests/server/harness/support/records.ts how to find a caller's own :${name} and someone else's`,
    );
  }
  const parameter = parametersIn(operation, 'path').find((p) => p.name === name);
  if (!parameter) throw new Error(`${entry.path}: :${name} is not a documented path parameter`);
  return String(minimalInstance(parameter.schema, document));
}

/**
 * The body a route is called with: the minimal instance of its schema, except where the body
 * names a record: sending a research call to clients (`POST /api/advisor/suggestions`) names
 * the harness's call of the caller and their first client, and a family's members (`PUT
 * /api/advisor/families/:familyId`) the adviser's first client, and a CRM merge (`POST
 * /api/advisor/crm/contacts/merge`) two of the adviser's contacts, so authorization, not a
 * missing record, is what the case meets.
 */
export function bodyFor(
  entry: ApiPermission,
  caller: Account | undefined,
  whose: Whose,
  body: unknown,
): unknown {
  if (!caller) return body;
  const advisorSub = ofRole(caller, whose);
  if (entry.method === 'PUT' && entry.path === '/api/advisor/families/:familyId') {
    // The family's members must be the adviser's clients: their first one.
    return {
      ...(body as Record<string, unknown>),
      members: [{ investorId: firstClientOf(advisorSub).sub, role: 'head' }],
    };
  }
  if (entry.method === 'POST' && entry.path === '/api/calendar/meetings') {
    // A meeting is proposed to one of the adviser's own clients: their first one.
    return { ...(body as Record<string, unknown>), investorSub: firstClientOf(advisorSub).sub };
  }
  if (entry.method === 'POST' && entry.path === '/api/advisor/crm/contacts/merge') {
    // Two of the adviser's own contacts (issue 17): the second is folded into the first.
    return {
      keepContactId: harnessCrmId('contact', advisorSub),
      mergeContactId: harnessCrmId('merged-contact', advisorSub),
    };
  }
  if (entry.method !== 'POST' || entry.path !== '/api/advisor/suggestions') return body;
  return {
    ...(body as Record<string, unknown>),
    source: { kind: 'call', callId: harnessCallId(advisorSub) },
    to: { investorIds: [firstClientOf(advisorSub).sub] },
  };
}

/** The route's path with each parameter naming a record of the caller's or someone else's. */
export const pathFor = (
  document: OpenApiDocument,
  entry: ApiPermission,
  operation: Operation,
  caller: Account | undefined,
  whose: Whose,
): string =>
  entry.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(recordId(document, entry, operation, caller, whose, name)),
  );
