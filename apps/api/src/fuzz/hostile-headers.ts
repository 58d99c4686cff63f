import fc from 'fast-check';

/** One hostile set of headers: each replaces the request's own header of that name (a null value removes it). */
export interface HeaderCase {
  what: string;
  headers: Array<[string, string | null]>;
}

const base64 = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding).toString('base64');
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const basic = (text: string) => `Basic ${base64(text)}`;
/** A JWT-shaped token with any header and payload, signed with nothing we hold. */
const jwt = (header: string, payload: string, signature = 'c2lnbmF0dXJh') => `${base64url(header)}.${base64url(payload)}.${signature}`;

const HUGE = 'x'.repeat(8_000);
/** Above Node's 16 KB limit of all headers together: the server answers 431 before any of our code. */
const TOO_BIG = 'y'.repeat(17_000);

const hosts = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '__proto__:80',
  'constructor.localhost',
  '__proto__.example.com',
  'firmaya.__proto__',
  '',
  ' ',
  'localhost:99999',
  'localhost:-1',
  '[::1]:3000',
  '[::ffff:127.0.0.1]',
  'tiénda.example.com',
  '🇨🇴.localhost',
  'a'.repeat(4_000),
  '%00',
  'a\u0000b',
  'a\u0001b.localhost',
  'colfactura.localhost, firmaya.localhost',
  'localhost/../admin',
  '..',
];

/** Basic credentials: NUL and control characters in each part, malformed base64, no colon, empty parts, unicode, huge. */
const basics = [
  basic('colfactura\u0000demo:demo-colfactura-secret-2026'),
  basic('colfactura-demo\u0000:demo-colfactura-secret-2026'),
  basic('\u0000:\u0000'),
  basic('colfactura-demo:demo-colfactura-secret-2026\u0000'),
  basic('colfactura-demo\u0007\u001b[2J:x'),
  basic('colfactura-demo\r\nX-Injected: 1:x'),
  basic('__proto__:x'),
  basic('constructor:prototype'),
  basic('colfactura-demo'),
  basic(':demo-colfactura-secret-2026'),
  basic('colfactura-demo:'),
  basic(':'),
  basic(''),
  basic('cölfactura-démo:sécret'),
  basic('🇨🇴👩‍👩‍👧‍👦:\ud83d'),
  `Basic ${base64('\u00ff\u00fe\u00fd:\u00fc', 'latin1')}`,
  basic(`${'a'.repeat(6_000)}:b`),
  basic(`colfactura-demo:${'s'.repeat(6_000)}`),
  "basic ' or 1=1 --",
  'Basic',
  'Basic ',
  'Basic ====',
  'Basic =',
  'Basic a',
  'Basic !!!!',
  'Basic Y29sZmFjdHVyYS1kZW1v%00OngK',
  `Basic ${base64('colfactura-demo:demo-colfactura-secret-2026')} ${base64('a:b')}`,
  `Basic\t${base64('colfactura-demo:x')}`,
  'Basic áéíóú',
  `Basic ${HUGE}`,
];

/** Bearer credentials: garbage, JWT-shaped tokens with hostile headers and payloads, alg none, unicode, huge. */
const bearers = [
  'Bearer',
  'Bearer ',
  'Bearer __proto__',
  'Bearer constructor',
  'Bearer a.b.c',
  'Bearer ...',
  'Bearer e30.e30.',
  `Bearer ${jwt('{"alg":"none","typ":"JWT"}', '{"sub":"superadmin","privileges":["CONFIGURATION"]}', '')}`,
  `Bearer ${jwt('{"alg":"HS256\\u0000"}', '{"sub":"a\\u0000b"}')}`,
  `Bearer ${jwt('{"alg":"HS256","typ":"access"}', '{"sid":"\\u0000","userName":"__proto__","privileges":{"__proto__":1}}')}`,
  `Bearer ${jwt('{"alg":"RS256","kid":"../../etc/passwd"}', '{}')}`,
  `Bearer ${jwt('{"alg":"HS256","crit":["b64"],"b64":false}', '{"exp":1e309}')}`,
  `Bearer ${jwt('[]', '[]')}`,
  `Bearer ${jwt('null', 'null')}`,
  `Bearer ${jwt('{"alg":"HS256"}', `{"x":"${'z'.repeat(5_000)}"}`)}`,
  'Bearer eyJhbGciOiJIUzI1NiJ9.%00.%00',
  'Bearer tökén',
  'Bearer \u0000',
  'Bearer a\u0001b',
  'Bearer  two  spaces',
  `Bearer ${HUGE}`,
  'bearer lowercase',
  'Digest username="a"',
  'Negotiate YII=',
  '__proto__',
  '',
  TOO_BIG,
];

const forwardedFor = [
  '__proto__',
  'constructor',
  'not-an-ip',
  '999.999.999.999',
  '1.1.1.1, 2.2.2.2, __proto__',
  Array.from({ length: 500 }, (_, index) => `10.0.${index % 256}.${index % 250}`).join(', '),
  '::1',
  '[::1]:80',
  'fe80::1%eth0',
  'ffff::127.0.0.1',
  '1.1.1.1\u0000',
  'dírección',
  ', , ,',
  '',
  HUGE,
];

const contentTypes = [
  'application/json; charset=utf-16',
  'application/json; charset=__proto__',
  'application/json; charset=unknown-charset',
  'application/json; charset="utf-8',
  'application/json;;;',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/x-www-form-urlencoded; charset=utf-7',
  'multipart/form-data; boundary=',
  'multipart/form-data',
  'text/plain',
  'text/html; charset=utf-8',
  '*/*',
  'application/__proto__',
  'application/json, application/json',
  'appl\u00edcation/json',
  '',
  HUGE,
];

const acceptEncodings = [
  'gzip;q=__proto__',
  'br;q=NaN, gzip;q=-1',
  'br, gzip, deflate, zstd, compress, *',
  'identity;q=0',
  '*;q=0',
  'identity;q=0, *;q=0',
  '__proto__, constructor',
  'gzip;q=1e309',
  'gzip,,,,,',
  'gzíp',
  '',
  HUGE,
];

const otherHeaders: HeaderCase[] = [
  { what: 'no Host', headers: [['Host', null]] },
  {
    what: 'two Host headers',
    headers: [
      ['Host', 'colfactura.localhost'],
      ['Host', 'firmaya.localhost'],
    ],
  },
  {
    what: 'two Authorization headers',
    headers: [
      ['Authorization', basic('colfactura-demo:x')],
      ['Authorization', 'Bearer x'],
    ],
  },
  { what: 'Content-Length not a number', headers: [['Content-Length', '__proto__']] },
  { what: 'Transfer-Encoding and Content-Length', headers: [['Transfer-Encoding', 'chunked, gzip']] },
  { what: 'Content-Encoding the body does not have', headers: [['Content-Encoding', 'gzip']] },
  { what: 'Content-Encoding unknown', headers: [['Content-Encoding', '__proto__']] },
  {
    what: 'X-Forwarded-Proto and Host hostile',
    headers: [
      ['X-Forwarded-Proto', '__proto__'],
      ['X-Forwarded-Host', 'constructor'],
    ],
  },
  { what: 'Accept hostile', headers: [['Accept', '__proto__/constructor; q=NaN']] },
  { what: 'Origin hostile', headers: [['Origin', 'http://__proto__']] },
  { what: 'Cookie hostile', headers: [['Cookie', '__proto__=1; constructor=%00; a=%E0%A4%A']] },
  { what: 'If-None-Match hostile', headers: [['If-None-Match', 'W/"__proto__", *']] },
  { what: 'Range hostile', headers: [['Range', 'bytes=-1-99999999999999999999']] },
];

const cases = (name: string, values: string[]): HeaderCase[] =>
  values.map((value) => ({
    what: `${name}: ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? `… (${value.length})` : ''}`,
    headers: [[name, value]],
  }));

/** Every fixed hostile header case; the Authorization ones are the credential cases. */
export const HEADER_CASES: HeaderCase[] = [
  ...cases('Host', hosts),
  ...cases('X-Forwarded-For', forwardedFor),
  ...cases('Content-Type', contentTypes),
  ...cases('Accept-Encoding', acceptEncodings),
  ...otherHeaders,
];

const BASIC_CASES = cases('Authorization', basics);
const BEARER_CASES = cases('Authorization', bearers);
export const CREDENTIAL_CASES: HeaderCase[] = [...BASIC_CASES, ...BEARER_CASES];

/** The two defects found by hand (decision 0013's class): every route gets them, whatever else it gets. */
const ALWAYS: HeaderCase[] = [
  ...cases('Host', ['__proto__', 'constructor']),
  ...cases('Authorization', [basic('colfactura\u0000demo:demo-colfactura-secret-2026')]),
];

/** `size` cases of a group from a window that moves with the route's index, so that together the routes send them all. */
function window(group: HeaderCase[], index: number, size: number): HeaderCase[] {
  if (size >= group.length) return group;
  const start = (index * size) % group.length;
  return Array.from({ length: size }, (_, offset) => group[(start + offset) % group.length]);
}

/**
 * The fixed header cases of the index-th operation of the document: the two found by hand, a moving window of each
 * header's cases (every case reaches dozens of operations, every operation gets every header), Content-Type only
 * where there is a body, and every credential case of the operation's own scheme (Basic for the apps' API).
 */
export function headerCasesFor(op: { security: 'none' | 'bearer' | 'basic'; hasBody: boolean }, index: number): HeaderCase[] {
  return [
    ...ALWAYS,
    ...window(cases('Host', hosts), index, 8),
    ...window(cases('X-Forwarded-For', forwardedFor), index, 4),
    ...window(cases('Accept-Encoding', acceptEncodings), index, 4),
    ...window(otherHeaders, index, 4),
    ...(op.hasBody ? window(cases('Content-Type', contentTypes), index, 5) : []),
    ...(op.security === 'basic' ? CREDENTIAL_CASES : [...window(BEARER_CASES, index, 9), ...window(BASIC_CASES, index, 3)]),
  ];
}

/** Header text as a hostile client writes it: any character but CR and LF (which would end the header). */
const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', 'a\u0000b', '%00', '', ' ', '\t', '🇨🇴', 'ñ', HUGE),
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => text.replace(/[\r\n]/g, '')),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 }),
);

/** Generated credentials: Basic of any client id and secret (valid base64 of hostile text, or hostile text itself) and any Bearer. */
const credential: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(headerText, fc.constantFrom(':', '', '::'), headerText).map(([id, colon, secret]) => basic(`${id}${colon}${secret}`)),
  headerText.map((text) => `Basic ${text}`),
  fc.tuple(headerText, headerText).map(([header, payload]) => `Bearer ${jwt(header, payload)}`),
  headerText.map((text) => `Bearer ${text}`),
  headerText,
);

/** Generated header sets: hostile Host, X-Forwarded-For, Content-Type, Accept-Encoding and credentials together. */
export const generatedHeaderCases: fc.Arbitrary<HeaderCase> = fc
  .record(
    {
      Host: fc.oneof(headerText, fc.constantFrom(...hosts)),
      'X-Forwarded-For': fc.oneof(headerText, fc.ipV4(), fc.ipV6(), fc.constantFrom(...forwardedFor)),
      'Content-Type': fc.oneof(headerText, fc.constantFrom(...contentTypes)),
      'Accept-Encoding': fc.oneof(headerText, fc.constantFrom(...acceptEncodings)),
      Authorization: credential,
    },
    { requiredKeys: [] },
  )
  .map((chosen) => ({ what: 'generated headers', headers: Object.entries(chosen) as Array<[string, string]> }));
