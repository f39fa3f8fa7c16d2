import { generateKeyPairSync } from 'node:crypto';
import type { Role } from '../../../../server/auth/permissions';
import {
  DEMO_ACCOUNTS,
  demoProfiles,
  type DemoAccount,
} from '../../../../server/identity/seed/demo-accounts';
import { TRACKS, USER_TYPES } from '../../../../server/services/tracks';
import { idTokenClaims, signToken, tamper } from '../../identity/support/tokens';

// Who calls in the harness, and with which token: the demo accounts, plus a frozen adviser
// (the demo has only a frozen investor) with one client, so that the frozen-account rule is
// tested on adviser routes too.

export type Account = Pick<
  DemoAccount,
  'sub' | 'email' | 'name' | 'phone' | 'userType' | 'track' | 'advisorSub'
>;

const demo = (email: string): Account => {
  const found = DEMO_ACCOUNTS.find((account) => account.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};

const FROZEN_ADVISER: Account = {
  sub: 'ha000000-0000-4000-8000-00000000a0f1',
  email: 'frozen-adviser@harness.test',
  name: 'Harness Frozen Adviser',
  phone: null,
  userType: USER_TYPES.advisor,
  track: TRACKS.frozen,
  advisorSub: null,
};

const FROZEN_ADVISERS_CLIENT: Account = {
  sub: 'ha000000-0000-4000-8000-00000000b0f1',
  email: 'frozen-advisers-client@harness.test',
  name: 'Harness Client',
  phone: null,
  userType: USER_TYPES.investor,
  track: TRACKS.active,
  advisorSub: FROZEN_ADVISER.sub,
};

/** Each role's caller, the other user of that role, and the frozen one. */
export const CALLERS: Record<Role, { own: Account; other: Account; frozen: Account }> = {
  I: {
    own: demo('investor@example.com'),
    other: demo('neha@example.com'),
    frozen: demo('frozen@example.com'),
  },
  A: {
    own: demo('advisor@example.com'),
    other: demo('advisor2@example.com'),
    frozen: FROZEN_ADVISER,
  },
};

export const ACCOUNTS: readonly Account[] = [
  ...DEMO_ACCOUNTS,
  FROZEN_ADVISER,
  FROZEN_ADVISERS_CLIENT,
];

/** The user_profiles rows the harness's server starts with (startServer's beforeListen). */
export const harnessProfiles = () => [
  ...demoProfiles(),
  ...[FROZEN_ADVISER, FROZEN_ADVISERS_CLIENT].map((account) => ({ ...account, sebiReg: null })),
];

const claimsOf = (account: Account, extra: Record<string, unknown> = {}) =>
  idTokenClaims(account.sub, {
    email: account.email,
    name: account.name,
    ...(account.phone && { phone_number: account.phone }),
    'custom:user_type': account.userType,
    ...extra,
  });

/** A valid id token, signed as the local identity service signs them. */
export const tokenFor = (account: Account): string => signToken(claimsOf(account));

export const expiredToken = (account: Account): string => {
  const now = Math.floor(Date.now() / 1000);
  return signToken(claimsOf(account, { iat: now - 7200, auth_time: now - 7200, exp: now - 60 }));
};

/** `thief`'s token with its payload edited to say it is `victim` (sub and user type). */
export const tamperedToken = (thief: Account, victim: Account): string =>
  tamper(tokenFor(thief), {
    sub: victim.sub,
    'cognito:username': victim.sub,
    email: victim.email,
    'custom:user_type': victim.userType,
  });

const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

/** Right claims, same key id, signed with a key the identity service never had. */
export const foreignToken = (account: Account): string =>
  signToken(claimsOf(account), { key: foreignKey });

export const roleOfAccount = (account: Account): Role =>
  account.userType === USER_TYPES.advisor ? 'A' : 'I';

/** The caller, their adviser and their clients: whose data the caller may see. */
export function relatedTo(caller: Account | undefined): Set<string> {
  if (!caller) return new Set();
  return new Set([
    caller.sub,
    ...(caller.advisorSub ? [caller.advisorSub] : []),
    ...ACCOUNTS.filter((account) => account.advisorSub === caller.sub).map((a) => a.sub),
  ]);
}

/** The accounts outside `allowed` whose sub, email, name or phone appear in `text`. */
export function leaksIn(text: string, allowed: ReadonlySet<string>): string[] {
  const haystack = text.toLowerCase();
  return ACCOUNTS.filter((account) => !allowed.has(account.sub))
    .filter((account) =>
      [account.sub, account.email, account.name, account.phone].some(
        (value) => value && haystack.includes(value.toLowerCase()),
      ),
    )
    .map((account) => account.email);
}
