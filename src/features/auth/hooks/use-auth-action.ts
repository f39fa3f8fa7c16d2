import { useCallback, useState } from 'react';
import { NetworkError } from '@/api/errors';
import type { AuthErrorView, AuthStep } from '../error-messages';

export type ActionResult<T> = { ok: true; value: T } | { ok: false };

// The error texts load only once something went wrong (the login form's bundle budget); if even
// that fails, the network is gone.
const describe = (error: unknown, step: AuthStep): Promise<AuthErrorView> =>
  import('../error-messages').then(
    (module) => module.describeAuthError(error, step),
    () => ({ message: new NetworkError().message }),
  );

/**
 * One identity call at a time from a form: whether it is running and the last error, in plain
 * words. The form's own state (what the user typed) is never touched, so it survives errors.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(null);

  const run = useCallback(
    async <T>(step: AuthStep, action: () => Promise<T>): Promise<ActionResult<T>> => {
      setPending(true);
      setError(null);
      try {
        return { ok: true, value: await action() };
      } catch (caught) {
        setError(await describe(caught, step));
        return { ok: false };
      } finally {
        setPending(false);
      }
    },
    [],
  );

  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError };
}
