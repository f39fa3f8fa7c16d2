// Spec 6: roles are data. Guards and components ask hasRole()/homeOf(), never compare strings.

export type Role = 'I' | 'A';

export const USER_TYPES = { investor: 'USRTYINV', advisor: 'USRTYADV' } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** Spec 3: the track status that means the account is frozen. */
export const FROZEN_TRACK = 'UPFACCOUNTFROZEN';

const roleByUserType: Record<UserType, Role> = { USRTYINV: 'I', USRTYADV: 'A' };

const homeByRole: Record<Role, string> = {
  I: '/investor/dashboard',
  A: '/advisor/marketoverview',
};

export const roleOf = (userType: UserType | null | undefined): Role | null =>
  userType ? roleByUserType[userType] : null;

export const homeOf = (role: Role): string => homeByRole[role];

/** What a route asks of the user, merged from its matched route tree (route staticData). */
export interface RouteAccess {
  /** Roles allowed; null when any signed-in user (or anyone, if !signedIn) may open it. */
  roles: readonly Role[] | null;
  signedIn: boolean;
}

export const PUBLIC_ACCESS: RouteAccess = { roles: null, signedIn: false };

export function hasRole(role: Role | null, access: RouteAccess): boolean {
  if (!access.signedIn && access.roles === null) return true;
  if (role === null) return false;
  return access.roles === null || access.roles.includes(role);
}

export interface RouteAccessData {
  roles?: readonly Role[];
  signedIn?: boolean;
}

/** The deepest route that names roles wins; any route asking for a signed-in user makes all of it so. */
export function mergeAccess(chain: readonly (RouteAccessData | undefined)[]): RouteAccess {
  let roles: readonly Role[] | null = null;
  let signedIn = false;
  for (const data of chain) {
    if (data?.roles) roles = data.roles;
    if (data?.signedIn || data?.roles) signedIn = true;
  }
  return { roles, signedIn };
}
