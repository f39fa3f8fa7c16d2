import { z } from 'zod';
import { INVEST_MAX, INVEST_MIN, MAX_BASKETS } from '../../../src/features/baskets/model/contract';
import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { investInBasket, investPreview } from './invest';
import { rebalanceBasket, rebalancePreview } from './rebalance';
import {
  basketAnswer,
  basketCreateBody,
  basketsAnswer,
  basketUpdateBody,
  deletedAnswer,
  investBody,
  investmentAnswer,
  investPreviewAnswer,
  rebalanceBody,
  rebalancePreviewAnswer,
  sipBody,
} from './schema';
import { basketsOf, createBasket, deleteBasket, oneBasket, updateBasket } from './service';
import { setSip } from './sip';

const TAG = 'Baskets';

const basketParam = z.object({
  basketId: z.uuid({ error: 'A basket id is a UUID' }).meta({ description: 'The basket’s id' }),
});
const previewQuery = z
  .object({
    amount: z.coerce
      .number({ error: 'amount is a whole number of paise' })
      .int('amount is a whole number of paise')
      .min(INVEST_MIN, 'The amount is at least ₹500')
      .max(INVEST_MAX, 'The amount is at most ₹10 crore')
      .optional()
      .meta({
        description: 'The amount to invest, paise; the basket’s minimum investment if left out',
      }),
  })
  .strict();

const now = () => new Date();
const NOT_FOUND = { 404: 'No such basket in this account' } as const;
const STOCK_PROBLEMS = {
  400: 'Invalid input named by field: a stock twice, custom weights that do not make 100 %',
  422: 'A stock the market data does not know or that does not trade, named by field',
} as const;
const ORDER_PROBLEMS = {
  ...NOT_FOUND,
  409: 'No paper account yet (link the paper broker), or prices have moved since the preview (`prices_moved`)',
  422: 'The account is linked to a live broker, or the amount buys no whole share',
} as const;

/**
 * Baskets (issue 13, Deliver 4 and 6 to 8): an investor's named mixes of 2 to 50 NSE stocks,
 * weighted by the server from the chosen rule; investing buys them in one group of market
 * orders through the paper broker; a monthly SIP; and a rebalance with its tax shown first.
 */
export const basketsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/baskets',
    operationId: 'listBaskets',
    summary: 'The investor’s baskets with value, returns, drift and SIP, and their risk category',
    tag: TAG,
    access: ['I'],
    response: { description: 'The baskets', schema: basketsAnswer },
    handler: ({ caller, deps }) => basketsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/baskets',
    operationId: 'createBasket',
    summary: `Makes a basket (at most ${MAX_BASKETS}); the server works out the weights`,
    description:
      'Weights are basis points adding to 10,000: equal, by market capitalisation or by factor ' +
      'composite on the latest market day, or the custom ones given (which must make 100 %).',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: basketCreateBody,
    problems: {
      ...STOCK_PROBLEMS,
      409: `${MAX_BASKETS} baskets already, or the id is taken`,
    },
    response: { status: 201, description: 'The new basket', schema: basketAnswer },
    handler: async ({ caller, body, tx }) => {
      const basket = await createBasket(tx, caller.sub, body, now());
      return {
        status: 201,
        body: basket,
        audit: {
          entity: 'basket',
          entityId: basket.basketId,
          action: `Made the basket ${basket.name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/baskets/:basketId',
    operationId: 'getBasket',
    summary: 'One basket: stocks with target and actual weights, value, XIRR, SIP and groups',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    params: basketParam,
    problems: NOT_FOUND,
    response: { description: 'The basket', schema: basketAnswer },
    handler: ({ caller, params, deps }) => oneBasket(deps.db.orm, caller.sub, params.basketId),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/baskets/:basketId',
    operationId: 'updateBasket',
    summary: 'Renames a basket and/or sets its stocks and weighting (the whole result)',
    description:
      'The weights are worked out again. Shares of a stock taken out stay in the basket at a ' +
      'target of 0 % until a rebalance sells them.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: basketParam,
    body: basketUpdateBody,
    problems: { ...NOT_FOUND, ...STOCK_PROBLEMS },
    response: { status: 200, description: 'The basket as changed', schema: basketAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const basket = await updateBasket(tx, caller.sub, params.basketId, body, now());
      return {
        status: 200,
        body: basket,
        audit: {
          entity: 'basket',
          entityId: basket.basketId,
          action: `Changed the basket ${basket.name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/baskets/:basketId/invest-preview',
    operationId: 'previewBasketInvestment',
    summary: 'The orders investing `amount` would place now, with charges and the leftover',
    description:
      'Without `amount`, the preview of the basket’s minimum investment (at least ₹500).',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    params: basketParam,
    query: previewQuery,
    problems: { ...NOT_FOUND, 400: 'The amount is missing or out of range' },
    response: { description: 'The preview', schema: investPreviewAnswer },
    handler: ({ caller, params, query, deps }) =>
      investPreview(deps.db.orm, caller.sub, params.basketId, query.amount),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/baskets/:basketId/invest',
    operationId: 'investInBasket',
    summary: 'Buys the basket in its weights: one market order per stock, as one group',
    description:
      'Whole shares only, never more than `amount` with charges. Each order is placed on its ' +
      'own: one the paper broker refuses (a suspended stock, not enough cash) leaves the ' +
      'others as they went, and the group is `partial`. `{ "retryOf": groupId }` places again ' +
      'only the orders of that group that did not fill (nothing twice). `asOf`, the market day ' +
      'of the preview confirmed, is refused (409 `prices_moved`) once prices have moved on.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'required',
    params: basketParam,
    body: investBody,
    problems: { ...ORDER_PROBLEMS, 400: 'Invalid input, named by field' },
    response: { status: 201, description: 'The group and each order', schema: investmentAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const group = await investInBasket(tx, caller.sub, params.basketId, body, { now: now() });
      const done = group.orders.filter((order) => order.status === 'COMPLETE').length;
      return {
        status: 201,
        body: group,
        audit: {
          entity: 'basket_investment',
          entityId: group.investmentId,
          action:
            'retryOf' in body
              ? `Retried a basket investment: ${done} of ${group.orders.length} orders filled`
              : `Invested ${rupees(body.amount)} in a basket: ${done} of ${group.orders.length} orders filled`,
        },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/baskets/:basketId/sip',
    operationId: 'setBasketSip',
    summary: 'Sets, changes or stops the basket’s monthly SIP',
    description:
      'Each month on `day` (moved to the next trading day when the exchange is shut) the SIP ' +
      'job invests `amount` once, from the next due date after today, and tells the investor.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: basketParam,
    body: sipBody,
    problems: { ...NOT_FOUND, 400: 'Invalid input, named by field' },
    response: { status: 200, description: 'The basket with its SIP', schema: basketAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const basket = await setSip(tx, caller.sub, params.basketId, body, now());
      return {
        status: 200,
        body: basket,
        audit: {
          entity: 'basket',
          entityId: basket.basketId,
          action: body.active
            ? `Set a monthly SIP of ${rupees(body.amount)} on day ${body.day} in ${basket.name}`
            : `Stopped the SIP in ${basket.name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/baskets/:basketId/rebalance',
    operationId: 'previewBasketRebalance',
    summary: 'The orders that bring the basket back within its tolerance, with each sale’s tax',
    description:
      'Sells of what is over its weight first, then buys with the proceeds. Each sale shows the ' +
      'gain it realises from the account’s FIFO lots and the tax on it at the day’s rates.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    params: basketParam,
    problems: NOT_FOUND,
    response: { description: 'The rebalance', schema: rebalancePreviewAnswer },
    handler: ({ caller, params, deps }) =>
      rebalancePreview(deps.db.orm, caller.sub, params.basketId),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/baskets/:basketId/rebalance',
    operationId: 'rebalanceBasket',
    summary: 'Places the rebalance previewed on `asOf`: the sells, then the buys, as one group',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'required',
    params: basketParam,
    body: rebalanceBody,
    problems: {
      ...ORDER_PROBLEMS,
      400: 'Invalid input, named by field',
      409: 'No paper account yet, prices have moved since `asOf` (`prices_moved`), or nothing to rebalance',
    },
    response: { status: 201, description: 'The group and each order', schema: investmentAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const group = await rebalanceBasket(tx, caller.sub, params.basketId, body.asOf, now());
      return {
        status: 201,
        body: group,
        audit: {
          entity: 'basket_investment',
          entityId: group.investmentId,
          action: `Rebalanced a basket: ${group.orders.length} orders`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/baskets/:basketId',
    operationId: 'deleteBasket',
    summary: 'Deletes a basket, its SIP and its records; the shares stay in the holdings',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: basketParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: deletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const name = await deleteBasket(tx, caller.sub, params.basketId);
      return {
        status: 200,
        body: { deleted: true },
        audit: {
          entity: 'basket',
          entityId: params.basketId,
          action: `Deleted the basket ${name}`,
        },
      };
    },
  }),
];
