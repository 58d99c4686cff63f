/**
 * Token of the storage a context keeps its uploaded files in (offer images, cash proofs and RUT files;
 * database by default, design.md §4). Each context binds it in its own module, to its own table.
 */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where uploaded files live. Keys are opaque and never reused, so a URL built on one may be cached. An
 * S3-compatible adapter plugs in by binding FILE_STORAGE; cash proofs are personal data, so it must keep
 * them private.
 */
export interface FileStorage {
  save(file: StoredFile): Promise<string>;
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}
