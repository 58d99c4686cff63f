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

/** An upload as the save payload carries it: Image { FileName, ContentFileBase64 }. */
export interface ImageUpload {
  fileName: string;
  contentBase64: string;
}

export interface CheckedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
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

/** Where the API serves an offer image stored under this key. */
export const OFFER_IMAGE_PATH = '/license/api/Package/GetOfferImage/';

export function offerImageUrl(key: string | null | undefined): string | null {
  return key ? `${OFFER_IMAGE_PATH}${key}` : null;
}

/**
 * The upload checked by its content (magic bytes), never by its name alone: .jpg, .jpeg, .png, .gif
 * or .pdf whose bytes are of that type, at most 2 MB. Returns the file or the spec's message.
 */
export function checkImageUpload(upload: ImageUpload): { file: CheckedFile } | { error: string } {
  const fileName = (upload.fileName ?? '').trim();
  const nameError = fileExtensionRule(fileName) ?? fileNameRule(fileName);
  if (!fileName || nameError) return { error: nameError ?? MESSAGES.fileExtension };
  const base64 = (upload.contentBase64 ?? '').replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) return { error: MESSAGES.fileExtension };
  if (base64.length > MAX_BASE64_LENGTH) return { error: MESSAGES.fileSize };
  const content = Buffer.from(base64, 'base64');
  if (content.length > FILE_MAX_BYTES) return { error: MESSAGES.fileSize };
  const type = detectFileType(content);
  if (!type || !contentMatchesExtension(content, fileExtension(fileName))) return { error: MESSAGES.fileExtension };
  return { file: { fileName, contentType: CONTENT_TYPES[type], content } };
}
