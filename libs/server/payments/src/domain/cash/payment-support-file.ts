import { checkUploadedFile, type CheckedUpload } from '@lic/server-kernel';

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
