import { isApiError, isNetworkError } from '../../../api/errors';

// A refused start or a failed poll in words the user can act on. The server's 4xx messages are
// plain words already (a bad rule names its position; too many runs says to wait).

export function runProblemText(error: unknown): string {
  if (isNetworkError(error)) {
    return 'The connection dropped. The run goes on at the server: check again when you are online.';
  }
  if (isApiError(error)) {
    if (error.status === 429) {
      return error.message.startsWith('Request failed')
        ? 'You have runs going already. Wait for one to finish, then run this.'
        : error.message;
    }
    if (error.status === 503 && error.code === 'factors_pending') {
      return 'The latest market data is still being scored. Try again in a minute.';
    }
    if (error.status >= 500) {
      return 'The server could not run this just now. Try again in a moment.';
    }
    return error.message;
  }
  return 'Something went wrong with the run. Try again.';
}
