import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnsupportedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { isSupportedTarget, type TargetName } from 'cognito-local/lib/targets/Target.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import type { Logger } from '../logger';
import { emulatorAdditions } from './additions';
import { mailboxDelivery } from './delivery';
import { mailboxWriter } from './mailbox';
import { identityPaths, issuerDomain, LOCAL_POOL } from './pool';
import { seedIdentityStore } from './seed-store';
import { localTriggers } from './token-claims';

export interface IdentityEmulator {
  /** e.g. http://127.0.0.1:9229: Amplify's userPoolEndpoint and the JWKS host. */
  endpoint: string;
  /** Demo accounts added by this start (empty when they were all there). */
  seeded: string[];
  close(): Promise<void>;
}

export interface EmulatorOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
}

async function createServices(dataDir: string, logger: Logger, ctx: Context): Promise<Services> {
  const paths = identityPaths(dataDir);
  const clock = new DateClock();
  const stores = new StormDBDataStoreFactory(paths.db);
  const cognito = await new CognitoServiceFactoryImpl(
    paths.db,
    stores,
    new UserPoolServiceFactoryImpl(clock, stores),
  ).create(ctx, {});
  const TokenConfig = { IssuerDomain: issuerDomain(LOCAL_POOL.region) };
  return {
    clock,
    cognito,
    // No Lambda triggers and no KMS here: nothing loads the AWS SDK.
    config: {
      LambdaClient: {},
      TriggerFunctions: {},
      UserPoolDefaults: {},
      TokenConfig,
      ServerConfig: { hostname: '127.0.0.1', https: false },
    },
    messages: mailboxDelivery(mailboxWriter(paths.mailbox), logger),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, localTriggers, TokenConfig),
    triggers: localTriggers,
  };
}

/** cognito-local's router with the project's additions in front (built once: SRP keeps state). */
function createRouter(services: Services): Router {
  const base = (target: TargetName): Route =>
    (Targets[target] as (services: Services) => Route)(services);
  const additions = emulatorAdditions({ services, base });
  return (target) => {
    const addition = additions[target];
    if (addition) return addition;
    if (isSupportedTarget(target)) return base(target);
    return () =>
      Promise.reject(new UnsupportedError(`Unsupported x-amz-target header "${target}"`));
  };
}

const stop = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * cognito-local, in this process (its modules load in about 0.15 s; a child process would add a
 * second Node start), on loopback, with its state in DATA_DIR/cognito.
 */
export async function startIdentityEmulator(options: EmulatorOptions): Promise<IdentityEmulator> {
  const logger = options.logger.child({ component: 'identity-emulator' });
  // cognito-local logs each refused sign-in as a warning with a stack, and at debug whole users
  // with their passwords and codes: only its errors, unless the server logs at trace.
  const internals = logger.child(
    {},
    { level: options.logger.level === 'trace' ? 'trace' : 'error' },
  );
  const seeded = await seedIdentityStore(options.dataDir);
  // cognito-local is typed against pino 7; pino 10's logger does the same job at runtime (only
  // flush() differs in type), so it is cast here and nowhere else.
  const pino7 = internals as unknown as Parameters<typeof createServer>[1];
  const ctx: Context = { logger: pino7 };
  const services = await createServices(options.dataDir, logger, ctx);
  const emulator = createServer(createRouter(services), pino7, {
    port: options.port,
    hostname: '127.0.0.1',
    https: false,
  });
  let server: Server;
  try {
    server = await emulator.start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `The identity emulator's port ${options.port} is in use (another npm start?). ` +
          'Stop it, or set COGNITO_LOCAL_PORT to another port (0 picks a free one).',
        { cause: error },
      );
    }
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, seeded, close: () => stop(server) };
}
