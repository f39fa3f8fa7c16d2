import { InvalidParameterError } from 'cognito-local/lib/errors.js';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { cognitoError, poolOfRequest, type Addition } from './context';

/**
 * cognito-local stores any password; Cognito enforces the pool's policy (spec 5 and 9: at least
 * 8 characters, no required character classes) and its own rule against leading or trailing
 * spaces, with these exceptions and messages.
 */
export function assertPasswordPolicy(password: unknown, pool: UserPoolService): void {
  if (typeof password !== 'string' || password === '') {
    throw new InvalidParameterError('Missing required parameter Password');
  }
  if (/^\s|\s$/.test(password)) {
    throw new InvalidParameterError(
      "1 validation error detected: Value at 'password' failed to satisfy constraint: " +
        'Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$',
    );
  }
  const policy = pool.options.Policies?.PasswordPolicy ?? {};
  const rules: Array<[boolean, string]> = [
    [password.length >= (policy.MinimumLength ?? 8), 'Password not long enough'],
    [!policy.RequireLowercase || /[a-z]/.test(password), 'Password must have lowercase characters'],
    [!policy.RequireUppercase || /[A-Z]/.test(password), 'Password must have uppercase characters'],
    [!policy.RequireNumbers || /\d/.test(password), 'Password must have numeric characters'],
    [
      !policy.RequireSymbols || /[^A-Za-z\d\s]/.test(password),
      'Password must have symbol characters',
    ],
  ];
  const broken = rules.find(([ok]) => !ok);
  if (broken) {
    throw cognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${broken[1]}`,
    );
  }
}

type PasswordField = 'Password' | 'ProposedPassword';

/** The emulator's handler of `target`, after the policy check of the request's new password. */
export const withPasswordPolicy =
  (
    target: 'ConfirmForgotPassword' | 'ChangePassword' | 'AdminSetUserPassword',
    field: PasswordField,
  ): Addition =>
  ({ services, base }) =>
  async (ctx, request: Record<string, unknown>) => {
    assertPasswordPolicy(request[field], await poolOfRequest(services, ctx, request));
    return (await base(target)(ctx, request)) as unknown;
  };
