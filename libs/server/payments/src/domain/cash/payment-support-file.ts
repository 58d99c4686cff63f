import {
  contentMatchesExtension,
  detectFileType,
  fileExtension,
  fileExtensionRule,
  fileNameRule,
  FILE_MAX_BYTES,
  MESSAGES,
} from '@lic/shared-rules';
import type { UploadFileType } from '@lic/shared-rules';

export interface SupportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface SupportFileError {
  field: 'fileName' | 'contentFileBase64';
  message: string;
}

const CONTENT_TYPES: Record<UploadFileType, string> = {
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
 * A proof or RUT checked as storefront.md §5 says, by its content (magic bytes), never by its name alone:
 * a .jpg, .jpeg, .png, .gif or .pdf name whose bytes are of that type, name up to 200 characters, at most
 * 2,097,152 bytes. A renamed executable is refused with the extension message.
 */
export function checkSupportFile(fileName: string, contentBase64: string): { file: SupportFile } | { error: SupportFileError } {
  const name = (fileName ?? '').trim();
  const nameError = name ? (fileExtensionRule(name) ?? fileNameRule(name)) : MESSAGES.fileExtension;
  if (nameError) return { error: { field: 'fileName', message: nameError } };
  const base64 = (contentBase64 ?? '').replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  const invalid = { error: { field: 'contentFileBase64', message: MESSAGES.fileExtension } } as const;
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) return invalid;
  if (base64.length > MAX_BASE64_LENGTH) return { error: { field: 'contentFileBase64', message: MESSAGES.fileSize } };
  const content = Buffer.from(base64, 'base64');
  if (content.length > FILE_MAX_BYTES) return { error: { field: 'contentFileBase64', message: MESSAGES.fileSize } };
  const type = detectFileType(content);
  if (!type || !contentMatchesExtension(content, fileExtension(name))) return invalid;
  return { file: { fileName: name, contentType: CONTENT_TYPES[type], content } };
}
