import {
  capitalGainsSchema,
  cashLedgerSchema,
  holdingsSchema,
  performanceSchema,
  portfolioSummarySchema,
} from '../../../src/features/portfolio/model/contract';
import { shared } from '../../openapi/shared-schema';

// The portfolio contract's shapes (src/features/portfolio/model/contract.ts), named for the
// OpenAPI document.

export const holdingsAnswer = shared(holdingsSchema, 'Holdings');
export const summaryAnswer = shared(portfolioSummarySchema, 'PortfolioSummary');
export const performanceAnswer = shared(performanceSchema, 'Performance');
export const capitalGainsAnswer = shared(capitalGainsSchema, 'CapitalGains');
export const cashLedgerAnswer = shared(cashLedgerSchema, 'CashLedger');
