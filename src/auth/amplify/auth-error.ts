import { NetworkError } from '@/api/errors';

// Amplify rejects with an AuthError whose name is the Cognito exception (NotAuthorizedException,
// CodeMismatchException, ...) or its own ('NetworkError' when the request got no answer).

/** The error's name, as Amplify and Cognito set it. */
export function authErrorName(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('name' in error)) return null;
  return typeof error.name === 'string' ? error.name : null;
}

/** The request never got an answer (offline, DNS, reset). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError || authErrorName(error) === 'NetworkError') return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
