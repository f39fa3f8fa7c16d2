import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/identity/seed/demo-accounts';
import { LOCAL_POOL } from '../../../server/identity/pool';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  cognitoCall,
  latestCode,
  startIdentityApp,
  tokensOf,
  type IdentityApp,
} from './support/identity-app';
import { decodePayload, idTokenClaims, signToken, tamper } from './support/tokens';

const investor = DEMO_ACCOUNTS.find((demo) => demo.email === 'investor@example.com')!;

let app: IdentityApp;
let tokens: Awaited<ReturnType<typeof tokensOf>>;

beforeAll(async () => {
  app = await startIdentityApp();
  tokens = await tokensOf(app.emulator.endpoint, investor.email, investor.password);
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const profile = (authorization?: string) =>
  fetch(new URL('/api/user/profile', app.server.url), {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

const now = () => Math.floor(Date.now() / 1000);

/** The demo investor's id token claims, as the emulator issues them. */
const investorClaims = (extra: Record<string, unknown> = {}) =>
  idTokenClaims(investor.sub, {
    email: investor.email,
    email_verified: true,
    name: investor.name,
    phone_number: investor.phone,
    'custom:user_type': 'USRTYINV',
    ...extra,
  });

describe('id token checks on GET /api/user/profile', () => {
  it.each([
    ['the raw id token (as the web client sends it)', () => tokens.IdToken],
    ['a Bearer id token', () => `Bearer ${tokens.IdToken}`],
    [
      'a token signed like the emulator’s (control for the cases below)',
      () => signToken(investorClaims()),
    ],
  ])('accepts %s', async (_case, authorization) => {
    const response = await profile(authorization());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sub: investor.sub, email: investor.email });
  });

  it.each([
    ['no Authorization header', undefined, 'missing_token'],
    ['an empty header', '', 'invalid_token'],
    ['"Bearer" alone', 'Bearer', 'invalid_token'],
    ['something that is not a JWT', 'not-a-token', 'invalid_token'],
  ])('answers 401 to %s', async (_case, authorization, code) => {
    await expectErrorBody(await profile(authorization), 401, code);
  });

  it.each([
    ['a changed payload', () => tamper(tokens.IdToken, { 'custom:user_type': 'USRTYADV' })],
    ['a changed signature', () => `${tokens.IdToken.slice(0, -6)}AAAAAA`],
    ['an expired token', () => signToken(investorClaims({ iat: now() - 7200, exp: now() - 60 }))],
    ['a token for another app client', () => signToken(investorClaims({ aud: 'someone-else' }))],
    ['an access token', () => tokens.AccessToken],
    [
      'a token of another user pool',
      () =>
        signToken(
          investorClaims({
            iss: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Other',
          }),
        ),
    ],
    [
      'a token signed with another key under the emulator’s key id',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return signToken(investorClaims(), {
          key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        });
      },
    ],
    ['a token with an unknown key id', () => signToken(investorClaims(), { kid: 'elsewhere' })],
    [
      'an unsigned token (alg none)',
      () => {
        const [, payload] = tokens.IdToken.split('.');
        const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
  ])('answers 401 to %s', async (_case, authorization) => {
    await expectErrorBody(await profile(authorization()), 401, 'invalid_token');
  });
});

describe('GET /api/settings: open to guests, but a token that is sent must verify (spec 4)', () => {
  const settings = (authorization?: string) =>
    fetch(new URL('/api/settings', app.server.url), {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });

  it('answers a guest and a signed-in user', async () => {
    expect((await settings()).status).toBe(200);
    expect((await settings(tokens.IdToken)).status).toBe(200);
  });

  it('answers 401 to an expired or tampered token, so the app signs out', async () => {
    const expired = signToken(investorClaims({ iat: now() - 7200, exp: now() - 1 }));
    await expectErrorBody(await settings(expired), 401, 'invalid_token');
    await expectErrorBody(
      await settings(tamper(tokens.IdToken, { sub: 'x' })),
      401,
      'invalid_token',
    );
  });
});

describe('the profile record', () => {
  async function signUpAndSignIn(email: string, attributes: Record<string, string>) {
    const password = 'plain password';
    await cognitoCall(app.emulator.endpoint, 'SignUp', {
      ClientId: LOCAL_POOL.clientId,
      Username: email,
      Password: password,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    });
    await cognitoCall(app.emulator.endpoint, 'ConfirmSignUp', {
      ClientId: LOCAL_POOL.clientId,
      Username: email,
      ConfirmationCode: await latestCode(app.server.url, email, 'sign-up'),
    });
    return (await tokensOf(app.emulator.endpoint, email, password)).IdToken;
  }

  it('is created on the first call: advisors start pending verification', async () => {
    const idToken = await signUpAndSignIn('new.advisor@example.com', {
      name: 'Anil Kapoor',
      'custom:user_type': 'USRTYADV',
      'custom:sebi_reg': 'INA000011111',
    });
    expect(await (await profile(idToken)).json()).toEqual({
      sub: decodePayload(idToken).sub,
      email: 'new.advisor@example.com',
      phone: null,
      name: 'Anil Kapoor',
      userType: 'USRTYADV',
      track: 'UPFADVVERIFICATIONPENDING',
      advisor: null,
    });
  });

  it('makes a user an investor unless the token says advisor, starting at KYC', async () => {
    const idToken = await signUpAndSignIn('new.investor@example.com', {});
    expect(await (await profile(idToken)).json()).toMatchObject({
      userType: 'USRTYINV',
      track: 'UPFKYCPENDING',
      name: null,
    });
  });

  it('follows the token for contact details, never for the user type', async () => {
    const changed = signToken(investorClaims({ name: 'Aarav S.', 'custom:user_type': 'USRTYADV' }));
    expect(await (await profile(changed)).json()).toMatchObject({
      email: investor.email,
      name: 'Aarav S.',
      userType: 'USRTYINV',
      track: 'UPFACTIVE',
    });
    const advisorArea = await fetch(new URL('/api/advisor/investors', app.server.url), {
      headers: { Authorization: changed },
    });
    await expectErrorBody(advisorArea, 403, 'forbidden');
  });
});
