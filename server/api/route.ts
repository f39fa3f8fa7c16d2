import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { ApiMethod, ApiPermission, Role } from '../auth/permissions';
import type { Database, Orm } from '../db/database';
import type { ServerConfig } from '../env';
import type { Logger } from '../logger';
import type { Profile } from '../services/profiles';

/** What every handler may use besides its validated input. */
export interface ApiDeps {
  db: Database;
  logger: Logger;
  /** dataDir and documentStore: where document files live (documents/storage.ts). */
  config: Pick<ServerConfig, 'identity' | 'appMode' | 'dataDir' | 'broker' | 'documentStore'>;
}

type WriteMethod = Exclude<ApiMethod, 'GET'>;
type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
/** A route's optional schema of one part of the request. */
type Schema = z.ZodType | undefined;
type Caller<A> = A extends 'guest' ? Profile | undefined : Profile;

interface Documented<P extends Schema, Q extends Schema> {
  /** Hono path, `/api/...` with `:name` parameters. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Path parameters; a bad one is a 400 naming it. */
  params?: P;
  query?: Q;
  /** The answers besides success, each documented as problem details. */
  problems?: Partial<Record<400 | 404 | 409 | 422 | 429 | 503, string>>;
  frozenMayCall?: true;
  owner?: ApiPermission['owner'];
}

export interface ReadInput<P, Q, A> {
  params: Output<P>;
  query: Output<Q>;
  caller: Caller<A>;
  deps: ApiDeps;
  c: Context<AppEnv>;
}

/** A GET. Its answer is JSON, `no-store` unless the route says otherwise. */
export interface ReadRoute<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  A extends Access = Access,
> extends Documented<P, Q> {
  method: 'GET';
  access: A;
  /** Guest routes: a token that is sent must still verify (spec 4: the settings fetch). */
  verifyPresentToken?: true;
  cacheControl?: 'no-store' | 'no-cache';
  /**
   * The 200 answer: JSON of `schema`, or with `file`, the bytes of a file of one of these types
   * (the handler returns the whole Response; `schema` is then ignored).
   */
  response: { description: string; schema: z.ZodType; file?: readonly string[] };
  /** The data to answer 200 with, or a whole Response for special answers (health: 503). */
  handler: (input: ReadInput<P, Q, A>) => Promise<unknown>;
}

/** What a write records in the audit log (who and when are the framework's). */
export interface AuditFacts {
  /** The kind of record written: `client_note`, `order`, ... */
  entity: string;
  entityId: string | null;
  /** Whose data it is when the actor acts on someone else's (an adviser on a client). */
  subject?: string | null;
  /** One line a person reads in the activity list: "Added a note". */
  action: string;
}

export interface WriteResult {
  status: 200 | 201 | 202;
  body: unknown;
  audit: AuditFacts;
}

/** The bytes of an upload route's body, and the type the client declared (sniff before use). */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

export interface WriteInput<P, Q, B> {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  /** Upload routes only: the raw body. */
  upload: Upload | undefined;
  caller: Profile;
  /** The transaction that also stores the idempotency record and the audit entry. */
  tx: Orm;
  idempotencyKey: string | null;
  /** The request's origin (the app's: it serves the PWA), for links in e-mails it sends. */
  origin: string;
  deps: ApiDeps;
}

/**
 * A POST, PUT, PATCH or DELETE: signed in, validated, run in one database transaction with its
 * idempotency record and audit entry (ARCHITECTURE.md, "The write path").
 */
export interface WriteRoute<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
> extends Documented<P, Q> {
  method: WriteMethod;
  access: readonly Role[];
  /** `required` for routes that move money or place orders: 400 without a key. */
  idempotency: 'required' | 'optional';
  body?: B;
  /**
   * An upload: the body is a file's bytes (not JSON) of one of `types` (415 otherwise), at most
   * `maxBytes` (413), never empty (400). Its fingerprint for idempotency is its SHA-256.
   */
  upload?: { types: readonly string[]; maxBytes: number; description: string };
  /** A JSON body larger than the gateway's 256 KiB may be (a CSV import's rows): 413 above. */
  maxBodyBytes?: number;
  response: { status: WriteResult['status']; description: string; schema: z.ZodType };
  handler: (input: WriteInput<P, Q, B>) => Promise<WriteResult>;
}

export type Access = 'guest' | readonly Role[];

export type GatewayRoute = ReadRoute | WriteRoute;

/** Keeps each handler typed by its own schemas inside a mixed list. */
export const readRoute = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  const A extends Access = Access,
>(
  route: ReadRoute<P, Q, A>,
): GatewayRoute => route;

export const writeRoute = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  route: WriteRoute<P, Q, B>,
): GatewayRoute => route;

export const isWrite = (route: GatewayRoute): route is WriteRoute => route.method !== 'GET';

/** The route's entry in the permission table (server/auth/permissions.ts). */
export function permissionOf(route: GatewayRoute): ApiPermission {
  const permission: ApiPermission = {
    method: route.method,
    path: route.path,
    access: route.access,
  };
  if (route.frozenMayCall) permission.frozenMayCall = true;
  if (route.owner) permission.owner = route.owner;
  if (isWrite(route) && route.idempotency === 'required') permission.idempotencyKey = 'required';
  return permission;
}
