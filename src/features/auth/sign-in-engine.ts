import type { SignInOutput } from 'aws-amplify/auth';
import { completeSignIn } from '@/auth/after-sign-in';
import type { AuthSession } from '@/auth/session';
import { confirmSignIn } from './api/confirm-sign-in';
import { signIn } from './api/sign-in';
import { UNSUPPORTED_STEP } from './error-messages';
import type { MfaMethod } from './model';

// The sign-in steps after a submit. The login form loads this with Amplify, on focus, when idle
// or on submit, so the first visit to /login carries none of it.

export { warmAmplify as warm } from '@/auth/amplify/load-amplify';

export type SignInStep =
  | { kind: 'password' }
  | { kind: 'code'; method: MfaMethod; destination: string | null }
  | { kind: 'choose'; methods: MfaMethod[] }
  | { kind: 'newPassword' }
  | { kind: 'unconfirmed'; username: string }
  | { kind: 'resetRequired'; username: string };

export type SignInOutcome = SignInStep | { kind: 'done'; destination: string };

export interface SignInContext {
  session: AuthSession;
  /** Where to go afterwards when it is a same-origin path (else the role's home). */
  redirectUri: string | undefined;
  username: string;
}

const isMethod = (value: string): value is MfaMethod => value === 'SMS' || value === 'TOTP';

function unsupported(step: string) {
  const error = new Error(`Sign-in step ${step} is not supported`);
  error.name = UNSUPPORTED_STEP;
  return error;
}

async function finish({ session, redirectUri }: SignInContext): Promise<SignInOutcome> {
  try {
    return {
      kind: 'done',
      destination: await completeSignIn(session, redirectUri, window.location.origin),
    };
  } catch (error) {
    // Signed in, but the app cannot load the account: leave no half-open session.
    await session.signOut();
    throw error;
  }
}

/** What Amplify's answer asks for next: done, an MFA choice or code, a new password, ... */
export function nextStep(output: SignInOutput, context: SignInContext): Promise<SignInOutcome> {
  const next = output.nextStep;
  const { username } = context;
  switch (next.signInStep) {
    case 'DONE':
      return finish(context);
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return Promise.resolve({
        kind: 'code',
        method: 'SMS',
        destination: next.codeDeliveryDetails?.destination ?? null,
      });
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return Promise.resolve({ kind: 'code', method: 'TOTP', destination: null });
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return Promise.resolve({
        kind: 'choose',
        methods: (next.allowedMFATypes ?? []).filter(isMethod),
      });
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return Promise.resolve({ kind: 'newPassword' });
    case 'CONFIRM_SIGN_UP':
      return Promise.resolve({ kind: 'unconfirmed', username });
    case 'RESET_PASSWORD':
      return Promise.resolve({ kind: 'resetRequired', username });
    default:
      return Promise.reject(unsupported(next.signInStep));
  }
}

export async function signInWithPassword(
  password: string,
  context: SignInContext,
): Promise<SignInOutcome> {
  return nextStep(await signIn({ username: context.username, password }), context);
}

/** Answers the current challenge: an MFA code, an MFA choice or a new password. */
export async function answerChallenge(
  response: string,
  context: SignInContext,
): Promise<SignInOutcome> {
  return nextStep(await confirmSignIn(response), context);
}
