import { z } from 'zod';
import { envelope } from '../../archive/schemas/responses';
import type { ArchiveRoute } from './route-table';

type JsonSchema = Record<string, unknown>;

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/**
 * JSON Schema of one zod schema, its named parts ($defs, from `.meta({id})`) moved to the
 * document's components so that every $ref resolves from the OpenAPI root.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Map<string, JsonSchema>) {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const rewrite = (value: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    components.set(id, rewrite(definition));
  }
  return rewrite(rest);
}

function parameters(route: ArchiveRoute, components: Map<string, JsonSchema>) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input', components);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(
      (json.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const { description, ...propertySchema } = property;
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        description,
        schema: propertySchema,
      });
    }
  }
  return list;
}

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of the archive API, built from the route table at start. */
export function openApiDocument(
  routes: readonly ArchiveRoute[],
  serverUrl = '/archive',
): JsonSchema {
  const components = new Map<string, JsonSchema>([
    ['Error', toSchema(errorSchema, 'output', new Map())],
  ]);
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = {
      get: {
        operationId: route.operationId,
        summary: route.summary,
        description: route.description,
        tags: [route.tag],
        parameters: parameters(route, components),
        responses: {
          200: {
            description:
              'The data with meta (demo flag, "Local demo data" label, data-update time)',
            headers: {
              ETag: {
                description: 'Changes with the data-update time',
                schema: { type: 'string' },
              },
              'X-Archive-Data': { description: 'demo or imported', schema: { type: 'string' } },
            },
            content: {
              'application/json': { schema: toSchema(envelope(route.data), 'output', components) },
            },
          },
          304: { description: 'Not modified since the ETag given in If-None-Match' },
          400: problem('A parameter is invalid; the message says which and why'),
          404: problem('No such instrument or index'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nivesh archive data API',
      version: '1.0.0',
      description:
        'End-of-day market data for Indian equities (spec 7, archive API; guest access). Prices and money in paise; index levels in points. Answers carry meta.demo and the label "Local demo data" while the data are generated.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: Object.fromEntries(components) },
  };
}
