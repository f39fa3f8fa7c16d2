import type { Route } from 'cognito-local/lib/server/Router.js';
import type { AdditionContext } from './context';
import { adminUserGlobalSignOut, globalSignOut } from './global-sign-out';
import { mfaPreference } from './mfa';
import { withPasswordPolicy } from './password-policy';
import { getTokensFromRefreshToken } from './refresh';
import { signInAdditions } from './sign-in';
import { signUpAdditions } from './sign-up';

/**
 * Everything the project adds to cognito-local 5.3 so that Amplify 6.22 runs the same code paths
 * as against Cognito (ARCHITECTURE.md, facts learned): by API operation (x-amz-target).
 */
export function emulatorAdditions(context: AdditionContext): Record<string, Route> {
  return {
    ...signInAdditions(context),
    ...signUpAdditions(context),
    GetTokensFromRefreshToken: getTokensFromRefreshToken(context),
    SetUserMFAPreference: mfaPreference(context),
    GlobalSignOut: globalSignOut(context),
    AdminUserGlobalSignOut: adminUserGlobalSignOut(context),
    ConfirmForgotPassword: withPasswordPolicy('ConfirmForgotPassword', 'Password')(context),
    ChangePassword: withPasswordPolicy('ChangePassword', 'ProposedPassword')(context),
    AdminSetUserPassword: withPasswordPolicy('AdminSetUserPassword', 'Password')(context),
  };
}
