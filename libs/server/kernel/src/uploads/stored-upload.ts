import sharp from 'sharp';
import type { CheckedUpload } from './uploaded-file';

/**
 * Largest image re-encoded, in pixels (about 7,000 × 7,000): a 2 MB photo of a receipt is far below, and
 * decoding a crafted file that declares more would take hundreds of megabytes.
 */
const MAX_PIXELS = 50_000_000;

/**
 * What an upload is stored as (decision 0046): a PDF as it came (judged object by object before), an
 * image decoded and written again by sharp (libvips) in its own format, so that nothing but its pixels
 * is kept: no metadata (EXIF, XMP, ICC, comments, text chunks), no data between or after the segments,
 * only the first frame of a GIF. A JPEG is turned upright first (its EXIF orientation goes with the rest).
 * Null when the image cannot be decoded: the caller refuses it with the field's message.
 */
export async function storableUpload(file: CheckedUpload): Promise<CheckedUpload | null> {
  if (file.contentType === 'application/pdf') return file;
  try {
    const image = sharp(file.content, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false });
    let encoded: Buffer;
    switch (file.contentType) {
      case 'image/jpeg':
        encoded = await image.rotate().jpeg({ quality: 90 }).toBuffer();
        break;
      case 'image/png':
        encoded = await image.png({ compressionLevel: 9 }).toBuffer();
        break;
      case 'image/gif':
        encoded = await image.gif().toBuffer();
        break;
      default:
        return null;
    }
    return { ...file, content: encoded };
  } catch {
    return null;
  }
}
