// UTF-8 bytes as a binary string without TextEncoder, which jest's jsdom environment may lack.
const utf8Binary = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const base64Url = (value: unknown) =>
  btoa(utf8Binary(JSON.stringify(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Builds an unsigned JWT whose payload the browser code can decode, for tests only. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}
