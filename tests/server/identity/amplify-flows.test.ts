import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeTempDirs } from '../support/test-server';
import { latestCode, startIdentityApp, type IdentityApp } from './support/identity-app';
import { memoryStorage, recordCognitoCalls, type CognitoCall } from './support/amplify-node';

// The real aws-amplify (6.22) against the local identity service, configured the way the web
// client is (from GET /api/auth-config): the same code paths as against Cognito, SRP included.

let app: IdentityApp;
let calls: CognitoCall[];

beforeAll(async () => {
  app = await startIdentityApp();
  const config = (await (await fetch(new URL('/api/auth-config', app.server.url))).json()) as {
    userPoolId: string;
    userPoolClientId: string;
    endpoint: string;
  };
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.endpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(memoryStorage());
  calls = recordCognitoCalls(config.endpoint);
});

beforeEach(async () => {
  await signOut();
  calls.length = 0;
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const code = (to: string, kind: string) => latestCode(app.server.url, to, kind);
const targets = () => calls.map((call) => `${call.target}${call.detail ? `:${call.detail}` : ''}`);

async function idToken(): Promise<string> {
  const { tokens } = await fetchAuthSession();
  if (!tokens?.idToken) throw new Error('signed out');
  return tokens.idToken.toString();
}

const profileWith = async (token: string) =>
  fetch(new URL('/api/user/profile', app.server.url), { headers: { Authorization: token } });

async function newConfirmedUser(email: string, password: string, attributes = {}) {
  await signUp({
    username: email,
    password,
    options: { userAttributes: { email, ...attributes } },
  });
  await confirmSignUp({ username: email, confirmationCode: await code(email, 'sign-up') });
}

describe('Amplify against the local identity service', () => {
  it('signs up, confirms with the mailed code, signs in with SRP, refreshes and signs out', async () => {
    const email = 'asha@example.com';
    const password = 'eight ch'; // spec 5: 8 characters, no required classes
    const result = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name: 'Asha Rao', 'custom:user_type': 'USRTYINV' } },
    });
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const first = await code(email, 'sign-up');
    await resendSignUpCode({ username: email });
    const resent = await code(email, 'sign-up');
    await expect(
      confirmSignUp({ username: email, confirmationCode: first === resent ? 'x' : first }),
    ).rejects.toThrow();
    expect(await confirmSignUp({ username: email, confirmationCode: resent })).toMatchObject({
      isSignUpComplete: true,
    });

    expect(await signIn({ username: email, password })).toMatchObject({ isSignedIn: true });
    expect(targets()).toContain('InitiateAuth:USER_SRP_AUTH');
    expect(targets()).toContain('RespondToAuthChallenge:PASSWORD_VERIFIER');

    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload).toMatchObject({ email, email_verified: true });
    expect(session.credentials).toBeUndefined(); // no identity pool locally
    const signedIn = await profileWith(await idToken());
    expect(await signedIn.json()).toMatchObject({ email, name: 'Asha Rao', userType: 'USRTYINV' });

    const before = await idToken();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new iat
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(targets()).toContain('GetTokensFromRefreshToken');
    const after = refreshed.tokens?.idToken?.toString() ?? '';
    expect(after).not.toBe(before);
    expect((await profileWith(after)).status).toBe(200);

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('signs in automatically after confirming, when sign-up asks for it', async () => {
    const email = 'auto@example.com';
    await signUp({
      username: email,
      password: 'password',
      options: { userAttributes: { email }, autoSignIn: true },
    });
    const confirmed = await confirmSignUp({
      username: email,
      confirmationCode: await code(email, 'sign-up'),
    });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    expect(await autoSignIn()).toMatchObject({ isSignedIn: true });
    expect(targets()).toContain('InitiateAuth:USER_SRP_AUTH');
  });

  it('refuses a wrong password and sends an unconfirmed user to confirmation', async () => {
    await expect(
      signIn({ username: 'investor@example.com', password: 'Investor@2025' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await signUp({
      username: 'unconfirmed@example.com',
      password: 'password',
      options: { userAttributes: { email: 'unconfirmed@example.com' } },
    });
    const result = await signIn({ username: 'unconfirmed@example.com', password: 'password' });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });

  it('enforces the password policy: at least 8 characters, no required classes', async () => {
    const attempt = (password: string) =>
      signUp({
        username: `policy-${password.length}@example.com`,
        password,
        options: { userAttributes: { email: `policy-${password.length}@example.com` } },
      });
    await expect(attempt('seven!!')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(attempt('12345678')).resolves.toMatchObject({ isSignUpComplete: false });
  });

  it('signs in the demo accounts of the local run contract', async () => {
    for (const [username, password] of [
      ['investor@example.com', 'Investor@2026'],
      ['advisor@example.com', 'Advisor@2026'],
      ['frozen@example.com', 'Frozen@2026'],
    ] as const) {
      expect(await signIn({ username, password })).toMatchObject({ isSignedIn: true });
      await signOut();
    }
  });

  it('signs up with a phone number as the username and signs in with it or the email', async () => {
    const phone = '+919812345678';
    const email = 'phone.user@example.com';
    await signUp({ username: phone, password: 'password', options: { userAttributes: { email } } });
    await confirmSignUp({ username: phone, confirmationCode: await code(email, 'sign-up') });
    expect(await signIn({ username: phone, password: 'password' })).toMatchObject({
      isSignedIn: true,
    });
    expect(await (await profileWith(await idToken())).json()).toMatchObject({ phone, email });
    await signOut();
    expect(await signIn({ username: email, password: 'password' })).toMatchObject({
      isSignedIn: true,
    });
  });

  it('resets a forgotten password with the mailed code', async () => {
    const email = 'forgetful@example.com';
    await newConfirmedUser(email, 'old password');
    const reset = await resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username: email,
      confirmationCode: await code(email, 'reset-password'),
      newPassword: 'new password',
    });
    await expect(signIn({ username: email, password: 'old password' })).rejects.toThrow();
    expect(await signIn({ username: email, password: 'new password' })).toMatchObject({
      isSignedIn: true,
    });
  });

  it('sets up an authenticator app and signs in with its code', async () => {
    const email = 'totp.user@example.com';
    await newConfirmedUser(email, 'password');
    await signIn({ username: email, password: 'password' });
    const setup = await setUpTOTP();
    const totp = new TOTP({ secret: Secret.fromBase32(setup.sharedSecret) });
    await verifyTOTPSetup({ code: totp.generate() });
    await updateMFAPreference({ totp: 'PREFERRED' });
    await signOut();

    const challenge = await signIn({ username: email, password: 'password' });
    expect(challenge.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect(await confirmSignIn({ challengeResponse: totp.generate() })).toMatchObject({
      isSignedIn: true,
    });
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken).toBeDefined();
  });

  it('signs in with an SMS code sent to the phone number', async () => {
    const email = 'sms.user@example.com';
    const phone = '+919876500001';
    await newConfirmedUser(email, 'password', { phone_number: phone });
    await signIn({ username: email, password: 'password' });
    await updateMFAPreference({ sms: 'PREFERRED' });
    await signOut();

    const challenge = await signIn({ username: email, password: 'password' });
    expect(challenge.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: phone },
    });
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toThrow();
    const result = await confirmSignIn({ challengeResponse: await code(phone, 'mfa') });
    expect(result).toMatchObject({ isSignedIn: true });
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken).toBeDefined();
  });
});
