import {
  BACKTEST_YEARS_MAX,
  MAX_SAVED_STRATEGIES,
} from '../../../src/features/strategies/model/contract';
import { readRoute, writeRoute, type ApiDeps, type GatewayRoute } from '../../api/route';
import { backtestRunner } from './runner';
import {
  backtestRunAnswer,
  latestQuery,
  runParam,
  startBacktestBody,
  strategiesAnswer,
  strategyAnswer,
  strategyCreateBody,
  strategyDeletedAnswer,
  strategyParam,
  strategyUpdateBody,
} from './schema';
import {
  backtestOf,
  cancelBacktest,
  createStrategy,
  deleteStrategy,
  latestBacktest,
  MAX_RUNNING,
  startBacktest,
  strategiesOf,
  updateStrategy,
} from './service';

const TAG = 'Strategies';
const BOTH = ['I', 'A'] as const;

const now = () => new Date();
const runnerOf = (deps: ApiDeps) => backtestRunner(deps.db, deps.logger);
const RUN_NOT_FOUND = { 404: 'No such backtest in this account' } as const;
const STRATEGY_NOT_FOUND = { 404: 'No such saved strategy in this account' } as const;
const BAD_PARAMS =
  'A parameter the contract refuses, named by field; or 400 invalid_scan for an entry or exit ' +
  'rule that is not a scan, with position (offset, length, line, column), expected and ' +
  'suggestion beside detail';

/**
 * Strategies and their past performance (issue 14, Deliver 3 to 5), for investors and advisers
 * alike: saved strategies, and backtests that run in a worker thread one at a time while the
 * client polls their progress. Each run and strategy is its user's only (anyone else's is 404).
 */
export const strategiesRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/strategies',
    operationId: 'listStrategies',
    summary: 'The caller’s saved strategies, oldest first',
    tag: TAG,
    access: BOTH,
    response: { description: 'The saved strategies', schema: strategiesAnswer },
    handler: ({ caller, deps }) => {
      // Someone is looking at strategies: start the worker now, so their first run does not
      // wait for it (about a second to load the engine).
      runnerOf(deps).prepare();
      return strategiesOf(deps.db.orm, caller.sub);
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/strategies',
    operationId: 'createStrategy',
    summary: `Saves a strategy: a name and its parameters (at most ${MAX_SAVED_STRATEGIES})`,
    description:
      'The client makes the id: the same id saved again by the same user answers the strategy ' +
      'as it is (an outbox replay). The entry and exit rules are checked as scans.',
    tag: TAG,
    access: BOTH,
    idempotency: 'optional',
    body: strategyCreateBody,
    problems: {
      400: BAD_PARAMS,
      409: `${MAX_SAVED_STRATEGIES} saved strategies already, or the id is another user’s`,
    },
    response: { status: 201, description: 'The saved strategy', schema: strategyAnswer },
    handler: async ({ caller, body, tx }) => {
      const strategy = await createStrategy(tx, caller.sub, body, now());
      return {
        status: 201,
        body: strategy,
        audit: {
          entity: 'strategy',
          entityId: strategy.id,
          action: `Saved the strategy ${strategy.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/strategies/:strategyId',
    operationId: 'updateStrategy',
    summary: 'Sets a saved strategy’s name and parameters',
    description: 'It states the result, so a replay leaves the same strategy.',
    tag: TAG,
    access: BOTH,
    owner: 'self',
    idempotency: 'optional',
    params: strategyParam,
    body: strategyUpdateBody,
    problems: { 400: BAD_PARAMS, ...STRATEGY_NOT_FOUND },
    response: { status: 200, description: 'The strategy as changed', schema: strategyAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const strategy = await updateStrategy(tx, caller.sub, params.strategyId, body, now());
      return {
        status: 200,
        body: strategy,
        audit: {
          entity: 'strategy',
          entityId: strategy.id,
          action: `Changed the strategy ${strategy.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/strategies/:strategyId',
    operationId: 'deleteStrategy',
    summary: 'Deletes a saved strategy (its past backtests stay until they age out)',
    tag: TAG,
    access: BOTH,
    owner: 'self',
    idempotency: 'optional',
    params: strategyParam,
    problems: STRATEGY_NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: strategyDeletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const name = await deleteStrategy(tx, caller.sub, params.strategyId);
      return {
        status: 200,
        body: { deleted: true },
        audit: {
          entity: 'strategy',
          entityId: params.strategyId,
          action: `Deleted the strategy ${name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/backtests',
    operationId: 'startBacktest',
    summary: 'Starts a backtest of a strategy’s parameters, or answers the one already run',
    description:
      `202 with the run (running) when it starts: poll GET /api/backtests/{runId} for its ` +
      `progress and, when done, its result. 200 with the run when the caller already ran the ` +
      `same parameters (paramsKey) on the same data: the finished run, or the one still ` +
      `running. The test window is the last \`years\` (at most ${BACKTEST_YEARS_MAX}) years ` +
      `to the latest close, over today’s NIFTY 500 (survivorship: stocks that left the index ` +
      `are not in it). Runs go one at a time in a worker thread; a user has at most ` +
      `${MAX_RUNNING} queued or running.`,
    tag: TAG,
    access: BOTH,
    idempotency: 'optional',
    body: startBacktestBody,
    problems: {
      400: BAD_PARAMS,
      409: 'no_market_data: the archive holds no prices yet',
      429: `${MAX_RUNNING} backtests of the caller are running already (Retry-After)`,
      503: 'factors_pending: the latest data is being scored (Retry-After)',
    },
    response: {
      status: 202,
      description: 'The run, running (202) or already run (200)',
      schema: backtestRunAnswer,
    },
    handler: async ({ caller, body, tx, deps }) => {
      const { run, started } = await startBacktest(
        tx,
        caller.sub,
        body.params,
        runnerOf(deps),
        now(),
      );
      return {
        status: started ? 202 : 200,
        body: run,
        audit: {
          entity: 'backtest_run',
          entityId: run.id,
          action: started
            ? `Started a backtest (${body.params.base}, ${body.params.years} years)`
            : `Opened a backtest already run (${body.params.base}, ${body.params.years} years)`,
        },
      };
    },
  }),
  // Before /:runId, which would take "latest" for an id.
  readRoute({
    method: 'GET',
    path: '/api/backtests/latest',
    operationId: 'getLatestBacktest',
    summary: 'The caller’s latest finished run of these parameters, whatever the data',
    description:
      'For opening a strategy’s past performance at once (and offline, from the cache) before ' +
      'running it again; its asOf says which data it ran on.',
    tag: TAG,
    access: BOTH,
    query: latestQuery,
    problems: { 404: 'No finished run of these parameters' },
    response: { description: 'The run', schema: backtestRunAnswer },
    handler: ({ caller, query, deps }) => {
      const runner = runnerOf(deps);
      runner.prepare();
      return latestBacktest(deps.db.orm, caller.sub, query.key, runner);
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/backtests/:runId',
    operationId: 'getBacktest',
    summary: 'A run: its status and progress, and its result when done',
    description: 'Poll it while the run is running (every 250 ms is fine); never cached.',
    tag: TAG,
    access: BOTH,
    owner: 'self',
    params: runParam,
    problems: RUN_NOT_FOUND,
    response: { description: 'The run', schema: backtestRunAnswer },
    handler: ({ caller, params, deps }) =>
      backtestOf(deps.db.orm, caller.sub, params.runId, runnerOf(deps)),
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/backtests/:runId',
    operationId: 'cancelBacktest',
    summary: 'Cancels a run (the engine stops at its next day); an ended run stays as it is',
    tag: TAG,
    access: BOTH,
    owner: 'self',
    idempotency: 'optional',
    params: runParam,
    problems: RUN_NOT_FOUND,
    response: {
      status: 200,
      description: 'The run, cancelled or as it ended',
      schema: backtestRunAnswer,
    },
    handler: async ({ caller, params, tx, deps }) => {
      const run = await cancelBacktest(tx, caller.sub, params.runId, runnerOf(deps), now());
      return {
        status: 200,
        body: run,
        audit: { entity: 'backtest_run', entityId: run.id, action: 'Cancelled a backtest' },
      };
    },
  }),
];
