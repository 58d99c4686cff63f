/**
 * Whether the realtime channel accepts a handshake from this Origin: the page's own host (every brand
 * is served by this API under its own host) or a configured origin.
 *
 * A handshake without Origin is accepted: browsers always send it on WebSocket upgrades and on
 * cross-site requests, and omit it only on same-origin polling GETs; clients outside a browser cannot
 * borrow a visitor's session anyway, because the channel authenticates by token, not by cookie.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host && parsed.host.toLowerCase() === host.trim().toLowerCase()) return true;
  return allowedOrigins.some((allowed) => allowed.replace(/\/+$/, '').toLowerCase() === parsed.origin.toLowerCase());
}
