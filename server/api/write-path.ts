import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { callerOf } from '../auth/authorize';
import { roleOf } from '../auth/permissions';
import type { Orm } from '../db/database';
import { ApiError } from '../errors';
import { bumpGeneration } from '../services/change-generation';
import { parseParams, parseQuery, readJson, validationError } from '../validation';
import type { InFlightKeys } from './idempotency';
import {
  findAnswer,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  keyReusedProblem,
  lockKey,
  missingKeyProblem,
  REPLAYED_HEADER,
  recordWrite,
  requestFingerprint,
} from './idempotency';
import type { ApiDeps, Upload, WriteResult, WriteRoute } from './route';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

async function bodyOf(c: Context<AppEnv>, route: WriteRoute): Promise<unknown> {
  if (!route.body) return undefined;
  const type = c.req.header('Content-Type') ?? '';
  if (!JSON_TYPE.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  return readJson(c);
}

const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

/** An upload route's bytes: a declared type it accepts, and not empty. */
async function uploadOf(c: Context<AppEnv>, route: WriteRoute): Promise<Upload> {
  const accepted = route.upload!.types;
  const contentType = mediaTypeOf(c.req.header('Content-Type'));
  if (!accepted.includes(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', `Send the file as ${accepted.join(', ')}`);
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) throw new ApiError(400, 'empty_body', 'The file is empty');
  return { bytes, contentType };
}

/**
 * A write, the one way (ARCHITECTURE.md, "The write path"): validate, then in one transaction
 * check and store the idempotency record, run the service, and append the audit entry. A
 * handler's error rolls all of it back, so a rejected request leaves nothing behind and its key
 * can be used again once the input is fixed.
 */
export function writeHandler(route: WriteRoute, deps: ApiDeps, inFlight: InFlightKeys) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const caller = callerOf(c);
    const params: unknown = route.params ? parseParams(c, route.params) : {};
    const query: unknown = route.query ? parseQuery(c, route.query) : {};
    const upload = route.upload ? await uploadOf(c, route) : undefined;
    const raw = upload
      ? {
          contentType: upload.contentType,
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        }
      : await bodyOf(c, route);
    let body: unknown = {};
    if (route.body) {
      const parsed = route.body.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error, 'body');
      body = parsed.data;
    }
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    if (key === null && route.idempotency === 'required') throw missingKeyProblem();

    const url = new URL(c.req.url);
    const pathWithQuery = `${url.pathname}${url.search}`;
    const requestHash = requestFingerprint(c.req.method, pathWithQuery, raw);
    const leave = key === null ? () => undefined : inFlight.enter(caller.sub, key);
    try {
      const outcome = await deps.db.orm.transaction(async (tx: Orm) => {
        if (key !== null) {
          // PGlite is one process running one transaction at a time: InFlightKeys is enough.
          if (deps.db.kind !== 'pglite') await lockKey(tx, caller.sub, key);
          const stored = await findAnswer(tx, caller.sub, key);
          if (stored) {
            if (stored.requestHash !== requestHash) throw keyReusedProblem();
            return { replayed: true, status: stored.status, text: stored.responseBody };
          }
        }
        const result: WriteResult = await route.handler({
          params,
          query,
          body,
          upload,
          caller,
          tx,
          idempotencyKey: key,
          origin: url.origin,
          deps,
        });
        const text = JSON.stringify(result.body ?? null);
        // One statement for both records: on PGlite each round trip costs about a millisecond.
        await recordWrite(
          tx,
          key === null
            ? null
            : {
                userSub: caller.sub,
                key,
                method: c.req.method,
                path: pathWithQuery,
                requestHash,
                status: result.status,
                responseBody: text,
              },
          {
            actorSub: caller.sub,
            actorRole: roleOf(caller.userType),
            subjectSub: result.audit.subject ?? caller.sub,
            method: c.req.method,
            route: route.path,
            path: url.pathname,
            entity: result.audit.entity,
            entityId: result.audit.entityId,
            action: result.audit.action,
            idempotencyKey: key,
            status: result.status,
          },
        );
        return { replayed: false, status: result.status, text };
      });
      // Committed: answers kept in memory from the stored data are stale now.
      if (!outcome.replayed) bumpGeneration();
      return answer(
        outcome.status,
        outcome.text,
        outcome.replayed ? { [REPLAYED_HEADER]: 'true' } : {},
      );
    } finally {
      leave();
    }
  };
}
