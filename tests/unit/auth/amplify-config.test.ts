import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAmplifyConfig } from '@/auth/amplify/amplify-config';
import type { AuthConfig } from '@/auth/amplify/auth-config';

// Straight to the (stubbed) network: the response cache is tested on its own.
vi.mock('@/api/transport', () => ({ pageTransport: (request: Request) => fetch(request) }));

const LOCAL: AuthConfig = {
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_local',
  userPoolClientId: 'client-1',
  identityPoolId: null,
  endpoint: 'http://127.0.0.1:9229',
  allowGuestAccess: false,
  mailbox: '/dev/mailbox',
};

const PRODUCTION: AuthConfig = {
  ...LOCAL,
  userPoolId: 'ap-south-1_AbCdEf123',
  identityPoolId: 'ap-south-1:0000-1111',
  endpoint: null,
  allowGuestAccess: true,
  mailbox: null,
};

describe('Amplify configuration from the server settings', () => {
  it('locally: the emulator endpoint, no identity pool, spec 5 rules', () => {
    expect(toAmplifyConfig(LOCAL)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'ap-south-1_local',
          userPoolClientId: 'client-1',
          userPoolEndpoint: 'http://127.0.0.1:9229',
          loginWith: { email: true, phone: true },
          signUpVerificationMethod: 'code',
          userAttributes: { email: { required: true } },
          passwordFormat: {
            minLength: 8,
            requireLowercase: false,
            requireUppercase: false,
            requireNumbers: false,
            requireSpecialCharacters: false,
          },
          mfa: { status: 'optional', totpEnabled: true, smsEnabled: true },
        },
      },
    });
  });

  it('in production: real Cognito (no endpoint) with the identity pool and guest flag', () => {
    const cognito = toAmplifyConfig(PRODUCTION).Auth?.Cognito;
    expect(cognito?.userPoolEndpoint).toBeUndefined();
    expect(cognito).toMatchObject({
      identityPoolId: 'ap-south-1:0000-1111',
      allowGuestAccess: true,
    });
  });
});

describe('loading the settings', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const load = async () => (await import('@/auth/amplify/auth-config')).loadAuthConfig();

  it('fetches GET /api/auth-config as a guest and keeps it for offline starts', async () => {
    const fetchMock = vi.fn((request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/auth-config');
      expect(request.headers.get('Authorization')).toBeNull();
      return Promise.resolve(Response.json(LOCAL));
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(load()).resolves.toEqual(LOCAL);
    expect(JSON.parse(localStorage.getItem('nivesh:authconfig') ?? 'null')).toEqual(LOCAL);
  });

  it('prefers the server (the emulator may have moved) over the kept settings', async () => {
    localStorage.setItem('nivesh:authconfig', JSON.stringify(LOCAL));
    const moved = { ...LOCAL, endpoint: 'http://127.0.0.1:9300' };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(moved))),
    );
    await expect(load()).resolves.toEqual(moved);
  });

  it('uses the kept settings when the server cannot be reached (offline)', async () => {
    localStorage.setItem('nivesh:authconfig', JSON.stringify(LOCAL));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(load()).resolves.toEqual(LOCAL);
  });

  it('uses the kept settings at once when the device says it is offline', async () => {
    localStorage.setItem('nivesh:authconfig', JSON.stringify(LOCAL));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A network that never answers: the settings must not wait for it.
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(load()).resolves.toEqual(LOCAL);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('fails without a server and without kept settings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(load()).rejects.toThrow('Network Error');
  });

  it('rejects settings of the wrong shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ ...LOCAL, userPoolClientId: 7 }))),
    );
    await expect(load()).rejects.toThrow();
  });
});
