import type * as z from 'zod/mini';
import {
  alertCreateSchema,
  alertSchema,
  alertsSchema,
  deletedSchema,
  stockRefSchema,
  watchlistCreateSchema,
  watchlistSchema,
  watchlistsSchema,
  watchlistUpdateSchema,
} from '../../../src/features/watchlists/model/contract';
import { shared } from '../../openapi/shared-schema';

// The watchlists contract (src/features/watchlists/model/contract.ts), named for the OpenAPI
// document.

export const watchlistCreateBody = shared<z.output<typeof watchlistCreateSchema>>(
  watchlistCreateSchema,
  'WatchlistCreate',
  [{ name: 'Banks to watch', items: [{ exchange: 'NSE', symbol: 'HDFCBANK' }] }],
);
export const watchlistUpdateBody = shared<z.output<typeof watchlistUpdateSchema>>(
  watchlistUpdateSchema,
  'WatchlistUpdate',
  [
    {
      name: 'Long-term ideas',
      items: [
        { exchange: 'NSE', symbol: 'TCS' },
        { exchange: 'NSE', symbol: 'INFY' },
      ],
    },
  ],
);
export const stockRefBody = shared<z.output<typeof stockRefSchema>>(stockRefSchema, 'StockRef', [
  { exchange: 'NSE', symbol: 'INFY' },
]);
export const alertCreateBody = shared<z.output<typeof alertCreateSchema>>(
  alertCreateSchema,
  'PriceAlertCreate',
  [
    { exchange: 'NSE', symbol: 'INFY', kind: 'above', threshold: 1_600_00 },
    { exchange: 'NSE', symbol: 'SBIN', kind: 'move_pct', threshold: 250 },
  ],
);
export const watchlistAnswer = shared(watchlistSchema, 'Watchlist');
export const watchlistsAnswer = shared(watchlistsSchema, 'Watchlists');
export const alertAnswer = shared(alertSchema, 'PriceAlert');
export const alertsAnswer = shared(alertsSchema, 'PriceAlerts');
export const deletedAnswer = shared(deletedSchema, 'WatchlistRecordDeleted');
