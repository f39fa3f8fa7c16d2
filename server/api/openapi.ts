import {
  addProblemSchema,
  parametersOf,
  problemResponse,
  toSchema,
  type JsonSchema,
} from '../openapi/json-schema';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';
import { isWrite, type GatewayRoute } from './route';

const API_PREFIX = '/api';

/** guest, investor, advisor or either: the route's security in words (the permission table). */
export function accessOf(route: GatewayRoute): 'guest' | 'investor' | 'advisor' | 'either' {
  if (route.access === 'guest') return 'guest';
  const investor = route.access.includes('I');
  const advisor = route.access.includes('A');
  return investor && advisor ? 'either' : investor ? 'investor' : 'advisor';
}

const ACCESS_TEXT = {
  guest: 'Open to guests: no token needed.',
  investor: 'Investors only (a signed-in id token of user type USRTYINV).',
  advisor: 'Advisers only (a signed-in id token of user type USRTYADV).',
  either: 'Any signed-in investor or adviser.',
} as const;

function idempotencyParameter(route: GatewayRoute): JsonSchema[] {
  if (!isWrite(route)) return [];
  return [
    {
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: route.idempotency === 'required',
      description:
        'A new UUID for each user action. A repeat with the same key and request gets the first answer again (with Idempotent-Replayed: true) and does nothing twice; the same key with another request is 422; a repeat while the first runs is 409. Kept 24 hours.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  ];
}

function problemsOf(route: GatewayRoute): Record<string, JsonSchema> {
  const problems: Record<string, JsonSchema> = {
    400: problemResponse('Invalid input: `errors` names each invalid field'),
  };
  if (route.access !== 'guest') {
    problems[401] = problemResponse('No token, or a token that is expired or does not verify');
    problems[403] = problemResponse('Signed in with the wrong role, or the account is frozen');
  } else if (!isWrite(route) && route.verifyPresentToken) {
    problems[401] = problemResponse('A token was sent, and it is expired or does not verify');
  }
  if (route.owner) problems[404] = problemResponse('No such record among the caller’s own');
  if (isWrite(route)) {
    problems[409] = problemResponse('The same Idempotency-Key is still being processed');
    problems[413] = problemResponse('The body is too large');
    problems[415] = problemResponse(
      route.upload ? `The body is not ${route.upload.types.join(', ')}` : 'The body is not JSON',
    );
    problems[422] = problemResponse('The Idempotency-Key was used for another request');
  }
  for (const [status, description] of Object.entries(route.problems ?? {})) {
    problems[status] = problemResponse(description);
  }
  return problems;
}

/** A read route that answers with a file's bytes: their types. */
const fileTypesOf = (route: GatewayRoute): readonly string[] | undefined =>
  isWrite(route) ? undefined : route.response.file;

function operationOf(route: GatewayRoute, components: Map<string, JsonSchema>): JsonSchema {
  const access = accessOf(route);
  const status = isWrite(route) ? route.response.status : 200;
  const fileTypes = fileTypesOf(route);
  const operation: JsonSchema = {
    operationId: route.operationId,
    summary: route.summary,
    description: [route.description, ACCESS_TEXT[access]].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    security: access === 'guest' ? [] : [{ idToken: [] }],
    'x-nivesh-access': access,
    parameters: [
      ...parametersOf(
        [
          ['path', route.params],
          ['query', route.query],
        ],
        components,
      ),
      ...idempotencyParameter(route),
    ],
    responses: {
      [status]: {
        description: route.response.description,
        ...(isWrite(route) && {
          headers: {
            [REPLAYED_HEADER]: {
              description: 'true when this is the stored answer to an earlier request',
              schema: { type: 'string', enum: ['true'] },
            },
          },
        }),
        content: fileTypes
          ? Object.fromEntries(
              fileTypes.map((type) => [
                type,
                { schema: { type: 'string', contentMediaType: type } },
              ]),
            )
          : {
              'application/json': {
                schema: toSchema(route.response.schema, 'output', components),
              },
            },
      },
      ...problemsOf(route),
    },
  };
  if (route.owner) operation['x-nivesh-owner'] = route.owner;
  if (route.frozenMayCall) operation['x-nivesh-frozen-may-call'] = true;
  if (isWrite(route)) {
    operation['x-nivesh-idempotency'] = route.idempotency;
    if (route.upload) {
      const file = { type: 'string', contentMediaType: 'application/octet-stream' };
      operation.requestBody = {
        required: true,
        description: `${route.upload.description} (at most ${route.upload.maxBytes} bytes)`,
        content: Object.fromEntries(route.upload.types.map((type) => [type, { schema: file }])),
      };
    } else if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input', components) } },
      };
    }
  }
  return operation;
}

/** The OpenAPI 3.1 document of the gateway API, built from the route table at start. */
export function gatewayDocument(routes: readonly GatewayRoute[]): JsonSchema {
  const components = new Map<string, JsonSchema>();
  addProblemSchema(components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}') || '/';
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nivesh gateway API',
      version: '1.0.0',
      description:
        'The signed-in API of the app (spec 7, gateway API). Money in paise. Errors are RFC 9457 problem details (application/problem+json). Every write accepts an Idempotency-Key; routes that move money or place orders require it.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: Object.fromEntries(components),
      securitySchemes: {
        idToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The Cognito id token of the signed-in user, raw (as API Gateway’s Cognito authorizer expects) or after "Bearer ".',
        },
      },
    },
  };
}
