import { z } from 'zod';
import { SEED_TASKS } from '../../../../scripts/lib/seed';
import { loadConfig } from '../../../../server/env';
import { startIdentityEmulator, type IdentityEmulator } from '../../../../server/identity/emulator';
import { LOCAL_POOL } from '../../../../server/identity/pool';
import { createLogger } from '../../../../server/logger';
import type { RunningServer, StartOptions } from '../../../../server/main';
import { makeStaticDir, startTestServer, tempDir } from '../../support/test-server';

/**
 * What npm start runs in local mode, in this process: the identity emulator on a free port with
 * its pool seed and demo accounts, then the server (real verifier, real PGlite, demo profiles).
 */
export interface IdentityApp {
  server: RunningServer;
  emulator: IdentityEmulator;
  dataDir: string;
  close(): Promise<void>;
}

export async function startIdentityApp(options: Partial<StartOptions> = {}): Promise<IdentityApp> {
  const dataDir = options.dataDir ?? (await tempDir('identity'));
  const emulator = await startIdentityEmulator({
    dataDir,
    port: 0,
    logger: createLogger('silent'),
  });
  try {
    const server = await startTestServer({
      staticDir: await makeStaticDir(),
      identity: { ...loadConfig({}).identity, emulatorPort: 0, endpoint: emulator.endpoint },
      beforeListen: SEED_TASKS.map((task) => (db) => task.run(db)),
      ...options,
      dataDir,
    });
    return {
      server,
      emulator,
      dataDir,
      close: async () => {
        await server.close();
        await emulator.close();
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

const cognitoErrorSchema = z.object({ __type: z.string(), message: z.string().optional() });

/** One Cognito API call, the way the AWS SDK and Amplify send it. */
export async function cognitoCall(
  endpoint: string,
  target: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const { __type, message } = cognitoErrorSchema.parse(answer);
    throw Object.assign(new Error(`${__type}: ${message ?? ''}`), { name: __type });
  }
  return answer;
}

const tokensSchema = z.object({
  AuthenticationResult: z.object({
    IdToken: z.string(),
    AccessToken: z.string(),
    RefreshToken: z.string(),
  }),
});

/**
 * Tokens for a user without the SRP exchange (the seed's app client allows USER_PASSWORD_AUTH
 * for this); the Amplify tests cover SRP, the web client's path.
 */
export async function tokensOf(endpoint: string, username: string, password: string) {
  const answer = await cognitoCall(endpoint, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: LOCAL_POOL.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  return tokensSchema.parse(answer).AuthenticationResult;
}

const mailboxSchema = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    code: z.string(),
    kind: z.string(),
    at: z.string(),
  }),
);

/** The newest code sent to `to`, read from the dev mailbox the way a developer would. */
export async function latestCode(serverUrl: string, to: string, kind: string): Promise<string> {
  const response = await fetch(
    new URL(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, serverUrl),
  );
  const message = mailboxSchema.parse(await response.json()).find((item) => item.kind === kind);
  if (!message) throw new Error(`no ${kind} message for ${to} in the dev mailbox`);
  return message.code;
}
