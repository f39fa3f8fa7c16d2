import { NetworkError } from '@/api/errors';
import { authErrorName, isNetworkFailure } from '@/auth/amplify/auth-error';
import { MIN_PASSWORD_LENGTH } from '@/config';
import { NEUTRAL_CODE_SENT } from './model';

// Plain words for every identity (Amplify/Cognito) error. Apart from model.ts: the login form
// loads these only once something went wrong (the first visit's bundle budget).

/** Where an identity error happened: the same exception reads differently per step. */
export type AuthStep =
  | 'signIn'
  | 'mfa'
  | 'newPassword'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'resetRequest'
  | 'resetConfirm'
  | 'account';

export type AuthErrorField = 'username' | 'password' | 'code' | 'email' | 'phone' | 'sebiReg';

export interface AuthErrorView {
  message: string;
  /** The field the error belongs to, when it is one field's fault. */
  field?: AuthErrorField;
}

export const MESSAGES = {
  wrongCredentials:
    'That email or mobile number and password do not match. Check both and try again.',
  tooMany: 'Too many attempts. Wait a few minutes, then try again.',
  wrongCode: 'That code is not right. Check it and try again.',
  expiredCode: 'That code has expired. Ask for a new one.',
  neutralCodeSent: NEUTRAL_CODE_SENT,
  expiredSignIn: 'This sign-in took too long and has expired. Please start again.',
  signedOutAccount: 'Your session has ended. Sign in again, then retry.',
  unavailable: 'Sign-in is not available right now. Reload the page and try again.',
  generic: 'Something went wrong. Please try again in a moment.',
} as const;

const passwordRuleText = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters that does not start or end with a space.`;

function notAuthorized(message: string, step: AuthStep): AuthErrorView {
  if (/attempts exceeded/i.test(message)) return { message: MESSAGES.tooMany };
  if (/disabled/i.test(message)) {
    return { message: 'This account is disabled. Contact support to restore it.' };
  }
  if (/session/i.test(message) && step !== 'account') return { message: MESSAGES.expiredSignIn };
  if (step === 'confirmSignUp' || step === 'resendCode') {
    return { message: 'This account is already confirmed. Sign in to continue.' };
  }
  if (step === 'signIn') return { message: MESSAGES.wrongCredentials };
  if (step === 'account') return { message: MESSAGES.signedOutAccount };
  return { message: MESSAGES.generic };
}

/** The name of the error for a sign-in step the screens do not handle. */
export const UNSUPPORTED_STEP = 'UnsupportedSignInStep';

/** Plain words for an identity (Amplify/Cognito) error; a network failure is 'Network Error'. */
export function describeAuthError(error: unknown, step: AuthStep): AuthErrorView {
  if (isNetworkFailure(error)) return { message: new NetworkError().message };
  const name = authErrorName(error) ?? '';
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'NotAuthorizedException':
      return notAuthorized(message, step);
    case 'UserNotFoundException':
      // Never tell a stranger whether an account exists.
      if (step === 'signIn') return { message: MESSAGES.wrongCredentials };
      if (step === 'resetRequest' || step === 'resendCode') {
        return { message: MESSAGES.neutralCodeSent };
      }
      if (step === 'account') return { message: MESSAGES.signedOutAccount };
      return { message: MESSAGES.wrongCode, field: 'code' };
    case 'UserNotConfirmedException':
      return { message: 'Your account is not confirmed yet. Enter the code we emailed you.' };
    case 'CodeMismatchException':
      return { message: MESSAGES.wrongCode, field: 'code' };
    case 'EnableSoftwareTokenMFAException':
      return {
        message:
          'That code is not right. Check that the time on your phone is correct, then try again.',
        field: 'code',
      };
    case 'ExpiredCodeException':
      return { message: MESSAGES.expiredCode, field: 'code' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return { message: MESSAGES.tooMany };
    case 'UsernameExistsException':
    case 'AliasExistsException':
      if (/phone/i.test(message)) {
        return {
          message:
            'This mobile number belongs to another account. Use another number, or leave it empty.',
          field: 'phone',
        };
      }
      return {
        message:
          'An account with this email or mobile number already exists. Sign in, or reset your password.',
        field: step === 'signUp' ? 'email' : undefined,
      };
    case 'InvalidPasswordException':
      return { message: passwordRuleText, field: 'password' };
    case 'PasswordResetRequiredException':
      return { message: 'You need to set a new password. Use "Forgot password?" to get a code.' };
    case 'CodeDeliveryFailureException':
      return {
        message: 'We could not send the code. Check the email or mobile number and try again.',
      };
    case 'InvalidParameterException':
      if (/phone/i.test(message))
        return { message: 'Enter a valid mobile number.', field: 'phone' };
      if (/verified|registered/i.test(message)) {
        return {
          message:
            'This account has no confirmed email or mobile number to send a code to. Contact support.',
        };
      }
      return { message: 'Some details are not valid. Check them and try again.' };
    case 'UserUnAuthenticatedException':
      return { message: MESSAGES.signedOutAccount };
    case 'ResourceNotFoundException':
      return { message: MESSAGES.unavailable };
    case UNSUPPORTED_STEP:
      return {
        message: 'This account needs a sign-in step the app does not offer yet. Contact support.',
      };
    default:
      return { message: MESSAGES.generic };
  }
}
