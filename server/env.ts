/**
 * Environment of the local server and its scripts (npm start, reset, maintenance).
 *
 * | name              | default     | meaning                                                        |
 * | ----------------- | ----------- | -------------------------------------------------------------- |
 * | PORT              | 4173        | TCP port of the app (PWA, /api, /archive); 0 picks a free one   |
 * | HOST              | 127.0.0.1   | interface to listen on; keep loopback unless you mean to share |
 * | DATA_DIR          | .data       | local state: PGlite database in DATA_DIR/pg, admin token       |
 * | DATABASE_URL      | (unset)     | postgres://… to use PostgreSQL instead of the PGlite folder    |
 * | LOG_LEVEL         | info        | pino level: fatal, error, warn, info, debug, trace or silent   |
 * | STATIC_DIR        | dist        | built PWA (Vite output) served at /                            |
 * | APP_MODE          | local       | local (emulators and demo data allowed) or production          |
 * | CONNECT_SRC_EXTRA | (unset)     | space-separated origins added to CSP connect-src, e.g. the     |
 * |                   |             | identity emulator http://127.0.0.1:9229 or Cognito's endpoints |
 * | SKIP_BUILD        | (unset)     | npm start only: 1 skips the "build if missing or stale" step   |
 *
 * ENV_TABLE below holds the same rows for the README; keep both in step.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

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
    meaning: 'Space-separated origins added to CSP connect-src (identity emulator, Cognito)',
  },
  {
    name: 'SKIP_BUILD',
    default: '',
    meaning: 'npm start only: 1 skips the build-if-missing-or-stale step',
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
});

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
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
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
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(cwd, env.STATIC_DIR),
    appMode: env.APP_MODE,
    connectSrcExtra: env.CONNECT_SRC_EXTRA,
  };
}
