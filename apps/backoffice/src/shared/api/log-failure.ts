/** Failures the spec says are only logged: the screen already shows what it can. */
export function logFailure(what: string, error: unknown): void {
  console.error(`${what}:`, error);
}
