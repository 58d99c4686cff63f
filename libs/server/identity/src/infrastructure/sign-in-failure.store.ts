/**
 * Where failed sign-ins are counted: the rate-limit store (Redis when REDIS_URL, else this replica's
 * memory). A compare-and-set keeps concurrent attempts of one user name from being lost.
 */
export interface SignInFailureStore {
  read(key: string): Promise<string | null>;
  /** Writes `next` only if the value is still `expected` (null: absent); true when written. */
  replace(key: string, expected: string | null, next: string, ttlMs: number): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export const SIGN_IN_FAILURE_STORE = Symbol('SIGN_IN_FAILURE_STORE');

export class MemorySignInFailureStore implements SignInFailureStore {
  private readonly values = new Map<string, { value: string; expiresAt: number }>();

  async read(key: string): Promise<string | null> {
    const entry = this.values.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.values.delete(key);
      return null;
    }
    return entry.value;
  }

  async replace(key: string, expected: string | null, next: string, ttlMs: number): Promise<boolean> {
    if ((await this.read(key)) !== expected) return false;
    if (this.values.size > 100_000) this.values.clear();
    this.values.set(key, { value: next, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async remove(key: string): Promise<void> {
    this.values.delete(key);
  }
}
