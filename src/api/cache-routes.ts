import type { ApiRoutes } from '@/cache/policy';
import { DATA_CHECK_PATH } from './data-check-record';
import { apiEnv } from './env';

/** Where the two APIs live, for the cache policy; the worker and the page use this one value. */
export const apiRoutes: ApiRoutes = {
  archiveBase: apiEnv.archiveBase,
  gatewayBase: apiEnv.gatewayBase,
  dataCheckPath: DATA_CHECK_PATH,
};
