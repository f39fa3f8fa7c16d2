import { z } from 'zod';
import { ORDER_STATUSES, SYMBOL_FORMAT } from '../../../src/features/portfolio/model/contract';
import {
  fundsAnswer,
  fundsMoveBody,
  orderAnswer as orderSchema,
  orderChangeBody,
  orderListAnswer,
  orderRequestBody,
  tradeListAnswer,
} from './schema';
import { readRoute, writeRoute, type ApiDeps, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { moveFunds } from './funds';
import { cancelOrder, modifyOrder, orderRow, placeOrder } from './engine';
import { instrumentFor } from './market';
import { fundsOf, listOrders, listTrades, namesFrom, oneOrder, type NameOf } from './views';

const TAG = 'Paper trading';

const orderIdParam = z.object({
  orderId: z.uuid({ error: 'An order id is a UUID' }).meta({ description: 'The order’s id' }),
});

const day = (what: string) => z.iso.date({ error: `${what} is a date, YYYY-MM-DD` }).optional();
const symbol = z
  .string()
  .regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -')
  .toUpperCase()
  .optional();

const orderQuery = z
  .object({
    status: z
      .string()
      .transform((text) => text.split(','))
      .pipe(
        z.array(
          z.enum(ORDER_STATUSES, { error: `A status is one of ${ORDER_STATUSES.join(', ')}` }),
        ),
      )
      .optional()
      .meta({ description: 'Comma-separated statuses, e.g. OPEN,TRIGGER PENDING' }),
    symbol,
    from: day('from'),
    to: day('to'),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

const tradeQuery = z
  .object({
    symbol,
    side: z.enum(['BUY', 'SELL'], { error: 'side is BUY or SELL' }).optional(),
    from: day('from'),
    to: day('to'),
  })
  .strict();

/** Reads only: inside a write the archive reader would wait for the write's transaction. */
const readNames = async (deps: ApiDeps) => namesFrom(await archiveReader(deps.db).snapshot());
const nameOnce =
  (instrument: { name: string } | undefined): NameOf =>
  () =>
    instrument?.name;

/** The order as answered inside a write, its stock read in the same transaction. */
async function writtenOrder(tx: Orm, sub: string, orderId: string) {
  const row = await orderRow(tx, sub, orderId);
  return oneOrder(tx, row, nameOnce(await instrumentFor(tx, row.exchange, row.symbol)));
}

const clock = () => ({ now: new Date() });

const orderProblems = {
  400: 'Invalid input, named by field (tick size, price band, trigger side, quantity)',
  409: 'No paper account yet (link the paper broker), or the order is no longer open',
  422: 'The account is linked to a live broker (or the Idempotency-Key was used for another request)',
} as const;

/**
 * The paper broker's orders and funds (issue 11, "Contract"): place, list, read, modify and
 * cancel orders; the trades; the funds and virtual deposits and withdrawals.
 */
export const ordersRoutes: GatewayRoute[] = [
  writeRoute({
    method: 'POST',
    path: '/api/investor/orders',
    operationId: 'placeOrder',
    summary: 'Places an NSE delivery order with the paper broker',
    description:
      'A MARKET order (or a LIMIT order at or through the last price) fills at once at the ' +
      'latest archive close, a simulated fill; other orders rest (OPEN, or TRIGGER PENDING for ' +
      'SL and SL-M) and are matched against later days by the data-update job. An order the ' +
      'account cannot afford, or a sale of shares it does not hold, is answered 201 with ' +
      'status REJECTED and the reason, as Kite does.',
    tag: TAG,
    access: ['I'],
    idempotency: 'required',
    body: orderRequestBody,
    problems: orderProblems,
    response: { status: 201, description: 'The order as placed', schema: orderSchema },
    handler: async ({ caller, body, tx }) => {
      const instrument = await instrumentFor(tx, 'NSE', body.symbol);
      const orderId = await placeOrder(tx, caller.sub, body, instrument, clock());
      const order = await oneOrder(
        tx,
        await orderRow(tx, caller.sub, orderId),
        nameOnce(instrument),
      );
      return {
        status: 201,
        body: order,
        audit: {
          entity: 'order',
          entityId: orderId,
          action: `${body.side === 'BUY' ? 'Buy' : 'Sell'} ${body.quantity} ${body.symbol} (${body.orderType}): ${order.status}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/orders',
    operationId: 'listOrders',
    summary: 'The investor’s orders, newest first',
    tag: TAG,
    access: ['I'],
    query: orderQuery,
    response: {
      description: 'A page of orders and the number of matches',
      schema: orderListAnswer,
    },
    handler: async ({ caller, query, deps }) =>
      listOrders(deps.db.orm, caller.sub, query, await readNames(deps)),
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/orders/:orderId',
    operationId: 'getOrder',
    summary: 'One of the investor’s orders with its trades; another investor’s is not found',
    tag: TAG,
    access: ['I'],
    params: orderIdParam,
    problems: { 404: 'No such order in this account' },
    response: { description: 'The order', schema: orderSchema },
    handler: async ({ caller, params, deps }) =>
      oneOrder(
        deps.db.orm,
        await orderRow(deps.db.orm, caller.sub, params.orderId),
        await readNames(deps),
      ),
  }),
  writeRoute({
    method: 'PATCH',
    path: '/api/investor/orders/:orderId',
    operationId: 'modifyOrder',
    summary: 'Changes an open order’s quantity, type or prices',
    description: 'The order is checked again as new: it may fill at once, rest, or be rejected.',
    tag: TAG,
    access: ['I'],
    idempotency: 'required',
    params: orderIdParam,
    body: orderChangeBody,
    problems: { ...orderProblems, 404: 'No such order in this account' },
    response: { status: 200, description: 'The order as changed', schema: orderSchema },
    handler: async ({ caller, params, body, tx }) => {
      const before = await orderRow(tx, caller.sub, params.orderId);
      const instrument = await instrumentFor(tx, before.exchange, before.symbol);
      await modifyOrder(tx, caller.sub, params.orderId, body, instrument, clock());
      const order = await writtenOrder(tx, caller.sub, params.orderId);
      return {
        status: 200,
        body: order,
        audit: {
          entity: 'order',
          entityId: params.orderId,
          action: `Changed an order: ${order.status}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/orders/:orderId',
    operationId: 'cancelOrder',
    summary: 'Cancels an open order and frees the cash or shares it held',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    params: orderIdParam,
    problems: { 404: 'No such order in this account', 409: 'The order is no longer open' },
    response: { status: 200, description: 'The cancelled order', schema: orderSchema },
    handler: async ({ caller, params, tx }) => {
      await cancelOrder(tx, caller.sub, params.orderId, clock());
      return {
        status: 200,
        body: await writtenOrder(tx, caller.sub, params.orderId),
        audit: { entity: 'order', entityId: params.orderId, action: 'Cancelled an order' },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/trades',
    operationId: 'listTrades',
    summary: 'The investor’s trades (fills) with their contract-note charges, newest first',
    tag: TAG,
    access: ['I'],
    query: tradeQuery,
    response: { description: 'Every matching trade', schema: tradeListAnswer },
    handler: ({ caller, query, deps }) => listTrades(deps.db.orm, caller.sub, query),
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/funds',
    operationId: 'getFunds',
    summary: 'The paper account’s cash: available, blocked by open buys, deposited',
    tag: TAG,
    access: ['I'],
    problems: { 409: 'No paper account yet: link the paper broker' },
    response: { description: 'The funds', schema: fundsAnswer },
    handler: async ({ caller, deps }) => {
      const funds = await fundsOf(deps.db.orm, caller.sub);
      if (!funds) {
        throw new ApiError(
          409,
          'no_paper_account',
          'Link the paper broker first: it opens your paper account',
        );
      }
      return funds;
    },
  }),
  ...(['deposit', 'withdrawal'] as const).map((kind) =>
    writeRoute({
      method: 'POST',
      path: `/api/investor/funds/${kind}s`,
      operationId: kind === 'deposit' ? 'addFunds' : 'withdrawFunds',
      summary:
        kind === 'deposit'
          ? 'Adds virtual cash to the paper account'
          : 'Withdraws virtual cash from the paper account (at most what is available)',
      tag: TAG,
      access: ['I'],
      idempotency: 'required',
      body: fundsMoveBody,
      problems: {
        400: 'Invalid amount, or more than is available to withdraw',
        409: 'No paper account yet: link the paper broker',
      },
      response: { status: 201, description: 'The funds after it', schema: fundsAnswer },
      handler: async ({ caller, body, tx }) => {
        const funds = await moveFunds(tx, caller.sub, kind, body.amount, new Date());
        return {
          status: 201,
          body: funds,
          audit: {
            entity: 'paper_account',
            entityId: null,
            action: `${kind === 'deposit' ? 'Added' : 'Withdrew'} ₹${(body.amount / 100).toLocaleString('en-IN')} of virtual cash`,
          },
        };
      },
    }),
  ),
];
