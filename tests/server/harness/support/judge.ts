import type { FuzzRequest, Target } from './fuzz-requests';
import { isValid } from './json-schema';
import { bodySchemaOf, parametersIn } from './openapi-document';

// Whether the documented schemas allow a fuzzed request, read as the server reads a request:
// the URL as fetch sends it (dot segments resolved), parameters percent-decoded (a malformed
// escape kept as it is), a query key's first value (Hono's c.req.query()), header values
// trimmed. The server may refuse a valid request (a record it does not have), never accept an
// invalid one.

export interface Verdict {
  valid: boolean;
  /** Whether the URL still names this route; if not, the server answers 404 or 405. */
  pathMatches: boolean;
}

/** decodeURIComponent that keeps what it cannot decode, as Hono's tryDecode does. */
const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (match) => {
      try {
        return decodeURIComponent(match);
      } catch {
        return match;
      }
    });
  }
};

function firstValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.split('&').filter(Boolean)) {
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decode(rawKey.replaceAll('+', ' '));
    if (!values.has(key)) values.set(key, decode(rest.join('=').replaceAll('+', ' ')));
  }
  return values;
}

const routePattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`);

export const urlOf = (request: FuzzRequest): URL =>
  new URL(`${request.path}${request.query ? `?${request.query}` : ''}`, 'http://harness.invalid');

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/** The body as JSON, if it was sent as JSON and is JSON. */
function parsed(request: FuzzRequest): { value: unknown } | undefined {
  if (!JSON_MEDIA_TYPE.test(request.contentType ?? '') || request.body === undefined) return;
  try {
    return { value: JSON.parse(request.body) as unknown };
  } catch {
    return undefined;
  }
}

export function judge({ document, entry, operation }: Target, request: FuzzRequest): Verdict {
  const url = urlOf(request);
  const match = routePattern(entry.path).exec(url.pathname);
  if (!match) return { valid: false, pathMatches: false };
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((found) => found[1]);
  const pathValid = parametersIn(operation, 'path').every((parameter) => {
    const value = match[names.indexOf(parameter.name) + 1];
    return value !== undefined && isValid(parameter.schema, decode(value), document, 'parameter');
  });

  const query = firstValues(url.search.slice(1));
  const queryValid = parametersIn(operation, 'query').every((parameter) => {
    const value = query.get(parameter.name);
    if (value === undefined) return !parameter.required;
    return isValid(parameter.schema, value, document, 'parameter');
  });

  const headersValid = parametersIn(operation, 'header').every((parameter) => {
    const sent = parameter.name.toLowerCase() === 'idempotency-key' ? request.key : undefined;
    if (sent === undefined) return !parameter.required;
    return isValid(parameter.schema, sent.trim(), document, 'parameter');
  });

  const bodySchema = bodySchemaOf(operation);
  const body = bodySchema ? parsed(request) : undefined;
  const bodyValid =
    !bodySchema || (body !== undefined && isValid(bodySchema, body.value, document, 'json'));
  return { valid: pathValid && queryValid && headersValid && bodyValid, pathMatches: true };
}
