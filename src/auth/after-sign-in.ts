import { PATHS } from './guards';
import type { Profile } from './navigation-guard';
import { isOnboardingPage, onboardingStepOf } from './onboarding-steps';
import { FROZEN_TRACK, homeOf, roleOf } from './permissions';
import { safeRedirectPath } from './redirect-uri';
import type { AuthSession } from './session';

/**
 * Where a user goes once signed in: the frozen page; for an investor still onboarding, their
 * next step (unless they asked for an onboarding page); the asked-for same-origin path; home.
 */
export function destinationAfterSignIn(
  profile: Profile,
  redirectUri: unknown,
  origin: string,
): string {
  if (profile.track === FROZEN_TRACK) return PATHS.frozen;
  const role = roleOf(profile.userType);
  if (role === null) return PATHS.login;
  const asked = safeRedirectPath(redirectUri, origin);
  const step = role === 'I' ? onboardingStepOf(profile.track) : null;
  if (step && !(asked && isOnboardingPage(asked))) return step;
  return asked ?? homeOf(role);
}

/** Asks the browser to keep this origin's storage (session, offline data); never fails. */
const requestPersistentStorage = () =>
  import('@/cache/user-data').then(
    (cache) => cache.requestPersistentStorage(),
    () => false,
  );

/**
 * After Amplify signed the user in: store the session hash, load the profile (so the guard need
 * not re-authenticate on the next navigation), ask for persistent storage, and say where to go.
 */
export async function completeSignIn(
  session: AuthSession,
  redirectUri: unknown,
  origin: string,
): Promise<string> {
  const hash = await session.currentHash();
  if (hash === null) throw new Error('Signed in, but the identity service stored no session');
  const profile = await session.reauthenticate();
  session.setStoredHash(hash);
  void requestPersistentStorage();
  return destinationAfterSignIn(profile, redirectUri, origin);
}
