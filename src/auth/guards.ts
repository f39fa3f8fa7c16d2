import { hasStatus } from '@/api/errors';
import { FROZEN_TRACK, hasRole, homeOf, type Role, type RouteAccess } from './permissions';
import { REDIRECT_PARAM } from './redirect-uri';

// Spec 4 and 6: each navigation-guard rule as a pure function. The root route's beforeLoad calls
// them in the spec's order (see navigation-guard.ts). A rule returns where to go, or null.

export const PATHS = {
  login: '/login',
  maintenance: '/undermaintenance',
  frozen: '/accountfrozen',
} as const;

export interface GuardRedirect {
  href: string;
}

export interface Target {
  pathname: string;
  /** Path, query and hash: what redirect_uri carries. */
  href: string;
  access: RouteAccess;
}

export const loginWithReturn = (target: Target): GuardRedirect => ({
  href: `${PATHS.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target.href }).toString()}`,
});

/** Rule 1: maintenance sends every route except undermaintenance there (and back when it ends). */
export function maintenanceRule(target: Target, maintenance: boolean): GuardRedirect | null {
  const onPage = target.pathname === PATHS.maintenance;
  if (maintenance && !onPage) return { href: PATHS.maintenance };
  if (!maintenance && onPage) return { href: PATHS.login };
  return null;
}

export interface ReauthInput {
  storedHash: string | null;
  currentHash: string | null;
  previousPath: string | null;
  hasProfile: boolean;
}

/**
 * Rule 2: re-authenticate when the stored session hash differs from the current one, or the
 * previous route was accountfrozen. Also when a session exists but its profile is not loaded yet
 * (a fresh page load), since the guards need the user type. Without a session there is nothing
 * to re-authenticate.
 */
export function needsReauthentication(input: ReauthInput): boolean {
  if (input.currentHash === null) return false;
  return (
    input.storedHash !== input.currentHash ||
    input.previousPath === PATHS.frozen ||
    !input.hasProfile
  );
}

/** Rule 2, outcome: a frozen track goes to accountfrozen; a thawed account leaves it. */
export function frozenRule(
  target: Target,
  track: string | null,
  role: Role | null,
): GuardRedirect | null {
  const onPage = target.pathname === PATHS.frozen;
  if (track === FROZEN_TRACK) return onPage ? null : { href: PATHS.frozen };
  if (onPage && role) return { href: homeOf(role) };
  return null;
}

export type AuthErrorOutcome = { clearHash: true; redirect: GuardRedirect } | { clearHash: false };

/** Rule 3: 401 or 403 while authenticating clears the hash and goes to Login; others continue. */
export function authErrorRule(target: Target, error: unknown): AuthErrorOutcome {
  if (hasStatus(error, 401, 403)) return { clearHash: true, redirect: loginWithReturn(target) };
  return { clearHash: false };
}

/** Rule 4: a signed-in investor or advisor opening /login goes to their home. */
export function loginPageRule(target: Target, role: Role | null): GuardRedirect | null {
  if (target.pathname !== PATHS.login || role === null) return null;
  return { href: homeOf(role) };
}

const inRoleArea = (pathname: string) => /^\/(investor|advisor)(\/|$)/.test(pathname);

/** Rule 5: /investor, /advisor or a route needing a role or a session, with no user type: Login. */
export function signedOutRule(target: Target, role: Role | null): GuardRedirect | null {
  if (role !== null) return null;
  if (inRoleArea(target.pathname) || target.access.signedIn) return loginWithReturn(target);
  return null;
}

/** Rule 6: the wrong role goes to its own home (investor dashboard or marketoverview). */
export function roleRule(target: Target, role: Role | null): GuardRedirect | null {
  if (role === null || hasRole(role, target.access)) return null;
  return { href: homeOf(role) };
}
