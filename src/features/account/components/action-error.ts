import { isApiError, isNetworkError } from '@/api/errors';

/** Why an account action did not happen, in words a user can act on. */
export function actionErrorMessage(error: unknown): string {
  if (isNetworkError(error)) {
    return 'You are offline. This needs a connection: nothing was changed. Try again when you are connected.';
  }
  if (isApiError(error) && error.status >= 500) {
    return 'The server could not do this just now: nothing was changed. Try again in a moment.';
  }
  return error instanceof Error ? error.message : 'Something went wrong: nothing was changed.';
}
