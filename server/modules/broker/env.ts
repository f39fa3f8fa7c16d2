import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The broker settings of server/env.ts (validated there at start). Live brokers are optional:
 * each is set up only when both its app key and secret are given, and the app then says so.
 */
export const BROKER_ENV_TABLE = [
  {
    name: 'KITE_API_KEY',
    default: '',
    meaning: 'Zerodha Kite Connect app key; with KITE_API_SECRET, investors can link Zerodha',
  },
  { name: 'KITE_API_SECRET', default: '', meaning: 'Zerodha Kite Connect app secret' },
  {
    name: 'UPSTOX_CLIENT_ID',
    default: '',
    meaning: 'Upstox API app key; with UPSTOX_CLIENT_SECRET, investors can link Upstox',
  },
  { name: 'UPSTOX_CLIENT_SECRET', default: '', meaning: 'Upstox API app secret' },
  {
    name: 'BROKER_REDIRECT_URL',
    default: '',
    meaning:
      'Where a broker sends the investor back after sign-in (register it with the broker); local default http://127.0.0.1:PORT/investor/broker',
  },
  {
    name: 'BROKER_TOKEN_KEY',
    default: '',
    meaning:
      '64 hex characters: the AES-256-GCM key that encrypts broker access tokens at rest; production needs it when a live broker is set up (local mode uses a fixed dev key)',
  },
] as const;

const blank = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const secret = (name: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^[\w.-]{4,200}$/, `${name} is letters, digits, _, . or -`)
      .optional(),
  );

export const brokerEnvSchema = {
  KITE_API_KEY: secret('KITE_API_KEY'),
  KITE_API_SECRET: secret('KITE_API_SECRET'),
  UPSTOX_CLIENT_ID: secret('UPSTOX_CLIENT_ID'),
  UPSTOX_CLIENT_SECRET: secret('UPSTOX_CLIENT_SECRET'),
  BROKER_REDIRECT_URL: z.preprocess(
    blank,
    z.url({ protocol: /^https?$/, error: 'BROKER_REDIRECT_URL must be an http(s) URL' }).optional(),
  ),
  BROKER_TOKEN_KEY: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'BROKER_TOKEN_KEY is 64 hex characters (openssl rand -hex 32)')
      .optional(),
  ),
};

export interface BrokerConfig {
  kite: { apiKey: string; apiSecret: string } | null;
  upstox: { clientId: string; clientSecret: string } | null;
  /** Where Upstox sends the user back (Kite uses the URL registered with the app). */
  redirectUrl: string;
  /** 32 bytes. */
  tokenKey: Buffer;
}

// Local mode only: tokens stored by a demo install are not worth protecting from its owner.
const DEV_TOKEN_KEY = createHash('sha256').update('nivesh local dev broker-token key').digest();

type BrokerEnv = { [K in keyof typeof brokerEnvSchema]?: z.output<(typeof brokerEnvSchema)[K]> } & {
  APP_MODE: 'local' | 'production';
  PORT: number;
};

function pair<A extends string, B extends string>(
  names: [string, string],
  first: A | undefined,
  second: B | undefined,
  fail: (message: string) => Error,
): [A, B] | null {
  if (first === undefined && second === undefined) return null;
  if (first === undefined || second === undefined) throw fail(`set both ${names.join(' and ')}`);
  return [first, second];
}

export function brokerConfigOf(env: BrokerEnv, fail: (message: string) => Error): BrokerConfig {
  const kite = pair(
    ['KITE_API_KEY', 'KITE_API_SECRET'],
    env.KITE_API_KEY,
    env.KITE_API_SECRET,
    fail,
  );
  const upstox = pair(
    ['UPSTOX_CLIENT_ID', 'UPSTOX_CLIENT_SECRET'],
    env.UPSTOX_CLIENT_ID,
    env.UPSTOX_CLIENT_SECRET,
    fail,
  );
  const production = env.APP_MODE === 'production';
  if (production && (kite || upstox) && !env.BROKER_TOKEN_KEY) {
    throw fail('a live broker needs BROKER_TOKEN_KEY in production (openssl rand -hex 32)');
  }
  if (production && upstox && !env.BROKER_REDIRECT_URL) {
    throw fail('UPSTOX_CLIENT_ID needs BROKER_REDIRECT_URL in production');
  }
  return {
    kite: kite && { apiKey: kite[0], apiSecret: kite[1] },
    upstox: upstox && { clientId: upstox[0], clientSecret: upstox[1] },
    redirectUrl: env.BROKER_REDIRECT_URL ?? `http://127.0.0.1:${env.PORT}/investor/broker`,
    tokenKey: env.BROKER_TOKEN_KEY ? Buffer.from(env.BROKER_TOKEN_KEY, 'hex') : DEV_TOKEN_KEY,
  };
}
