import { apiEnv } from './env';
import { createHttpClient, type TokenProvider } from './http-client';

let tokenProvider: TokenProvider = () => Promise.resolve(null);

/** The identity layer registers how to get the current id token (ARCHITECTURE.md, Identity). */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

const currentToken: TokenProvider = () => tokenProvider();

/** The archive data API (spec 7). */
export const archiveApi = createHttpClient(apiEnv.archiveBase, currentToken);

/** The gateway API (spec 7). */
export const gatewayApi = createHttpClient(apiEnv.gatewayBase, currentToken);

/** The current id token, for the few calls that are not JSON (a document's file). */
export const gatewayToken: TokenProvider = currentToken;
