import { isApiError } from '@/api/errors';

/**
 * The server's word that this session is over although its token is still well-formed: another
 * device chose "sign out on every device" (`session_revoked`), or the account was deleted
 * (`account_deleted`). Any query or write that hears it signs this device out too.
 */
const ENDED_CODES = new Set(['session_revoked', 'account_deleted']);

export const isEndedSession = (error: unknown): boolean =>
  isApiError(error) && error.status === 401 && ENDED_CODES.has(error.code ?? '');

/**
 * Calls `end` once for the first ended-session error it is shown, however many queries fail
 * with it at the same time; `end` runs again only after it has finished.
 */
export function endedSessionHandler(end: () => Promise<void>): (error: unknown) => void {
  let ending: Promise<void> | null = null;
  return (error) => {
    if (!isEndedSession(error) || ending) return;
    ending = end().finally(() => {
      ending = null;
    });
  };
}
