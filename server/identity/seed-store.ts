import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import { identityPaths } from './pool';
import clientSeed from './seed/client.json' with { type: 'json' };
import poolSeed from './seed/pool.json' with { type: 'json' };
import { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';

/**
 * Writes the committed pool seed into cognito-local's store (DATA_DIR/cognito/db) before the
 * emulator opens it: the pool's options and app client every time (the seed is the truth), the
 * demo accounts when missing (a demo user's changes survive restarts; npm run reset restores
 * them). The files use cognito-local's own format: JSON with ISO dates in "*Date" fields.
 */

type JsonObject = Record<string, unknown>;

async function readJson(path: string): Promise<JsonObject | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as JsonObject;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read the identity store ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function writeJson(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, path);
}

/** The emulator's defaults plus the committed seed; custom attributes extend the schema. */
const poolOptions = (): JsonObject => ({
  ...USER_POOL_AWS_DEFAULTS,
  ...poolSeed,
  SchemaAttributes: [
    ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
    ...poolSeed.SchemaAttributes,
  ],
});

function demoUser(account: DemoAccount, now: string): JsonObject {
  const attributes: Array<[string, string | null]> = [
    ['sub', account.sub],
    ['email', account.email],
    ['email_verified', 'true'],
    ['name', account.name],
    ['phone_number', account.phone],
    ['phone_number_verified', account.phone ? 'true' : null],
    ['custom:user_type', account.userType],
    ['custom:sebi_reg', account.sebiReg],
  ];
  return {
    Username: account.sub,
    Password: account.password,
    UserStatus: 'CONFIRMED',
    Enabled: true,
    RefreshTokens: [],
    UserCreateDate: now,
    UserLastModifiedDate: now,
    Attributes: attributes
      .filter((pair): pair is [string, string] => pair[1] !== null)
      .map(([Name, Value]) => ({ Name, Value })),
  };
}

const emailsOf = (users: JsonObject): Set<string> =>
  new Set(
    Object.values(users).flatMap((user) =>
      ((user as { Attributes?: Array<{ Name: string; Value?: string }> }).Attributes ?? [])
        .filter((attribute) => attribute.Name === 'email' && attribute.Value)
        .map((attribute) => attribute.Value!.toLowerCase()),
    ),
  );

/** Returns the emails of the demo accounts it added (none when all were there). */
export async function seedIdentityStore(dataDir: string): Promise<string[]> {
  const { db } = identityPaths(dataDir);
  await mkdir(db, { recursive: true });

  const clientsPath = join(db, 'clients.json');
  const clients = (await readJson(clientsPath)) ?? {};
  const byId = (clients.Clients ?? {}) as JsonObject;
  await writeJson(clientsPath, {
    ...clients,
    Clients: { ...byId, [clientSeed.ClientId]: clientSeed },
  });

  const poolPath = join(db, `${poolSeed.Id}.json`);
  const pool = (await readJson(poolPath)) ?? {};
  const users = { ...((pool.Users ?? {}) as JsonObject) };
  const taken = emailsOf(users);
  const now = new Date().toISOString();
  const added: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (users[account.sub] || taken.has(account.email)) continue;
    users[account.sub] = demoUser(account, now);
    added.push(account.email);
  }
  await writeJson(poolPath, { ...pool, Options: poolOptions(), Users: users });
  return added;
}
