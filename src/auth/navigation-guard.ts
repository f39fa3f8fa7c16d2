import {
  authErrorRule,
  frozenRule,
  loginPageRule,
  maintenanceRule,
  needsReauthentication,
  roleRule,
  signedOutRule,
  type GuardRedirect,
  type Target,
} from './guards';
import { roleOf, type UserType } from './permissions';

export interface Profile {
  userType: UserType | null;
  track: string | null;
}

/** What the guard needs from the identity layer; the identity module provides the real one. */
export interface GuardSession {
  currentHash(): Promise<string | null>;
  storedHash(): string | null;
  setStoredHash(hash: string | null): void;
  profile(): Profile | null;
  /** Re-authentication: asks the server who the current token belongs to. */
  reauthenticate(): Promise<Profile>;
  clearProfile(): void;
}

export interface GuardInput {
  target: Target;
  previousPath: string | null;
  maintenance: boolean;
  session: GuardSession;
  warn(message: string, error?: unknown): void;
}

/** Runs the spec's guard rules (section 4) in order; returns the redirect, or null to continue. */
export async function runNavigationGuard(input: GuardInput): Promise<GuardRedirect | null> {
  const { target, session } = input;

  const maintenance = maintenanceRule(target, input.maintenance);
  if (maintenance) return maintenance;

  const currentHash = await session.currentHash();
  if (currentHash === null) {
    session.setStoredHash(null);
    session.clearProfile();
  } else if (
    needsReauthentication({
      storedHash: session.storedHash(),
      currentHash,
      previousPath: input.previousPath,
      hasProfile: session.profile() !== null,
    })
  ) {
    try {
      const profile = await session.reauthenticate();
      session.setStoredHash(currentHash);
      const frozen = frozenRule(target, profile.track, roleOf(profile.userType));
      if (frozen) return frozen;
    } catch (error) {
      const outcome = authErrorRule(target, error);
      if (outcome.clearHash) {
        session.setStoredHash(null);
        session.clearProfile();
        return outcome.redirect;
      }
      input.warn('Re-authentication failed; continuing', error);
    }
  }

  const role = roleOf(session.profile()?.userType);
  return loginPageRule(target, role) ?? signedOutRule(target, role) ?? roleRule(target, role);
}
