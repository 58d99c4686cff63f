/** Token of the storage the offer images are kept in (database by default, design.md §4). */
export const FILE_STORAGE = Symbol('CATALOGUE_FILE_STORAGE');

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Where uploaded files live. Keys are opaque and never reused, so a URL built on one may be cached. */
export interface FileStorage {
  save(file: StoredFile): Promise<string>;
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}
