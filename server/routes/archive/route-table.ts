import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';

/** Everything a handler needs, already validated. */
export interface RouteInput<Params, Query> {
  params: Params;
  query: Query;
  snapshot: ArchiveSnapshot;
  orm: Orm;
}

/**
 * One archive endpoint as data: Hono registers it from this and /archive/openapi.json describes
 * it from the same schemas, so the document cannot drift from what is validated and answered.
 */
export interface ArchiveRoute<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> {
  /** Hono path under /archive, e.g. /instruments/:symbol. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  params?: Params;
  query: Query;
  /** The `data` member of the answer. */
  data: z.ZodType;
  /** Error answers besides 400 and 404, documented as problem details (a scan's 422, 503). */
  problems?: Partial<Record<400 | 404 | 422 | 503, string>>;
  handler: (input: RouteInput<z.output<Params>, z.output<Query>>) => unknown;
}

/** Keeps each route's handler typed by its own schemas inside a mixed list. */
export const route = <Params extends z.ZodType, Query extends z.ZodType>(
  definition: ArchiveRoute<Params, Query>,
): ArchiveRoute => definition;
