import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import {
  checkSuitability,
  SUITABILITY_RULE_VERSION,
  type CapBand,
  type SuitabilityFinding,
  type SuitabilityInput,
  type SuitabilityResult,
} from '../../../src/domain/suitability';
import { formatRupees } from '../../../src/features/portfolio/model/report-format';
import type { CallAction } from '../../../src/features/research/model/contract';
import type {
  Blocked,
  CreateSuggestion,
  Sent,
  SuggestionKind,
  SuggestionStatus,
} from '../../../src/features/suggestions/model/contract';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { marketDayOf } from '../baskets/service';
import { volatilityOf } from '../baskets/market';
import { capBands } from '../research/cap-bands';
import { categoriesInForce } from '../risk-profile/store';
import type { ModelVersionRow, ResearchCallRow, StoredModelStock } from '../research/tables';
import { planCall, planModel, planRebalance, portfolioValue, weightAfterBp } from './plan';
import {
  accountsOf,
  activeClientsOf,
  assignmentsOf,
  existingSuggestions,
  goalOwnersAmong,
  insertDecisions,
  insertNotices,
  insertSuggestions,
  namesOf,
  ownCall,
  ownClientsAmong,
  ownModelVersion,
  pendingModelAmounts,
  quotesOf,
  supersedePending,
  upsertAssignments,
  versionsOf,
  type Account,
  type Client,
  type NewDecision,
  type NewSuggestion,
  type Quote,
} from './store';
import { suggestions, type PlannedOrder } from './tables';

// Sending research to clients (issue 16, Deliver 3 and 4): a call or a model becomes one
// suggestion per client, each with its planned orders and its suitability decision, both
// recorded (SEBI IA Regulations 2013, Reg. 17 and 19). A send is all or nothing: when any
// client is blocked and the adviser gave no justification, the answer is 422 `unsuitable` and
// nothing is written (not even the blocked decisions: the adviser has not decided yet); with a
// justification, the blocked clients' suggestions are sent and their decisions recorded as
// 'overridden' with it. A model update (suggestRebalances) never overrides: a blocked client's
// decision is recorded 'blocked' and the adviser is told.

/** A UUID (version 5 layout) derived from the parts: the same send makes the same ids. */
export function derivedId(...parts: readonly string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** ₹1,00,000 (whole rupees without paise). */
export const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

const ACTION_WORD: Readonly<Record<CallAction, string>> = {
  buy: 'Buy',
  sell: 'Sell',
  hold: 'Hold',
};

export const callTitle = (call: Pick<ResearchCallRow, 'action' | 'symbol'>, name: string) =>
  `${ACTION_WORD[call.action]} ${name === call.symbol ? call.symbol : `${name} (${call.symbol})`}`;

/** What is sent, prepared once for every client. */
interface Subject {
  kind: SuggestionKind;
  subjectId: string;
  callId: string | null;
  modelId: string | null;
  modelVersion: number | null;
  amount: number | null;
  title: string;
  message: string;
  plan(account: Account, value: number): PlannedOrder[];
  input(
    client: Client,
    category: RiskCategoryId | null,
    account: Account,
    value: number,
    orders: PlannedOrder[],
  ): SuitabilityInput;
}

interface Context {
  day: string;
  bands: Map<string, CapBand>;
}

const notFound = (detail: string, field: string): ApiError =>
  new ApiError(404, 'not_found', detail, {}, [
    { in: 'body', field, pointer: `#/${field.replaceAll('.', '/')}`, detail },
  ]);

async function callSubject(
  tx: Orm,
  advisorSub: string,
  callId: string,
  message: string | undefined,
  context: Context,
): Promise<Subject & { quotes: Quote[] }> {
  const call = await ownCall(tx, advisorSub, callId);
  if (!call) throw notFound('No such call among yours', 'source.callId');
  if (call.status !== 'open') {
    throw new ApiError(
      409,
      'call_closed',
      `This call on ${call.symbol} closed on ${call.closedOn}: make a new call to send it again.`,
    );
  }
  const quote = (await quotesOf(tx, [call.instrumentId])).get(call.instrumentId);
  if (!quote || quote.close === null) {
    throw new ApiError(409, 'no_price', `${call.symbol} has no price yet: it cannot be sent.`);
  }
  const volatility =
    call.action === 'buy'
      ? await volatilityOf(tx, [{ instrumentId: call.instrumentId, weightBp: 10_000 }], context.day)
      : null;
  return {
    kind: 'call',
    subjectId: call.callId,
    callId: call.callId,
    modelId: null,
    modelVersion: null,
    amount: null,
    title: callTitle(call, quote.name),
    message: message || call.rationale,
    quotes: [quote],
    plan: (account, value) =>
      planCall(
        { action: call.action, allocationBp: call.allocationBp, quote },
        account,
        value,
        context.day,
      ),
    input: (client, category, account, value, orders) => ({
      clientName: client.name,
      category,
      subject: {
        kind: 'call',
        action: call.action,
        stock: { symbol: call.symbol, band: context.bands.get(call.symbol) ?? null },
        weightAfterBp: weightAfterBp(
          account,
          value,
          orders,
          call.instrumentId,
          quote.close!,
          context.day,
        ),
        volatility,
        categories: call.categories,
      },
    }),
  };
}

/** A model version's stocks with their quotes, its mix's volatility and the rules' view. */
async function modelFacts(tx: Orm, version: ModelVersionRow, context: Context) {
  const quotes = await quotesOf(
    tx,
    version.stocks.map((stock) => stock.instrumentId),
  );
  const stocks = version.stocks.flatMap((stock) => {
    const quote = quotes.get(stock.instrumentId);
    return quote ? [{ weightBp: stock.weightBp, quote }] : [];
  });
  const volatility = await volatilityOf(tx, version.stocks, context.day);
  const ruled = version.stocks.map((stock: StoredModelStock) => ({
    symbol: stock.symbol,
    weightBp: stock.weightBp,
    band: context.bands.get(stock.symbol) ?? null,
  }));
  return { stocks, volatility, ruled, quotes: [...quotes.values()] };
}

async function modelSubject(
  tx: Orm,
  advisorSub: string,
  source: Extract<CreateSuggestion['source'], { kind: 'model' }>,
  message: string | undefined,
  context: Context,
): Promise<Subject & { quotes: Quote[] }> {
  const found = await ownModelVersion(tx, advisorSub, source.modelId);
  if (!found) throw notFound('No such model portfolio among yours', 'source.modelId');
  const { model, version } = found;
  if (model.archivedAt) {
    throw new ApiError(
      409,
      'model_archived',
      `${model.name} is archived: it cannot be sent to clients any more.`,
    );
  }
  const facts = await modelFacts(tx, version, context);
  return {
    kind: 'model',
    subjectId: model.modelId,
    callId: null,
    modelId: model.modelId,
    modelVersion: version.version,
    amount: source.amount,
    title: `Invest ${rupees(source.amount)} in ${model.name}`,
    message: message || version.note,
    quotes: facts.quotes,
    plan: () => planModel(facts.stocks, source.amount, context.day),
    input: (client, category) => ({
      clientName: client.name,
      category,
      subject: {
        kind: 'model',
        name: model.name,
        stocks: facts.ruled,
        volatility: facts.volatility,
        categories: version.categories,
      },
    }),
  };
}

async function recipientsOf(
  tx: Orm,
  advisorSub: string,
  to: CreateSuggestion['to'],
): Promise<Client[]> {
  if ('investorIds' in to) {
    const ids = [...new Set(to.investorIds)];
    const own = await ownClientsAmong(tx, advisorSub, ids);
    const errors: FieldError[] = to.investorIds.flatMap((id, index) =>
      own.has(id)
        ? []
        : [
            {
              in: 'body' as const,
              field: `to.investorIds.${index}`,
              pointer: `#/to/investorIds/${index}`,
              detail: `No client ${id} among yours`,
            },
          ],
    );
    if (errors.length > 0) {
      throw new ApiError(
        404,
        'not_found',
        errors.length === 1
          ? errors[0]!.detail
          : `${errors.length} of these are not among your clients: ${errors.map((e) => e.detail.replace('No client ', '').replace(' among yours', '')).join(', ')}`,
        {},
        errors,
      );
    }
    return ids.map((id) => own.get(id)!);
  }
  const clients = await activeClientsOf(tx, advisorSub);
  const categories = await categoriesInForce(
    tx,
    clients.map((client) => client.sub),
  );
  const chosen = clients.filter((client) => categories.get(client.sub) === to.category);
  if (chosen.length === 0) {
    throw new ApiError(
      422,
      'no_recipients',
      'None of your active clients is in that risk category.',
      {},
      [
        {
          in: 'body',
          field: 'to.category',
          pointer: '#/to/category',
          detail: 'No active client in this category',
        },
      ],
    );
  }
  return chosen;
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * A model's `source.goalIds`: each key must be one of the recipients and each goal one of that
 * client's goals (read in one query for all of them); otherwise 422 naming each wrong entry.
 */
async function checkGoalIds(
  tx: Orm,
  goalIds: Readonly<Record<string, string>> | undefined,
  clients: readonly Client[],
): Promise<void> {
  const entries = Object.entries(goalIds ?? {});
  if (entries.length === 0) return;
  const recipients = new Map(clients.map((client) => [client.sub, client]));
  const owners = await goalOwnersAmong(
    tx,
    entries.map(([sub]) => sub).filter((sub) => recipients.has(sub)),
    entries.map(([, goalId]) => goalId),
  );
  const errors: FieldError[] = entries.flatMap(([sub, goalId]) => {
    const client = recipients.get(sub);
    const detail = !client
      ? 'That client is not one of those this is sent to'
      : owners.get(goalId) !== sub
        ? `That goal is not one of ${client.name}’s goals`
        : null;
    return detail
      ? [
          {
            in: 'body' as const,
            field: `source.goalIds.${sub}`,
            pointer: `#/source/goalIds/${escapePointer(sub)}`,
            detail,
          },
        ]
      : [];
  });
  if (errors.length > 0) {
    throw new ApiError(
      422,
      'invalid_goal',
      errors.length === 1
        ? errors[0]!.detail
        : `${errors.length} of the chosen goals do not fit: ${errors.map((error) => error.detail).join('; ')}`,
      {},
      errors,
    );
  }
}

interface Evaluated {
  client: Client;
  category: RiskCategoryId | null;
  orders: PlannedOrder[];
  result: SuitabilityResult;
}

async function evaluate(
  tx: Orm,
  subject: Subject & { quotes: Quote[] },
  clients: readonly Client[],
): Promise<Evaluated[]> {
  const subs = clients.map((client) => client.sub);
  const [categories, accounts] = await Promise.all([
    categoriesInForce(tx, subs),
    accountsOf(tx, subs),
  ]);
  const heldIds = new Set<number>();
  for (const account of accounts.values()) for (const id of account.held.keys()) heldIds.add(id);
  const quotes = await quotesOf(tx, [...heldIds]);
  for (const quote of subject.quotes) quotes.set(quote.instrumentId, quote);
  return clients.map((client) => {
    const account = accounts.get(client.sub)!;
    const value = portfolioValue(account, quotes);
    const orders = subject.plan(account, value);
    const category = categories.get(client.sub) ?? null;
    const result = checkSuitability(subject.input(client, category, account, value, orders));
    return { client, category, orders, result };
  });
}

function unsuitable(blocked: readonly Evaluated[]): ApiError {
  const extensions: Blocked = {
    ruleVersion: SUITABILITY_RULE_VERSION,
    blocked: blocked.map((item) => ({
      investorId: item.client.sub,
      name: item.client.name,
      category: item.category,
      findings: item.result.findings,
    })),
  };
  const names = blocked.map((item) => item.client.name);
  const first = blocked[0]!.result.findings[0]!;
  const detail =
    blocked.length === 1
      ? `Not suitable for ${names[0]}: ${first.detail} Send it with a written justification, or to the others only.`
      : `Not suitable for ${blocked.length} of these clients (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}): each one's reasons are listed. Send with a written justification, or to the others only.`;
  return new ApiError(
    422,
    'unsuitable',
    detail,
    {},
    [
      {
        in: 'body',
        field: 'justification',
        pointer: '#/justification',
        detail: `Explain in writing why this suits ${names.length === 1 ? names[0] : 'these clients'}, or leave them out`,
      },
    ],
    extensions,
  );
}

export interface WriteOptions {
  demo?: boolean;
}

function suggestionNotice(
  id: string,
  sub: string,
  adviser: string,
  title: string,
  at: Date,
  demo: boolean,
) {
  return {
    id: derivedId(id, 'notice'),
    recipientSub: sub,
    kind: 'suggestion',
    title: `${adviser} suggests: ${title}`.slice(0, 200),
    body: 'Open it to see the orders it would place, their charges and tax, and accept or decline.',
    link: '/investor/suggestions',
    createdAt: at,
    demo,
  };
}

/**
 * POST /api/advisor/suggestions: one suggestion per client, suitability-checked; 422
 * `unsuitable` (nothing written) when any is blocked without a justification. A replayed
 * send (the same sendId) answers what it made the first time.
 */
export async function sendSuggestions(
  tx: Orm,
  advisor: Profile,
  body: CreateSuggestion,
  now: Date,
  options: WriteOptions = {},
): Promise<Sent> {
  const demo = options.demo ?? false;
  const day = await marketDayOf(tx);
  const context: Context = { day, bands: await capBands(tx) };
  const subject =
    body.source.kind === 'call'
      ? await callSubject(tx, advisor.sub, body.source.callId, body.message, context)
      : await modelSubject(tx, advisor.sub, body.source, body.message, context);
  const clients = await recipientsOf(tx, advisor.sub, body.to);
  const idOf = (sub: string) => derivedId(body.sendId, sub);

  const replayed = await existingSuggestions(
    tx,
    clients.map((client) => idOf(client.sub)),
  );
  if (replayed.length > 0) {
    const names = new Map(clients.map((client) => [client.sub, client.name]));
    return {
      ruleVersion: SUITABILITY_RULE_VERSION,
      suggestions: replayed.map((row) => ({
        suggestionId: row.suggestionId,
        investorId: row.investorSub,
        name: names.get(row.investorSub) ?? row.investorSub,
        outcome: row.outcome === 'overridden' ? 'overridden' : 'passed',
      })),
    };
  }

  if (body.source.kind === 'model') await checkGoalIds(tx, body.source.goalIds, clients);
  const evaluated = await evaluate(tx, subject, clients);
  const blocked = evaluated.filter((item) => !item.result.passed);
  if (blocked.length > 0 && !body.justification) throw unsuitable(blocked);

  const decisionIds = await insertDecisions(
    tx,
    evaluated.map((item): NewDecision => ({
      advisorSub: advisor.sub,
      investorSub: item.client.sub,
      subjectKind: subject.kind,
      subjectId: subject.subjectId,
      modelVersion: subject.modelVersion,
      category: item.category,
      outcome: item.result.passed ? 'passed' : 'overridden',
      ruleVersion: item.result.ruleVersion,
      findings: item.result.findings,
      justification: item.result.passed ? null : body.justification!,
      createdAt: now,
      demo,
    })),
  );
  const ids = evaluated.map((item) => idOf(item.client.sub));
  if (subject.modelId) {
    await supersedePending(
      tx,
      subject.modelId,
      evaluated.map((item) => item.client.sub),
      ids,
      now,
    );
  }
  await insertSuggestions(
    tx,
    evaluated.map((item, index): NewSuggestion => ({
      suggestionId: ids[index]!,
      advisorSub: advisor.sub,
      investorSub: item.client.sub,
      kind: subject.kind,
      callId: subject.callId,
      modelId: subject.modelId,
      modelVersion: subject.modelVersion,
      goalId:
        body.source.kind === 'model' ? (body.source.goalIds?.[item.client.sub] ?? null) : null,
      amount: subject.amount,
      title: subject.title,
      message: subject.message,
      orders: item.orders,
      marketDate: day,
      decisionId: decisionIds.get(item.client.sub)!,
      createdAt: now,
      demo,
    })),
  );
  const adviser = advisor.name ?? 'Your adviser';
  await insertNotices(
    tx,
    evaluated.map((item, index) =>
      suggestionNotice(ids[index]!, item.client.sub, adviser, subject.title, now, demo),
    ),
  );
  if (body.source.kind === 'model') {
    const goals = body.source.goalIds ?? {};
    await upsertAssignments(
      tx,
      body.source.modelId,
      evaluated.map((item) => ({
        investorSub: item.client.sub,
        goalId: goals[item.client.sub] ?? null,
        version: subject.modelVersion!,
      })),
      now,
    );
  }
  return {
    ruleVersion: SUITABILITY_RULE_VERSION,
    suggestions: evaluated.map((item, index) => ({
      suggestionId: ids[index]!,
      investorId: item.client.sub,
      name: item.client.name,
      outcome: item.result.passed ? 'passed' : 'overridden',
    })),
  };
}

export interface RebalanceReport {
  /** Rebalance (or renewed model) suggestions created. */
  sent: number;
  /** Clients whose pending suggestion of this model was replaced. */
  superseded: number;
  notSent: { investorId: string; name: string; reasons: string[] }[];
}

/**
 * After a model's new version is written (PUT /api/advisor/models/{id}): each assigned client
 * gets a rebalance of their sleeve (what they hold of the old and new versions' stocks) to the
 * new weights; a client who has not bought it yet but has a pending model suggestion gets it
 * again at the new version for the same amount; a client with nothing to trade gets nothing.
 * Suitability is checked for each; blocked ones are recorded and reported, never overridden.
 */
export async function suggestRebalances(
  tx: Orm,
  advisorSub: string,
  modelId: string,
  newVersion: number,
  now: Date,
  options: WriteOptions = {},
): Promise<RebalanceReport> {
  const demo = options.demo ?? false;
  const report: RebalanceReport = { sent: 0, superseded: 0, notSent: [] };
  const assigned = await assignmentsOf(tx, modelId);
  if (assigned.length === 0) return report;
  const found = await ownModelVersion(tx, advisorSub, modelId, newVersion);
  if (!found) throw new Error(`model ${modelId} has no version ${newVersion}`);
  const { model, version } = found;
  const versions = await versionsOf(tx, modelId, [...new Set(assigned.map((row) => row.version))]);
  const day = await marketDayOf(tx);
  const context: Context = { day, bands: await capBands(tx) };
  const facts = await modelFacts(tx, version, context);
  const subs = assigned.map((row) => row.investorSub);
  const [names, categories, accounts, pending] = await Promise.all([
    namesOf(tx, subs),
    categoriesInForce(tx, subs),
    accountsOf(tx, subs),
    pendingModelAmounts(tx, modelId, subs),
  ]);
  const sleeveIds = new Set<number>(version.stocks.map((stock) => stock.instrumentId));
  for (const row of versions.values())
    for (const stock of row.stocks) sleeveIds.add(stock.instrumentId);
  const quotes = await quotesOf(tx, [...sleeveIds]);

  const decisions: NewDecision[] = [];
  const made: {
    sub: string;
    kind: SuggestionKind;
    orders: PlannedOrder[];
    amount: number | null;
    goalId: string | null;
  }[] = [];
  for (const row of assigned) {
    const account = accounts.get(row.investorSub)!;
    const name = names.get(row.investorSub) ?? row.investorSub;
    const sleeve = new Set<number>(version.stocks.map((stock) => stock.instrumentId));
    for (const stock of versions.get(row.version)?.stocks ?? []) sleeve.add(stock.instrumentId);
    const { orders } = planRebalance(
      facts.stocks,
      [...sleeve].flatMap((id) => (quotes.has(id) ? [quotes.get(id)!] : [])),
      account,
    );
    const amount = pending.get(row.investorSub);
    let kind: SuggestionKind = 'rebalance';
    let planned = orders;
    if (orders.length === 0) {
      if (amount === undefined || amount <= 0) continue;
      kind = 'model';
      planned = planModel(facts.stocks, amount, day);
      if (planned.length === 0) continue;
    }
    const category = categories.get(row.investorSub) ?? null;
    const result = checkSuitability({
      clientName: name,
      category,
      subject: {
        kind: 'model',
        name: model.name,
        stocks: facts.ruled,
        volatility: facts.volatility,
        categories: version.categories,
      },
    });
    decisions.push({
      advisorSub,
      investorSub: row.investorSub,
      subjectKind: kind,
      subjectId: modelId,
      modelVersion: newVersion,
      category,
      outcome: result.passed ? 'passed' : 'blocked',
      ruleVersion: result.ruleVersion,
      findings: result.findings,
      justification: null,
      createdAt: now,
      demo,
    });
    if (!result.passed) {
      report.notSent.push({
        investorId: row.investorSub,
        name,
        reasons: result.findings.map((finding: SuitabilityFinding) => finding.detail),
      });
      continue;
    }
    made.push({
      sub: row.investorSub,
      kind,
      orders: planned,
      amount: kind === 'model' ? amount! : null,
      goalId: row.goalId,
    });
  }
  const idOf = (sub: string) => derivedId(modelId, `v${newVersion}`, sub);
  const replayed = new Set(
    (
      await existingSuggestions(
        tx,
        made.map((item) => idOf(item.sub)),
      )
    ).map((row) => row.investorSub),
  );
  const fresh = made.filter((item) => !replayed.has(item.sub));
  const decisionIds = await insertDecisions(
    tx,
    decisions.filter((row) => !replayed.has(row.investorSub)),
  );
  const superseded = await supersedePending(
    tx,
    modelId,
    fresh.map((item) => item.sub),
    fresh.map((item) => idOf(item.sub)),
    now,
  );
  const title = (item: (typeof made)[number]) =>
    item.kind === 'rebalance'
      ? `Rebalance ${model.name} to version ${newVersion}`
      : `Invest ${rupees(item.amount!)} in ${model.name} (version ${newVersion})`;
  await insertSuggestions(
    tx,
    fresh.map((item): NewSuggestion => ({
      suggestionId: idOf(item.sub),
      advisorSub,
      investorSub: item.sub,
      kind: item.kind,
      callId: null,
      modelId,
      modelVersion: newVersion,
      goalId: item.goalId,
      amount: item.amount,
      title: title(item),
      message: version.note,
      orders: item.orders,
      marketDate: day,
      decisionId: decisionIds.get(item.sub)!,
      createdAt: now,
      demo,
    })),
  );
  const adviser = (await namesOf(tx, [advisorSub])).get(advisorSub) ?? 'Your adviser';
  await insertNotices(
    tx,
    fresh.map((item) =>
      suggestionNotice(idOf(item.sub), item.sub, adviser, title(item), now, demo),
    ),
  );
  await upsertAssignments(
    tx,
    modelId,
    fresh.map((item) => ({ investorSub: item.sub, goalId: item.goalId, version: newVersion })),
    now,
  );
  report.sent = fresh.length;
  report.superseded = superseded.size;
  return report;
}

/** How many suggestions each call made, and how many the clients accepted. */
export async function suggestionCountsByCall(
  orm: Orm,
  advisorSub: string,
  callIds: readonly string[],
): Promise<Map<string, { sent: number; accepted: number }>> {
  const counts = new Map<string, { sent: number; accepted: number }>();
  if (callIds.length === 0) return counts;
  const rows = await orm
    .select({
      callId: suggestions.callId,
      sent: count(),
      accepted: sql<string>`count(*) filter (where ${suggestions.status} = 'accepted')`,
    })
    .from(suggestions)
    .where(and(eq(suggestions.advisorSub, advisorSub), inArray(suggestions.callId, [...callIds])))
    .groupBy(suggestions.callId);
  for (const row of rows) {
    if (row.callId) counts.set(row.callId, { sent: row.sent, accepted: Number(row.accepted) });
  }
  return counts;
}

/** Each client's latest suggestion of a model (a model or a rebalance one). */
export async function latestModelSuggestions(
  orm: Orm,
  modelId: string,
): Promise<
  Map<
    string,
    { suggestionId: string; kind: SuggestionKind; status: SuggestionStatus; createdAt: Date }
  >
> {
  const rows = await orm
    .selectDistinctOn([suggestions.investorSub], {
      investorSub: suggestions.investorSub,
      suggestionId: suggestions.suggestionId,
      kind: suggestions.kind,
      status: suggestions.status,
      createdAt: suggestions.createdAt,
    })
    .from(suggestions)
    .where(eq(suggestions.modelId, modelId))
    .orderBy(suggestions.investorSub, desc(suggestions.createdAt), desc(suggestions.suggestionId));
  return new Map(rows.map(({ investorSub, ...rest }) => [investorSub, rest]));
}
