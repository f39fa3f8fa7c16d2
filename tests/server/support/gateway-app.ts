import type { GatewayRoute } from '../../../server/api/route';
import { GATEWAY_ROUTES } from '../../../server/api/routes';
import { loadConfig } from '../../../server/env';
import { startIdentityEmulator } from '../../../server/identity/emulator';
import {
  DEMO_ACCOUNTS,
  demoProfiles,
  type DemoAccount,
} from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import type { RunningServer, StartOptions } from '../../../server/main';
import { addMissingProfiles } from '../../../server/services/profiles';
import { idTokenClaims, signToken } from '../identity/support/tokens';
import { makeStaticDir, startTestServer, tempDir } from './test-server';

export type DemoEmail =
  | 'investor@example.com'
  | 'advisor@example.com'
  | 'frozen@example.com'
  | 'advisor2@example.com'
  | 'neha@example.com'
  | 'kyc@example.com'
  | 'process@example.com'
  | 'riskprofile@example.com'
  | 'broker@example.com'
  | 'sunita@example.com';

export const demo = (email: DemoEmail): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
};

/** An id token for a demo account, signed as the local identity service signs them. */
export function tokenOf(email: DemoEmail, claims: Record<string, unknown> = {}): string {
  const account = demo(email);
  return signToken(
    idTokenClaims(account.sub, {
      email: account.email,
      name: account.name,
      ...(account.phone && { phone_number: account.phone }),
      'custom:user_type': account.userType,
      ...claims,
    }),
  );
}

export interface CallOptions {
  token?: string | undefined;
  /** JSON-encoded, except a Uint8Array: sent as its bytes (an upload; set its Content-Type). */
  body?: unknown;
  /** Sent as it is (not JSON-encoded) when a string. */
  rawBody?: string;
  key?: string;
  headers?: Record<string, string>;
}

export interface GatewayApp {
  server: RunningServer;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real server with the real token verifier against the local identity service's keys, and
 * the demo profiles only (no market archive): what the write-path and harness tests need.
 */
export async function startGatewayApp(
  options: { routes?: readonly GatewayRoute[] } & Partial<StartOptions> = {},
): Promise<GatewayApp> {
  const dataDir = options.dataDir ?? (await tempDir('gateway'));
  const emulator = await startIdentityEmulator({
    dataDir,
    port: 0,
    logger: createLogger('silent'),
  });
  let server: RunningServer;
  try {
    server = await startTestServer({
      staticDir: await makeStaticDir(),
      identity: { ...loadConfig({}).identity, emulatorPort: 0, endpoint: emulator.endpoint },
      beforeListen: [(db) => addMissingProfiles(db.orm, demoProfiles())],
      routes: options.routes ?? GATEWAY_ROUTES,
      ...options,
      dataDir,
    });
  } catch (error) {
    await emulator.close();
    throw error;
  }
  return {
    server,
    call: (method, path, { token, body, rawBody, key, headers = {} } = {}) => {
      const sent: Record<string, string> = { ...headers };
      if (token !== undefined) sent.Authorization = token;
      if (key !== undefined) sent['Idempotency-Key'] = key;
      if (body instanceof Uint8Array) {
        return fetch(new URL(path, server.url), { method, headers: sent, body: body.slice() });
      }
      const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
      if (payload !== undefined) sent['Content-Type'] ??= 'application/json';
      return fetch(new URL(path, server.url), { method, headers: sent, body: payload });
    },
    close: async () => {
      await server.close();
      await emulator.close();
    },
  };
}
