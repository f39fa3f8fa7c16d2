import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import {
  acceptSuggestion,
  advisorSuggestionList,
  declineSuggestion,
  investorSuggestionList,
} from './investor';
import { recordsCsv, recordsQuery } from './records';
import {
  acceptBody,
  advisorSuggestionQuery,
  advisorSuggestionsAnswer,
  createSuggestionBody,
  declineBody,
  sentAnswer,
  suggestionAnswer,
  suggestionListAnswer,
} from './schema';
import { sendSuggestions } from './service';

const TAG = 'Suggestions';
const now = () => new Date();

const suggestionParam = z.object({
  suggestionId: z
    .uuid({ error: 'A suggestion id is a UUID' })
    .meta({ description: 'The suggestion’s id' }),
});
const NOT_FOUND = { 404: 'No such suggestion in this account' } as const;

/**
 * Suggestions (issue 16, Deliver 3, 4 and 6): the adviser sends a research call or a model
 * portfolio to clients, each checked for suitability (422 `unsuitable` naming each blocked
 * client and rule, nothing sent, unless a written justification overrides); the investor sees
 * theirs priced now and accepts (one group of market orders, once) or declines with a reason;
 * the adviser's records export as CSV for an inspection.
 */
export const suggestionsRoutes: GatewayRoute[] = [
  writeRoute({
    method: 'POST',
    path: '/api/advisor/suggestions',
    operationId: 'sendSuggestions',
    summary: 'Sends a call or a model to chosen clients or to every active client of a category',
    description:
      'Each client’s orders are planned at the latest closes and checked against the ' +
      'suitability rules of their risk category (docs/suitability.md). When any client is ' +
      'blocked and there is no `justification`, the answer is 422 `unsuitable` with ' +
      '`extensions.blocked` (each client, their category and the rules with their figures) and ' +
      'nothing is sent or recorded; with a `justification`, the blocked clients get it too and ' +
      'their decisions are recorded as overridden. The same `sendId` again answers the same ' +
      'suggestions.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: createSuggestionBody,
    problems: {
      400: 'Invalid input, named by field',
      404: 'A client who is not yours (named by field), or a call or model that is not yours',
      409: 'The call has closed, or the model is archived',
      422:
        '`unsuitable`: blocked clients and rules in `extensions`; or no client in the category; ' +
        'or `invalid_goal`: a goal in `source.goalIds` that is not that recipient’s (named by field)',
    },
    response: {
      status: 201,
      description: 'Who got it, and which were overrides',
      schema: sentAnswer,
    },
    handler: async ({ caller, body, tx }) => {
      const sent = await sendSuggestions(tx, caller, body, now());
      const overridden = sent.suggestions.filter((item) => item.outcome === 'overridden').length;
      return {
        status: 201,
        body: sent,
        audit: {
          entity: 'suggestion_send',
          entityId: body.sendId,
          action:
            `Sent a ${body.source.kind === 'call' ? 'research call' : 'model portfolio'} to ` +
            `${sent.suggestions.length} client${sent.suggestions.length === 1 ? '' : 's'}` +
            (overridden > 0
              ? ` (${overridden} overriding the suitability rules, with a justification)`
              : ''),
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/suggestions',
    operationId: 'listAdvisorSuggestions',
    summary: 'What the adviser sent, newest first, with each client’s answer',
    tag: TAG,
    access: ['A'],
    query: advisorSuggestionQuery,
    problems: { 400: 'A filter that is not an id' },
    response: { description: 'The suggestions', schema: advisorSuggestionsAnswer },
    handler: ({ caller, query, deps }) => advisorSuggestionList(deps.db.orm, caller.sub, query),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/research/records.csv',
    operationId: 'exportResearchRecords',
    summary: 'Every call, model version, suitability decision, suggestion and response, as CSV',
    description:
      'For an inspection (SEBI IA Regulations 2013, Reg. 19): one row per record between ' +
      '`from` and `to` (India’s days, inclusive), oldest first, its kind in the `record` column.',
    tag: TAG,
    access: ['A'],
    query: recordsQuery,
    problems: { 400: 'A day that is not YYYY-MM-DD, or `from` after `to`' },
    response: {
      description: 'nivesh-records-FROM-to-TO.csv',
      schema: z.string(),
      file: ['text/csv'],
    },
    handler: async ({ caller, query, deps }) => {
      const text = await recordsCsv(deps.db.orm, caller.sub, query.from, query.to);
      return new Response(text, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="nivesh-records-${query.from}-to-${query.to}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          Vary: 'Authorization',
        },
      });
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/suggestions',
    operationId: 'listSuggestions',
    summary: 'The caller’s suggestions, newest first, each priced at the latest close',
    description:
      'Each with its orders (value, charges, the estimated tax of sells from the account’s ' +
      'FIFO lots), its effect on the portfolio’s shares, and once accepted what each order did.',
    tag: TAG,
    access: ['I'],
    response: { description: 'The suggestions', schema: suggestionListAnswer },
    handler: ({ caller, deps }) => investorSuggestionList(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/suggestions/:suggestionId/accept',
    operationId: 'acceptSuggestion',
    summary: 'Places the suggestion’s orders once, as one group of market orders',
    description:
      'Quantities may be lowered (`quantities`, by "SIDE:SYMBOL"), never raised; a sell no ' +
      'more than the shares held free. Accepting an accepted suggestion, or twice at once, ' +
      'places nothing more and answers the same group. `asOf` older than today’s prices is ' +
      'refused (409 `prices_moved`).',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'required',
    params: suggestionParam,
    body: acceptBody,
    problems: {
      ...NOT_FOUND,
      400: 'Invalid input, named by field',
      409: 'Declined or replaced already, prices have moved (`prices_moved`), or no paper account',
      422: 'A quantity above the suggestion’s or the shares held, named by field',
    },
    response: {
      status: 200,
      description: 'The suggestion and its orders’ fate',
      schema: suggestionAnswer,
    },
    handler: async ({ caller, params, body, tx }) => {
      const suggestion = await acceptSuggestion(tx, caller, params.suggestionId, body, now());
      const filled = (suggestion.result ?? []).filter((leg) => leg.status === 'COMPLETE').length;
      return {
        status: 200,
        body: suggestion,
        audit: {
          entity: 'suggestion',
          entityId: suggestion.suggestionId,
          action: `Accepted the suggestion “${suggestion.title}”: ${filled} of ${suggestion.result?.length ?? 0} orders filled`,
        },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/suggestions/:suggestionId/decline',
    operationId: 'declineSuggestion',
    summary: 'Declines a suggestion, with an optional reason the adviser sees',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'required',
    params: suggestionParam,
    body: declineBody,
    problems: { ...NOT_FOUND, 400: 'Invalid input', 409: 'Accepted or replaced already' },
    response: { status: 200, description: 'The suggestion as declined', schema: suggestionAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const suggestion = await declineSuggestion(tx, caller, params.suggestionId, body, now());
      return {
        status: 200,
        body: suggestion,
        audit: {
          entity: 'suggestion',
          entityId: suggestion.suggestionId,
          action: `Declined the suggestion “${suggestion.title}”${body.reason ? `: ${body.reason}` : ''}`,
        },
      };
    },
  }),
];
