import {
  fundsMoveSchema,
  fundsSchema,
  orderChangeSchema,
  orderListSchema,
  orderRequestSchema,
  orderSchema,
  tradeListSchema,
} from '../../../src/features/portfolio/model/contract';
import { shared } from '../../openapi/shared-schema';

// The portfolio contract's shapes (src/features/portfolio/model/contract.ts), named for the
// OpenAPI document.

export const orderRequestBody = shared(orderRequestSchema, 'OrderRequest', [
  { exchange: 'NSE', symbol: 'INFY', side: 'BUY', quantity: 1, orderType: 'LIMIT', price: 150_000 },
]);
export const orderChangeBody = shared(orderChangeSchema, 'OrderChange', [{ price: 149_500 }]);
export const fundsMoveBody = shared(fundsMoveSchema, 'FundsMove', [{ amount: 50_000_00 }]);
export const orderAnswer = shared(orderSchema, 'Order');
export const orderListAnswer = shared(orderListSchema, 'OrderList');
export const tradeListAnswer = shared(tradeListSchema, 'TradeList');
export const fundsAnswer = shared(fundsSchema, 'Funds');
