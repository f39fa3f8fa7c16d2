import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { todayInIndia } from '../../../server/archive/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { goals } from '../../../server/modules/goals/tables';
import { paperOrders } from '../../../server/modules/orders/tables';
import { modelAssignments } from '../../../server/modules/research/tables';
import { suggestRebalances } from '../../../server/modules/suggestions/service';
import { suggestions, suitabilityDecisions } from '../../../server/modules/suggestions/tables';
import type {
  AdvisorSuggestion,
  Blocked,
  Sent,
  Suggestion,
  SuggestionList,
} from '../../../src/features/suggestions/model/contract';
import { json, write } from '../support/demo-world';
import { as } from '../support/demo-world';
import { removeTempDirs } from '../support/test-server';
import {
  addVersion,
  ADVISOR,
  INVESTOR,
  makeCall,
  makeModel,
  startSuggestionsWorld,
  type SuggestionsWorld,
} from './support';

// Suggestions over HTTP on the real server and database (issue 16, "Tests"): an unsuitable
// suggestion is blocked naming the rule and nothing is written, or sent with a justification
// as overridden; accepting twice at once places one order group; another adviser's client is
// 404 and an investor's token 403; each investor sees only their own; a decline's reason
// reaches the adviser; a model update supersedes the pending suggestion.

let world: SuggestionsWorld;
const NEHA = 'neha@example.com';
const investorSub = demoSubOf(INVESTOR);
const JUSTIFICATION = 'Discussed in our review: the client wants this exposure knowingly.';

beforeAll(async () => {
  world = await startSuggestionsWorld();
}, 120_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const send = (body: Record<string, unknown>, email = ADVISOR) =>
  write(world.app, email as typeof ADVISOR, 'POST', '/api/advisor/suggestions', {
    sendId: randomUUID(),
    ...body,
  });
const toInvestor = { investorIds: [investorSub] };
const read = (email: string, path: string) =>
  world.app.call('GET', path, as(email as typeof ADVISOR));
const mine = async (email = INVESTOR) =>
  json<SuggestionList>(await read(email, '/api/investor/suggestions'), 200);

async function rowsFor(subjectId: string) {
  const [decisions] = await world.db.orm
    .select({ n: count() })
    .from(suitabilityDecisions)
    .where(eq(suitabilityDecisions.subjectId, subjectId));
  const [sent] = await world.db.orm
    .select({ n: count() })
    .from(suggestions)
    .where(and(eq(suggestions.investorSub, investorSub)));
  return { decisions: decisions?.n ?? 0, suggestions: sent?.n ?? 0 };
}

async function orderCount(): Promise<number> {
  const [row] = await world.db.orm
    .select({ n: count() })
    .from(paperOrders)
    .where(eq(paperOrders.investorSub, investorSub));
  return row?.n ?? 0;
}

describe('suitability', () => {
  it('blocks an Aggressive-only call to a Moderate client, naming the rule; nothing is written', async () => {
    const callId = await makeCall(world, world.stocks[0]!, { categories: ['aggressive'] });
    const before = await rowsFor(callId);
    const response = await send({ source: { kind: 'call', callId }, to: toInvestor });
    const problem = await json<{
      code: string;
      detail: string;
      errors: { pointer: string }[];
      ruleVersion: string;
      blocked: Blocked['blocked'];
    }>(response, 422);
    expect(problem.code).toBe('unsuitable');
    expect(problem.errors[0]!.pointer).toBe('#/justification');
    expect(problem.detail).toContain('Aarav Sharma');
    const blocked = problem.blocked[0]!;
    expect(blocked).toMatchObject({
      investorId: investorSub,
      name: 'Aarav Sharma',
      category: 'moderate',
    });
    expect(blocked.findings.map((finding) => finding.rule)).toContain('declared-category');
    expect(blocked.findings[0]!.detail).toMatch(
      /Aarav Sharma is Moderate; you marked .* as suitable for Aggressive only/,
    );
    expect(await rowsFor(callId)).toEqual(before);

    const sent = await json<Sent>(
      await send({
        source: { kind: 'call', callId },
        to: toInvestor,
        justification: JUSTIFICATION,
      }),
      201,
    );
    expect(sent.suggestions).toEqual([
      expect.objectContaining({ investorId: investorSub, outcome: 'overridden' }),
    ]);
    const [decision] = await world.db.orm
      .select()
      .from(suitabilityDecisions)
      .where(eq(suitabilityDecisions.subjectId, callId));
    expect(decision).toMatchObject({
      outcome: 'overridden',
      justification: JUSTIFICATION,
      category: 'moderate',
    });
    expect(decision!.findings.map((finding) => finding.rule)).toContain('declared-category');
  });

  it('blocks a small-cap-heavy model for a Moderate client', async () => {
    const stocks = world.stocks.slice(0, 10);
    // Six of ten without a market cap: the rules count them as small caps (60 % > 20 %).
    const saved = await world.db.orm.select().from(latestQuotes);
    try {
      for (const stock of stocks.slice(0, 6)) {
        await world.db.orm
          .update(latestQuotes)
          .set({ marketCap: null })
          .where(eq(latestQuotes.instrumentId, stock.instrumentId));
      }
      const modelId = await makeModel(world, stocks);
      const problem = await json<{ code: string; blocked: Blocked['blocked'] }>(
        await send({ source: { kind: 'model', modelId, amount: 1_00_000_00 }, to: toInvestor }),
        422,
      );
      const finding = problem.blocked[0]!.findings.find((f) => f.rule === 'small-cap');
      expect(finding).toMatchObject({ limit: '20 %', actual: '60 %' });
    } finally {
      for (const row of saved) {
        await world.db.orm
          .update(latestQuotes)
          .set({ marketCap: row.marketCap })
          .where(eq(latestQuotes.instrumentId, row.instrumentId));
      }
    }
  });

  it('another adviser’s client is 404, named; an investor’s token is 403', async () => {
    const callId = await makeCall(world, world.stocks[0]!);
    const nehaSub = demoSubOf(NEHA);
    const problem = await json<{ detail: string; errors: { pointer: string }[] }>(
      await send({ source: { kind: 'call', callId }, to: { investorIds: [investorSub, nehaSub] } }),
      404,
    );
    expect(problem.detail).toContain(nehaSub);
    expect(problem.errors[0]!.pointer).toBe('#/to/investorIds/1');
    const other = await makeCall(world, world.stocks[0]!, { advisor: 'advisor2@example.com' });
    await json(await send({ source: { kind: 'call', callId: other }, to: toInvestor }), 404);
    expect(
      (await send({ source: { kind: 'call', callId }, to: toInvestor }, INVESTOR)).status,
    ).toBe(403);
    expect((await read(INVESTOR, '/api/advisor/suggestions')).status).toBe(403);
  });
});

describe('the investor’s suggestions', () => {
  it('each investor sees only their own, priced, with the effect', async () => {
    const callId = await makeCall(world, world.stocks[0]!, {
      categories: ['moderate', 'aggressive'],
    });
    const sent = await json<Sent>(
      await send({
        source: { kind: 'call', callId },
        to: toInvestor,
        justification: JUSTIFICATION,
      }),
      201,
    );
    const id = sent.suggestions[0]!.suggestionId;
    const list = await mine();
    const found = list.suggestions.find((s) => s.suggestionId === id)!;
    expect(found).toMatchObject({ kind: 'call', status: 'pending', adviserName: 'Priya Mehta' });
    expect(found.orders.length).toBe(1);
    const order = found.orders[0]!;
    expect(order.side).toBe('BUY');
    expect(order.quantity).toBeGreaterThan(0);
    expect(order.value).toBe(order.quantity * order.price);
    expect(order.charges).toBeGreaterThan(0);
    expect(found.totals.cashChange).toBe(-(order.value + order.charges));
    expect(found.effect.rows[0]!.afterBp).toBeGreaterThan(found.effect.rows[0]!.beforeBp);
    expect(list.pending).toBeGreaterThan(0);
    const neha = await mine(NEHA);
    expect(neha.suggestions.some((s) => s.suggestionId === id)).toBe(false);
    await json(
      await write(world.app, NEHA, 'POST', `/api/investor/suggestions/${id}/accept`, {}),
      404,
    );
  });

  it('two accepts at once place one order group', async () => {
    const modelId = await makeModel(world, world.stocks.slice(0, 5));
    const sent = await json<Sent>(
      await send({
        source: { kind: 'model', modelId, amount: 2_00_000_00 },
        to: toInvestor,
        justification: JUSTIFICATION,
      }),
      201,
    );
    const id = sent.suggestions[0]!.suggestionId;
    const before = await orderCount();
    const path = `/api/investor/suggestions/${id}/accept`;
    const [a, b] = await Promise.all([
      write(world.app, INVESTOR, 'POST', path, { asOf: world.day }),
      write(world.app, INVESTOR, 'POST', path, { asOf: world.day }),
    ]);
    const first = await json<Suggestion>(a, 200);
    const second = await json<Suggestion>(b, 200);
    expect(first.status).toBe('accepted');
    expect(second.result).toEqual(first.result);
    expect(first.result!.length).toBe(first.orders.length);
    expect(first.result!.every((leg) => leg.status === 'COMPLETE')).toBe(true);
    expect(await orderCount()).toBe(before + first.orders.length);
    // Declining it now is a conflict in plain words.
    const declined = await json<{ detail: string }>(
      await write(world.app, INVESTOR, 'POST', `/api/investor/suggestions/${id}/decline`, {}),
      409,
    );
    expect(declined.detail).toContain('accepted');
  });

  it('quantities may be lowered, never raised; an old asOf is prices_moved', async () => {
    const callId = await makeCall(world, world.stocks[1]!);
    const sent = await json<Sent>(
      await send({
        source: { kind: 'call', callId },
        to: toInvestor,
        justification: JUSTIFICATION,
      }),
      201,
    );
    const id = sent.suggestions[0]!.suggestionId;
    const order = (await mine()).suggestions.find((s) => s.suggestionId === id)!.orders[0]!;
    const key = `BUY:${order.symbol}`;
    const path = `/api/investor/suggestions/${id}/accept`;
    const over = await json<{ errors: { pointer: string }[] }>(
      await write(world.app, INVESTOR, 'POST', path, { quantities: { [key]: order.quantity + 1 } }),
      422,
    );
    expect(over.errors[0]!.pointer).toBe(`#/quantities/${key}`);
    await json(await write(world.app, INVESTOR, 'POST', path, { asOf: '2026-01-02' }), 409);
    const accepted = await json<Suggestion>(
      await write(world.app, INVESTOR, 'POST', path, { quantities: { [key]: 1 } }),
      200,
    );
    expect(accepted.result).toEqual([expect.objectContaining({ quantity: 1, status: 'COMPLETE' })]);
  });

  it('a decline’s reason reaches the adviser', async () => {
    const callId = await makeCall(world, world.stocks[2]!);
    const sent = await json<Sent>(
      await send({
        source: { kind: 'call', callId },
        to: toInvestor,
        justification: JUSTIFICATION,
      }),
      201,
    );
    const id = sent.suggestions[0]!.suggestionId;
    await json(
      await write(world.app, INVESTOR, 'POST', `/api/investor/suggestions/${id}/decline`, {
        reason: 'I would rather keep cash this quarter',
      }),
      200,
    );
    const { suggestions: list } = await json<{ suggestions: AdvisorSuggestion[] }>(
      await read(ADVISOR, `/api/advisor/suggestions?call=${callId}`),
      200,
    );
    expect(list).toEqual([
      expect.objectContaining({
        suggestionId: id,
        status: 'declined',
        declineReason: 'I would rather keep cash this quarter',
        investorName: 'Aarav Sharma',
      }),
    ]);
  });
});

describe('model updates', () => {
  const update = (modelId: string, version: number) =>
    world.db.orm.transaction((tx) =>
      suggestRebalances(tx, demoSubOf(ADVISOR), modelId, version, new Date()),
    );

  it('a new version supersedes the pending suggestion; a held model gets a rebalance', async () => {
    // Seven stocks at about 14.3 % each: within Moderate's 15 % in one stock. None that the
    // tests above bought (the sleeve counts any holding of the model's stocks).
    const stocks = world.stocks.slice(5, 14);
    expect(stocks.length).toBe(9);
    const modelId = await makeModel(world, stocks.slice(0, 7));
    const sent = await json<Sent>(
      await send({ source: { kind: 'model', modelId, amount: 1_00_000_00 }, to: toInvestor }),
      201,
    );
    expect(sent.suggestions[0]!.outcome).toBe('passed');
    const first = sent.suggestions[0]!.suggestionId;
    await addVersion(world, modelId, 2, stocks.slice(1, 8));
    expect(await update(modelId, 2)).toEqual({ sent: 1, superseded: 1, notSent: [] });
    const list = (await mine()).suggestions.filter((s) => s.model?.modelId === modelId);
    expect(list.find((s) => s.suggestionId === first)!.status).toBe('superseded');
    // Not bought yet: the same amount again, at the new version.
    const renewed = list.find((s) => s.model?.version === 2)!;
    expect(renewed).toMatchObject({ kind: 'model', status: 'pending' });

    // Bought, then a third version: a rebalance of what is held, sells first.
    await json(
      await write(
        world.app,
        INVESTOR,
        'POST',
        `/api/investor/suggestions/${renewed.suggestionId}/accept`,
        {},
      ),
      200,
    );
    await addVersion(world, modelId, 3, stocks.slice(2, 9));
    expect(await update(modelId, 3)).toEqual({ sent: 1, superseded: 0, notSent: [] });
    const rebalance = (await mine()).suggestions.find(
      (s) => s.model?.modelId === modelId && s.model.version === 3,
    )!;
    expect(rebalance.kind).toBe('rebalance');
    expect(rebalance.orders[0]!.side).toBe('SELL');
    expect(
      rebalance.orders.some((order) => order.side === 'SELL' && order.symbol === stocks[1]!.symbol),
    ).toBe(true);
    expect(
      rebalance.orders.some((order) => order.side === 'BUY' && order.symbol === stocks[8]!.symbol),
    ).toBe(true);
    // Running the same update again sends nothing twice.
    expect((await update(modelId, 3)).sent).toBe(0);
  });

  it('a version the rules block is not sent: recorded as blocked and reported', async () => {
    const stocks = world.stocks.slice(0, 8);
    const modelId = await makeModel(world, stocks);
    await json(
      await send({ source: { kind: 'model', modelId, amount: 1_00_000_00 }, to: toInvestor }),
      201,
    );
    // Four stocks at 25 % each: over Moderate's 15 % in one stock.
    await addVersion(world, modelId, 2, stocks.slice(0, 4));
    const report = await update(modelId, 2);
    expect(report.sent).toBe(0);
    expect(report.notSent).toEqual([
      expect.objectContaining({ investorId: investorSub, name: 'Aarav Sharma' }),
    ]);
    expect(report.notSent[0]!.reasons.join(' ')).toContain('Moderate allows 15 %');
    const decisions = await world.db.orm
      .select()
      .from(suitabilityDecisions)
      .where(
        and(eq(suitabilityDecisions.subjectId, modelId), eq(suitabilityDecisions.modelVersion, 2)),
      );
    expect(decisions.map((row) => row.outcome)).toEqual(['blocked']);
  });
});

describe('records', () => {
  it('exports the adviser’s records as CSV; bad days are 400', async () => {
    // Today in India, as the records are dated (after 18:30 UTC it is already tomorrow there).
    const today = todayInIndia();
    const response = await read(
      ADVISOR,
      `/api/advisor/research/records.csv?from=2021-01-01&to=${today}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const records = new Set(
      text
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    );
    for (const kind of ['decision', 'suggestion', 'response']) expect(records).toContain(kind);
    expect(
      (await read(ADVISOR, '/api/advisor/research/records.csv?from=2026-13-01&to=2026-01-01'))
        .status,
    ).toBe(400);
    expect(
      (await read(ADVISOR, '/api/advisor/research/records.csv?from=2026-02-01&to=2026-01-01'))
        .status,
    ).toBe(400);
  });
});

describe('goals of a model send', () => {
  const SUNITA = 'sunita@example.com';

  async function goalOf(email: string): Promise<string> {
    const goalId = randomUUID();
    const now = new Date();
    await world.db.orm.insert(goals).values({
      goalId,
      investorSub: demoSubOf(email),
      type: 'retirement',
      name: 'Retirement corpus',
      targetToday: 50_00_000_00,
      targetDate: '2040-04-01',
      inflationBp: 600,
      createdOn: world.day,
      createdAt: now,
      updatedAt: now,
    });
    return goalId;
  }

  const sentRowsOf = async (modelId: string) =>
    world.db.orm.select().from(suggestions).where(eq(suggestions.modelId, modelId));

  it('a goal of the client is kept on the assignment and the suggestion', async () => {
    // Seven stocks at about 14.3 % each: within Moderate's 15 % in one stock.
    const modelId = await makeModel(world, world.stocks.slice(5, 12));
    const goalId = await goalOf(INVESTOR);
    const sent = await json<Sent>(
      await send({
        source: { kind: 'model', modelId, amount: 1_00_000_00, goalIds: { [investorSub]: goalId } },
        to: toInvestor,
      }),
      201,
    );
    expect(sent.suggestions).toEqual([
      expect.objectContaining({ investorId: investorSub, outcome: 'passed' }),
    ]);
    const [row] = await sentRowsOf(modelId);
    expect(row).toMatchObject({ investorSub, goalId });
    const [assignment] = await world.db.orm
      .select()
      .from(modelAssignments)
      .where(eq(modelAssignments.modelId, modelId));
    expect(assignment).toMatchObject({ investorSub, goalId });
  });

  it('another investor’s goal is 422 at that client’s entry; nothing is sent', async () => {
    const modelId = await makeModel(world, world.stocks.slice(5, 12));
    const theirs = await goalOf(SUNITA);
    const problem = await json<{ code: string; detail: string; errors: { pointer: string }[] }>(
      await send({
        source: { kind: 'model', modelId, amount: 1_00_000_00, goalIds: { [investorSub]: theirs } },
        to: toInvestor,
      }),
      422,
    );
    expect(problem.code).toBe('invalid_goal');
    expect(problem.detail).toBe('That goal is not one of Aarav Sharma’s goals');
    expect(problem.errors).toEqual([
      expect.objectContaining({ pointer: `#/source/goalIds/${investorSub}` }),
    ]);
    expect(await sentRowsOf(modelId)).toEqual([]);
  });

  it('a goal for someone the model is not sent to is 422', async () => {
    const modelId = await makeModel(world, world.stocks.slice(5, 12));
    const sunitaSub = demoSubOf(SUNITA);
    const problem = await json<{ code: string; errors: { pointer: string; detail: string }[] }>(
      await send({
        source: {
          kind: 'model',
          modelId,
          amount: 1_00_000_00,
          goalIds: { [investorSub]: await goalOf(INVESTOR), [sunitaSub]: await goalOf(SUNITA) },
        },
        to: toInvestor,
      }),
      422,
    );
    expect(problem.code).toBe('invalid_goal');
    expect(problem.errors).toEqual([
      expect.objectContaining({
        pointer: `#/source/goalIds/${sunitaSub}`,
        detail: 'That client is not one of those this is sent to',
      }),
    ]);
    expect(await sentRowsOf(modelId)).toEqual([]);
  });
});
