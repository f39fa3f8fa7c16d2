import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Named schemas (from `.meta({id})`) collected for the document's `components.schemas`. */
export type Components = Map<string, JsonSchema>;

/**
 * JSON Schema of one zod schema for an OpenAPI 3.1 document, its named parts ($defs) moved to
 * the document's components so that every $ref resolves from the OpenAPI root. Both APIs'
 * documents are built with this from the schemas that validate requests.
 */
export function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Components) {
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

/** Path and query parameters of an operation, one per property of their object schemas. */
export function parametersOf(
  sources: ReadonlyArray<readonly ['path' | 'query', z.ZodType | undefined]>,
  components: Components,
): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of sources) {
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

const fieldErrorSchema = z.object({
  in: z.enum(['body', 'query', 'path', 'header']),
  field: z.string().meta({ description: 'Dotted path of the field; empty for the whole input' }),
  pointer: z.string().meta({ description: 'JSON Pointer (RFC 6901) to the value' }),
  detail: z.string(),
});

/** RFC 9457 problem details, as server/errors.ts answers every error. */
export const problemSchema = z
  .object({
    type: z.string().meta({ description: 'urn:nivesh:problem:<code>' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What went wrong, in plain words' }),
    code: z.string(),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional().meta({ description: 'Each invalid field' }),
  })
  .meta({ id: 'Problem' });

/** An answer documented as problem details. */
export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Registers the Problem schema in the components. */
export function addProblemSchema(components: Components): void {
  toSchema(z.object({ problem: problemSchema }), 'output', components);
}
