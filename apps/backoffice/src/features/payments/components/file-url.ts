import { fileExtension } from '@lic/shared-rules';

const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export type FileKind = 'pdf' | 'image' | 'other';

/** How a stored proof is shown: the upload rules accept jpg, jpeg, png, gif and pdf only. */
export function fileKindOf(fileName: string): FileKind {
  const type = MEDIA_TYPES[fileExtension(fileName)];
  if (type === 'application/pdf') return 'pdf';
  return type?.startsWith('image/') ? 'image' : 'other';
}

export function mediaTypeOf(fileName: string): string {
  return MEDIA_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** A data: URL of base64 content, for images and downloads. */
export function dataUrl(fileName: string, base64: string): string {
  return `data:${mediaTypeOf(fileName)};base64,${base64}`;
}

/**
 * An address the browser's PDF viewer opens: an object URL (browsers refuse large data: URLs in frames), or
 * the data: URL where object URLs do not exist (jsdom). `release` frees it.
 */
export function viewerUrl(fileName: string, base64: string): { url: string; release: () => void } {
  if (typeof URL.createObjectURL !== 'function') return { url: dataUrl(fileName, base64), release: () => undefined };
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mediaTypeOf(fileName) }));
  return { url, release: () => URL.revokeObjectURL(url) };
}
