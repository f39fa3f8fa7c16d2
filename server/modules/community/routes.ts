import { z } from 'zod';
import { K_ANONYMITY } from '../../../src/features/stocks/model/community';
import { SYMBOL_FORMAT } from '../../../src/features/portfolio/model/contract';
import { readRoute, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import { communityAnswer } from './schema';
import { stockCommunity } from './service';

const stockParams = z.object({
  exchange: z
    .enum(['NSE', 'BSE'], { error: 'The exchange is NSE or BSE' })
    .meta({ description: 'The stock’s exchange' }),
  symbol: z
    .string()
    .regex(SYMBOL_FORMAT, 'A symbol is 1 to 20 letters, digits, &, _ or -')
    .toUpperCase()
    .meta({ description: 'The stock’s symbol, e.g. INFY' }),
});

/**
 * The community half of a stock's social sentiment (issue 12, Deliver 7): what the product's
 * own users do with the stock, anonymised, the same answer for every signed-in user.
 */
export const communityRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/stocks/:exchange/:symbol/community',
    operationId: 'getStockCommunity',
    summary: 'What the product’s investors and advisers do with a stock, anonymised',
    description:
      'Watchers now, watchlist additions in the last 30 days, the order flow of the last 4 ' +
      'weeks and its weekly trend, and advisers with a buy call. Each figure is counted over ' +
      `distinct users and shown only when at least ${K_ANONYMITY} contribute (k-anonymity); ` +
      'otherwise it is null with the reason. Adviser calls are not available yet outside the ' +
      'local demo community. `demo` is true when demo data was counted.',
    tag: 'Stocks',
    access: ['I', 'A'],
    params: stockParams,
    problems: { 404: 'The market data has no such stock' },
    response: { description: 'The counts, each shown or hidden', schema: communityAnswer },
    handler: async ({ params, deps }) =>
      stockCommunity(deps.db.orm, await archiveReader(deps.db).snapshot(), params),
  }),
];
