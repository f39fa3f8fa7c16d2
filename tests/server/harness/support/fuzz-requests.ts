import fc from 'fast-check';
import type { ApiPermission } from '../../../../server/auth/permissions';
import {
  CONTENT_TYPE_FAULTS,
  EXTRA_QUERY_KEYS,
  KEY_FAULTS,
  NASTY_QUERY_VALUES,
  SEGMENT_FAULTS,
  renderJson,
} from './bad-inputs';
import { bodyFaults } from './body-faults';
import { minimalInstance, nearValues } from './instances';
import {
  bodySchemaOf,
  parametersIn,
  type OpenApiDocument,
  type Operation,
} from './openapi-document';

// Requests for one operation, built from its OpenAPI description: a valid request with one
// thing wrong in one of the ways bad-inputs.ts lists (judge.ts says whether it is still valid).

export interface FuzzRequest {
  /** Which fault it carries, for the failure message. */
  fault: string;
  /** As sent: parameters percent-encoded, or deliberately not. */
  path: string;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  key: string | undefined;
}

export interface Target {
  document: OpenApiDocument;
  entry: ApiPermission;
  operation: Operation;
  /** Each path parameter's value that names one of the caller's own records. */
  own: Record<string, string>;
}

const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');
const encode = (value: unknown) => encodeURIComponent(wellFormed(String(value)));

const shorten = (text: string | undefined): string | undefined =>
  text !== undefined && text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;

/** The request in a line, long parts cut: what a failure prints. */
export const describeRequest = (request: FuzzRequest): string =>
  JSON.stringify({
    ...request,
    path: shorten(request.path),
    query: shorten(request.query),
    body: shorten(request.body),
  });

/** fast-check prints a counterexample with this, instead of a 300 KiB body. */
const printable = (request: FuzzRequest): FuzzRequest =>
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });

/** One way to get a request wrong, on an otherwise valid request. */
export interface Fault {
  name: string;
  request: fc.Arbitrary<FuzzRequest>;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join('&');

/**
 * Every fault the operation's description suggests: each path parameter, query parameter and
 * body field by each kind of bad value, then the body as a whole, its content type and the
 * Idempotency-Key. Each is applied alone to a valid request (the caller's own record, a minimal
 * valid body, a new key), so that it reaches the check it is meant for.
 */
export function faultsOf({ document, entry, operation, own }: Target): Fault[] {
  const bodySchema = bodySchemaOf(operation);
  const write = entry.method !== 'GET';
  const valid = bodySchema && minimalInstance(bodySchema, document);
  const ownSegments = Object.fromEntries(
    Object.entries(own).map(([name, value]) => [name, encode(value)]),
  );
  const pathWith = (values: Record<string, string> = {}) =>
    entry.path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? ownSegments[name] ?? '');
  const queryParameters = parametersIn(operation, 'query');
  const requiredQuery = (except?: string) =>
    queryParameters
      .filter((parameter) => parameter.required && parameter.name !== except)
      .map((p) => `${encode(p.name)}=${encode(minimalInstance(p.schema, document))}`);

  // Unbiased: fast-check's small-value bias would repeat keys, and a repeated key's 422 would
  // hide what the request was meant to test.
  const baseline = (write ? fc.noBias(fc.uuid()) : fc.constant(undefined)).map(
    (key): FuzzRequest => ({
      fault: 'none: a valid request',
      path: pathWith(),
      query: joined(...requiredQuery()),
      body: bodySchema ? renderJson(valid) : undefined,
      contentType: bodySchema ? 'application/json' : undefined,
      key,
    }),
  );
  const faults: Fault[] = [{ name: 'none: a valid request', request: baseline.map(printable) }];
  const add = (name: string, changes: fc.Arbitrary<Partial<FuzzRequest>>) =>
    faults.push({
      name,
      request: fc
        .tuple(baseline, changes)
        .map(([request, changed]) => printable({ ...request, ...changed, fault: name })),
    });

  for (const parameter of parametersIn(operation, 'path')) {
    const at = (segment: string) => ({ path: pathWith({ [parameter.name]: segment }) });
    for (const [kind, values] of Object.entries(SEGMENT_FAULTS)) {
      add(`path :${parameter.name}: ${kind}`, fc.constantFrom(...values).map(at));
    }
    add(
      `path :${parameter.name}: near its limits`,
      nearValues(parameter.schema, document).map((v) => at(encode(v))),
    );
    add(
      `path :${parameter.name}: any text`,
      fc.string({ unit: 'binary', maxLength: 30 }).map((v) => at(encode(v))),
    );
  }

  for (const parameter of queryParameters) {
    const name = encode(parameter.name);
    const near = nearValues(parameter.schema, document).map(encode);
    const bad = fc.constantFrom(...NASTY_QUERY_VALUES);
    const rest = requiredQuery(parameter.name);
    const query = (...values: string[]) => ({
      query: joined(...rest, ...values.map((value) => `${name}=${value}`)),
    });
    add(
      `query ${parameter.name}: near its limits`,
      near.map((value) => query(value)),
    );
    add(
      `query ${parameter.name}: bad value`,
      bad.map((value) => query(value)),
    );
    add(
      `query ${parameter.name}: repeated`,
      fc.tuple(near, bad, fc.boolean()).map(([a, b, first]) => (first ? query(a, b) : query(b, a))),
    );
  }
  add(
    'query: undeclared key',
    fc
      .tuple(fc.constantFrom(...EXTRA_QUERY_KEYS), fc.constantFrom(...NASTY_QUERY_VALUES))
      .map(([key, value]) => ({ query: joined(...requiredQuery(), `${key}=${value}`) })),
  );

  if (bodySchema) {
    for (const [name, body] of bodyFaults(bodySchema, valid, document)) {
      add(
        name,
        body.map((text) => ({ body: text })),
      );
    }
    add(
      'content type',
      fc.constantFrom(...CONTENT_TYPE_FAULTS).map((contentType) => ({ contentType })),
    );
  }
  if (write) {
    add(
      'Idempotency-Key',
      fc.constantFrom(...KEY_FAULTS, undefined).map((key) => ({ key })),
    );
  }
  return faults;
}

/** Any one fault. */
export const requestArbitrary = (faults: readonly Fault[]): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(...faults.map((fault) => fault.request));

/**
 * One request for each of up to `count` faults, chosen by the seed: the runs fast-check makes
 * first, so that every kind of fault is tried even when random choice would miss some.
 */
export function examplesOf(faults: readonly Fault[], seed: number, count: number): FuzzRequest[] {
  const [order = []] = fc.sample(
    fc.shuffledSubarray([...faults], { minLength: faults.length, maxLength: faults.length }),
    { seed, numRuns: 1 },
  );
  return order
    .slice(0, count)
    .flatMap((fault, index) => fc.sample(fault.request, { seed: seed + index + 1, numRuns: 1 }));
}
