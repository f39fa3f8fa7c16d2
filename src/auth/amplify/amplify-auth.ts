// The only module that imports aws-amplify, and only load-amplify.ts imports it, with import():
// the first visit to /login must not pay for Amplify (README, Bench).
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { toAmplifyConfig } from './amplify-config';
import type { AuthConfig } from './auth-config';

/** Amplify's own token provider and refresh rules stay in force (spec 4, 9). */
export function configureAmplify(config: AuthConfig) {
  Amplify.configure(toAmplifyConfig(config));
}

export const amplifyAuth = {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
};
