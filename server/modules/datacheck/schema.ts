import { dataCheckSchema } from '../../../src/features/datacheck/model/contract';
import { shared } from '../../openapi/shared-schema';

// The data check's contract (src/features/datacheck/model/contract.ts), named for the OpenAPI
// document.

export const dataCheckAnswer = shared(dataCheckSchema, 'DataCheck');
