import {
  contentMatchesExtension,
  detectFileType,
  fileExtension,
  fileExtensionRule,
  fileNameRule,
  FILE_MAX_BYTES,
  MESSAGES,
  type UploadFileType,
} from '@lic/shared-rules';
import { inspectUploadedContent, type UnsafeContent } from './uploaded-file-content';
import { normalizeUploadedFileName } from './uploaded-file-name';

/** A file sent as base64 in a JSON body (proofs, RUT, offer images). */
export interface UploadedFile {
  fileName: string;
  contentBase64: string;
}

/** An upload that passed every check: its stored name, the type sniffed from its bytes, the bytes. */
export interface CheckedUpload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface UploadRefusal {
  /** Which part was wrong: the client's name, or the content. */
  part: 'name' | 'content';
  message: string;
  /** True when the only fault is the size (413 rather than 400). */
  tooLarge: boolean;
  /** Why the content was refused, for the logs (never shown). */
  reason?: UnsafeContent | 'unknown-type' | 'not-base64' | 'type-mismatch';
}

export const CONTENT_TYPE_OF: Record<UploadFileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[^;,]*;base64,/i;
/** Longest base64 text whose content can still be within the limit. */
const MAX_BASE64_LENGTH = Math.ceil(FILE_MAX_BYTES / 3) * 4;
/**
 * Largest JSON body an upload route reads: the base64 of a file at the limit plus its data: prefix,
 * line breaks, the name and the other fields. A larger body is refused with 413 before it is read.
 */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_BASE64_LENGTH + 64 * 1024;

/**
 * The one check of every upload (storefront.md §5, decision 0013), in the order the screens check:
 * extension and name length, then size (413), then the content: of an accepted type by its magic bytes,
 * agreeing with the extension, and free of active or smuggled content (PDF actions and scripts, data
 * after the end marker, HTML inside an image). Every content refusal carries the spec's message.
 */
export function checkUploadedFile(upload: UploadedFile): { file: CheckedUpload } | { error: UploadRefusal } {
  const clientName = typeof upload.fileName === 'string' ? upload.fileName.trim() : '';
  const nameError = clientName ? (fileExtensionRule(clientName) ?? fileNameRule(clientName)) : MESSAGES.fileExtension;
  if (nameError) return { error: { part: 'name', message: nameError, tooLarge: false } };

  const refuse = (reason: UploadRefusal['reason']) =>
    ({ error: { part: 'content', message: MESSAGES.fileExtension, tooLarge: false, reason } }) as const;
  const tooLarge = { error: { part: 'content', message: MESSAGES.fileSize, tooLarge: true } } as const;
  const base64 = (typeof upload.contentBase64 === 'string' ? upload.contentBase64 : '').replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length > MAX_BASE64_LENGTH) return tooLarge;
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) return refuse('not-base64');
  const content = Buffer.from(base64, 'base64');
  if (content.length > FILE_MAX_BYTES) return tooLarge;

  const type = detectFileType(content);
  if (!type) return refuse('unknown-type');
  if (!contentMatchesExtension(content, fileExtension(clientName))) return refuse('type-mismatch');
  const unsafe = inspectUploadedContent(type, content);
  if (unsafe) return refuse(unsafe);
  return { file: { fileName: normalizeUploadedFileName(clientName, type), contentType: CONTENT_TYPE_OF[type], content } };
}
