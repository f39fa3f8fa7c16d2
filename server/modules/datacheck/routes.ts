import { z } from 'zod';
import { readRoute, type GatewayRoute } from '../../api/route';
import {
  DEFAULT_WINDOW_DAYS,
  WINDOW_MAX_DAYS,
  WINDOW_MIN_DAYS,
} from '../../../src/features/datacheck/model/contract';
import { dataCheckAnswer } from './schema';
import { dataCheckOf } from './service';

const range = `a whole number of days from ${WINDOW_MIN_DAYS} to ${WINDOW_MAX_DAYS}`;

const dataCheckQuery = z.object({
  days: z.coerce
    .number({ error: `days must be ${range}` })
    .int(`days must be ${range}`)
    .min(WINDOW_MIN_DAYS, `days must be ${range}`)
    .max(WINDOW_MAX_DAYS, `days must be ${range}`)
    .default(DEFAULT_WINDOW_DAYS)
    .meta({ description: 'The anomaly and gap window in calendar days, ending at the last day' }),
});

/**
 * The archive's data check (issue 15, Deliver 5): freshness (the data-update time, the last
 * trading day loaded against the last session closed, missing trading days, stocks with gaps),
 * anomalies in the window (moves over 20 % with no split or bonus, zero volume, stale prices, a
 * latest bar older than the last trading day) and the import history, all from the database.
 * Rules: docs/data-check.md. The answer is kept in process per data-update time and window.
 */
export const dataCheckRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/datacheck',
    operationId: 'getDataCheck',
    summary: 'The market archive’s freshness, gaps, anomalies and import history',
    tag: 'Data check',
    access: ['A'],
    query: dataCheckQuery,
    problems: { 400: 'days outside 5 to 365' },
    response: { description: 'The data check', schema: dataCheckAnswer },
    handler: ({ query, deps }) => dataCheckOf(deps.db, query.days),
  }),
];
