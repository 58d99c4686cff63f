import { checkUploadedFile, storableUpload, type CheckedUpload } from '@lic/server-kernel';
import { MESSAGES } from '@lic/shared-rules';

export type SupportFile = CheckedUpload;

export interface SupportFileError {
  field: 'fileName' | 'contentFileBase64';
  message: string;
  /** Above the size limit: 413 rather than 400. */
  tooLarge: boolean;
}

/**
 * A proof or RUT checked as storefront.md §5 says, by its content (magic bytes), never by its name alone:
 * a .jpg, .jpeg, .png, .gif or .pdf name whose bytes are of that type and hold no active or smuggled
 * content (decision 0013), name up to 200 characters, at most 2,097,152 bytes. The file comes back
 * under its normalised name.
 */
export function checkSupportFile(fileName: string, contentBase64: string): { file: SupportFile } | { error: SupportFileError } {
  const checked = checkUploadedFile({ fileName, contentBase64 });
  if ('file' in checked) return checked;
  const { part, message, tooLarge } = checked.error;
  return { error: { field: part === 'name' ? 'fileName' : 'contentFileBase64', message, tooLarge } };
}

/**
 * What is stored of a checked proof or RUT (decision 0046): an image written again with its pixels only, a
 * PDF as it came. An image that cannot be decoded is refused with the spec's message of the field.
 */
export async function storableSupportFile(file: SupportFile): Promise<{ file: SupportFile } | { error: SupportFileError }> {
  const stored = await storableUpload(file);
  return stored ? { file: stored } : { error: { field: 'contentFileBase64', message: MESSAGES.fileExtension, tooLarge: false } };
}
