import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../../../server/env';
import { LOCAL_POOL } from '../../../server/identity/pool';
import type { RunningServer } from '../../../server/main';
import {
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from '../support/test-server';
import { cognitoCall, startIdentityApp, type IdentityApp } from './support/identity-app';
import { idTokenClaims, signToken } from './support/tokens';

afterAll(removeTempDirs);

const connectSrc = (response: Response): string[] =>
  /connect-src ([^;]+)/
    .exec(response.headers.get('content-security-policy') ?? '')?.[1]
    ?.split(' ') ?? [];

describe('local mode', () => {
  let app: IdentityApp;
  const get = (path: string) => fetch(new URL(path, app.server.url));

  beforeAll(async () => {
    app = await startIdentityApp();
  });
  afterAll(() => app?.close());

  it('tells the web client its identity configuration, the emulator included', async () => {
    const response = await get('/api/auth-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      region: 'ap-south-1',
      userPoolId: 'ap-south-1_NivLocal01',
      userPoolClientId: 'nivesh-local-web',
      identityPoolId: null,
      endpoint: app.emulator.endpoint,
      allowGuestAccess: false,
      mailbox: '/dev/mailbox',
    });
    expect(connectSrc(response)).toEqual(["'self'", app.emulator.endpoint]);
  });

  it('keeps each code the emulator sends in the dev mailbox, newest first', async () => {
    const email = 'Mailbox.User@example.com';
    const signUp = { ClientId: LOCAL_POOL.clientId, Username: email, Password: 'password' };
    await cognitoCall(app.emulator.endpoint, 'SignUp', signUp);
    await cognitoCall(app.emulator.endpoint, 'ResendConfirmationCode', {
      ClientId: LOCAL_POOL.clientId,
      Username: email,
    });
    const response = await get('/dev/mailbox.json?to=mailbox.user%40EXAMPLE.com');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const messages = (await response.json()) as Array<{ at: string; code: string }>;
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(['at', 'code', 'kind', 'subject', 'to']);
      expect(message).toMatchObject({ to: email, kind: 'sign-up' });
      expect(message.code).toMatch(/^\d{6}$/);
    }
    const [newest, older] = messages as [
      { at: string; code: string },
      { at: string; code: string },
    ];
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
    await expect(
      cognitoCall(app.emulator.endpoint, 'ConfirmSignUp', {
        ClientId: LOCAL_POOL.clientId,
        Username: email,
        ConfirmationCode: newest.code === older.code ? 'wrong' : older.code,
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect(await (await get('/dev/mailbox.json?to=nobody@example.com')).json()).toEqual([]);
  });

  it('shows the mailbox as a plain HTML page with no script', async () => {
    const response = await get('/dev/mailbox');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('Dev mailbox');
    expect(page).toContain('Mailbox.User@example.com');
    expect(page).not.toMatch(/<script/i);
    const reflected = await (await get('/dev/mailbox?to=%3Cscript%3Ex%3C%2Fscript%3E')).text();
    expect(reflected).not.toMatch(/<script/i);
    expect(reflected).toContain('&lt;script&gt;');
  });

  it.each([
    [
      'SignUp with a 7-character password',
      'SignUp',
      { Username: 'short@example.com', Password: 'seven!!' },
      'InvalidPasswordException',
    ],
    [
      'SignUp with a password ending in a space',
      'SignUp',
      { Username: 'space@example.com', Password: 'password ' },
      'InvalidParameterException',
    ],
    [
      'SignUp with an attribute outside the schema',
      'SignUp',
      {
        Username: 'x@example.com',
        Password: 'password',
        UserAttributes: [{ Name: 'custom:role', Value: 'admin' }],
      },
      'InvalidParameterException',
    ],
    [
      'SignUp with a phone username and no email',
      'SignUp',
      { Username: '+919800011111', Password: 'password' },
      'InvalidParameterException',
    ],
    [
      'SignUp with a taken phone number',
      'SignUp',
      {
        Username: '+919800000001',
        Password: 'password',
        UserAttributes: [{ Name: 'email', Value: 'dup@example.com' }],
      },
      'UsernameExistsException',
    ],
    [
      'ResendConfirmationCode for a confirmed user',
      'ResendConfirmationCode',
      { Username: 'investor@example.com' },
      'InvalidParameterException',
    ],
  ])('refuses %s as Cognito does', async (_case, target, body, error) => {
    await expect(
      cognitoCall(app.emulator.endpoint, target, { ClientId: LOCAL_POOL.clientId, ...body }),
    ).rejects.toMatchObject({ name: error });
  });
});

describe('production mode', () => {
  let server: RunningServer;
  const identity = loadConfig({
    APP_MODE: 'production',
    COGNITO_USER_POOL_ID: 'ap-south-1_Prod00001',
    COGNITO_CLIENT_ID: 'prodwebclient',
  }).identity;
  const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

  beforeAll(async () => {
    server = await startTestServer({
      dataDir: await tempDir('prod'),
      staticDir: await makeStaticDir(),
      appMode: 'production',
      identity,
    });
  });
  afterAll(() => server?.close());

  it('points the web client at Cognito, with no emulator and no mailbox', async () => {
    const response = await get('/api/auth-config');
    expect(await response.json()).toEqual({
      region: 'ap-south-1',
      userPoolId: 'ap-south-1_Prod00001',
      userPoolClientId: 'prodwebclient',
      identityPoolId: null,
      endpoint: null,
      allowGuestAccess: false,
      mailbox: null,
    });
    expect(connectSrc(response)).toEqual([
      "'self'",
      'https://cognito-idp.ap-south-1.amazonaws.com',
      'https://cognito-identity.ap-south-1.amazonaws.com',
    ]);
  });

  it.each(['/dev/mailbox', '/dev/mailbox.json'])('answers %s with 404', async (path) => {
    await expectErrorBody(await get(path), 404, 'not_found');
  });

  it("never trusts the emulator's public signing key", async () => {
    const token = signToken(
      idTokenClaims('someone', {
        aud: 'prodwebclient',
        iss: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Prod00001',
      }),
    );
    await expectErrorBody(
      await get('/api/user/profile', { headers: { Authorization: token } }),
      401,
    );
  });
});

describe('identity environment', () => {
  it.each([
    ['production without a user pool', { APP_MODE: 'production' }],
    [
      'production guests without an identity pool',
      {
        APP_MODE: 'production',
        COGNITO_USER_POOL_ID: 'ap-south-1_A1',
        COGNITO_CLIENT_ID: 'c',
        ALLOW_GUEST_ACCESS: 'true',
      },
    ],
    ['a production pool in local mode', { COGNITO_USER_POOL_ID: 'ap-south-1_Prod00001' }],
    [
      'a pool id that is not region-shaped',
      { APP_MODE: 'production', COGNITO_USER_POOL_ID: 'NivLocal01', COGNITO_CLIENT_ID: 'c' },
    ],
    ['an emulator port out of range', { COGNITO_LOCAL_PORT: '70000' }],
  ])('refuses %s', (_case, env) => {
    expect(() => loadConfig(env)).toThrow(EnvError);
  });

  it('runs the emulator on 9229 by default, or on a free port with COGNITO_LOCAL_PORT=0', () => {
    expect(loadConfig({}).identity).toMatchObject({
      emulatorPort: 9229,
      endpoint: 'http://127.0.0.1:9229',
    });
    expect(loadConfig({ COGNITO_LOCAL_PORT: '0' }).identity).toMatchObject({
      emulatorPort: 0,
      endpoint: null,
    });
  });

  it('reads the production identity pool and guest flag', () => {
    const { identity } = loadConfig({
      APP_MODE: 'production',
      COGNITO_USER_POOL_ID: 'eu-west-1_AbC123',
      COGNITO_CLIENT_ID: 'client',
      COGNITO_IDENTITY_POOL_ID: 'eu-west-1:0f0e0d0c-1111-2222-3333-444455556666',
      ALLOW_GUEST_ACCESS: 'true',
    });
    expect(identity).toMatchObject({
      region: 'eu-west-1',
      identityPoolId: 'eu-west-1:0f0e0d0c-1111-2222-3333-444455556666',
      allowGuestAccess: true,
      endpoint: null,
    });
  });
});
