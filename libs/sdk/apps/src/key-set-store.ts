import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { LicenceTokenJwks } from './types.js';

/** A key set as the verifier keeps it: where it was read from, when, and the keys. */
export interface StoredKeySet {
  jwksUrl: string;
  /** ISO 8601: when the set was read from the server. */
  fetchedAt: string;
  jwks: LicenceTokenJwks;
}

/**
 * Where LicenceTokenVerifier keeps the last key set it read, so that a process started while the licence
 * server is out of reach still verifies the tokens signed before: a file path (the default kind), or a pair of
 * functions over the app's own storage (a database row, a secret store…). `load` answers null when nothing is
 * stored; a failing `save` is reported through the verifier's `onStoreError` and changes nothing else.
 */
export interface KeySetStore {
  load(): Promise<StoredKeySet | null> | StoredKeySet | null;
  save(set: StoredKeySet): Promise<void> | void;
}

/** The default file of a key set: `.licencias/jwks-<12 hex of the URL's SHA-256>.json` in the working directory. */
export function defaultKeySetPath(jwksUrl: string): string {
  return resolve('.licencias', `jwks-${createHash('sha256').update(jwksUrl).digest('hex').slice(0, 12)}.json`);
}

/** A key set kept in a JSON file, written whole to a temporary file and renamed over the old one. */
export function fileKeySetStore(path: string): KeySetStore {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return JSON.parse(text) as StoredKeySet;
    },
    async save(set) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, JSON.stringify(set), { encoding: 'utf8', mode: 0o600 });
      await rename(temporary, path);
    },
  };
}

/** A stored set for this URL with a list of keys; null for anything else (another server, a damaged file). */
export function usableKeySet(stored: unknown, jwksUrl: string): StoredKeySet | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const candidate = stored as Partial<StoredKeySet>;
  if (candidate.jwksUrl !== jwksUrl || typeof candidate.fetchedAt !== 'string') return null;
  if (!Array.isArray(candidate.jwks?.keys) || candidate.jwks.keys.length === 0) return null;
  return candidate as StoredKeySet;
}
