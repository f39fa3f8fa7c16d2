import { envelope } from '../../archive/schemas/responses';
import {
  addProblemSchema,
  parametersOf,
  problemResponse as problem,
  toSchema,
  type JsonSchema,
} from '../../openapi/json-schema';
import type { ArchiveRoute } from './route-table';

/** The OpenAPI 3.1 document of the archive API, built from the route table at start. */
export function openApiDocument(
  routes: readonly ArchiveRoute[],
  serverUrl = '/archive',
): JsonSchema {
  const components = new Map<string, JsonSchema>();
  addProblemSchema(components);
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = {
      get: {
        operationId: route.operationId,
        summary: route.summary,
        description: route.description,
        tags: [route.tag],
        parameters: parametersOf(
          [
            ['path', route.params],
            ['query', route.query],
          ],
          components,
        ),
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
          ...Object.fromEntries(
            Object.entries(route.problems ?? {}).map(([status, text]) => [status, problem(text)]),
          ),
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
