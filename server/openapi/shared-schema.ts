import { z } from 'zod';
import type * as mini from 'zod/mini';

/**
 * The schemas the app and the server share are zod/mini (the app's); the route table is typed
 * with the full zod. Both are zod 4 underneath: safeParse, its issues (server/validation.ts)
 * and z.toJSONSchema (the OpenAPI document) work on either, so this only names the schema for
 * the document and tells TypeScript so.
 */
export function shared<T>(schema: mini.ZodMiniType<T>, id: string, examples?: T[]): z.ZodType<T> {
  if (!z.globalRegistry.has(schema)) {
    z.globalRegistry.add(schema, examples ? { id, examples } : { id });
  }
  return schema as unknown as z.ZodType<T>;
}
