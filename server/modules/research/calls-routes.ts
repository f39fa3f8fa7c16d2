import { z } from 'zod';
import { formatRupees } from '../../../src/ui/format-money';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { callAnswer, callCreateBody, callListAnswer } from './calls-schema';
import { callOf, callsOf, createCall } from './calls-service';

const TAG = 'Research';

const callParam = z.object({
  callId: z.uuid({ error: 'A call id is a UUID' }).meta({ description: 'The research call’s id' }),
});

const now = () => new Date();

/**
 * Research calls (issue 16, Deliver 1), the adviser's target stocks: a buy, sell or hold of one
 * NSE stock made at its latest close, with a target, a stop-loss, a horizon, the rationale and
 * the risk categories it suits; listed with the track record (hit rate, return to date against
 * NIFTY 50), and closed by the data-update job when a later bar reaches the target or the stop
 * or the horizon passes. Each call is kept (SEBI IA Regulations, Reg. 19): nothing edits or
 * deletes one. Sending a call to clients is POST /api/advisor/suggestions.
 */
export const callsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/research/calls',
    operationId: 'listResearchCalls',
    summary: 'The adviser’s research calls, newest first, with their track record',
    tag: TAG,
    access: ['A'],
    response: { description: 'The calls and the track record', schema: callListAnswer },
    handler: ({ caller, deps }) => callsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/research/calls',
    operationId: 'createResearchCall',
    summary: 'Makes a research call at the stock’s latest close',
    description:
      'The Idempotency-Key is required: a replay answers the call made the first time. The ' +
      'entry price and day are the latest close; a buy or hold needs stop < close < target, a ' +
      'sell target < close < stop. allocationBp (the share of a client’s portfolio a buy ' +
      'suggestion buys) defaults to 500 for a buy and is 0 for a sell or hold.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: callCreateBody,
    problems: {
      400: 'A field the contract refuses, named by field',
      409: 'The call id is taken',
      422:
        'unknown_symbol: no price for the stock or it does not trade; price_rule: the target or ' +
        'stop-loss on the wrong side of the latest close; each named by field',
    },
    response: { status: 201, description: 'The call', schema: callAnswer },
    handler: async ({ caller, body, tx }) => {
      const call = await createCall(tx, caller.sub, body, now());
      return {
        status: 201,
        body: call,
        audit: {
          entity: 'research_call',
          entityId: call.callId,
          action:
            `Made a ${call.action} call on ${call.symbol} at ${formatRupees(call.entryPrice)}: ` +
            `target ${formatRupees(call.targetPrice)}, stop-loss ${formatRupees(call.stopLoss)}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/research/calls/:callId',
    operationId: 'getResearchCall',
    summary: 'One of the adviser’s research calls; another adviser’s is not found',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    params: callParam,
    problems: { 404: 'No such research call of this adviser' },
    response: { description: 'The call', schema: callAnswer },
    handler: ({ caller, params, deps }) => callOf(deps.db.orm, caller.sub, params.callId),
  }),
];
