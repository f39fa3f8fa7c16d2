import { z } from 'zod';
import { describeAlert } from '../../../src/features/watchlists/model/alerts';
import { EXCHANGES, MAX_ITEMS, MAX_LISTS } from '../../../src/features/watchlists/model/rules';
import { SYMBOL_FORMAT } from '../../../src/features/watchlists/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { alertsOf, createAlert, deleteAlert } from './alerts';
import {
  alertAnswer,
  alertCreateBody,
  alertsAnswer,
  deletedAnswer,
  stockRefBody,
  watchlistAnswer,
  watchlistCreateBody,
  watchlistsAnswer,
  watchlistUpdateBody,
} from './schema';
import {
  addToWatchlist,
  createWatchlist,
  deleteWatchlist,
  removeFromWatchlist,
  updateWatchlist,
  watchlistsOf,
} from './service';

const TAG = 'Watchlists';

const watchlistId = z
  .uuid({ error: 'A watchlist id is a UUID' })
  .meta({ description: 'The list’s id' });
const listParam = z.object({ watchlistId });
const itemParams = z.object({
  watchlistId,
  exchange: z.enum(EXCHANGES, { error: 'The exchange is NSE or BSE' }),
  symbol: z
    .string()
    .regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -')
    .toUpperCase()
    .meta({ description: 'The stock’s symbol, e.g. INFY' }),
});
const alertParam = z.object({
  alertId: z.uuid({ error: 'An alert id is a UUID' }).meta({ description: 'The alert’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such watchlist in this account' } as const;
const UNKNOWN = { 422: 'A stock the market data does not know, named by field' } as const;

/**
 * Watchlists and price alerts (issue 12, Deliver 10): up to 10 named lists of up to 100 stocks
 * each, in the investor's order; alerts above or below a price, or on a day's move, evaluated by
 * the data-update job. Writes are made to be replayed from a device's outbox: a PUT states the
 * whole result, an add or remove that is already done answers the list as it is.
 */
export const watchlistsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/watchlists',
    operationId: 'listWatchlists',
    summary: 'The investor’s watchlists with their stocks in order, and the limits',
    tag: TAG,
    access: ['I'],
    response: { description: 'The lists', schema: watchlistsAnswer },
    handler: ({ caller, deps }) => watchlistsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/watchlists',
    operationId: 'createWatchlist',
    summary: `Starts a named list (at most ${MAX_LISTS}), empty or with stocks`,
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: watchlistCreateBody,
    problems: {
      409: `${MAX_LISTS} lists already, a name in use (ignoring case), or the id is taken`,
      ...UNKNOWN,
    },
    response: { status: 201, description: 'The new list', schema: watchlistAnswer },
    handler: async ({ caller, body, tx }) => {
      const list = await createWatchlist(tx, caller.sub, body, now());
      return {
        status: 201,
        body: list,
        audit: { entity: 'watchlist', entityId: list.id, action: `Started the list ${list.name}` },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/watchlists/:watchlistId',
    operationId: 'updateWatchlist',
    summary: 'Renames a list and/or sets its stocks and their order',
    description:
      '`items` is the whole list in its new order: stocks left out are removed, new ones added. ' +
      'It states the result, so a replay leaves the same list.',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: listParam,
    body: watchlistUpdateBody,
    problems: { ...NOT_FOUND, 409: 'The name is in use by another list', ...UNKNOWN },
    response: { status: 200, description: 'The list as changed', schema: watchlistAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const list = await updateWatchlist(tx, caller.sub, params.watchlistId, body, now());
      return {
        status: 200,
        body: list,
        audit: { entity: 'watchlist', entityId: list.id, action: `Changed the list ${list.name}` },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/watchlists/:watchlistId/items',
    operationId: 'addToWatchlist',
    summary: `Adds a stock at the end of a list (at most ${MAX_ITEMS}); one there already stays`,
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: listParam,
    body: stockRefBody,
    problems: { ...NOT_FOUND, 409: `The list holds ${MAX_ITEMS} stocks already`, ...UNKNOWN },
    response: { status: 201, description: 'The list with the stock', schema: watchlistAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const list = await addToWatchlist(tx, caller.sub, params.watchlistId, body, now());
      return {
        status: 201,
        body: list,
        audit: {
          entity: 'watchlist',
          entityId: list.id,
          action: `Added ${body.symbol} to the list ${list.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/watchlists/:watchlistId/items/:exchange/:symbol',
    operationId: 'removeFromWatchlist',
    summary: 'Removes a stock from a list; one not in it is removed already',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: itemParams,
    problems: NOT_FOUND,
    response: { status: 200, description: 'The list without the stock', schema: watchlistAnswer },
    handler: async ({ caller, params, tx }) => {
      const { watchlistId, exchange, symbol } = params;
      const list = await removeFromWatchlist(
        tx,
        caller.sub,
        watchlistId,
        { exchange, symbol },
        now(),
      );
      return {
        status: 200,
        body: list,
        audit: {
          entity: 'watchlist',
          entityId: list.id,
          action: `Removed ${symbol} from the list ${list.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/watchlists/:watchlistId',
    operationId: 'deleteWatchlist',
    summary: 'Deletes a list and its stocks (alerts on those stocks stay)',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: listParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: deletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const name = await deleteWatchlist(tx, caller.sub, params.watchlistId);
      return {
        status: 200,
        body: { deleted: true },
        audit: {
          entity: 'watchlist',
          entityId: params.watchlistId,
          action: `Deleted the list ${name}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/alerts',
    operationId: 'listPriceAlerts',
    summary: 'The investor’s price alerts with their state, by stock',
    tag: TAG,
    access: ['I'],
    response: { description: 'The alerts and the most there can be', schema: alertsAnswer },
    handler: ({ caller, deps }) => alertsOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/alerts',
    operationId: 'createPriceAlert',
    summary: 'Sets a price alert: above or below a price (paise), or a day’s move (basis points)',
    description:
      'It fires once per crossing, on a close after it is set, in the app and by e-mail (by the ' +
      'investor’s choice for price alerts). One already true when set waits for the next crossing.',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: alertCreateBody,
    problems: {
      409: 'The same alert exists, or the investor has the most alerts there can be',
      ...UNKNOWN,
    },
    response: { status: 201, description: 'The alert', schema: alertAnswer },
    handler: async ({ caller, body, tx }) => {
      const alert = await createAlert(tx, caller.sub, body, now());
      return {
        status: 201,
        body: alert,
        audit: {
          entity: 'price_alert',
          entityId: alert.id,
          action: `Set an alert on ${alert.symbol}: ${describeAlert(alert.kind, alert.threshold)}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/alerts/:alertId',
    operationId: 'deletePriceAlert',
    summary: 'Deletes a price alert',
    tag: TAG,
    access: ['I'],
    owner: 'self',
    idempotency: 'optional',
    params: alertParam,
    problems: { 404: 'No such alert in this account' },
    response: { status: 200, description: 'Deleted', schema: deletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const alert = await deleteAlert(tx, caller.sub, params.alertId);
      return {
        status: 200,
        body: { deleted: true },
        audit: {
          entity: 'price_alert',
          entityId: alert.id,
          action: `Deleted an alert on ${alert.symbol}: ${describeAlert(alert.kind, alert.threshold)}`,
        },
      };
    },
  }),
];
