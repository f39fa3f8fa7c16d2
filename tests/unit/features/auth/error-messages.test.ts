import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { describeAuthError, MESSAGES, type AuthStep } from '@/features/auth/error-messages';

const cognito = (name: string, message = name) => Object.assign(new Error(message), { name });

describe('identity errors in plain words', () => {
  it.each<[string, unknown, AuthStep, string, string | undefined]>([
    [
      'wrong password',
      cognito('NotAuthorizedException', 'Incorrect username or password.'),
      'signIn',
      MESSAGES.wrongCredentials,
      undefined,
    ],
    [
      'unknown user at sign-in (no hint that it does not exist)',
      cognito('UserNotFoundException', 'User does not exist.'),
      'signIn',
      MESSAGES.wrongCredentials,
      undefined,
    ],
    [
      'unknown user asking for a reset code',
      cognito('UserNotFoundException'),
      'resetRequest',
      MESSAGES.neutralCodeSent,
      undefined,
    ],
    [
      'too many password attempts',
      cognito('NotAuthorizedException', 'Password attempts exceeded'),
      'signIn',
      MESSAGES.tooMany,
      undefined,
    ],
    [
      'expired MFA session',
      cognito('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      'mfa',
      MESSAGES.expiredSignIn,
      undefined,
    ],
    [
      'already confirmed',
      cognito('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
      'confirmSignUp',
      'This account is already confirmed. Sign in to continue.',
      undefined,
    ],
    [
      'unconfirmed user',
      cognito('UserNotConfirmedException'),
      'signIn',
      'Your account is not confirmed yet. Enter the code we emailed you.',
      undefined,
    ],
    ['wrong code', cognito('CodeMismatchException'), 'confirmSignUp', MESSAGES.wrongCode, 'code'],
    ['expired code', cognito('ExpiredCodeException'), 'resetConfirm', MESSAGES.expiredCode, 'code'],
    [
      'limit exceeded',
      cognito('LimitExceededException'),
      'resetRequest',
      MESSAGES.tooMany,
      undefined,
    ],
    ['throttled', cognito('TooManyRequestsException'), 'signIn', MESSAGES.tooMany, undefined],
    [
      'account exists',
      cognito('UsernameExistsException'),
      'signUp',
      'An account with this email or mobile number already exists. Sign in, or reset your password.',
      'email',
    ],
    [
      'mobile number taken',
      cognito('UsernameExistsException', 'An account with the given phone_number already exists.'),
      'signUp',
      'This mobile number belongs to another account. Use another number, or leave it empty.',
      'phone',
    ],
    [
      'password policy',
      cognito('InvalidPasswordException', 'Password did not conform with policy'),
      'signUp',
      'Choose a password of at least 8 characters that does not start or end with a space.',
      'password',
    ],
    [
      'bad phone number',
      cognito('InvalidParameterException', 'Invalid phone number format.'),
      'signUp',
      'Enter a valid mobile number.',
      'phone',
    ],
    [
      'wrong first authenticator code',
      cognito('EnableSoftwareTokenMFAException'),
      'account',
      'That code is not right. Check that the time on your phone is correct, then try again.',
      'code',
    ],
    [
      'Amplify network failure',
      cognito('NetworkError', 'A network error has occurred.'),
      'signIn',
      'Network Error',
      undefined,
    ],
    ['fetch failure', new TypeError('Failed to fetch'), 'signUp', 'Network Error', undefined],
    ['API network failure', new NetworkError(), 'signIn', 'Network Error', undefined],
    [
      'profile call failing',
      new ApiError('Server error', 500),
      'signIn',
      MESSAGES.generic,
      undefined,
    ],
    ['anything else', new Error('boom'), 'signUp', MESSAGES.generic, undefined],
  ])('%s', (_case, error, step, message, field) => {
    expect(describeAuthError(error, step)).toEqual(field ? { message, field } : { message });
  });
});
