/** Token of the storage cash proofs and RUT files are kept in (database by default, design.md §4). */
export const PAYMENT_FILE_STORAGE = Symbol('PAYMENT_FILE_STORAGE');

export interface PaymentFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where the files of cash payments live. Keys are opaque and never reused. An S3-compatible adapter plugs in
 * by binding PAYMENT_FILE_STORAGE; the files are personal data, so it must keep them private.
 */
export interface PaymentFileStorage {
  save(file: PaymentFile): Promise<string>;
  read(key: string): Promise<PaymentFile | null>;
  remove(key: string): Promise<void>;
}
