import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthSession } from '@/auth/session';
import type { MfaMethod } from '../model';
import type { SignInOutcome, SignInStep } from '../sign-in-engine';
import { useAuthAction } from './use-auth-action';

export type { SignInStep };

const loadEngine = () => import('../sign-in-engine');

/** Fetches the sign-in steps (and Amplify) ahead of a submit; never fails. */
export function warmSignIn() {
  loadEngine()
    .then((engine) => engine.warm())
    .catch(() => undefined);
}

/**
 * Sign-in as steps: password, then (when the account has them) an MFA choice, an MFA code or a
 * new password; then the session hash, the profile and the way in (src/auth/after-sign-in).
 */
export function useSignInFlow(session: AuthSession, redirectUri: string | undefined) {
  const router = useRouter();
  const { pending, error, run, clearError } = useAuthAction();
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [username, setUsername] = useState('');

  const apply = async (outcome: SignInOutcome) => {
    if (outcome.kind === 'done')
      await router.navigate({ href: outcome.destination, replace: true });
    else setStep(outcome);
  };
  const answer = (stepName: 'mfa' | 'newPassword', response: string) =>
    run(stepName, async () => {
      const engine = await loadEngine();
      await apply(await engine.answerChallenge(response, { session, redirectUri, username }));
    });

  return {
    step,
    pending,
    error,
    submitPassword: (name: string, password: string) => {
      setUsername(name);
      return run('signIn', async () => {
        const engine = await loadEngine();
        const context = { session, redirectUri, username: name };
        await apply(await engine.signInWithPassword(password, context));
      });
    },
    submitCode: (code: string) => answer('mfa', code),
    chooseMethod: (method: MfaMethod) => answer('mfa', method),
    submitNewPassword: (password: string) => answer('newPassword', password),
    restart: () => {
      clearError();
      setStep({ kind: 'password' });
    },
  };
}
