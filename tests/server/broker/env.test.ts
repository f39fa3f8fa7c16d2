import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../../../server/env';

// The broker settings (server/modules/broker/env.ts) as loadConfig reads them at start.

const PRODUCTION = {
  APP_MODE: 'production',
  COGNITO_USER_POOL_ID: 'ap-south-1_AbC123',
  COGNITO_CLIENT_ID: 'client',
};
const KEY = 'ab'.repeat(32);

describe('broker configuration', () => {
  it('has no live broker by default, a dev token key and a local redirect', () => {
    const { broker } = loadConfig({ PORT: '4173' });
    expect(broker.kite).toBeNull();
    expect(broker.upstox).toBeNull();
    expect(broker.tokenKey).toHaveLength(32);
    expect(broker.redirectUrl).toBe('http://127.0.0.1:4173/investor/broker');
  });

  it('sets up a broker from its key and secret, and uses the given token key', () => {
    const { broker } = loadConfig({
      KITE_API_KEY: 'key1',
      KITE_API_SECRET: 'secret1',
      BROKER_TOKEN_KEY: KEY,
    });
    expect(broker.kite).toEqual({ apiKey: 'key1', apiSecret: 'secret1' });
    expect(broker.tokenKey.toString('hex')).toBe(KEY);
  });

  it.each([
    [{ KITE_API_KEY: 'key1' }, 'KITE_API_KEY and KITE_API_SECRET'],
    [{ UPSTOX_CLIENT_SECRET: 'secret1' }, 'UPSTOX_CLIENT_ID and UPSTOX_CLIENT_SECRET'],
    [{ BROKER_TOKEN_KEY: 'short' }, 'BROKER_TOKEN_KEY is 64 hex'],
    [{ BROKER_REDIRECT_URL: 'ftp://x.example' }, 'BROKER_REDIRECT_URL'],
    [{ ...PRODUCTION, KITE_API_KEY: 'key1', KITE_API_SECRET: 'secret1' }, 'needs BROKER_TOKEN_KEY'],
    [
      {
        ...PRODUCTION,
        UPSTOX_CLIENT_ID: 'id01',
        UPSTOX_CLIENT_SECRET: 'secret1',
        BROKER_TOKEN_KEY: KEY,
      },
      'needs BROKER_REDIRECT_URL',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(EnvError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
