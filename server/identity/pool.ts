import { join } from 'node:path';
import clientSeed from './seed/client.json' with { type: 'json' };
import poolSeed from './seed/pool.json' with { type: 'json' };

export const regionOf = (userPoolId: string): string => userPoolId.split('_')[0] ?? '';

/**
 * The local user pool (ARCHITECTURE.md, local run contract), from the committed seed: a
 * region-shaped id (ap-south-1_NivLocal01) so that aws-jwt-verify and Amplify treat it like a
 * real Cognito pool in ap-south-1 (spec 9), and the app client nivesh-local-web.
 */
export const LOCAL_POOL = {
  region: regionOf(poolSeed.Id),
  userPoolId: poolSeed.Id,
  clientId: clientSeed.ClientId,
};

/** The issuer host the emulator signs with, so tokens carry a Cognito-shaped `iss`. */
export const issuerDomain = (region: string): string =>
  `https://cognito-idp.${region}.amazonaws.com`;

/** Amplify's SRP "pool name": the part of the pool id after '_'. */
export const poolNameOf = (userPoolId: string): string => userPoolId.split('_')[1] ?? '';

/** Emulator state under DATA_DIR, so npm run reset wipes users together with the database. */
export const identityPaths = (dataDir: string) => ({
  /** cognito-local's own store: clients.json and one <poolId>.json per pool. */
  db: join(dataDir, 'cognito', 'db'),
  mailbox: join(dataDir, 'cognito', 'mailbox.json'),
});
