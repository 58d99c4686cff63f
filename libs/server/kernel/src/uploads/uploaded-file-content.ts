import type { UploadFileType } from '@lic/shared-rules';
import { judgePdfObjects } from './pdf-objects';

/**
 * Why an upload whose leading bytes are of an accepted type is still refused (decisions 0013, 0046): the
 * structure of images (chunks, blocks, segments), every object of a PDF as a PDF library reads it.
 */
export type UnsafeContent = 'pdf-active-content' | 'pdf-uninspectable' | 'data-after-end' | 'truncated' | 'html-inside' | 'pdf-without-end';

/**
 * Markup a browser would run if it ever took the file for HTML (case-insensitive, at any offset). Only
 * markers of four letters or more: over 2 MB of compressed pixels a random match stays below about 1 in 30,000.
 */
const HTML_MARKERS = /<(script|html|iframe|object|embed|svg|!doctype)\b|<\?php|javascript:/i;

/** Whitespace (and NUL padding) allowed after an end marker. */
const TRAILING_PADDING = /^[\s\0]*$/;

export function inspectUploadedContent(type: UploadFileType, content: Buffer): UnsafeContent | null {
  switch (type) {
    case 'pdf':
      return inspectPdf(content);
    case 'png':
      return inspectPng(content) ?? htmlInside(content);
    case 'gif':
      return inspectGif(content) ?? htmlInside(content);
    case 'jpg':
      return inspectJpeg(content) ?? htmlInside(content);
  }
}

function htmlInside(content: Buffer): UnsafeContent | null {
  return HTML_MARKERS.test(content.toString('latin1')) ? 'html-inside' : null;
}

/**
 * A PDF: nothing but whitespace after the last %%EOF, no HTML before the first object, and no object (of
 * any revision, or inside an object stream) holding an action, a script or a file (pdf-objects.ts).
 */
export function inspectPdf(content: Buffer): UnsafeContent | null {
  const text = content.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end === -1) return 'pdf-without-end';
  if (!TRAILING_PADDING.test(text.slice(end + 5))) return 'data-after-end';
  if (HTML_MARKERS.test(text.slice(0, 1024))) return 'html-inside';
  return judgePdfObjects(content);
}

/** PNG: chunks walked from the signature to IEND; any byte after IEND is refused. */
export function inspectPng(content: Buffer): UnsafeContent | null {
  let offset = 8;
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const type = content.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (length > 0x7fffffff || next > content.length) return 'truncated';
    if (type === 'IEND') return next === content.length ? null : 'data-after-end';
    offset = next;
  }
  return 'truncated';
}

/** GIF: header, colour table and blocks walked to the trailer (0x3B); any byte after it is refused. */
export function inspectGif(content: Buffer): UnsafeContent | null {
  if (content.length < 13) return 'truncated';
  const packed = content[10];
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const skipSubBlocks = (): boolean => {
    while (offset < content.length) {
      const size = content[offset];
      offset += 1 + size;
      if (size === 0) return offset <= content.length;
    }
    return false;
  };
  while (offset < content.length) {
    const block = content[offset];
    if (block === 0x3b) return offset + 1 === content.length ? null : 'data-after-end';
    if (block === 0x21) {
      offset += 2; // introducer and label
      if (!skipSubBlocks()) return 'truncated';
    } else if (block === 0x2c) {
      if (offset + 10 > content.length) return 'truncated';
      const local = content[offset + 9];
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1; // descriptor, table, LZW code size
      if (!skipSubBlocks()) return 'truncated';
    } else {
      return 'truncated';
    }
  }
  return 'truncated';
}

/** JPEG: segments walked from SOI to EOI (entropy-coded data skipped); only padding may follow EOI. */
export function inspectJpeg(content: Buffer): UnsafeContent | null {
  let offset = 2;
  while (offset + 1 < content.length) {
    if (content[offset] !== 0xff) return 'truncated';
    const marker = content[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return TRAILING_PADDING.test(content.toString('latin1', offset + 2)) ? null : 'data-after-end';
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > content.length) return 'truncated';
    const length = content.readUInt16BE(offset + 2);
    if (length < 2) return 'truncated';
    offset += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (offset + 1 < content.length) {
        if (content[offset] === 0xff && content[offset + 1] !== 0x00 && !(content[offset + 1] >= 0xd0 && content[offset + 1] <= 0xd7))
          break;
        offset += 1;
      }
    }
  }
  return 'truncated';
}
