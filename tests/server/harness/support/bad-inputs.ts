import fc from 'fast-check';

// Input that has broken servers before, by kind: what an attacker or a buggy client sends.

/** Over the gateway's 256 KiB body limit once JSON-encoded. */
export const HUGE_TEXT = 'x'.repeat(300 * 1024);

const DEEP = /"\\u0000deep:(array|object):(\d+)\\u0000"/g;

/**
 * A value nested `depth` levels deep, as a placeholder that `renderJson` writes out: deeper
 * than JSON.stringify (or fast-check) could walk without overflowing the stack.
 */
export const deep = (depth: number, kind: 'array' | 'object'): string =>
  `\u0000deep:${kind}:${depth}\u0000`;

/** JSON.stringify, with `deep` placeholders written out as the nesting they stand for. */
export const renderJson = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(DEEP, (_match, kind: string, depth: string) => {
    const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
    const levels = Number(depth);
    return `${open.repeat(levels)}1${close.repeat(levels)}`;
  });

const CONTROL = ['\u0000', '\u0001', '\u001f', '\u007f', '\r\n', '\u2028', '\ud800', '\ufeff'];

/** Values for one field of a JSON body, by kind. */
export const FIELD_FAULTS: Record<string, fc.Arbitrary<unknown>> = {
  // U+0000 first among them: PostgreSQL text cannot hold it.
  'control characters': fc.oneof(
    fc.constantFrom('\u0000', 'a\u0000b', '\r\n\r\nX-Injected: 1'),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  ),
  unicode: fc.oneof(
    fc.constantFrom('é', 'e\u0301', 'ｘ', '😀'.repeat(3), 'İı', '\u202eevil', '\u200b\u200d'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  ),
  injection: fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE audit_log; --",
    '1; SELECT pg_sleep(5)',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '$where',
  ),
  size: fc.constantFrom('', ' ', '   \t\n', 'x'.repeat(5000)),
  'over the body limit': fc.constant(HUGE_TEXT),
  'numeric-like strings': fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x10'),
  'numbers out of range': fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    2 ** 63,
    5e-324,
  ),
  'wrong type': fc.constantFrom(null, true, false, 42, 'text', [], {}, [null], { text: null }),
  // The deepest still fit in the body limit.
  'deep nesting': fc.constantFrom(
    deep(64, 'array'),
    deep(64, 'object'),
    deep(100_000, 'array'),
    deep(40_000, 'object'),
  ),
};

/** The kinds worth trying on a field of one JSON type; any other kind is just a wrong type. */
export const KINDS_FOR: Record<'string' | 'number' | 'other', readonly string[]> = {
  string: [
    'control characters',
    'unicode',
    'injection',
    'size',
    'over the body limit',
    'numeric-like strings',
    'wrong type',
    'deep nesting',
  ],
  number: ['numbers out of range', 'numeric-like strings', 'wrong type', 'deep nesting'],
  other: ['wrong type', 'deep nesting', 'over the body limit'],
};

/** Any of the above, or any JSON. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  ...Object.values(FIELD_FAULTS),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys that pollute prototypes when merged naively, and keys no schema declares. */
export const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'userType',
  'sub',
  '',
  'a.b',
  '$where',
] as const;

/** Bodies sent as they are: broken JSON, JSON no object schema accepts, polluting keys. */
export const RAW_BODIES = [
  '',
  'not json',
  '{',
  '{"a":',
  '{"a": NaN}',
  '{"a": Infinity}',
  "{'a': 1}",
  '{"a": 1,}',
  '\u0000',
  '"\\u0000"',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
] as const;

/** Path segments by kind, percent-encoded as they go on the wire (or deliberately not). */
export const SEGMENT_FAULTS: Record<string, readonly string[]> = {
  'empty and dot segments': ['', ' ', '%20', '.', '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F'],
  encoding: ['%00', 'abc%00', '%', '%zz', '%C0%AF', '%E2%80%AE', '%F0%9F%98%80', '%EF%BB%BF'],
  injection: ['%27%20OR%20%271%27%3D%271', '1%3BDROP%20TABLE%20audit_log--', '__proto__', 'null'],
  'numbers and length': ['-1', '0', '1e309', 'NaN', 'a'.repeat(4000)],
};

/** Query values, percent-encoded as they go on the wire. */
export const NASTY_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
  '%20%205',
  '9'.repeat(400),
  '%zz',
  '%00',
  '%E2%80%AE',
  '%27%20OR%20%271%27%3D%271',
  'x'.repeat(4000),
] as const;

export const EXTRA_QUERY_KEYS = ['__proto__', 'constructor', 'x', 'a[b]', '%zz', '', '%00'];

/** Idempotency-Key values the server must refuse or read as the draft says. */
export const KEY_FAULTS = [
  '',
  'two words',
  'k'.repeat(256),
  'k'.repeat(255),
  '"quoted"',
  'a"b',
  'é',
];

export const CONTENT_TYPE_FAULTS = [
  'application/json; charset=utf-8',
  'text/plain',
  '',
  'application/x-www-form-urlencoded',
  'application/jsonx',
] as const;
