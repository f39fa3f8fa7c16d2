import { z } from 'zod';
import type { ApiPermission } from '../../../../server/auth/permissions';

// The parts of the gateway's OpenAPI document that the harness reads, checked on the way in:
// every case of the harness is derived from this document and the permission table.

const jsonSchema = z.union([z.boolean(), z.record(z.string(), z.unknown())]);
export type JsonSchema = z.infer<typeof jsonSchema>;

const media = z.object({ schema: jsonSchema });

const parameter = z.object({
  name: z.string().min(1),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchema,
});
export type Parameter = z.infer<typeof parameter>;

const response = z.object({
  description: z.string(),
  headers: z.record(z.string(), z.unknown()).optional(),
  content: z.record(z.string(), media).optional(),
});

const operation = z.looseObject({
  operationId: z.string().min(1),
  summary: z.string().min(1),
  tags: z.array(z.string()).min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  'x-nivesh-access': z.enum(['guest', 'investor', 'advisor', 'either']),
  'x-nivesh-owner': z.enum(['self', 'advisor-of-investor']).optional(),
  'x-nivesh-frozen-may-call': z.literal(true).optional(),
  'x-nivesh-idempotency': z.enum(['required', 'optional']).optional(),
  parameters: z.array(parameter).default([]),
  requestBody: z
    .object({ required: z.boolean().optional(), content: z.record(z.string(), media) })
    .optional(),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/), response),
});
export type Operation = z.infer<typeof operation>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const documentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.object({ title: z.string(), version: z.string() }).loose(),
  servers: z.array(z.object({ url: z.string() }).loose()).length(1),
  paths: z.record(z.string().startsWith('/'), z.partialRecord(z.enum(METHODS), operation)),
  components: z.looseObject({
    schemas: z.record(z.string(), jsonSchema),
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
});
export type OpenApiDocument = z.infer<typeof documentSchema>;

/** One operation, with the Hono path the server mounts it on (`/api/...`, `:name` params). */
export interface MountedOperation {
  method: string;
  path: string;
  operation: Operation;
}

/** The server's URL prefix (`/api`) joined to an OpenAPI path template, as Hono writes it. */
export const honoPath = (document: OpenApiDocument, template: string): string =>
  `${document.servers[0]?.url ?? ''}${template}`.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '');

export function operationsOf(document: OpenApiDocument): MountedOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const found = item[method];
      return found
        ? [{ method: method.toUpperCase(), path: honoPath(document, template), operation: found }]
        : [];
    }),
  );
}

/** The document's operation for one entry of the permission table. */
export function operationFor(document: OpenApiDocument, entry: ApiPermission): Operation {
  const found = operationsOf(document).find(
    (candidate) => candidate.method === entry.method && candidate.path === entry.path,
  );
  if (!found) throw new Error(`${entry.method} ${entry.path} is not in the OpenAPI document`);
  return found.operation;
}

export const parametersIn = (operation: Operation, where: Parameter['in']): Parameter[] =>
  operation.parameters.filter((candidate) => candidate.in === where);

/** The JSON Schema of the operation's JSON request body, if it takes one. */
export const bodySchemaOf = (operation: Operation): JsonSchema | undefined =>
  operation.requestBody?.content['application/json']?.schema;

/** A documented file (an upload's body, a download's answer): a string of that media type. */
export const isFileContent = (content: Record<string, { schema?: unknown }>): boolean =>
  Object.keys(content).length > 0 &&
  Object.entries(content).every(
    ([type, media]) =>
      type !== 'application/json' &&
      (media.schema as { type?: unknown } | undefined)?.type === 'string',
  );

/** An upload route's accepted media types (its body is a file, not JSON); [] for the others. */
export const uploadTypesOf = (operation: Operation): string[] =>
  operation.requestBody && isFileContent(operation.requestBody.content)
    ? Object.keys(operation.requestBody.content)
    : [];

/** The smallest valid file of each type an upload route may take (their magic bytes). */
export const SAMPLE_FILES: Record<string, Uint8Array> = {
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
};

/** Reads the served document (GET /api/openapi.json) through a request function. */
export async function fetchDocument(
  get: (path: string) => Promise<Response>,
): Promise<OpenApiDocument> {
  const answer = await get('/api/openapi.json');
  if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
  return documentSchema.parse(await answer.json());
}

/** The value a JSON Pointer (`#/components/schemas/X`) names in the document, or undefined. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Every `$ref` in a JSON value, with where it is. */
export function refsIn(value: unknown, where = '#'): Array<{ where: string; ref: string }> {
  if (Array.isArray(value))
    return value.flatMap((item, index) => refsIn(item, `${where}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string'
      ? [{ where, ref: item }]
      : refsIn(item, `${where}/${key}`),
  );
}
