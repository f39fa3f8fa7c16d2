import { gatewayApi } from '@/api/clients';
import { sessionsRevokedSchema } from '../model/contract';

// POST /api/account/sign-out-everywhere: sent now or not at all (never queued: a session that
// should end must not wait for a connection). The server refuses every token signed in before
// it and has the identity service revoke every refresh token; the caller then signs this device
// out too.

export const signOutEverywhere = () =>
  gatewayApi.send('POST', '/account/sign-out-everywhere', { schema: sessionsRevokedSchema });
