/** Contract numbers are kept trimmed and compared as typed (unique per product). */
export function contractNumberOf(value: string): string {
  return value.trim();
}

/** Service names are kept in upper case, as the catalogue names them. */
export function serviceNameOf(value: string): string {
  return value.trim().toUpperCase();
}
