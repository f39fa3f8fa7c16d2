import { TRACKS, USER_TYPES, type UserType } from '../services/tracks';

/** Spec 6's meta values: I investor, A advisor. */
export type Role = 'I' | 'A';

export const roleOf = (userType: UserType): Role => (userType === USER_TYPES.advisor ? 'A' : 'I');

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiPermission {
  method: ApiMethod;
  /** Hono path syntax, `:id` for a parameter. */
  path: string;
  /**
   * `guest`: anyone, no token needed (a route may still refuse a bad token it was sent: the
   * settings fetch, spec 4). Otherwise a verified id token and one of these roles, else 401/403.
   */
  access: 'guest' | readonly Role[];
  /** A frozen account (spec 3) may call this; every other signed-in route answers it 403. */
  frozenMayCall?: true;
  /**
   * Whose record `:id` names, checked by the route's service; anyone else gets 404, the same as
   * for a record that does not exist.
   */
  owner?: 'self' | 'advisor-of-investor';
}

/**
 * Every /api route, once: the authorize middleware refuses a route missing here (404) and
 * enforces token, role and frozen rules; tests/server/identity walk this table.
 */
export const API_PERMISSIONS = [
  { method: 'GET', path: '/api/health', access: 'guest' },
  { method: 'GET', path: '/api/settings', access: 'guest' },
  { method: 'GET', path: '/api/auth-config', access: 'guest' },
  { method: 'GET', path: '/api/user/profile', access: ['I', 'A'], frozenMayCall: true },
  { method: 'GET', path: '/api/investor/profile/:id', access: ['I'], owner: 'self' },
  { method: 'GET', path: '/api/advisor/investors', access: ['A'] },
  {
    method: 'GET',
    path: '/api/advisor/investors/:id',
    access: ['A'],
    owner: 'advisor-of-investor',
  },
] as const satisfies readonly ApiPermission[];

const compiled = (API_PERMISSIONS as readonly ApiPermission[]).map((permission) => ({
  permission,
  pattern: new RegExp(`^${permission.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The entry for a request; HEAD is answered like GET. */
export function permissionFor(method: string, path: string): ApiPermission | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  return compiled.find(
    ({ permission, pattern }) => permission.method === asked && pattern.test(path),
  )?.permission;
}

export const isFrozen = (track: string): boolean => track === TRACKS.frozen;
