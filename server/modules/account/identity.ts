import type { ApiDeps } from '../../api/route';
import { ApiError } from '../../errors';
import { identityAdminFor, type IdentityAdmin } from '../../identity/admin';

const admins = new Map<string, IdentityAdmin | undefined>();

/** The identity service's admin client for this server's configuration (one per pool). */
export function identityAdminOf(config: ApiDeps['config']): IdentityAdmin | undefined {
  const key = `${config.appMode} ${config.identity.userPoolId} ${config.identity.endpoint ?? ''}`;
  if (!admins.has(key)) admins.set(key, identityAdminFor(config.identity, config.appMode));
  return admins.get(key);
}

/** Runs a call to the identity service; its failure is a 503 the client may retry. */
export async function withIdentityService(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch {
    throw new ApiError(
      503,
      'identity_unavailable',
      'The sign-in service did not answer: nothing was changed. Try again in a moment.',
      { 'Retry-After': '5' },
    );
  }
}
