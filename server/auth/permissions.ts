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
  /** Routes that move money or place orders: a write without an Idempotency-Key is a 400. */
  idempotencyKey?: 'required';
}

export type PermissionLookup = (method: string, path: string) => ApiPermission | undefined;

/**
 * The permission table as a lookup: the authorize middleware refuses a route missing from it
 * (404) and enforces token, role and frozen rules. The table is derived from the gateway's
 * route list (server/api/routes.ts), so a route cannot exist without its entry.
 */
export function permissionLookup(table: readonly ApiPermission[]): PermissionLookup {
  const compiled = table.map((permission) => ({
    permission,
    pattern: new RegExp(`^${permission.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  }));
  // HEAD is answered like GET.
  return (method, path) => {
    const asked = method === 'HEAD' ? 'GET' : method;
    return compiled.find(
      ({ permission, pattern }) => permission.method === asked && pattern.test(path),
    )?.permission;
  };
}

export const isFrozen = (track: string): boolean => track === TRACKS.frozen;
