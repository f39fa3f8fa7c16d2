import { hasStoredSignIn } from '@/auth/amplify/stored-sign-in';

/**
 * Issue 19: a returning user's first fetches wait for the id token, so for Amplify's chunk and
 * the identity settings' chunk, which load-amplify.ts would import only once its own chunk has
 * arrived. Asked for here, side by side, as the entry starts; the session's own imports then
 * find them loaded. Signed out, nothing is fetched.
 */
export function warmIdentityChunks(): void {
  if (!hasStoredSignIn()) return;
  void import('@/auth/amplify/amplify-auth').catch(() => undefined);
  void import('@/auth/amplify/auth-config').catch(() => undefined);
}
