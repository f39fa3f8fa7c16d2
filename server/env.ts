/**
 * Environment of the local server and its scripts (npm start, reset, maintenance).
 *
 * | name                     | default   | meaning                                                            |
 * | ------------------------ | --------- | ------------------------------------------------------------------ |
 * | PORT                     | 4173      | TCP port of the app (PWA, /api, /archive); 0 picks a free one      |
 * | HOST                     | 127.0.0.1 | interface to listen on; keep loopback unless you mean to share     |
 * | DATA_DIR                 | .data     | local state: PGlite database in DATA_DIR/pg, admin token, emulator |
 * | DATABASE_URL             | (unset)   | postgres://… to use PostgreSQL instead of the PGlite folder        |
 * | LOG_LEVEL                | info      | pino level: fatal, error, warn, info, debug, trace or silent       |
 * | STATIC_DIR               | dist      | built PWA (Vite output) served at /                                |
 * | APP_MODE                 | local     | local (emulators and demo data allowed) or production              |
 * | CONNECT_SRC_EXTRA        | (unset)   | space-separated origins added to CSP connect-src (the identity     |
 * |                          |           | service's own, emulator or Cognito, are added by themselves)       |
 * | SKIP_BUILD               | (unset)   | npm start only: 1 skips the "build if missing or stale" step       |
 * | COGNITO_LOCAL_PORT       | 9229      | local mode: port of the identity emulator; 0 picks a free one      |
 * | COGNITO_USER_POOL_ID     | (unset)   | production (required): the user pool, e.g. ap-south-1_AbC123       |
 * | COGNITO_CLIENT_ID        | (unset)   | production (required): the user pool's app client id               |
 * | COGNITO_IDENTITY_POOL_ID | (unset)   | production, optional: the identity pool (region:uuid)              |
 * | ALLOW_GUEST_ACCESS       | false     | production: guest identities (needs COGNITO_IDENTITY_POOL_ID)      |
 * | KITE_API_KEY             | (unset)   | Zerodha Kite Connect app key; with KITE_API_SECRET links Zerodha   |
 * | KITE_API_SECRET          | (unset)   | Zerodha Kite Connect app secret                                    |
 * | UPSTOX_CLIENT_ID         | (unset)   | Upstox API app key; with UPSTOX_CLIENT_SECRET links Upstox         |
 * | UPSTOX_CLIENT_SECRET     | (unset)   | Upstox API app secret                                              |
 * | BROKER_REDIRECT_URL      | (derived) | where the brokers send the user back; local: <app>/investor/broker |
 * | BROKER_TOKEN_KEY         | (unset)   | 64 hex chars: AES-256-GCM key of broker tokens (local: a dev key)  |
 * | DOCUMENT_STORE           | folder    | uploaded documents: folder (DATA_DIR/documents) or s3              |
 * | S3_BUCKET                | (unset)   | DOCUMENT_STORE=s3 (required): the bucket; files under documents/   |
 * | S3_REGION                | ap-south-1| DOCUMENT_STORE=s3: the bucket's region                             |
 * | S3_ENDPOINT              | (unset)   | DOCUMENT_STORE=s3: another endpoint than AWS's (an emulator)       |
 * | S3_FORCE_PATH_STYLE      | false     | DOCUMENT_STORE=s3: the bucket in the path (emulators)              |
 * | S3_SSE                   | AES256    | DOCUMENT_STORE=s3: server-side encryption, AES256 or aws:kms       |
 * | S3_SSE_KMS_KEY_ID        | (unset)   | S3_SSE=aws:kms: the KMS key; unset uses the aws/s3 key             |
 * | INTAKE_ADVISOR_EMAIL     | (mode)    | the adviser who takes on uninvited investor sign-ups; local mode:  |
 * |                          |           | advisor@example.com; production unset or `none`: they wait         |
 * |                          |           | unassigned                                                         |
 *
 * ENV_TABLE below holds the same rows for the README; keep both in step.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  BROKER_ENV_TABLE,
  brokerConfigOf,
  brokerEnvSchema,
  type BrokerConfig,
} from './modules/broker/env';
import { LOCAL_POOL, regionOf } from './identity/pool';
import {
  DOCUMENTS_ENV_TABLE,
  documentStoreConfigOf,
  documentsEnvSchema,
  type DocumentStoreConfig,
} from './modules/documents/env';

/** Local mode's intake adviser: the demo adviser (server/identity/seed/demo-accounts.ts). */
export const DEMO_INTAKE_ADVISOR_EMAIL = 'advisor@example.com';

export const ENV_TABLE = [
  {
    name: 'PORT',
    default: '4173',
    meaning: 'TCP port of the app (PWA, /api, /archive); 0 picks a free one',
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    meaning: 'Interface to listen on; keep loopback unless you mean to share',
  },
  {
    name: 'DATA_DIR',
    default: '.data',
    meaning: 'Local state: PGlite database in DATA_DIR/pg, admin token',
  },
  {
    name: 'DATABASE_URL',
    default: '',
    meaning: 'postgres://… to use PostgreSQL instead of the PGlite folder',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent',
  },
  { name: 'STATIC_DIR', default: 'dist', meaning: 'Built PWA (Vite output) served at /' },
  {
    name: 'APP_MODE',
    default: 'local',
    meaning: 'local (emulators and demo data allowed) or production',
  },
  {
    name: 'CONNECT_SRC_EXTRA',
    default: '',
    meaning:
      "Space-separated origins added to CSP connect-src (the identity service's come by themselves)",
  },
  {
    name: 'SKIP_BUILD',
    default: '',
    meaning: 'npm start only: 1 skips the build-if-missing-or-stale step',
  },
  {
    name: 'COGNITO_LOCAL_PORT',
    default: '9229',
    meaning: 'Local mode: port of the identity emulator (cognito-local); 0 picks a free one',
  },
  {
    name: 'COGNITO_USER_POOL_ID',
    default: '',
    meaning: `Production (required): the Cognito user pool; local mode uses ${LOCAL_POOL.userPoolId}`,
  },
  {
    name: 'COGNITO_CLIENT_ID',
    default: '',
    meaning: `Production (required): the app client id; local mode uses ${LOCAL_POOL.clientId}`,
  },
  {
    name: 'COGNITO_IDENTITY_POOL_ID',
    default: '',
    meaning: 'Production, optional: the identity pool, e.g. ap-south-1:uuid',
  },
  {
    name: 'ALLOW_GUEST_ACCESS',
    default: 'false',
    meaning: 'Production: guest identities from the identity pool (needs COGNITO_IDENTITY_POOL_ID)',
  },
  ...BROKER_ENV_TABLE,
  ...DOCUMENTS_ENV_TABLE,
  {
    name: 'INTAKE_ADVISOR_EMAIL',
    default: '',
    meaning: `E-mail of the adviser (an active adviser profile) who takes on investors that sign up uninvited; local mode: ${DEMO_INTAKE_ADVISOR_EMAIL}; production unset, or none: they wait unassigned`,
  },
] as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// An origin goes verbatim into the CSP header, so anything that could end or extend the directive
// (space, semicolon, quote, comma) is refused here rather than escaped there.
const cspSource = z
  .string()
  .regex(
    /^(https?|wss?):\/\/[^\s;'",]+$/,
    'each CONNECT_SRC_EXTRA entry must be an http(s) or ws(s) origin, e.g. http://127.0.0.1:9229',
  );

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(4173)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('dist')),
  APP_MODE: z.preprocess(blankToUndefined, z.enum(['local', 'production']).default('local')),
  CONNECT_SRC_EXTRA: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) => (value ? value.trim().split(/\s+/) : []))
      .pipe(z.array(cspSource)),
  ),
  COGNITO_LOCAL_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65535).default(9229),
  ),
  COGNITO_USER_POOL_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z]{2}(-[a-z]+)+-\d_[0-9A-Za-z]+$/,
        'COGNITO_USER_POOL_ID looks like ap-south-1_AbC123',
      )
      .optional(),
  ),
  COGNITO_CLIENT_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w+-]+$/, 'COGNITO_CLIENT_ID is letters, digits, _, + or -')
      .optional(),
  ),
  COGNITO_IDENTITY_POOL_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z]{2}(-[a-z]+)+-\d:[0-9a-f-]+$/,
        'COGNITO_IDENTITY_POOL_ID looks like ap-south-1:0f0e0d0c-…',
      )
      .optional(),
  ),
  ALLOW_GUEST_ACCESS: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'ALLOW_GUEST_ACCESS must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  ...brokerEnvSchema,
  ...documentsEnvSchema,
  // `none` says "no intake adviser" in local mode too, where unset means the demo adviser.
  INTAKE_ADVISOR_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => value === 'none' || z.email().safeParse(value).success, {
        error: 'INTAKE_ADVISOR_EMAIL must be an e-mail address, or none',
      })
      .optional(),
  ),
});

/** Who signs users in: the local emulator's pool, or Amazon Cognito in production. */
export interface IdentityConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  identityPoolId: string | null;
  allowGuestAccess: boolean;
  /** Local mode: the emulator's port (0: a free one); npm start's identity step starts it there. */
  emulatorPort: number;
  /** Local mode: where the emulator answers, once known; always null in production. */
  endpoint: string | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Absolute. */
  staticDir: string;
  appMode: 'local' | 'production';
  connectSrcExtra: string[];
  identity: IdentityConfig;
  /** Live brokers' app credentials (each null when not set up) and the broker-token key. */
  broker: BrokerConfig;
  /** Where document files live: DATA_DIR/documents, or an S3 bucket. */
  documentStore: DocumentStoreConfig;
  /**
   * Lower case: the adviser who takes on investors that sign up uninvited
   * (server/services/intake.ts); null: they wait unassigned until one is set.
   */
  intakeAdvisorEmail: string | null;
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

function identityConfig(env: z.output<typeof envSchema>): IdentityConfig {
  const emulatorPort = env.COGNITO_LOCAL_PORT;
  if (env.APP_MODE === 'local') {
    const foreign = [
      env.COGNITO_USER_POOL_ID !== undefined && env.COGNITO_USER_POOL_ID !== LOCAL_POOL.userPoolId,
      env.COGNITO_CLIENT_ID !== undefined && env.COGNITO_CLIENT_ID !== LOCAL_POOL.clientId,
      env.COGNITO_IDENTITY_POOL_ID !== undefined,
      env.ALLOW_GUEST_ACCESS,
    ].some(Boolean);
    if (foreign) {
      throw new EnvError(
        'Invalid environment: COGNITO_* and ALLOW_GUEST_ACCESS configure production; ' +
          `APP_MODE=local uses the identity emulator's pool ${LOCAL_POOL.userPoolId}.`,
      );
    }
    return {
      ...LOCAL_POOL,
      identityPoolId: null,
      allowGuestAccess: false,
      emulatorPort,
      endpoint: emulatorPort === 0 ? null : `http://127.0.0.1:${emulatorPort}`,
    };
  }
  if (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) {
    throw new EnvError(
      'Invalid environment: APP_MODE=production needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID.',
    );
  }
  if (env.ALLOW_GUEST_ACCESS && !env.COGNITO_IDENTITY_POOL_ID) {
    throw new EnvError(
      'Invalid environment: ALLOW_GUEST_ACCESS=true needs COGNITO_IDENTITY_POOL_ID.',
    );
  }
  return {
    region: regionOf(env.COGNITO_USER_POOL_ID),
    userPoolId: env.COGNITO_USER_POOL_ID,
    clientId: env.COGNITO_CLIENT_ID,
    identityPoolId: env.COGNITO_IDENTITY_POOL_ID ?? null,
    allowGuestAccess: env.ALLOW_GUEST_ACCESS,
    emulatorPort,
    endpoint: null,
  };
}

function intakeAdvisorEmailOf(env: z.output<typeof envSchema>): string | null {
  const email = env.INTAKE_ADVISOR_EMAIL;
  if (email === 'none') return null;
  if (email === undefined) return env.APP_MODE === 'local' ? DEMO_INTAKE_ADVISOR_EMAIL : null;
  return email.toLowerCase();
}

/** Reads the environment once at start; a bad value stops the process with a readable message. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment: ${[...new Set(problems)].join('; ')}`);
  }
  const env = parsed.data;
  return {
    identity: identityConfig(env),
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(cwd, env.STATIC_DIR),
    appMode: env.APP_MODE,
    connectSrcExtra: env.CONNECT_SRC_EXTRA,
    broker: brokerConfigOf(env, (message) => new EnvError(`Invalid environment: ${message}`)),
    documentStore: documentStoreConfigOf(
      env,
      (message) => new EnvError(`Invalid environment: ${message}`),
    ),
    intakeAdvisorEmail: intakeAdvisorEmailOf(env),
  };
}
