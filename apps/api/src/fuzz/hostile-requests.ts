import fc from 'fast-check';

/** The parts of docs/openapi.json the fuzz test reads. */
interface SchemaObject {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  example?: unknown;
  enum?: unknown[];
}
interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: SchemaObject;
  example?: unknown;
}
interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  /** The request body's schema with every $ref resolved (null: the operation takes none). */
  body: SchemaObject | null;
  security: 'none' | 'bearer' | 'basic';
}

/** A request as the fuzz test sends it; `what` says which hostile input it carries. */
export interface HostileRequest {
  what: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Headers the harness owns: the test sets Authorization itself and never moves the Host. */
const OWN_HEADERS = new Set(['authorization', 'host', 'content-type', 'content-length']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: SchemaObject, seen = new Set<string>()): SchemaObject => {
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return { type: 'object' };
      const name = schema.$ref.split('/').pop()!;
      return resolve(document.components.schemas[name], new Set([...seen, schema.$ref]));
    }
    const out: SchemaObject = { ...schema };
    if (schema.properties) {
      out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, seen)]));
    }
    if (schema.items) out.items = resolve(schema.items, seen);
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const of = (where: ParameterObject['in']) => [...new Set(parameters.filter((p) => p.in === where).map((p) => p.name))];
      const json = operation.requestBody?.content['application/json'];
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        headerParams: of('header').filter((name) => !OWN_HEADERS.has(name.toLowerCase())),
        body: json ? resolve(json.schema) : method === 'get' ? null : { type: 'object' },
        security: scheme === 'basic' ? 'basic' : scheme === 'bearer' ? 'bearer' : 'none',
      });
    }
  }
  return operations;
}

/** A plausible value for a schema: its example, an enum value or a value of its type. */
export function sampleOf(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'valor';
  }
}

export const DEPTH = 5_000;
/** `{"a":{"a":…}}` 5,000 levels deep, as text (building it as an object would recurse to stringify it). */
export const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
export const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const HUGE = 'x'.repeat(100_000);

/** Texts that broke servers before: NUL, huge, odd unicode, prototype names, injections, numbers as text. */
const hostileText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    HUGE,
    '__proto__',
    'constructor',
    'prototype',
    '\ud800',
    '\udfff\ud800',
    '🇨🇴👩‍👩‍👧‍👦',
    'e\u0301\u0301\u0301',
    '\u202eRTL\u202c',
    '\ufeff',
    'ǅ\u00a0\u2028\u2029',
    "' or 1=1 --",
    '"; drop table x; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '%',
    '\\u0000',
    '1e309',
    '-1',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '2026-02-30T25:61:00Z',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value of a wrong type, including prototype keys (built with JSON.parse, so they are own keys). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.1,
    -0,
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":true}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Path and query values: ASCII escapes included, encoded or raw. */
const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  hostileText.filter((text) => text.length < 2_000).map((text) => encodeURIComponent(toWellFormed(text))),
  fc.constantFrom('%00', 'a%00', '%E0%A4%A', '%', '%ZZ', '..%2F..%2Fetc', '%2e%2e', '0', '-1', '1.5', 'x'.repeat(2_000), '__proto__'),
);

/** Header values must be visible ASCII (the HTTP client refuses the rest). */
const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', '-1', '1e309', '99999999999999999999', 'NaN', "' or 1=1 --", 'x'.repeat(4_000), '%00', ''),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
);

function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\ufffd');
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '1');
}

function withQuery(url: string, query: Array<[string, string]>): string {
  return query.length ? `${url}?${query.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')}` : url;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * The fixed hostile requests every operation gets: hostile path parameters, query, headers; and for an
 * operation with a body, a body nested 5,000 levels, NUL and 100k characters in each field, prototype
 * keys, an array instead of an object, no body, `null`.
 */
export function fixedRequestsFor(op: Operation): HostileRequest[] {
  const base = (what: string, url: string, extra: Partial<HostileRequest> = {}): HostileRequest => ({
    what,
    method: op.method,
    url,
    headers: {},
    ...extra,
  });
  const plainUrl = fillPath(op.path, {});
  const requests: HostileRequest[] = [];
  for (const name of op.pathParams) {
    for (const value of ['a%00b', '%E0%A4%A', '__proto__', encodeURIComponent('🇨🇴\u202e'), 'x'.repeat(2_000), '-1']) {
      requests.push(base(`path ${name}=${value.slice(0, 20)}`, fillPath(op.path, { [name]: value })));
    }
  }
  requests.push(
    base('query with NUL and prototype keys', withQuery(plainUrl, [...op.queryParams.map((q) => [q, 'a%00'] as [string, string])])),
  );
  requests.push(
    base(
      'query with prototype keys and repeated names',
      `${plainUrl}?__proto__[polluted]=1&constructor[prototype][polluted]=1${op.queryParams.map((q) => `&${q}=1&${q}=2`).join('')}`,
    ),
  );
  if (op.headerParams.length) {
    requests.push(
      base('headers of 4,000 characters', plainUrl, { headers: Object.fromEntries(op.headerParams.map((h) => [h, 'x'.repeat(4_000)])) }),
    );
    requests.push(
      base('headers with prototype names', plainUrl, { headers: Object.fromEntries(op.headerParams.map((h) => [h, '__proto__'])) }),
    );
  }
  if (op.body) {
    const sample = sampleOf(op.body);
    const json = (what: string, body: string) => base(what, plainUrl, { headers: JSON_HEADERS, body });
    requests.push(json('body nested 5,000 levels', DEEP_OBJECT));
    requests.push(json('array nested 5,000 levels', DEEP_ARRAY));
    requests.push(json('empty body', ''));
    requests.push(json('null body', 'null'));
    requests.push(json('array instead of an object', JSON.stringify([sample])));
    requests.push(json('prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));
    requests.push(
      base('form body', plainUrl, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a[b][c]=%00&__proto__[x]=1' }),
    );
    if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
      const keys = Object.keys(sample);
      const every = (value: unknown) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])));
      requests.push(json('NUL in every field', every('a\u0000b')));
      requests.push(json('100k characters in every field', every(HUGE)));
      requests.push(json('numbers in every field', every(1e308)));
      requests.push(json('objects in every field', every({ a: 1 })));
      requests.push(json('arrays in every field', every(['a'])));
      if (keys.length > 0) requests.push(json(`${keys[0]} nested 5,000 levels`, `{"${keys[0]}":${DEEP_ARRAY}}`));
    }
  }
  return requests;
}

/** Generated hostile requests: each field or parameter of the operation with a value of the wrong kind. */
export function generatedRequestsFor(op: Operation): fc.Arbitrary<HostileRequest> {
  const pathValues = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, hostileUrlPart])));
  const query = fc.array(fc.tuple(fc.constantFrom(...op.queryParams, '__proto__', 'q'), hostileUrlPart), { maxLength: 4 });
  const headers =
    op.headerParams.length > 0
      ? fc.dictionary(fc.constantFrom(...op.headerParams), hostileHeader, { maxKeys: op.headerParams.length })
      : fc.constant({} as Record<string, string>);
  const sample = op.body ? sampleOf(op.body) : undefined;
  const keys = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  const body: fc.Arbitrary<string | undefined> = !op.body
    ? fc.constant(undefined)
    : fc.oneof(
        keys.length > 0
          ? fc
              .dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1, maxKeys: Math.min(3, keys.length) })
              .map((changes) => JSON.stringify({ ...(sample as object), ...changes }))
          : fc.constant(JSON.stringify(sample)),
        hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        fc.dictionary(hostileText, hostileValue, { maxKeys: 4 }).map((value) => JSON.stringify(value)),
      );
  return fc.record({ pathValues, query, headers, body }).map(({ pathValues: values, query: q, headers: h, body: b }) => ({
    what: 'generated',
    method: op.method,
    url: withQuery(fillPath(op.path, values as Record<string, string>), q),
    headers: b === undefined ? h : { ...h, ...JSON_HEADERS },
    body: b,
  }));
}
