import { checkUploadedFile, storableUpload, type CheckedUpload } from '@lic/server-kernel';
import { MESSAGES } from '@lic/shared-rules';
import { CatalogueInputError } from './catalogue.errors';

/** An upload as the save payload carries it: Image { FileName, ContentFileBase64 }. */
export interface ImageUpload {
  fileName: string;
  contentBase64: string;
}

export type CheckedFile = CheckedUpload;

/** Where the API serves an offer image stored under this key. */
export const OFFER_IMAGE_PATH = '/license/api/Package/GetOfferImage/';

export function offerImageUrl(key: string | null | undefined): string | null {
  return key ? `${OFFER_IMAGE_PATH}${key}` : null;
}

/**
 * The upload checked by its content (magic bytes), never by its name alone: .jpg, .jpeg, .png, .gif
 * or .pdf whose bytes are of that type and hold no active or smuggled content, at most 2 MB (decision
 * 0013). Returns the file under its normalised name, or the spec's message.
 */
export function checkImageUpload(upload: ImageUpload): { file: CheckedFile } | { error: string; tooLarge: boolean } {
  const checked = checkUploadedFile(upload);
  return 'file' in checked ? checked : { error: checked.error.message, tooLarge: checked.error.tooLarge };
}

/**
 * The offer image as it is stored (decision 0046): written again with its pixels only (a PDF as it came).
 * One that cannot be decoded is refused under Image with the spec's message.
 */
export async function storableOfferImage(image: CheckedFile | null): Promise<CheckedFile | null> {
  if (!image) return null;
  const stored = await storableUpload(image);
  if (!stored) throw new CatalogueInputError([{ field: 'Image', message: MESSAGES.fileExtension }]);
  return stored;
}
